-- The topics of an item lower-cased, as an immutable function: resources.topics_lower is generated
-- from it, so tag pages match a tag whatever its case through an index.
CREATE OR REPLACE FUNCTION public.praxis_lower_array(text[])
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$ SELECT coalesce(array_agg(lower(x)), '{}'::text[]) FROM unnest($1) AS x $function$;
