import { eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { MiddlewareHandler } from 'hono';
import { accessLevel, deriveSubscriptionState } from '../../shared/domain/subscription';
import type { AppDeps, AppEnv } from '../context';
import type { Db } from '../db/client';
import { literalLimit, perDatabase } from '../db/prepared';
import { profiles, sessions, users } from '../db/schema';
import { loadProfile, type ProfileRow } from './profile';
import { AppError, unauthorized } from '../lib/errors';
import type { SessionMember } from '../request-env';
import { type Auth, SESSION_TTL_SECONDS, SESSION_UPDATE_AGE_SECONDS } from './auth';
import { readSignedSessionToken } from './session-cookie';

export type { SessionMember };

/**
 * The signed-in member of a request, or null.
 *
 * Every member request pays for this, so the common case is one prepared statement: the signed
 * cookie is checked here (same format and secret as better-auth), then the session, user and
 * profile are read together (the team, which only /api/me shows, is read there). Whatever needs
 * better-auth's own handling — an expired session (it deletes it), a session due for its daily
 * extension, a member without a profile yet — goes through `auth.api.getSession` as before, so the
 * rules stay better-auth's.
 */
export async function resolveMember(deps: AppDeps, headers: Headers): Promise<SessionMember | null> {
  const token = await verifiedSessionToken(deps, headers);
  if (!token) return null;
  const [row] = await memberBySessionToken(deps.db).execute({ token });
  if (!row) return null;
  return memberFromRow(row) ?? resolveThroughBetterAuth(deps, headers);
}

/**
 * For a hot route whose own statement reads the member in the same database round trip: `run`
 * gets the verified session token and returns rows that carry `memberColumns` (its statement
 * selects from `sessions ⋈ users ⟕ profiles` where the token matches — no rows, no session). The
 * member comes from the first row; the access rules are requireMember's. When better-auth has
 * something to do (see resolveMember), it does, and the statement runs again.
 */
export async function memberWithRows<R extends MemberRow>(
  deps: AppDeps,
  headers: Headers,
  run: (token: string) => Promise<R[]>,
  opts: MemberAccessOptions = {},
): Promise<{ member: SessionMember; rows: R[] }> {
  const token = await verifiedSessionToken(deps, headers);
  if (!token) throw unauthorized();
  const rows = await run(token);
  if (rows.length === 0) throw unauthorized();
  const member = memberFromRow(rows[0]!);
  if (member) return { member: checkAccess(member, opts), rows };
  const refreshed = await resolveThroughBetterAuth(deps, headers);
  if (!refreshed) throw unauthorized();
  const again = await run(token);
  // Signed out between the two reads.
  if (again.length === 0) throw unauthorized();
  return { member: checkAccess(refreshed, opts), rows: again };
}

/** Expired (better-auth deletes it) or old enough that better-auth extends it (`updateAge`). */
export function needsBetterAuth(expiresAt: Date, now: Date): boolean {
  if (expiresAt.getTime() <= now.getTime()) return true;
  const createdOrRefreshedAt = expiresAt.getTime() - SESSION_TTL_SECONDS * 1000;
  return createdOrRefreshedAt + SESSION_UPDATE_AGE_SECONDS * 1000 <= now.getTime();
}

async function resolveThroughBetterAuth(deps: AppDeps, headers: Headers): Promise<SessionMember | null> {
  const session = await deps.auth.api.getSession({ headers });
  if (!session) return null;
  const profile = await loadProfile(deps.db, session.user.id);
  const user = session.user as typeof session.user & { passwordSet?: boolean };
  return toMember(
    {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      passwordSet: user.passwordSet !== false,
    },
    session.session.id,
    profile,
  );
}

function toMember(user: SessionMember['user'], sessionId: string, profile: ProfileRow): SessionMember {
  const state = deriveSubscriptionState(profile);
  return {
    user,
    sessionId,
    profile,
    subscription: { state, access: accessLevel(state, profile.role) },
  };
}

/**
 * better-auth's session cookie name (it gains `__Secure-` in production) and signing secret, read
 * once per app from its auth (createApp keeps it in AppDeps).
 */
export function readSessionCookie(auth: Auth): Promise<{ name: string; secret: string }> {
  return auth.$context.then((ctx) => ({ name: ctx.authCookies.sessionToken.name, secret: ctx.secret }));
}

/** The member's columns, selected from `sessions ⋈ users ⟕ profiles` (see memberSessionJoin). */
export const memberColumns = {
  sessionId: sessions.id,
  expiresAt: sessions.expiresAt,
  userId: users.id,
  email: users.email,
  emailVerified: users.emailVerified,
  passwordSet: users.passwordSet,
  profile: profiles,
};

/** A row carrying `memberColumns` (profile null when the member has none yet). */
export type MemberRow = Awaited<ReturnType<ReturnType<typeof memberBySessionToken>['execute']>>[number];

/** The joins `memberColumns` read from, for the session whose token is `token`. */
export function memberSessionJoin<Q extends PgSelect>(query: Q, token: SQLWrapper | string) {
  return query
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.id, sessions.userId))
    .where(eq(sessions.token, token));
}

