import { sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import type { Env } from '../env';
import { AppError } from './errors';

export interface RateRule {
  window: number; // seconds
  max: number;
}

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

/**
 * Counts one attempt against `key` in the database (one atomic upsert, so the count holds across
 * processes) and says whether it is allowed.
 */
export async function consumeRateLimit(
  db: Db,
  key: string,
  rule: RateRule,
  now = Date.now(),
): Promise<boolean> {
  const windowStart = now - rule.window * 1000;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.lastRequest} < ${windowStart} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        lastRequest: sql`CASE WHEN ${rateLimits.lastRequest} < ${windowStart} THEN ${now} ELSE ${rateLimits.lastRequest} END`,
      },
    })
    .returning({ count: rateLimits.count });
  return (row?.count ?? 1) <= rule.max;
}

/** The client address header our own proxying sets for better-auth (any incoming copy is dropped). */
export const CLIENT_IP_HEADER = 'x-praxis-client-ip';

/**
 * The client's address. X-Forwarded-For is believed only behind a trusted proxy (TRUST_PROXY);
 * otherwise anyone could pick a fresh rate-limit bucket per request.
 */
export function resolveClientIp(
  headers: Headers,
  socketAddress: string | undefined,
  trustProxy: boolean,
): string {
  if (trustProxy) {
    const forwarded =
      headers.get('x-forwarded-for')?.split(',')[0]?.trim() || headers.get('x-real-ip')?.trim();
    if (forwarded) return forwarded;
  }
  return socketAddress || 'local';
}

/** A route-level limit keyed by client address and, when given, a value from the request. */
/** Limits are always on, except in the test suite unless a test turns them on (PRAXIS_RATE_LIMIT=on). */
export function rateLimitsEnabled(env: Pick<Env, 'NODE_ENV'>): boolean {
  return env.NODE_ENV !== 'test' || process.env.PRAXIS_RATE_LIMIT === 'on';
}

export function rateLimit(
  deps: Pick<AppDeps, 'db' | 'env'>,
  name: string,
  rule: RateRule,
): MiddlewareHandler<AppEnv> {
  const enabled = rateLimitsEnabled(deps.env);
  return async (c, next) => {
    if (enabled && !(await consumeRateLimit(deps.db, `${name}:${c.get('clientIp')}`, rule))) {
      throw new AppError(429, 'rate_limited', RATE_LIMITED_MESSAGE);
    }
    await next();
  };
}
