-- Deleted blocks refresh their items' search documents (one refresh per statement).
CREATE OR REPLACE FUNCTION public.praxis_search_blocks_deleted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  BEGIN
    PERFORM praxis_search_refresh(ARRAY(SELECT DISTINCT resource_id FROM old_rows));
    RETURN NULL;
  END
  $function$;
CREATE TRIGGER resource_blocks_search_delete AFTER DELETE ON public.resource_blocks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION praxis_search_blocks_deleted();
