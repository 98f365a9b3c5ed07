import crypto from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import type { Logger } from '../lib/logger';
import { resolveClientIp, type TrustedProxies } from '../lib/rate-limit';
import { requestStore } from '../lib/request-store';

/** An id a caller (or the proxy in front) sent is kept when it is a sane token; otherwise a new one. */
const SANE_ID = /^[\w-]{8,64}$/;

/**
 * Gives every request an id (kept from X-Request-Id when sane), sent back in X-Request-Id, carried
 * by every log line written while the request is served (see logger.ts), and one structured log
 * line for the request itself.
 */
export function requestContext(logger: Logger, proxies: TrustedProxies): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && SANE_ID.test(incoming) ? incoming : crypto.randomUUID();
    return requestStore.run({ requestId }, async () => {
      c.set('requestId', requestId);
      const socket = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
        ?.socket;
      c.set('clientIp', resolveClientIp(c.req.raw.headers, socket?.remoteAddress, proxies));
      c.set('log', logger);
      c.header('X-Request-Id', requestId);
      const started = performance.now();
      await next();
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const line = { method: c.req.method, path: c.req.path, status: c.res.status, ms };
      if (c.res.status >= 500) logger.error(line, 'request failed');
      else if (c.req.path.startsWith('/api/')) logger.info(line, 'request');
      else logger.debug(line, 'request');
    });
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Every JSON error answer names its request, so a member's report ("it said …, request id …")
 * leads to the log lines: `requestId` at the top level of the body, beside `error` (or beside
 * better-auth's own `code` and `message`). Registered inside compression, so it reads the body as
 * the handler wrote it.
 */
export function requestIdInErrors(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (res.status < 400 || !(res.headers.get('content-type') ?? '').includes('application/json')) return;
    let body: unknown;
    try {
      body = await res.clone().json();
    } catch {
      return;
    }
    // Only error envelopes: a status document that answers 503 (readiness) keeps its own shape.
    if (!isRecord(body) || 'requestId' in body) return;
    const envelope =
      isRecord(body.error) || (typeof body.code === 'string' && typeof body.message === 'string');
    if (!envelope) return;
    body.requestId = c.get('requestId');
    const headers = new Headers(res.headers);
    headers.delete('content-length');
    c.res = undefined as never;
    c.res = new Response(JSON.stringify(body), { status: res.status, statusText: res.statusText, headers });
  };
}
