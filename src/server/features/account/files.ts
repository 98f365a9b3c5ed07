import type { AppDeps } from '../../context';
import { webpFileRoutes } from '../../http/webp-files';
import { AVATAR_FILE, avatarStorageKey } from './avatar';

/**
 * Avatars at /files/avatars/<file>. Names are random per upload, so the answer can be cached for
 * good; the headers keep a browser from treating the bytes as anything but an image. Anyone may
 * fetch one: pictures are shown next to names wherever members appear.
 */
export function avatarFileRoutes(deps: AppDeps) {
  return webpFileRoutes(deps, {
    summary: "A member's profile picture (a WebP written by us; the name is random per upload)",
    fileName: AVATAR_FILE,
    storageKey: avatarStorageKey,
  });
}
