import type { MiddlewareHandler } from 'hono';
import { accessLevel, deriveSubscriptionState } from '../../shared/domain/subscription';
import type { AccessLevel, SubscriptionState } from '../../shared/domain/subscription';
import type { AppDeps, AppEnv } from '../context';
import { loadMember, type ProfileRow } from '../features/me/profile-service';
import { AppError, unauthorized } from '../lib/errors';

export interface SessionMember {
  user: { id: string; email: string; emailVerified: boolean; passwordSet: boolean };
  sessionId: string;
  profile: ProfileRow;
  team: { id: string; name: string } | null;
  subscription: { state: SubscriptionState; access: AccessLevel };
}

export async function resolveMember(deps: AppDeps, headers: Headers): Promise<SessionMember | null> {
  const session = await deps.auth.api.getSession({ headers });
  if (!session) return null;
  const { profile, team } = await loadMember(deps.db, session.user.id);
  const state = deriveSubscriptionState(profile);
  return {
    user: {
      id: session.user.id,
      email: session.user.email,
      emailVerified: session.user.emailVerified,
      passwordSet: (session.user as { passwordSet?: boolean }).passwordSet !== false,
    },
    sessionId: session.session.id,
    profile,
    team,
    subscription: { state, access: accessLevel(state, profile.role) },
  };
}

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
