-- An update of library items moves the content version unless every row it touched changed nothing
-- but its view count (view counts are always read live).
CREATE OR REPLACE FUNCTION public.praxis_content_updated()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  BEGIN
    IF EXISTS (
      SELECT 1
      FROM new_rows AS n
      LEFT JOIN old_rows AS o ON o.id = n.id
      WHERE o.id IS NULL OR to_jsonb(o) - 'view_count' IS DISTINCT FROM to_jsonb(n) - 'view_count'
    ) THEN
      PERFORM praxis_content_bump();
    END IF;
    RETURN NULL;
  END
  $function$;
CREATE TRIGGER resources_content_update AFTER UPDATE ON public.resources REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION praxis_content_updated();
