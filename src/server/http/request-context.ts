import crypto from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import type { Logger } from '../lib/logger';
import { resolveClientIp, type TrustedProxies } from '../lib/rate-limit';

/** Gives every request an id (kept from X-Request-Id when sane) and one structured log line. */
export function requestContext(logger: Logger, proxies: TrustedProxies): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    const log = logger.child({ reqId: requestId });
    c.set('requestId', requestId);
    const socket = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
      ?.socket;
    c.set('clientIp', resolveClientIp(c.req.raw.headers, socket?.remoteAddress, proxies));
    c.set('log', log);
    c.header('X-Request-Id', requestId);
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const line = { method: c.req.method, path: c.req.path, status: c.res.status, ms };
    if (c.res.status >= 500) log.error(line, 'request failed');
    else if (c.req.path.startsWith('/api/')) log.info(line, 'request');
    else log.debug(line, 'request');
  };
}
