import { z } from '@hono/zod-openapi';
import type { AppDeps } from '../../context';
import { access } from '../../http/access';
import { notFound } from '../../lib/errors';
import { createRouter, errorResponse, plainRoute } from '../../lib/openapi';
import { storageFor } from '../../storage';
import { AVATAR_FILE, avatarStorageKey } from './avatar';

/**
 * Avatars at /files/avatars/<file>. Names are random per upload, so the answer can be cached for
 * good; the headers keep a browser from treating the bytes as anything but an image. Anyone may
 * fetch one: pictures are shown next to names wherever members appear.
 */
export function avatarFileRoutes(deps: AppDeps) {
  const app = createRouter();
  const storage = storageFor(deps);

  plainRoute(
    app,
    {
      method: 'get',
      path: '/:file',
      tags: ['Files'],
      summary: "A member's profile picture (a WebP written by us; the name is random per upload)",
      ...access('public'),
      request: { params: z.object({ file: z.string() }) },
      responses: {
        200: { description: 'A WebP image', content: { 'image/webp': { schema: z.string() } } },
        404: errorResponse('File not found'),
      },
    },
    async (c) => {
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
    },
  );

  return app;
}
