-- The search filter's kind of a stored item, for every stored type and Praxis-case flag. It
-- restates the shared rule (searchKind in src/shared/domain/content.ts) and is generated from it by
-- src/server/db/search-kind-sql.ts: regenerate it with a migration rather than edit it.
CREATE OR REPLACE FUNCTION public.praxis_search_kind(item_type text, is_case boolean)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
    SELECT CASE item_type
      WHEN 'resource' THEN 'resource'
      WHEN 'event' THEN CASE WHEN is_case THEN 'case-study' ELSE 'event' END
      WHEN 'case-study' THEN 'case-study'
      WHEN 'canvas' THEN 'canvas'
      WHEN 'canvascollection' THEN 'canvascollection'
      WHEN 'research' THEN 'research'
      WHEN 'active_research' THEN 'research'
      ELSE 'resource'
    END
  $function$;
