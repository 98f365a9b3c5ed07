import crypto from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { requireAdmin, requireSuperAdmin } from '../auth/require-admin';
import { hasSignedSessionCookie, type MemberAccessOptions, requireMember } from '../auth/session';
import type { AppDeps, AppEnv } from '../context';
import { AppError, unauthorized } from '../lib/errors';
import { fromThisMachine } from '../lib/loopback';

/**
 * Who may call a route is part of the route's own definition, never a path list elsewhere:
 *
 *   const route = createRoute({ method: 'get', path: '/x', ...access('member'), responses });
 *
 * `access(rule)` adds the rule's checks as the route's first middleware (they run before the
 * request validators, so a visitor gets 401 rather than 400) and writes the rule into the OpenAPI
 * document as `x-access`, where the authorization matrix test reads it: a route without one fails
 * that test by name.
 */
export const ACCESS_RULES = {
  /** Anyone, signed in or not. A handler may still show more to a member with access. */
  public: 'Anyone, signed in or not',
  /** Anyone can reach it; the handler verifies the Stripe signature over the raw body. */
  webhook: 'Stripe only: the handler checks the signature',
  /** Only from the machine itself (development tools): any other address gets 404. */
  loopback: 'Loopback addresses only (development)',
  /**
   * The monitoring scraper: `Authorization: Bearer METRICS_TOKEN`. Without the setting the route
   * does not exist (404); a caller without the token gets 401, whoever is signed in.
   */
  'metrics-token': 'Bearer METRICS_TOKEN only (404 when unset)',
  /**
   * A member's private calendar feed: calendar apps have no session, so the signed token in the
   * address is the proof (the handler checks it in constant time); a session opens nothing.
   */
  'calendar-token': "The feed's own signed address only",
  /**
   * Signed in, whatever the membership: the member's own account, their billing and the way to
   * join. A member whose subscription ended, or who never had one, still manages these.
   */
  account: 'Signed in, any membership state',
  /** Signed in with a membership that gives full access: everything members-only. */
  member: 'Signed in with full access',
  /** A member with full access who is an administrator (super admins count). */
  admin: 'Administrators',
  /** A member with full access who is a super administrator. */
  'super-admin': 'Super administrators',
} as const;

export type AccessRule = keyof typeof ACCESS_RULES;

/** What requireMember (or memberWithRows) is asked for each rule that needs a signed-in member. */
const MEMBER_OPTIONS = {
  account: { allowRestricted: true },
  member: {},
  admin: {},
  'super-admin': {},
} satisfies Record<string, MemberAccessOptions>;

type SignedInRule = keyof typeof MEMBER_OPTIONS;

/**
 * The member check of a signed-in rule, for the few hot routes whose own statement reads the
 * member (memberWithRows) instead of a middleware: they declare `accessInHandler(rule)` and pass
 * these options, so the rule is still decided here.
 */
export function memberOptions(rule: SignedInRule): MemberAccessOptions {
  return MEMBER_OPTIONS[rule];
}

/**
 * A middleware that needs the app's deps, for declarations made at module level: built from the
 * deps the request carries (building one is a closure, so nothing is kept between requests).
 */
export function withDeps(build: (deps: AppDeps) => MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  return (c, next) => build(c.get('deps'))(c, next);
}

const signedIn = (opts: MemberAccessOptions) => withDeps((deps) => requireMember(deps, opts));

/** Development tools answer only requests from this machine; anyone else is told there is nothing. */
const loopbackOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!fromThisMachine(c)) throw new AppError(404, 'not_found', 'No such API endpoint');
  await next();
};

/** Same-length digests, so the comparison takes the same time whatever the token's prefix. */
const sameToken = (given: string, expected: string) =>
  crypto.timingSafeEqual(
    crypto.createHash('sha256').update(given).digest(),
    crypto.createHash('sha256').update(expected).digest(),
  );

const metricsTokenOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const expected = c.get('deps').env.METRICS_TOKEN;
  if (!expected) throw new AppError(404, 'not_found', 'No such endpoint');
  const given = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  if (!given || !sameToken(given, expected)) {
    c.header('WWW-Authenticate', 'Bearer realm="metrics"');
    throw new AppError(401, 'unauthorized', 'A valid metrics token is required');
  }
  await next();
};

const CHECKS: Record<AccessRule, MiddlewareHandler<AppEnv>[]> = {
  public: [],
  webhook: [],
  loopback: [loopbackOnly],
  'metrics-token': [metricsTokenOnly],
  'calendar-token': [],
  account: [signedIn(MEMBER_OPTIONS.account)],
  member: [signedIn(MEMBER_OPTIONS.member)],
  admin: [signedIn(MEMBER_OPTIONS.admin), requireAdmin],
  'super-admin': [signedIn(MEMBER_OPTIONS['super-admin']), requireSuperAdmin],
};

/**
 * Spread into `createRoute`: the rule's checks, then any route-specific middleware (e.g. a larger
 * body allowance), which therefore runs only for callers the rule lets through.
 */
export function access<R extends AccessRule>(rule: R, ...then: MiddlewareHandler<AppEnv>[]) {
  const middleware: MiddlewareHandler<AppEnv>[] = [...CHECKS[rule], ...then];
  return { middleware, 'x-access': rule };
}

/**
 * Before the validators of an in-handler route: a request without a validly signed session cookie
 * is a visitor and gets 401 at once (a signature check, no database), so a visitor never learns
 * how the route validates its input. The session itself is read by the handler's own statement.
 */
const signedSessionCookie = withDeps((deps) => async (c, next) => {
  if (!(await hasSignedSessionCookie(deps, c.req.raw.headers))) throw unauthorized();
  await next();
});

/**
 * For a route whose handler reads the member in its own database statement (memberWithRows with
 * `memberOptions(rule)`): the rule is declared, visitors are turned away before validation, and
 * the handler enforces the rest. The matrix test holds both to the same answers as
 * middleware-checked routes.
 */
export function accessInHandler<R extends SignedInRule>(rule: R) {
  return { middleware: [signedSessionCookie], 'x-access': rule };
}
