import { eq, sql } from 'drizzle-orm';
import { memberColumns, memberSessionJoin, memberWithRows } from '../../auth/session';
import type { AppDeps } from '../../context';
import { memberOptions } from '../../http/access';
import type { Db } from '../../db/client';
import { literalLimit, perDatabase } from '../../db/prepared';
import { sessions, teamMembers, teams } from '../../db/schema';

/** The session's member and their team (members belong to at most one): one prepared statement. */
const memberWithTeam = perDatabase((db: Db) => {
  const query = db
    .select({ ...memberColumns, team: { id: teams.id, name: teams.name } })
    .from(sessions)
    .leftJoin(teamMembers, eq(teamMembers.userId, sessions.userId))
    .leftJoin(teams, eq(teams.id, teamMembers.teamId))
    .$dynamic();
  return memberSessionJoin(query, sql.placeholder('token')).limit(literalLimit(1)).prepare('me_with_team');
});

/**
 * The signed-in member and their team in one database round trip (401 without a session). A
 * member whose subscription ended is answered too: the app needs to know to send them on.
 */
export async function me(deps: AppDeps, headers: Headers) {
  const { member, rows } = await memberWithRows(
    deps,
    headers,
    (token) => memberWithTeam(deps.db).execute({ token }),
    memberOptions('account'),
  );
  return { ...member, team: rows[0]?.team ?? null };
}
