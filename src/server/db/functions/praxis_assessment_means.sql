-- An instance's stored scores as rows of the population counts: the mean of all answers under ''
-- and each competency's mean, each counted `times` times (1 to add, -1 to take away).
CREATE OR REPLACE FUNCTION public.praxis_assessment_means(scores jsonb, times integer)
 RETURNS TABLE(competency_id text, mean numeric, delta integer)
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT '', (scores->>'mean')::numeric, times WHERE scores IS NOT NULL
  UNION ALL
  SELECT c.key, (c.value->>'mean')::numeric, times FROM jsonb_each(scores->'competencies') c
$function$;
