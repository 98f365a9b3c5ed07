-- Deleted instances (a member deleted with everything they wrote, by closing their account or any
-- other way; an assessment deleted): each member whose latest submitted self-assessment went is
-- counted with their latest remaining one, if any. One ordered upsert, so concurrent writers lock
-- the counts in the same order, and moves the assessment's population version on. The database
-- sees every such delete, cascades included.
CREATE OR REPLACE FUNCTION public.praxis_assessment_instances_deleted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO assessment_mean_counts (assessment_id, industry, competency_id, mean, members)
  SELECT m.assessment_id, x.industry, x.competency_id, x.mean, sum(x.delta)
  FROM (
    SELECT DISTINCT g.assessment_id, g.target_user_id FROM gone g
    WHERE g.rater_type = 'self' AND g.submitted_at IS NOT NULL
  ) m
  JOIN assessments a ON a.id = m.assessment_id
  CROSS JOIN LATERAL (
    SELECT b.id, b.scores, b.industry FROM (
      SELECT ai.id, ai.submitted_at, ai.scores, ai.industry FROM assessment_instances ai
      WHERE ai.assessment_id = m.assessment_id AND ai.target_user_id = m.target_user_id
        AND ai.rater_type = 'self' AND ai.submitted_at IS NOT NULL
      UNION ALL
      SELECT g.id, g.submitted_at, g.scores, g.industry FROM gone g
      WHERE g.assessment_id = m.assessment_id AND g.target_user_id = m.target_user_id
        AND g.rater_type = 'self' AND g.submitted_at IS NOT NULL
    ) b ORDER BY b.submitted_at DESC, b.id DESC LIMIT 1
  ) prior
  LEFT JOIN LATERAL (
    SELECT ai.id, ai.scores, ai.industry FROM assessment_instances ai
    WHERE ai.assessment_id = m.assessment_id AND ai.target_user_id = m.target_user_id
      AND ai.rater_type = 'self' AND ai.submitted_at IS NOT NULL
    ORDER BY ai.submitted_at DESC, ai.id DESC LIMIT 1
  ) latest ON true
  CROSS JOIN LATERAL (
    SELECT * FROM praxis_assessment_counted(prior.scores, prior.industry, -1)
    UNION ALL
    SELECT * FROM praxis_assessment_counted(latest.scores, latest.industry, 1)
  ) x
  WHERE latest.id IS DISTINCT FROM prior.id
  GROUP BY 1, 2, 3, 4
  HAVING sum(x.delta) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (assessment_id, industry, competency_id, mean)
    DO UPDATE SET members = assessment_mean_counts.members + excluded.members;
  -- The counts first, then the version (as every writer of the counts does).
  UPDATE assessments a SET population_version = a.population_version + 1
  WHERE a.id IN (SELECT g.assessment_id FROM gone g WHERE g.rater_type = 'self' AND g.submitted_at IS NOT NULL);
  RETURN NULL;
END
$function$;
CREATE TRIGGER assessment_instances_deleted AFTER DELETE ON public.assessment_instances REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION praxis_assessment_instances_deleted();
