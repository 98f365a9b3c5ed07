-- Stored scores as rows of assessment_mean_counts, each counted `times` times: under '' (every
-- member) and, when the member named one, under their industry. The one definition of what a
-- self-assessment counts as in the population: the submit, the recount and the trigger on deleted
-- instances all count with it.
CREATE OR REPLACE FUNCTION public.praxis_assessment_counted(scores jsonb, member_industry text, times integer)
 RETURNS TABLE(industry text, competency_id text, mean numeric, delta integer)
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT '', m.competency_id, m.mean, m.delta FROM praxis_assessment_means(scores, times) m
  UNION ALL
  SELECT member_industry, m.competency_id, m.mean, m.delta FROM praxis_assessment_means(scores, times) m
  WHERE coalesce(member_industry, '') <> ''
$function$;
