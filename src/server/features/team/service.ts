import { sql } from 'drizzle-orm';
import type { MyTeam } from '../../../shared/contract/assessment';
import { memberActions } from '../../../shared/domain/assessment';
import { fullName } from '../../../shared/domain/people';
import { isAdmin } from '../../../shared/domain/roles';
import type { Db } from '../../db/client';
import { assessmentInstances, assessments, profiles, teamMembers, teams, users } from '../../db/schema';

/**
 * My Team: the members of the viewer's own team only (never anyone else's), with what the viewer
 * may do for each (memberActions). Whether a member has results is read for the viewer and, for
 * administrators, for everyone; a member never learns whether a teammate took the assessment.
 */

type Row = Record<string, unknown>;

export async function getMyTeam(db: Db, viewer: { userId: string; role: string }): Promise<MyTeam> {
  const admin = isAdmin(viewer.role);
  const { rows } = (await db.execute(sql`
    SELECT t.id AS team_id, t.name AS team_name, u.id, p.first_name, p.last_name, p.avatar_url,
      p.title, p.company,
      EXISTS (
        SELECT 1 FROM ${assessmentInstances} ai
        JOIN ${assessments} a ON a.id = ai.assessment_id AND a.is_active
        WHERE ai.target_user_id = u.id AND ai.rater_type = 'self' AND ai.submitted_at IS NOT NULL
          AND (u.id = ${viewer.userId} OR ${admin}::boolean)
      ) AS has_results
    FROM ${teamMembers} mine
    JOIN ${teams} t ON t.id = mine.team_id
    JOIN ${teamMembers} tm ON tm.team_id = mine.team_id
    JOIN ${users} u ON u.id = tm.user_id
    LEFT JOIN ${profiles} p ON p.id = u.id
    WHERE mine.user_id = ${viewer.userId}
    ORDER BY (u.id = ${viewer.userId}) DESC, lower(coalesce(p.first_name, '')), lower(coalesce(p.last_name, '')), u.id`)) as unknown as {
    rows: Row[];
  };
  const first = rows[0];
  if (!first) return { team: null, members: [] };
  return {
    team: { id: String(first.team_id), name: String(first.team_name) },
    members: rows.map((r) => {
      const firstName = (r.first_name as string | null) ?? '';
      const lastName = (r.last_name as string | null) ?? '';
      const isSelf = r.id === viewer.userId;
      return {
        id: String(r.id),
        name: fullName({ firstName, lastName }) || null,
        firstName,
        lastName,
        avatarUrl: (r.avatar_url as string | null) ?? null,
        title: (r.title as string | null) ?? null,
        company: (r.company as string | null) ?? null,
        isSelf,
        actions: memberActions({
          isSelf,
          viewerIsAdmin: admin,
          hasResults: r.has_results === true || r.has_results === 't',
        }),
      };
    }),
  };
}
