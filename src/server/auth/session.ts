import { eq, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { AccessLevel, SubscriptionState } from '../../shared/domain/subscription';
import { accessLevel, deriveSubscriptionState } from '../../shared/domain/subscription';
import type { AppDeps, AppEnv } from '../context';
import type { Db } from '../db/client';
import { literalLimit, perDatabase } from '../db/prepared';
import { profiles, sessions, users } from '../db/schema';
import { loadProfile, type ProfileRow } from '../features/me/profile-service';
import { AppError, unauthorized } from '../lib/errors';
import { SESSION_TTL_SECONDS, SESSION_UPDATE_AGE_SECONDS } from './auth';
import { readSignedSessionToken } from './session-cookie';

export interface SessionMember {
  user: { id: string; email: string; emailVerified: boolean; passwordSet: boolean };
  sessionId: string;
  profile: ProfileRow;
  subscription: { state: SubscriptionState; access: AccessLevel };
}

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
  const { name, secret } = await sessionCookie(deps);
  const token = readSignedSessionToken(headers.get('cookie'), name, secret);
  if (!token) return null;
  const [row] = await memberBySessionToken(deps.db).execute({ token });
  if (!row) return null;
  if (!row.profile || needsBetterAuth(row.expiresAt, new Date()))
    return resolveThroughBetterAuth(deps, headers);
  return toMember(
    { id: row.userId, email: row.email, emailVerified: row.emailVerified, passwordSet: row.passwordSet },
    row.sessionId,
    row.profile,
  );
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

const cookieConfigs = new WeakMap<AppDeps['auth'], Promise<{ name: string; secret: string }>>();

/** better-auth's session cookie name (it gains `__Secure-` in production) and signing secret. */
function sessionCookie(deps: AppDeps) {
  let config = cookieConfigs.get(deps.auth);
  if (!config) {
    config = deps.auth.$context.then((ctx) => ({
      name: ctx.authCookies.sessionToken.name,
      secret: ctx.secret,
    }));
    cookieConfigs.set(deps.auth, config);
  }
  return config;
}

/** Session, user and profile of a session token: one prepared statement. */
const memberBySessionToken = perDatabase((db: Db) =>
  db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      passwordSet: users.passwordSet,
      profile: profiles,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .limit(literalLimit(1))
    .prepare('member_by_session_token'),
);

/**
 * Requires a signed-in member. Members whose subscription is restricted are refused (403) unless
 * the route is one they still need (their own account state, billing).
 */
export function requireMember(
  deps: AppDeps,
  opts: { allowRestricted?: boolean } = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const member = await resolveMember(deps, c.req.raw.headers);
    if (!member) throw unauthorized();
    if (!opts.allowRestricted && member.subscription.access === 'RESTRICTED_ACCESS') {
      throw new AppError(
        403,
        'subscription_restricted',
        'Your subscription has ended. Renew it to regain access.',
      );
    }
    c.set('member', member);
    await next();
  };
}
