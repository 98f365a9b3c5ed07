import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { notFound } from '../../lib/errors';
import { storageFor } from '../../storage';
import { AVATAR_FILE, avatarStorageKey } from './avatar';

/**
 * Avatars at /files/avatars/<file>. Names are random per upload, so the answer can be cached for
 * good; the headers keep a browser from treating the bytes as anything but an image.
 */
export function avatarFileRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const storage = storageFor(deps);

  app.get('/:file', async (c) => {
    const file = c.req.param('file');
    if (!AVATAR_FILE.test(file)) throw notFound('File not found');
    const stored = await storage.get(avatarStorageKey(file));
    if (!stored) throw notFound('File not found');
    return c.body(stored.bytes, 200, {
      // Only ever WebP written by us (see processAvatar), whatever the storage says.
      'Content-Type': 'image/webp',
      'Content-Length': String(stored.bytes.byteLength),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
      'Content-Disposition': 'inline',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });

  return app;
}
