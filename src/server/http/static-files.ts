import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { addVaryAcceptEncoding } from './compress';

/** The build names everything under /assets after a hash of its content: one name, one content, forever. */
export const ASSETS_PREFIX = '/assets/';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Other files of the build (the favicon) keep their name across builds: kept an hour, then revalidated. */
export const SHORT_LIVED = 'public, max-age=3600';

interface Tagged {
  size: number;
  mtimeMs: number;
  etag: string;
}

/**
 * Strong ETags from a hash of the bytes sent, so the brotli, gzip and plain copies of a file each
 * have their own. Hashed once per file and kept while the file's size and time are unchanged.
 */
function contentTags() {
  const known = new Map<string, Tagged>();
  return async (file: string): Promise<string> => {
    const { size, mtimeMs } = await fs.promises.stat(file);
    const cached = known.get(file);
    if (cached && cached.size === size && cached.mtimeMs === mtimeMs) return cached.etag;
    const digest = createHash('sha256')
      .update(await fs.promises.readFile(file))
      .digest('base64url');
    const etag = `"${digest.slice(0, 32)}"`;
    known.set(file, { size, mtimeMs, etag });
    return etag;
  };
}

/**
 * The files of the built client, through @hono/node-server's serveStatic (which refuses `..`,
 * backslashes and encoded separators): the .br or .gz copy made at build time when the browser
 * accepts it, a strong ETag and the caching rule of the file's kind. A path that names no file
 * goes on to the next handler.
 */
export function staticFiles(clientDir: string): MiddlewareHandler {
  const served = new WeakMap<Context, string>();
  const files = serveStatic({
    // serveStatic documents its root as relative to the working directory.
    root: path.relative(process.cwd(), path.resolve(clientDir)) || '.',
    precompressed: true,
    onFound: (file, c) => {
      served.set(c, file);
    },
  });
  const etagOf = contentTags();
  return async (c, next) => {
    const res = await files(c, next);
    const file = served.get(c);
    if (!(res instanceof Response) || !file) return res;
    // Set on the response itself: serveStatic has built it by the time onFound runs.
    res.headers.set('ETag', await etagOf(file));
    res.headers.set('Cache-Control', c.req.path.startsWith(ASSETS_PREFIX) ? IMMUTABLE : SHORT_LIVED);
    // The plain copy varies too: a cache must not hand it to a browser that would get brotli.
    if (COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get('Content-Type') ?? '')) {
      addVaryAcceptEncoding(res.headers);
    }
    return res;
  };
}
