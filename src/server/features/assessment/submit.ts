import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Submitted } from '../../../shared/contract/assessment';
import { type RaterMode, unansweredMessage, isMemberId } from '../../../shared/domain/assessment';
import type { Db } from '../../db/client';
import {
  assessmentInstances,
  assessmentMeanCounts,
  assessments,
  items,
  profiles,
  responses,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import { publishAfterSubmit } from './averages';
import { instanceScores, scoresJson } from './instance-scores';
import { rowsOf } from '../../db/rows';
import { instanceNotFound, iso, ratersInstance, type Viewer } from './service';

/** The 422 of a submit with unanswered items: the error envelope plus how many. */
export class IncompleteError extends AppError {
  constructor(readonly unanswered: number) {
    super(422, 'incomplete', unansweredMessage(unanswered));
  }
}

interface Target {
  id: string;
  assessmentId: string;
  raterType: RaterMode;
  targetUserId: string;
  submittedAt: unknown;
}

/**
 * The rater's instance, locked for the rest of the transaction. An answer being saved holds the
 * instance for share: the lock waits for it to commit, and the statements that follow see it. An
 * answer arriving later waits for the submit and then finds the instance submitted.
 */
async function lockTarget(tx: Db, instanceId: string, raterId: string): Promise<Target | null> {
  const [row] = await rowsOf(
    tx,
    sql`SELECT ai.id, ai.assessment_id, ai.rater_type, ai.target_user_id, ai.submitted_at
      FROM ${assessmentInstances} ai WHERE ${ratersInstance(instanceId, raterId)} FOR UPDATE OF ai`,
  );
  if (!row) return null;
  return {
    id: String(row.id),
    assessmentId: String(row.assessment_id),
    raterType: row.rater_type as RaterMode,
    targetUserId: String(row.target_user_id),
    submittedAt: row.submitted_at ?? null,
  };
}

/** The instance's answers with their items, and each active item left unanswered (value null). */
const answeredItems = (tx: Db, target: Target) =>
  tx
    .select({
      competencyId: items.competencyId,
      level: items.level,
      active: items.active,
      value: responses.value,
    })
    .from(items)
    .leftJoin(responses, and(eq(responses.itemId, items.id), eq(responses.instanceId, target.id)))
    .where(
      and(
        eq(items.assessmentId, target.assessmentId),
        or(eq(items.active, true), isNotNull(responses.value)),
      ),
    );

/**
 * Submits the locked, complete instance with its scores and, for a self-assessment, moves its
 * member in the population counts (scores.ts) from their previous latest submission to this one,
 * counted by `praxis_assessment_counted`; in key order, so that submits at once lock the counts in
 * the same order, and then moves the assessment's population version on (what results' kept
 * populations are checked against). The instance keeps the bank version it was answered on and, for a
 * self-assessment, the member's industry then (what the industry percentile compares with).
 */
const submitStatement = (target: Target, scores: string | null) => sql`
    WITH prior AS (
      SELECT p.id, p.submitted_at, p.scores, p.industry
      FROM ${assessmentInstances} p
      WHERE p.assessment_id = ${target.assessmentId} AND p.target_user_id = ${target.targetUserId}
        AND p.rater_type = 'self' AND p.submitted_at IS NOT NULL
      ORDER BY p.submitted_at DESC, p.id DESC
      LIMIT 1
    ),
    done AS (
      UPDATE ${assessmentInstances} ai SET submitted_at = now(), scores = ${scores}::jsonb,
        bank_version = (SELECT a.version FROM ${assessments} a WHERE a.id = ai.assessment_id),
        industry = CASE WHEN ai.rater_type = 'self'
          THEN (SELECT p.industry FROM ${profiles} p WHERE p.id = ai.target_user_id) END
      WHERE ai.id = ${target.id} AND ai.submitted_at IS NULL
      RETURNING ai.id, ai.assessment_id, ai.rater_type, ai.submitted_at, ai.scores, ai.industry
    ),
    counted AS (
      INSERT INTO ${assessmentMeanCounts} (assessment_id, industry, competency_id, mean, members)
      SELECT d.assessment_id, x.industry, x.competency_id, x.mean, sum(x.delta)
      FROM done d
      LEFT JOIN prior ON true
      CROSS JOIN LATERAL (
        SELECT * FROM praxis_assessment_counted(d.scores, d.industry, 1)
        UNION ALL
        SELECT * FROM praxis_assessment_counted(prior.scores, prior.industry, -1)
      ) x
      WHERE d.rater_type = 'self'
        AND (prior.id IS NULL OR (d.submitted_at, d.id) > (prior.submitted_at, prior.id))
      GROUP BY 1, 2, 3, 4
      HAVING sum(x.delta) <> 0
      ORDER BY 1, 2, 3, 4
      ON CONFLICT (assessment_id, industry, competency_id, mean)
        DO UPDATE SET members = ${assessmentMeanCounts}.members + excluded.members
      RETURNING 1
    ),
    -- Every count first (count(*) reads them all), then the version, as every writer does.
    bumped AS (
      UPDATE ${assessments} a SET population_version = a.population_version + 1
      WHERE a.id = ${target.assessmentId} AND (SELECT count(*) FROM counted) > 0
    )
    SELECT (SELECT submitted_at FROM done) AS submitted_now`;

type Outcome = { target: Target } & ({ submittedNow: unknown } | { unanswered: number });

/**
 * POST /assessment/instances/{id}/submit: submits once every active item is answered (otherwise
 * 422 naming how many are not). In one transaction: the instance is locked, its answers read and
 * scored, and it is submitted with its scores, moving its member in the population counts; the
 * submit then publishes the averages it may move (averages.ts). Of two submits at once one
 * submits and the other finds it submitted; submitting a submitted instance changes nothing and
 * answers the same (alreadySubmitted).
 */
export async function submitInstance(v: Viewer, instanceId: string): Promise<Submitted> {
  if (!isMemberId(instanceId)) throw instanceNotFound();
  const outcome = await v.db.transaction(async (tx): Promise<Outcome | null> => {
    const target = await lockTarget(tx, instanceId, v.userId);
    if (!target) return null;
    if (target.submittedAt !== null) return { target, submittedNow: null };
    const rows = await answeredItems(tx, target);
    const unanswered = rows.filter((r) => r.active && r.value === null).length;
    if (unanswered > 0) return { target, unanswered };
    const answers = rows.flatMap((r) => (r.value === null ? [] : [{ ...r, value: r.value }]));
    const [done] = await rowsOf(tx, submitStatement(target, scoresJson(instanceScores(answers))));
    await publishAfterSubmit(tx, {
      assessmentId: target.assessmentId,
      mode: target.raterType,
      targetId: target.targetUserId,
    });
    return { target, submittedNow: done?.submitted_now };
  });
  if (!outcome) throw instanceNotFound();
  const { target } = outcome;
  if ('unanswered' in outcome) throw new IncompleteError(outcome.unanswered);
  const base = { id: target.id, mode: target.raterType, subjectId: target.targetUserId };
  if (outcome.submittedNow !== null && outcome.submittedNow !== undefined) {
    return { ...base, submittedAt: iso(outcome.submittedNow), alreadySubmitted: false };
  }
  // Submitted before (maybe by a submit running at the same time, whose commit the lock waited for).
  const [now] = await v.db
    .select({ submittedAt: assessmentInstances.submittedAt })
    .from(assessmentInstances)
    .where(eq(assessmentInstances.id, base.id));
  if (now?.submittedAt)
    return { ...base, submittedAt: now.submittedAt.toISOString(), alreadySubmitted: true };
  throw instanceNotFound();
}
