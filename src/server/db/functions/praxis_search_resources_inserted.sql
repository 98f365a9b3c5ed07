-- New items enter the search index and their words the lexicon, in one statement however many rows
-- were inserted. Search holds published items only: a draft gets no row and adds no word.
CREATE OR REPLACE FUNCTION public.praxis_search_resources_inserted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  BEGIN
    INSERT INTO resource_search (resource_id, kind, title, created_at, document)
    SELECT n.id, praxis_search_kind(n.type, n.is_praxis_case), lower(n.title), n.created_at,
           praxis_search_head(n.title, n.topics, n.speaker, n.industry, n.blurb, n.description, n.source,
             n.publisher, n.challenge, n.solution, n.results, n.purpose, n.media_type, n.year)
    FROM new_rows AS n
    WHERE n.status = 'published'
    ON CONFLICT (resource_id) DO UPDATE
      SET kind = excluded.kind, title = excluded.title, created_at = excluded.created_at,
          document = excluded.document;
    INSERT INTO search_terms (word)
    SELECT DISTINCT w
    FROM new_rows AS n
    CROSS JOIN LATERAL praxis_search_words(concat_ws(' ', n.title, array_to_string(n.topics, ' '), n.speaker,
      n.industry, n.blurb, n.description, n.source, n.publisher, n.challenge, n.solution, n.results, n.purpose)) AS w
    WHERE n.status = 'published'
    ON CONFLICT DO NOTHING;
    RETURN NULL;
  END
  $function$;
CREATE TRIGGER resources_search_insert AFTER INSERT ON public.resources REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION praxis_search_resources_inserted();
