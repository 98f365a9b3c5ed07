import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles, sessions, teamMembers, teams, users } from '../db/schema';

export const teamColumns = { id: teams.id, name: teams.name };

/**
 * Session, user, profile and team of a session token, in one statement. Every member request runs
 * it, so the app prepares it once (AppState): PostgreSQL then parses it once per connection, and
 * its one plan, four primary-key or unique look-ups from the token, is the same for every token.
 */
export function memberBySessionToken(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      passwordSet: users.passwordSet,
      profile: profiles,
      team: teamColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.id, sessions.userId))
    .leftJoin(teamMembers, eq(teamMembers.userId, sessions.userId))
    .leftJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .limit(1)
    .prepare('member_by_session_token');
}

export type MemberStatement = ReturnType<typeof memberBySessionToken>;
