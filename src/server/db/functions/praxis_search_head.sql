-- The weighted search document of an item's own columns: title (A) > topics, speaker, industry (B)
-- > blurb, description, source, publisher (C) > case-study text, purpose, media type, year (D).
CREATE OR REPLACE FUNCTION public.praxis_search_head(title text, topics text[], speaker text, industry text, blurb text, description text, source text, publisher text, challenge text, solution text, results text, purpose text, media_type text, year integer)
 RETURNS tsvector
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
    SELECT setweight(to_tsvector('english', coalesce(title, '')), 'A')
      || setweight(to_tsvector('english', concat_ws(' ', array_to_string(topics, ' '), speaker, industry)), 'B')
      || setweight(to_tsvector('english', concat_ws(' ', blurb, description, source, publisher)), 'C')
      || setweight(to_tsvector('english', concat_ws(' ', challenge, solution, results, purpose, media_type, year::text)), 'D')
  $function$;
