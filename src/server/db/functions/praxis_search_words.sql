-- The lexicon words of a text for typo correction and completion: lower-case, unstemmed, as the
-- search splits a query.
CREATE OR REPLACE FUNCTION public.praxis_search_words(body text)
 RETURNS SETOF text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
    SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple', coalesce(body, '')))) AS w
    WHERE length(w) BETWEEN 2 AND 40 AND w !~ '[-./_@:+#]'
  $function$;
