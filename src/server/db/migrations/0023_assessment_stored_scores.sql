CREATE TABLE "assessment_mean_counts" (
	"assessment_id" uuid NOT NULL,
	"competency_id" text NOT NULL,
	"mean" numeric NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "assessment_mean_counts_assessment_id_competency_id_mean_pk" PRIMARY KEY("assessment_id","competency_id","mean")
);
--> statement-breakpoint
ALTER TABLE "assessment_instances" ADD COLUMN "scores" jsonb;--> statement-breakpoint
ALTER TABLE "assessment_mean_counts" ADD CONSTRAINT "assessment_mean_counts_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- An instance's scores, stored when it is submitted: the mean of all its answers and, per
-- competency, the mean and each level's sum and count of answers. Means are rounded to 6
-- decimals (MEAN_SCALE in features/assessment/scores.ts), so equal means are equal numbers.
-- Volatile: it reads the answers as committed when it runs (see the trigger below).
CREATE OR REPLACE FUNCTION praxis_assessment_scores(instance uuid) RETURNS jsonb
  LANGUAGE sql VOLATILE AS $$
  WITH by_level AS (
    SELECT i.competency_id, i.level, sum(r.value)::int AS total, count(*)::int AS n
    FROM responses r JOIN items i ON i.id = r.item_id
    WHERE r.instance_id = instance
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
$$;
--> statement-breakpoint
-- An instance's scores are written as it becomes submitted, by a row trigger: it runs once the
-- submit holds the row, after any answer that had locked the instance (for share) committed, and
-- reads the answers afresh — a value computed by the submit statement itself would come from the
-- statement's snapshot, taken before that answer.
CREATE OR REPLACE FUNCTION praxis_assessment_instance_submitted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.scores := praxis_assessment_scores(NEW.id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER assessment_instances_submitted BEFORE UPDATE OF submitted_at ON assessment_instances
  FOR EACH ROW WHEN (OLD.submitted_at IS NULL AND NEW.submitted_at IS NOT NULL)
  EXECUTE FUNCTION praxis_assessment_instance_submitted();
--> statement-breakpoint
-- Stored scores as rows of assessment_mean_counts ('' is the mean of all answers), each counted
-- `delta` times.
CREATE OR REPLACE FUNCTION praxis_assessment_means(scores jsonb, times integer)
  RETURNS TABLE (competency_id text, mean numeric, delta integer)
  LANGUAGE sql IMMUTABLE AS $$
  SELECT '', (scores->>'mean')::numeric, times WHERE scores IS NOT NULL
  UNION ALL
  SELECT c.key, (c.value->>'mean')::numeric, times FROM jsonb_each(scores->'competencies') c
$$;
--> statement-breakpoint
-- Deleted instances (a member deleted with everything they wrote, an assessment deleted): each
-- member whose latest submitted self-assessment went is counted with their latest remaining one,
-- if any. One ordered upsert, so concurrent writers lock the counts in the same order.
CREATE OR REPLACE FUNCTION praxis_assessment_instances_deleted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO assessment_mean_counts (assessment_id, competency_id, mean, members)
  SELECT m.assessment_id, x.competency_id, x.mean, sum(x.delta)
  FROM (
    SELECT DISTINCT g.assessment_id, g.target_user_id FROM gone g
    WHERE g.rater_type = 'self' AND g.submitted_at IS NOT NULL
  ) m
  -- An assessment deleted takes its counts with it.
  JOIN assessments a ON a.id = m.assessment_id
  CROSS JOIN LATERAL (
    SELECT b.id, b.scores FROM (
      SELECT ai.id, ai.submitted_at, ai.scores FROM assessment_instances ai
      WHERE ai.assessment_id = m.assessment_id AND ai.target_user_id = m.target_user_id
        AND ai.rater_type = 'self' AND ai.submitted_at IS NOT NULL
      UNION ALL
      SELECT g.id, g.submitted_at, g.scores FROM gone g
      WHERE g.assessment_id = m.assessment_id AND g.target_user_id = m.target_user_id
        AND g.rater_type = 'self' AND g.submitted_at IS NOT NULL
    ) b ORDER BY b.submitted_at DESC, b.id DESC LIMIT 1
  ) prior
  LEFT JOIN LATERAL (
    SELECT ai.id, ai.scores FROM assessment_instances ai
    WHERE ai.assessment_id = m.assessment_id AND ai.target_user_id = m.target_user_id
      AND ai.rater_type = 'self' AND ai.submitted_at IS NOT NULL
    ORDER BY ai.submitted_at DESC, ai.id DESC LIMIT 1
  ) latest ON true
  CROSS JOIN LATERAL (
    SELECT * FROM praxis_assessment_means(prior.scores, -1)
    UNION ALL
    SELECT * FROM praxis_assessment_means(latest.scores, 1)
  ) x
  WHERE latest.id IS DISTINCT FROM prior.id
  GROUP BY 1, 2, 3
  HAVING sum(x.delta) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (assessment_id, competency_id, mean)
    DO UPDATE SET members = assessment_mean_counts.members + excluded.members;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER assessment_instances_deleted AFTER DELETE ON assessment_instances
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION praxis_assessment_instances_deleted();
--> statement-breakpoint
-- Counts an assessment from scratch: stores the scores of submitted instances written without
-- them (seeds, imports, instances submitted before this migration) and recounts every member's
-- latest submitted self-assessment. The submit statement keeps the counts exact afterwards.
CREATE OR REPLACE FUNCTION praxis_assessment_recount(assessment uuid) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE assessment_mean_counts IN EXCLUSIVE MODE;
  UPDATE assessment_instances SET scores = praxis_assessment_scores(id)
  WHERE assessment_id = assessment AND submitted_at IS NOT NULL AND scores IS NULL;
  DELETE FROM assessment_mean_counts WHERE assessment_id = assessment;
  INSERT INTO assessment_mean_counts (assessment_id, competency_id, mean, members)
  SELECT assessment, x.competency_id, x.mean, count(*)
  FROM (
    SELECT DISTINCT ON (ai.target_user_id) ai.scores
    FROM assessment_instances ai
    WHERE ai.assessment_id = assessment AND ai.rater_type = 'self' AND ai.submitted_at IS NOT NULL
    ORDER BY ai.target_user_id, ai.submitted_at DESC, ai.id DESC
  ) l
  CROSS JOIN LATERAL praxis_assessment_means(l.scores, 1) x
  GROUP BY 1, 2, 3;
END
$$;
--> statement-breakpoint
SELECT praxis_assessment_recount(id) FROM assessments;
