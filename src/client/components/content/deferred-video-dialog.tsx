import { Suspense } from 'react';
import { deferred } from '../deferred';
import type { VideoDialogProps } from './video-dialog';

const Dialog = deferred(() => import('./video-dialog').then((m) => m.VideoDialog));

/** The recording's dialog, its code fetched when it first opens (see deferred.ts). */
export function DeferredVideoDialog(props: VideoDialogProps) {
  return (
    <Suspense fallback={null}>
      <Dialog.Component {...props} />
    </Suspense>
  );
}

/** For a play button to call when a pointer or the focus reaches it. */
export const preloadVideoDialog = Dialog.preload;
