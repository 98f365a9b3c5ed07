import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../context';
import { errorBody } from '../lib/errors';

/** Every API request body is at most this large unless its route declares a larger allowance. */
export const API_BODY_LIMIT_BYTES = 64 * 1024;

export const BODY_TOO_LARGE = 'The request body is too large.';

const tooLarge = (c: Context) => c.json(errorBody('payload_too_large', BODY_TOO_LARGE), 413);

/** The allowances routes declared, so the API-wide limit knows to step aside for them. */
const allowances = new WeakSet<object>();

/**
 * A route's own body allowance, larger than the API-wide one (an avatar upload, Stripe's events).
 * Declared in the route's definition, after its access rule: `...access('account', allowBody(n))`.
 */
export function allowBody(
  maxSize: number,
  onError: (c: Context<AppEnv>) => Response | Promise<Response> = tooLarge,
): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({ maxSize, onError });
  allowances.add(limit);
  return limit;
}

/**
 * GET and HEAD requests reach the app without a body (the Node adapter never reads one for them),
 * so there is nothing to bound. Asking for their body anyway makes the adapter build a full
 * Fetch Request (headers copied, an abort signal) on every read: a few percent of a fast route.
 */
const carriesNoBody = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * The API-wide limit (413 with our error body). A request whose matched route declared its own
 * allowance is left to that allowance, which then bounds it instead.
 */
export function apiBodyLimit(): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({ maxSize: API_BODY_LIMIT_BYTES, onError: tooLarge });
  return (c, next) =>
    carriesNoBody(c.req.method) || matchedRoutes(c).some((route) => allowances.has(route.handler))
      ? next()
      : limit(c, next);
}
