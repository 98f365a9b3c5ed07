import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { accessLevel, deriveSubscriptionState } from '../../shared/domain/subscription';
import type { AppDeps, AppEnv } from '../context';
import type { Db } from '../db/client';
import { teamMembers, teams } from '../db/schema';
import { loadProfile, type ProfileRow } from '../features/me/profile-service';
import { type MemberStatement, teamColumns } from './member-statement';
import { AppError, unauthorized } from '../lib/errors';
import type { SessionMember } from '../request-env';
import { SESSION_TTL_SECONDS, SESSION_UPDATE_AGE_SECONDS } from './auth';
import { readSignedSessionToken } from './session-cookie';

export type { SessionMember };

/**
 * The signed-in member of a request, or null.
 *
 * Every member request pays for this, so the common case is one statement: the signed cookie is
 * checked here (same format and secret as better-auth), then the session, user, profile and team
 * are read together. Whatever needs better-auth's own handling — an expired session (it deletes
 * it), a session due for its daily extension, a member without a profile yet — goes through
 * `auth.api.getSession`, so the rules stay better-auth's.
 */
export async function resolveMember(deps: AppDeps, headers: Headers): Promise<SessionMember | null> {
  const token = await verifiedSessionToken(deps, headers);
  if (!token) return null;
  const [row] = await deps.state.memberBySessionToken.execute({ token });
  if (!row) return null;
  return memberFromRow(row) ?? resolveThroughBetterAuth(deps, headers);
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
  const [profile, team] = await Promise.all([
    loadProfile(deps.db, session.user.id),
    teamOf(deps.db, session.user.id),
  ]);
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
    team,
  );
}

function toMember(
  user: SessionMember['user'],
  sessionId: string,
  profile: ProfileRow,
  team: SessionMember['team'],
): SessionMember {
  const state = deriveSubscriptionState(profile);
  return {
    user,
    sessionId,
    profile,
    team,
    subscription: { state, access: accessLevel(state, profile.role) },
  };
}

/** The member's team (a member belongs to at most one), or null. */
async function teamOf(db: Db, userId: string): Promise<SessionMember['team']> {
  const [row] = await db
    .select(teamColumns)
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId))
    .limit(1);
  return row ?? null;
}

type MemberRow = Awaited<ReturnType<MemberStatement['execute']>>[number];

/** The member of a session row, or null when better-auth has to handle the session first. */
function memberFromRow(row: MemberRow): SessionMember | null {
  if (!row.profile || needsBetterAuth(row.expiresAt, new Date())) return null;
  return toMember(
    { id: row.userId, email: row.email, emailVerified: row.emailVerified, passwordSet: row.passwordSet },
    row.sessionId,
    row.profile,
    row.team,
  );
}

/**
 * The session token of the request's cookie when it is signed with our secret (no database read).
 * better-auth names the cookie (it gains `__Secure-` in production) and holds the secret.
 */
async function verifiedSessionToken(deps: AppDeps, headers: Headers): Promise<string | null> {
  const { authCookies, secret } = await deps.auth.$context;
  return readSignedSessionToken(headers.get('cookie'), authCookies.sessionToken.name, secret);
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

/** requireMember's check, for a caller that has the request's headers. */
export async function memberOfRequest(
  deps: AppDeps,
  headers: Headers,
  opts: MemberAccessOptions = {},
): Promise<SessionMember> {
  const member = await resolveMember(deps, headers);
  if (!member) throw unauthorized();
  return checkAccess(member, opts);
}
