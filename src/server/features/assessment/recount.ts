import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assessmentInstances, assessmentMeanCounts, assessments, items, responses } from '../../db/schema';
import { instanceScores, type ScoredAnswer, scoresJson } from './instance-scores';

/**
 * Counting from scratch, for submitted instances written without the submit (the demo seed, bench
 * data, test fixtures, instances submitted before scores were stored): their scores are computed
 * as a submit computes them, then every member's latest submitted self-assessment is counted
 * again. The submit keeps the counts exact afterwards.
 */

/** Instances scored per statement. */
const BATCH = 500;

/** Stores the scores of the submitted instances `ids` from their answers. */
async function storeScores(tx: Db, ids: string[]): Promise<void> {
  const rows = await tx
    .select({
      instanceId: responses.instanceId,
      competencyId: items.competencyId,
      level: items.level,
      value: responses.value,
    })
    .from(responses)
    .innerJoin(items, eq(items.id, responses.itemId))
    .where(inArray(responses.instanceId, ids));
  const answers = new Map<string, ScoredAnswer[]>();
  for (const r of rows) {
    const list = answers.get(r.instanceId) ?? [];
    list.push(r);
    answers.set(r.instanceId, list);
  }
  const scored = [...answers].map(
    ([id, list]) => `{"id": ${JSON.stringify(id)}, "scores": ${scoresJson(instanceScores(list))}}`,
  );
  if (scored.length === 0) return;
  await tx.execute(sql`
    UPDATE ${assessmentInstances} ai SET scores = x.scores
    FROM jsonb_to_recordset(${`[${scored.join(', ')}]`}::jsonb) AS x(id uuid, scores jsonb)
    WHERE ai.id = x.id`);
}

/** Counts the assessment `assessmentId` from scratch (see above). */
export async function recountPopulation(db: Db, assessmentId: string): Promise<void> {
  await db.transaction(async (tx) => {
    // Submits wait until the recount is committed, and the recount for submits under way.
    await tx.execute(sql`LOCK TABLE ${assessmentMeanCounts} IN EXCLUSIVE MODE`);
    const ai = assessmentInstances;
    const unscored = await tx
      .select({ id: ai.id })
      .from(ai)
      .where(and(eq(ai.assessmentId, assessmentId), isNotNull(ai.submittedAt), isNull(ai.scores)));
    const ids = unscored.map((r) => r.id);
    for (let i = 0; i < ids.length; i += BATCH) await storeScores(tx, ids.slice(i, i + BATCH));
    await tx.delete(assessmentMeanCounts).where(eq(assessmentMeanCounts.assessmentId, assessmentId));
    await tx.execute(sql`
      INSERT INTO ${assessmentMeanCounts} (assessment_id, industry, competency_id, mean, members)
      SELECT ${assessmentId}::uuid, x.industry, x.competency_id, x.mean, count(*)
      FROM (
        SELECT DISTINCT ON (ai.target_user_id) ai.scores, ai.industry
        FROM ${ai} ai
        WHERE ai.assessment_id = ${assessmentId} AND ai.rater_type = 'self' AND ai.submitted_at IS NOT NULL
        ORDER BY ai.target_user_id, ai.submitted_at DESC, ai.id DESC
      ) l
      CROSS JOIN LATERAL praxis_assessment_counted(l.scores, l.industry, 1) x
      GROUP BY 1, 2, 3, 4`);
    await tx
      .update(assessments)
      .set({ populationVersion: sql`${assessments.populationVersion} + 1` })
      .where(eq(assessments.id, assessmentId));
  });
}
