import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ASSESSMENT_MESSAGES, isMemberId } from '../../../shared/domain/assessment';
import { isAdmin } from '../../../shared/domain/roles';
import type { Db } from '../../db/client';
import { teamMembers } from '../../db/schema';
import { notFound } from '../../lib/errors';

/**
 * Who may assess or see whom. Teams are the boundary: a member rates only members of their own
 * team, and of a teammate's results only administrators see anything. Outside those rules the
 * answer is 404, the same for someone who exists elsewhere and someone who does not exist.
 */

const theirs = alias(teamMembers, 'theirs');

/** The team `memberId` shares with `otherId`, or null (no team, different teams, unknown). */
export async function teammateTeam(db: Db, memberId: string, otherId: string): Promise<string | null> {
  if (!isMemberId(otherId)) return null;
  const [row] = await db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .innerJoin(theirs, eq(theirs.teamId, teamMembers.teamId))
    .where(and(eq(teamMembers.userId, memberId), eq(theirs.userId, otherId)))
    .limit(1);
  return row?.teamId ?? null;
}

/**
 * Whose results the viewer asked for: their own (no user, or themselves), or a teammate's when
 * the viewer is an administrator. Anyone else — a member asking for a teammate, an administrator
 * asking for someone outside their team — gets 404 "Could not load peer results".
 */
export async function resultsSubject(
  db: Db,
  viewer: { userId: string; role: string },
  userId: string | undefined,
): Promise<string> {
  const wanted = userId?.toLowerCase();
  if (wanted === undefined || wanted === viewer.userId) return viewer.userId;
  if (!isAdmin(viewer.role) || (await teammateTeam(db, viewer.userId, wanted)) === null) {
    throw notFound(ASSESSMENT_MESSAGES.peerResultsUnavailable);
  }
  return wanted;
}
