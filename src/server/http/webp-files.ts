import { z } from '@hono/zod-openapi';
import sharp from 'sharp';
import { IMAGE_WIDTHS, type ImageWidth, isImageWidth } from '../../shared/domain/covers';
import type { AppDeps } from '../context';
import { access } from './access';
import { badRequest, notFound } from '../lib/errors';
import { createRouter, errorResponse, plainRoute } from './openapi';

export const IMAGE_WIDTH_MESSAGE = `w must be one of ${IMAGE_WIDTHS.join(', ')}`;

/** The `?w=` of an image address as one of the widths served, or a 400. */
export function imageWidth(w: string): ImageWidth {
  const width = /^[0-9]{1,4}$/.test(w) ? Number(w) : Number.NaN;
  if (!isImageWidth(width)) throw badRequest(IMAGE_WIDTH_MESSAGE, 'invalid_width');
  return width;
}

/**
 * An image at most `width` pixels wide (never enlarged), as WebP: what a card of that size needs
 * instead of the 1600-pixel original.
 */
async function narrower(bytes: Uint8Array, width: number): Promise<Buffer> {
  return sharp(bytes).resize({ width, withoutEnlargement: true }).webp({ quality: 80, effort: 4 }).toBuffer();
}

/**
 * A public folder of WebP images we wrote ourselves (every upload is re-encoded), under random
 * names: answers are cached for good, and the headers keep a browser from treating the bytes as
 * anything but an image, whatever the storage says. A name outside the folder's pattern is 404.
 */
export function webpFileRoutes(
  deps: AppDeps,
  folder: {
    summary: string;
    fileName: RegExp;
    storageKey: (file: string) => string;
    /**
     * Where the copy `width` pixels wide of a file is kept, for a folder whose images are also
     * served narrower (`?w=`, one of IMAGE_WIDTHS): made from the original on first request.
     */
    widthKey?: (file: string, width: number) => string;
  },
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
      request: {
        params: z.object({ file: z.string() }),
        ...(folder.widthKey
          ? {
              query: z.object({
                w: z
                  .enum(IMAGE_WIDTHS.map(String) as [string, ...string[]])
                  .optional()
                  .openapi({ description: 'At most this many pixels wide (the original when it is narrower)' }),
              }),
            }
          : {}),
      },
      responses: {
        200: { description: 'A WebP image', content: { 'image/webp': { schema: z.string() } } },
        ...(folder.widthKey ? { 400: errorResponse(IMAGE_WIDTH_MESSAGE) } : {}),
        404: errorResponse('File not found'),
      },
    },
    async (c) => {
      const file = c.req.param('file');
      if (!folder.fileName.test(file)) throw notFound('File not found');
      const w = folder.widthKey ? c.req.query('w') : undefined;
      const width = w === undefined ? null : imageWidth(w);
      let stored = await (width !== null && folder.widthKey
        ? storage.get(folder.widthKey(file, width))
        : storage.get(folder.storageKey(file)));
      if (!stored && width !== null && folder.widthKey) {
        // First request for this width: made from the original and kept (two requests at once
        // both make it; they write the same bytes).
        const original = await storage.get(folder.storageKey(file));
        if (!original) throw notFound('File not found');
        const bytes = await narrower(original.bytes, width);
        await storage.put(folder.widthKey(file, width), bytes, 'image/webp');
        stored = { bytes: new Uint8Array(bytes), contentType: 'image/webp' };
      }
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
