-- Case-insensitive tag search on topics: an IMMUTABLE lower-casing of the topics array, so that an
-- expression GIN index on it can answer `praxis_lower_array(topics) @> ARRAY[lower(tag)]`.
CREATE OR REPLACE FUNCTION praxis_lower_array(text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(lower(x)), '{}'::text[]) FROM unnest($1) AS x $$;
