import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import {
  addressBucket,
  consumeRateLimit,
  emailKey,
  MAIL_PER_EMAIL,
  type RateRule,
  rateLimited,
  rateLimitsEnabled,
  refundRateLimit,
} from '../lib/rate-limit';

/*
 * Limits keyed on the email a front-door request names, in front of better-auth (whose own limiter
 * counts per client address and path, see AUTH_RATE_LIMITS). Every request counts, whether the
 * email belongs to anyone or not, so a 429 never tells which.
 */

/**
 * Password sign-in counts failures only: per (address, email) pair, so one person's mistakes never
 * lock the colleagues behind the same office address out, and per email from every address, which
 * stops an attack on one account spread over many addresses.
 */
export const SIGN_IN_FAILURES = {
  perPair: { window: 10 * 60, max: 10 },
  perEmail: { window: 10 * 60, max: 30 },
} as const satisfies Record<string, RateRule>;

/** better-auth endpoints that mail the address in their body, and the name of each one's limit. */
const MAILING_PATHS: Record<string, string> = {
  '/api/auth/sign-up/email': 'sign-up',
  '/api/auth/request-password-reset': 'password-reset',
  '/api/auth/send-verification-email': 'verification',
};

const SIGN_IN_PATH = '/api/auth/sign-in/email';

/** The lowercased email of a JSON body, if it names one. The request itself stays unread. */
async function bodyEmail(request: Request): Promise<string | null> {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => null);
  const email = body && typeof body === 'object' ? (body as { email?: unknown }).email : undefined;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : null;
}

export function frontDoorLimits(deps: Pick<AppDeps, 'db' | 'env'>): MiddlewareHandler<AppEnv> {
  const enabled = rateLimitsEnabled(deps.env);
  return async (c, next) => {
    const mailing = MAILING_PATHS[c.req.path];
    if (!enabled || c.req.method !== 'POST' || (!mailing && c.req.path !== SIGN_IN_PATH)) return next();
    const email = await bodyEmail(c.req.raw);
    if (!email) return next();

    if (mailing) {
      if (!(await consumeRateLimit(deps.db, emailKey(mailing, email), MAIL_PER_EMAIL))) throw rateLimited();
      return next();
    }

    const counters: Array<[string, RateRule]> = [
      [`sign-in:pair:${addressBucket(c.get('clientIp'))}:${email}`, SIGN_IN_FAILURES.perPair],
      [emailKey('sign-in', email), SIGN_IN_FAILURES.perEmail],
    ];
    for (const [key, rule] of counters) {
      if (!(await consumeRateLimit(deps.db, key, rule))) throw rateLimited();
    }
    await next();
    // Counted before the attempt (so parallel tries cannot slip past), handed back when it succeeded.
    if (c.res.status === 200) await Promise.all(counters.map(([key]) => refundRateLimit(deps.db, key)));
  };
}
