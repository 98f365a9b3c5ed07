import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { parseAccept } from 'hono/utils/accept';

/** Smaller bodies go out as they are. */
export const COMPRESS_THRESHOLD = 1024;
/** Bodies up to this size are compressed on the spot (tens of µs); larger ones on libuv's pool. */
const SYNC_LIMIT = 64 * 1024;
const gzipAsync = promisify(gzip);

/**
 * gzip for compressible responses of 1 KiB or more, when the client accepts it.
 *
 * Written for this app rather than taken from `hono/compress`: that one sets `Vary` with
 * `c.header()` after the handler, which turns every response — compressed or not — into a
 * ReadableStream that @hono/node-server then pumps chunk by chunk (measured: about 15% of the
 * server's CPU on the dashboard benchmark). Here headers are changed in place, and a compressed
 * body is one buffer made by zlib, so every response keeps node-server's direct write.
 */
export function compress(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const headers = res.headers;
    if (!compressible(c.req.method, res.status, headers)) return;
    addVaryAcceptEncoding(headers);
    if (!acceptsGzip(c.req.header('accept-encoding'))) return;

    const body = new Uint8Array(await res.arrayBuffer());
    const init = { status: res.status, headers };
    // Clears the old response first: assigning over it would copy it through a stream again.
    c.res = undefined;
    if (body.byteLength < COMPRESS_THRESHOLD) {
      c.res = new Response(body, init);
      return;
    }
    const compressed = body.byteLength <= SYNC_LIMIT ? gzipSync(body) : await gzipAsync(body);
    headers.set('Content-Encoding', 'gzip');
    headers.set('Content-Length', String(compressed.byteLength));
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    c.res = new Response(compressed, init);
  };
}

function compressible(method: string, status: number, headers: Headers): boolean {
  if (method === 'HEAD' || status === 204 || status === 206 || status === 304) return false;
  if (headers.has('Content-Encoding') || headers.has('Transfer-Encoding')) return false;
  const length = headers.get('Content-Length');
  if (length !== null && Number(length) < COMPRESS_THRESHOLD) return false;
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(headers.get('Cache-Control') ?? '')) return false;
  const type = headers.get('Content-Type');
  return type !== null && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type);
}

/** Adds `Accept-Encoding` to `Vary` unless it is there already (or `Vary` is `*`). */
export function addVaryAcceptEncoding(headers: Headers) {
  const vary = headers.get('Vary');
  if (vary === '*' || (vary && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))) return;
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** gzip is acceptable when named with q > 0, or through `*` with q > 0 and not refused by name. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const accepts = parseAccept(header);
  const named = accepts.find((a) => a.type.toLowerCase() === 'gzip');
  if (named) return named.q > 0;
  const any = accepts.find((a) => a.type === '*');
  return any !== undefined && any.q > 0;
}