/** The member of a session row, or null when better-auth has to handle the session first. */
function memberFromRow(row: MemberRow): SessionMember | null {
  if (!row.profile || needsBetterAuth(row.expiresAt, new Date())) return null;
  return toMember(
    { id: row.userId, email: row.email, emailVerified: row.emailVerified, passwordSet: row.passwordSet },
    row.sessionId,
    row.profile,
  );
}

/** Session, user and profile of a session token: one prepared statement. */
const memberBySessionToken = perDatabase((db: Db) =>
  memberSessionJoin(db.select(memberColumns).from(sessions).$dynamic(), sql.placeholder('token'))
    .limit(literalLimit(1))
    .prepare('member_by_session_token'),
);

/** Whether the request carries a session cookie signed with our secret (no database read). */
export async function hasSignedSessionCookie(deps: AppDeps, headers: Headers): Promise<boolean> {
  return (await verifiedSessionToken(deps, headers)) !== null;
}

/** Checked once per request: the access middleware and the route's own statement both ask. */
const verifiedTokens = new WeakMap<Headers, Promise<string | null>>();

function verifiedSessionToken(deps: AppDeps, headers: Headers): Promise<string | null> {
  let token = verifiedTokens.get(headers);
  if (!token) {
    token = deps.sessionCookie.then(({ name, secret }) =>
      readSignedSessionToken(headers.get('cookie'), name, secret),
    );
    verifiedTokens.set(headers, token);
  }
  return token;
}

export interface MemberAccessOptions {
  /** Let members whose subscription ended through (their own account state, billing). */
  allowRestricted?: boolean;
}

/**
 * Members-only routes need full access (the shared rule decides). Routes that pass allowRestricted
 * (the member's own account, billing and the way to join) stay open to a member whose membership
 * ended or who has none yet.
 */
function checkAccess(member: SessionMember, opts: MemberAccessOptions): SessionMember {
  if (opts.allowRestricted) return member;
  if (member.subscription.access === 'RESTRICTED_ACCESS') {
    throw new AppError(
      403,
      'subscription_restricted',
      'Your subscription has ended. Renew it to regain access.',
    );
  }
  if (member.subscription.access === 'NO_MEMBERSHIP') {
    throw new AppError(
      403,
      'membership_required',
      'This is for members only. Become a Fellow at /join to get access.',
    );
  }
  return member;
}

/**
 * Requires a signed-in member. Members whose subscription is restricted are refused (403) unless
 * the route is one they still need (their own account state, billing).
 */
export function requireMember(deps: AppDeps, opts: MemberAccessOptions = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('member', await memberOfRequest(deps, c.req.raw.headers, opts));
    await next();
  };
}

/**
 * requireMember's check, for a route declared with accessInHandler that reads the member in its
 * own statement on its hot path (memberWithRows) and separately on another.
 */
export async function memberOfRequest(
  deps: AppDeps,
  headers: Headers,
  opts: MemberAccessOptions = {},
): Promise<SessionMember> {
  const member = await resolveMember(deps, headers);
  if (!member) throw unauthorized();
  return checkAccess(member, opts);
}
