import { deferred } from '../deferred';

/**
 * The recording's dialog, its code fetched when it first opens or when a play button is reached
 * (`preload`): the cards and the search box share this one.
 */
export const DeferredVideoDialog = deferred(() => import('./video-dialog').then((m) => m.VideoDialog));
