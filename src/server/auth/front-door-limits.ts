import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import {
  addressBucket,
  consumeRateLimit,
  emailKey,
  type RateRule,
  rateLimited,
  rateLimitsEnabled,
  refundRateLimit,
} from '../lib/rate-limit';
import { requireSignInCode, SIGN_IN_CODE_STEP } from './sign-in-code';

/*
 * Limits on password sign-in keyed on the email it names, in front of better-auth (whose own
 * limiter counts per client address and path, see AUTH_RATE_LIMITS). Every request counts, whether
 * the email belongs to anyone or not, so no answer tells which. Mail that the front door sends is
 * limited where it is sent (`mailAllowed`), silently, so a stranger cannot stop the owner's own.
 */

/**
 * Password sign-in counts failures only. Per (address, email) pair: past it that address waits
 * (429), which stops guessing from one place and never locks out colleagues behind the same office
 * address. Per email from every address: past it the password alone no longer signs in, an emailed
 * code is asked for as well (see sign-in-code), so an attack spread over many addresses neither
 * goes on guessing usefully nor locks the owner out.
 */
export const SIGN_IN_FAILURES = {
  perPair: { window: 10 * 60, max: 10 },
  perEmail: { window: 10 * 60, max: 30 },
} as const satisfies Record<string, RateRule>;

const SIGN_IN_PATH = '/api/auth/sign-in/email';

/** The lowercased email and the password of a JSON body. The request itself stays unread. */
async function signInFields(request: Request): Promise<{ email: string | null; password: string }> {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => null);
  const fields = (body && typeof body === 'object' ? body : {}) as { email?: unknown; password?: unknown };
  const email =
    typeof fields.email === 'string' && fields.email.trim() !== '' ? fields.email.trim().toLowerCase() : null;
  return { email, password: typeof fields.password === 'string' ? fields.password : '' };
}

export function frontDoorLimits(
  deps: Pick<AppDeps, 'db' | 'env' | 'auth' | 'mailer'>,
): MiddlewareHandler<AppEnv> {
  const enabled = rateLimitsEnabled(deps.env);
  return async (c, next) => {
    if (!enabled || c.req.method !== 'POST' || c.req.path !== SIGN_IN_PATH) return next();
    const { email, password } = await signInFields(c.req.raw);
    if (!email) return next();

    const pair = `sign-in:pair:${addressBucket(c.get('clientIp'))}:${email}`;
    const perEmail = emailKey('sign-in', email);
    // Counted before the attempt (so parallel tries cannot slip past), handed back when it succeeded.
    if (!(await consumeRateLimit(deps.db, pair, SIGN_IN_FAILURES.perPair))) throw rateLimited();
    if (!(await consumeRateLimit(deps.db, perEmail, SIGN_IN_FAILURES.perEmail))) {
      await requireSignInCode(deps, email, password, c.get('log'));
      return c.json(SIGN_IN_CODE_STEP, 202);
    }
    await next();
    if (c.res.status === 200) await Promise.all([pair, perEmail].map((key) => refundRateLimit(deps.db, key)));
  };
}
