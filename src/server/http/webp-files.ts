import { z } from '@hono/zod-openapi';
import type { AppDeps } from '../context';
import { access } from './access';
import { notFound } from '../lib/errors';
import { createRouter, errorResponse, plainRoute } from './openapi';

/**
 * A public folder of WebP images we wrote ourselves (every upload is re-encoded), under random
 * names: answers are cached for good, and the headers keep a browser from treating the bytes as
 * anything but an image, whatever the storage says. A name outside the folder's pattern is 404.
 */
export function webpFileRoutes(
  deps: AppDeps,
  folder: { summary: string; fileName: RegExp; storageKey: (file: string) => string },
) {
  const app = createRouter();
  const storage = deps.storage;
  plainRoute(
    app,
    {
      method: 'get',
      path: '/:file',
      tags: ['Files'],
      summary: folder.summary,
      ...access('public'),
      request: { params: z.object({ file: z.string() }) },
      responses: {
        200: { description: 'A WebP image', content: { 'image/webp': { schema: z.string() } } },
        404: errorResponse('File not found'),
      },
    },
    async (c) => {
      const file = c.req.param('file');
      if (!folder.fileName.test(file)) throw notFound('File not found');
      const stored = await storage.get(folder.storageKey(file));
      if (!stored) throw notFound('File not found');
      return c.body(stored.bytes, 200, {
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
