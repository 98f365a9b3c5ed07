import { sql } from 'drizzle-orm';
import type { MyTeam } from '../../../shared/contract/team';
import { memberActions, remindFrom } from '../../../shared/domain/assessment';
import { fullName } from '../../../shared/domain/member-names';
import { isAdmin } from '../../../shared/domain/roles';
import type { Db } from '../../db/client';
import {
  assessmentInstances,
  assessments,
  profiles,
  ratingRequests,
  teamMembers,
  teams,
  users,
} from '../../db/schema';
import { canBeAsked, ratedSince } from '../assessment/rating-requests';

/**
 * My Team: the members of the viewer's own team only (never anyone else's), with what the viewer
 * may do for each (memberActions). Whether a member has results is read for the viewer and, for
 * administrators, for everyone; a member never learns whether a teammate took the assessment.
 * Rating requests show people and days only: who asked me, whom I asked and whether they rated
 * me since, when I last rated each teammate — never a score.
 */

type Row = Record<string, unknown>;

const at = (v: unknown): string | null =>
  v === null || v === undefined ? null : (v instanceof Date ? v : new Date(String(v))).toISOString();

export async function getMyTeam(db: Db, viewer: { userId: string; role: string }): Promise<MyTeam> {
  const admin = isAdmin(viewer.role);
  const me = sql`${viewer.userId}::uuid`;
  // Their open request to me (not rated since), and my latest request to them with when it was answered.
  const theirs = sql`their_rr`;
  const mine = sql`my_rr`;
  const { rows } = (await db.execute(sql`
    SELECT t.id AS team_id, t.name AS team_name, u.id, p.first_name, p.last_name, p.avatar_url,
      p.title, p.company, p.role, p.subscription_status, p.current_period_end, p.stripe_customer_id,
      p.deactivated_at,
      EXISTS (
        SELECT 1 FROM ${assessmentInstances} ai
        JOIN ${assessments} a ON a.id = ai.assessment_id AND a.is_active
        WHERE ai.target_user_id = u.id AND ai.rater_type = 'self' AND ai.submitted_at IS NOT NULL
          AND (u.id = ${viewer.userId} OR ${admin}::boolean)
      ) AS has_results,
      (SELECT max(ai.submitted_at) FROM ${assessmentInstances} ai
        WHERE ai.rater_type = 'peer' AND ai.rater_user_id = ${me} AND ai.target_user_id = u.id
      ) AS my_rating_at,
      CASE WHEN ${ratedSince(sql`${theirs}.requester_id`, sql`${theirs}.rater_id`, sql`${theirs}.requested_at`)} IS NULL
        THEN their_rr.requested_at END AS asks_me_since,
      my_rr.requested_at AS my_requested_at, my_rr.reminded_at AS my_reminded_at,
      ${ratedSince(sql`${mine}.requester_id`, sql`${mine}.rater_id`, sql`${mine}.requested_at`)} AS my_request_rated_at
    FROM ${teamMembers} mine
    JOIN ${teams} t ON t.id = mine.team_id
    JOIN ${teamMembers} tm ON tm.team_id = mine.team_id
    JOIN ${users} u ON u.id = tm.user_id
    LEFT JOIN ${profiles} p ON p.id = u.id
    LEFT JOIN ${ratingRequests} their_rr ON their_rr.requester_id = u.id AND their_rr.rater_id = ${me}
    LEFT JOIN ${ratingRequests} my_rr ON my_rr.requester_id = ${me} AND my_rr.rater_id = u.id
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
      const requestedAt = at(r.my_requested_at);
      const ratedAt = at(r.my_request_rated_at);
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
        canAsk:
          !isSelf &&
          r.role !== null &&
          canBeAsked({
            role: String(r.role),
            subscriptionStatus: (r.subscription_status as string | null) ?? null,
            currentPeriodEnd: r.current_period_end ? new Date(at(r.current_period_end)!) : null,
            stripeCustomerId: (r.stripe_customer_id as string | null) ?? null,
            deactivatedAt: r.deactivated_at ? new Date(at(r.deactivated_at)!) : null,
          }),
        myRatingAt: isSelf ? null : at(r.my_rating_at),
        asksMeSince: isSelf ? null : at(r.asks_me_since),
        myRequest:
          isSelf || requestedAt === null
            ? null
            : {
                status: ratedAt ? ('rated' as const) : ('requested' as const),
                requestedAt,
                ratedAt,
                remindFrom: ratedAt
                  ? null
                  : remindFrom({
                      requestedAt: new Date(requestedAt),
                      remindedAt: r.my_reminded_at ? new Date(at(r.my_reminded_at)!) : null,
                    }).toISOString(),
              },
      };
    }),
  };
}
