import { resolveMember } from '../../auth/session';
import type { AppDeps } from '../../context';

/**
 * The signed-in member who may read members-only content, or null for a visitor (not signed in,
 * or a membership that does not give full access). Pages and files that anyone may open show more
 * to this reader; what they show differs by session, so shared caches must not keep it.
 */
export async function memberReader(deps: AppDeps, headers: Headers): Promise<string | null> {
  const member = await resolveMember(deps, headers);
  return member?.subscription.access === 'FULL_ACCESS' ? member.user.id : null;
}

/** Response headers of an answer that depends on who is signed in. */
export const PER_SESSION_HEADERS = { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' } as const;
