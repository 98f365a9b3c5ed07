-- Any statement that adds or removes library items, changes the search index or the vocabulary
-- moves the content version.
CREATE OR REPLACE FUNCTION public.praxis_content_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  BEGIN
    PERFORM praxis_content_bump();
    RETURN NULL;
  END
  $function$;
CREATE TRIGGER resource_search_content_bump AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.resource_search FOR EACH STATEMENT EXECUTE FUNCTION praxis_content_changed();
CREATE TRIGGER resources_content_insert_delete AFTER INSERT OR DELETE OR TRUNCATE ON public.resources FOR EACH STATEMENT EXECUTE FUNCTION praxis_content_changed();
CREATE TRIGGER vocabulary_groups_content_bump AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.vocabulary_groups FOR EACH STATEMENT EXECUTE FUNCTION praxis_content_changed();
