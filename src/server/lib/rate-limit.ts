import { isIP } from 'node:net';
import { eq, lt, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/client';
import { perDatabase } from '../db/prepared';
import { rateLimits } from '../db/schema';
import type { Env } from '../env';
import type { RequestEnv, SessionMember } from '../request-env';
import { AppError } from './errors';

export interface RateRule {
  window: number; // seconds
  max: number;
}

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

/** No rule counts over a longer window than this, so older counters can be deleted. */
export const LONGEST_RATE_WINDOW_SECONDS = 24 * 60 * 60;

/**
 * One attempt counted against a key: a counter whose window has passed starts again at 1. Prepared
 * once per database (every rate-limited request runs it).
 */
const consumeStatement = perDatabase((db: Db) =>
  db
    .insert(rateLimits)
    .values({ key: sql.placeholder('key'), count: 1, lastRequest: sql.placeholder('now') })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.lastRequest} < ${sql.placeholder('windowStart')} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        lastRequest: sql`CASE WHEN ${rateLimits.lastRequest} < ${sql.placeholder('windowStart')} THEN ${sql.placeholder('now')} ELSE ${rateLimits.lastRequest} END`,
      },
    })
    .returning({ count: rateLimits.count })
    .prepare('rate_limit_consume'),
);

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
  if (rule.window > LONGEST_RATE_WINDOW_SECONDS) throw new Error(`rate window too long: ${key}`);
  const [row] = await consumeStatement(db).execute({ key, now, windowStart: now - rule.window * 1000 });
  return (row?.count ?? 1) <= rule.max;
}

/** Takes one attempt back from `key` (e.g. a sign-in that succeeded: only failures should count). */
export async function refundRateLimit(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`GREATEST(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/**
 * Deletes the counters whose window has surely passed (started longer ago than the longest window
 * any rule uses). Returns how many went.
 */
export async function deleteExpiredRateLimits(db: Db, now = Date.now()): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(lt(rateLimits.lastRequest, now - LONGEST_RATE_WINDOW_SECONDS * 1000))
    .returning({ id: rateLimits.id });
  return deleted.length;
}

/** The client address header our own proxying sets for better-auth (any incoming copy is dropped). */
export const CLIENT_IP_HEADER = 'x-praxis-client-ip';

/** Our own reverse proxies in front of the server: whether there are any, and how many in a row. */
export interface TrustedProxies {
  trustProxy: boolean;
  /** How many of our proxies append to X-Forwarded-For (1 = one proxy). */
  hops: number;
}

/**
 * The client's address. Each proxy appends the address it saw to X-Forwarded-For, so only the
 * entries our own proxies wrote can be believed: the client is `hops` entries from the right end.
 * Whatever stands further left was sent by the client itself and would let anyone pick a fresh
 * rate-limit bucket per request. Without a trusted proxy the socket's address is the only truth.
 */
export function resolveClientIp(
  headers: Headers,
  socketAddress: string | undefined,
  proxies: TrustedProxies,
): string {
  if (proxies.trustProxy) {
    const hops = (headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    // Fewer entries than proxies: the nearest proxy's own entry is still the address it saw.
    const client = hops[Math.max(0, hops.length - Math.max(1, proxies.hops))];
    if (client && isIP(client)) return client;
  }
  return socketAddress || 'local';
}

/**
 * The address a limit counts against: an IPv4 address as it is (an IPv4-mapped IPv6 address as its
 * IPv4 form), an IPv6 address by its /64 network, since one host commonly holds a whole /64 and
 * could otherwise take a fresh bucket per request.
 */
export function addressBucket(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Limits are always on, except in the test suite unless a test turns them on (PRAXIS_RATE_LIMIT=on). */
export function rateLimitsEnabled(env: Pick<Env, 'NODE_ENV'>): boolean {
  return env.NODE_ENV !== 'test' || process.env.PRAXIS_RATE_LIMIT === 'on';
}

export const rateLimited = () => new AppError(429, 'rate_limited', RATE_LIMITED_MESSAGE);

/** A route-level limit keyed by client address. */
export function rateLimit<E extends RequestEnv = RequestEnv>(
  deps: { db: Db; env: Env },
  name: string,
  rule: RateRule,
): MiddlewareHandler<E> {
  const enabled = rateLimitsEnabled(deps.env);
  return async (c, next) => {
    if (enabled && !(await consumeRateLimit(deps.db, `${name}:${addressBucket(c.get('clientIp'))}`, rule))) {
      throw rateLimited();
    }
    await next();
  };
}

/**
 * Per-member limits on the routes members call as they type or browse, each over 5 minutes. Search
 * asks at most once per 300 ms pause in typing, so even someone typing without a break for the
 * whole window stays under 1,000 requests (tests/server/member-rate-limits.test.ts); a results page
 * asks grow-next once.
 */
export const MEMBER_LIMITS = {
  search: { window: 300, max: 1000 },
  similar: { window: 300, max: 1000 },
  growNext: { window: 300, max: 100 },
} as const satisfies Record<string, RateRule>;

/**
 * A route-level limit per signed-in member (after the access check), whatever address they come
 * from: for routes that cost the database real work on each call (search as one types, grow-next
 * picks, similar features).
 */
export function memberRateLimit<E extends { Variables: { member: SessionMember } }>(
  deps: { db: Db; env: Env },
  name: string,
  rule: RateRule,
): MiddlewareHandler<E> {
  const enabled = rateLimitsEnabled(deps.env);
  return async (c, next) => {
    const member: SessionMember = c.get('member');
    const key = `${name}:member:${member.user.id}`;
    if (enabled && !(await consumeRateLimit(deps.db, key, rule))) throw rateLimited();
    await next();
  };
}

/** The key of a per-email limit: the address as typed, trimmed and lowercased (one mailbox, one key). */
export const emailKey = (name: string, email: string) => `${name}:email:${email.trim().toLowerCase()}`;

/** Mail to one address: this many messages of one kind per hour at most, whoever asks for them. */
export const MAIL_PER_EMAIL: RateRule = { window: 60 * 60, max: 5 };

/**
 * Whether one more message of `kind` may go to this mailbox now; counts it when it may. Past the
 * limit the caller sends nothing and answers as it always does: a stranger who asks over and over
 * only stops new copies, never the owner's own recovery, because each kind's link lives at least as
 * long as the window (`rule.window` ≤ the link's lifetime), so the newest one already in the mailbox
 * still works until the window opens again.
 */
export async function mailAllowed(
  deps: { db: Db; env: Pick<Env, 'NODE_ENV'> },
  kind: string,
  email: string,
  rule: RateRule = MAIL_PER_EMAIL,
): Promise<boolean> {
  if (!rateLimitsEnabled(deps.env)) return true;
  return consumeRateLimit(deps.db, emailKey(`mail:${kind}`, email), rule);
}

/**
 * Counts one request against the mailbox it names, known or not (so the answer never tells which),
 * and refuses with 429 past `rule`.
 */
export async function throttleEmail(
  deps: { db: Db; env: Env },
  name: string,
  email: string,
  rule: RateRule = MAIL_PER_EMAIL,
): Promise<void> {
  if (!rateLimitsEnabled(deps.env)) return;
  if (!(await consumeRateLimit(deps.db, emailKey(name, email), rule))) throw rateLimited();
}
