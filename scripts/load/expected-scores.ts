import { type SQL, sql } from 'drizzle-orm';

/**
 * An instance's scores worked out from its answers in SQL, apart from the code that stores them
 * (features/assessment/instance-scores.ts): what the stored scores must equal, for the load
 * simulator's drift check and the tests. It is the statement the database itself ran before the
 * scores moved into TypeScript, so it also shows the stored text is unchanged. `instanceId` must
 * name its table (`assessment_instances.id`): a bare `id` would be the item's here.
 */
export const expectedScores = (instanceId: SQL) => sql`(
  WITH by_level AS (
    SELECT i.competency_id, i.level, sum(r.value)::int AS total, count(*)::int AS n
    FROM responses r JOIN items i ON i.id = r.item_id
    WHERE r.instance_id = ${instanceId}
    GROUP BY 1, 2
  ),
  by_competency AS (
    SELECT competency_id, sum(total) AS total, sum(n) AS n,
      jsonb_agg(jsonb_build_array(level, total, n) ORDER BY level) AS levels
    FROM by_level GROUP BY 1
  )
  SELECT jsonb_build_object(
    'mean', round(sum(total)::numeric / sum(n), 6),
    'competencies', jsonb_object_agg(competency_id,
      jsonb_build_object('mean', round(total::numeric / n, 6), 'levels', levels)))
  FROM by_competency
  HAVING count(*) > 0
)`;
