-- Recomputes the search documents of the given items (after their blocks changed). Drafts have no
-- search row, so they are left alone.
CREATE OR REPLACE FUNCTION public.praxis_search_refresh(ids text[])
 RETURNS void
 LANGUAGE sql
AS $function$
    UPDATE resource_search AS rs
    SET document = praxis_search_head(r.title, r.topics, r.speaker, r.industry, r.blurb, r.description,
                     r.source, r.publisher, r.challenge, r.solution, r.results, r.purpose, r.media_type, r.year)
                   || praxis_search_body(r.id)
    FROM resources AS r
    WHERE r.id = ANY (ids) AND rs.resource_id = r.id
  $function$;
