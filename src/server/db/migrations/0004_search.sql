-- Full-text search (DESIGN.md §4): keeps resource_search (one weighted tsvector per content item)
-- and search_terms (the lexicon for typo correction and prefix completion) current with triggers,
-- so every write path — the app, the seed, bench-data's bulk inserts, SQL by hand — is covered.
-- Plain SQL and PL/pgSQL only: the same on PostgreSQL and PGlite.

-- The searchable text of one content block (resource_blocks.data: title, text, content, caption, items).
CREATE OR REPLACE FUNCTION praxis_block_text(data jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT concat_ws(' ', data->>'title', data->>'text', data->>'content', data->>'caption',
      CASE WHEN jsonb_typeof(data->'items') = 'array' THEN (
        SELECT string_agg(CASE jsonb_typeof(e)
                            WHEN 'string' THEN e #>> '{}'
                            WHEN 'object' THEN concat_ws(' ', e->>'title', e->>'text', e->>'content')
                          END, ' ')
        FROM jsonb_array_elements(data->'items') AS e)
      END)
  $$;
--> statement-breakpoint

-- The search filter's type of an item (case studies include Praxis-case events, research includes active research).
CREATE OR REPLACE FUNCTION praxis_search_kind(item_type text, is_case boolean) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT CASE
      WHEN item_type = 'case-study' OR (item_type = 'event' AND is_case) THEN 'case-study'
      WHEN item_type IN ('research', 'active_research') THEN 'research'
      WHEN item_type IN ('event', 'canvas', 'canvascollection') THEN item_type
      ELSE 'resource'
    END
  $$;
--> statement-breakpoint

-- The weighted document of an item's own columns: title (A) > topics, speaker, industry (B) >
-- blurb, description, company/source, publisher (C) > case-study text, purpose, media type, year (D).
CREATE OR REPLACE FUNCTION praxis_search_head(
  title text, topics text[], speaker text, industry text, blurb text, description text, source text,
  publisher text, challenge text, solution text, results text, purpose text, media_type text, year integer
) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT setweight(to_tsvector('english', coalesce(title, '')), 'A')
      || setweight(to_tsvector('english', concat_ws(' ', array_to_string(topics, ' '), speaker, industry)), 'B')
      || setweight(to_tsvector('english', concat_ws(' ', blurb, description, source, publisher)), 'C')
      || setweight(to_tsvector('english', concat_ws(' ', challenge, solution, results, purpose, media_type, year::text)), 'D')
  $$;
--> statement-breakpoint

-- The body (D) of an item: the text of its blocks in order.
CREATE OR REPLACE FUNCTION praxis_search_body(item_id text) RETURNS tsvector
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT setweight(to_tsvector('english',
             coalesce(string_agg(praxis_block_text(b.data), ' ' ORDER BY b.position), '')), 'D')
    FROM resource_blocks b
    WHERE b.resource_id = item_id
  $$;
--> statement-breakpoint

-- The lexicon words of a text: lower-case and unstemmed, as the search splits a query.
CREATE OR REPLACE FUNCTION praxis_search_words(body text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple', coalesce(body, '')))) AS w
    WHERE length(w) BETWEEN 2 AND 40 AND w !~ '[-./_@:+#]'
  $$;
--> statement-breakpoint

-- Optimal string alignment distance (Levenshtein plus adjacent transpositions), giving up above
-- max_d. With as_prefix, the distance from a to the closest prefix of b (a half-typed last word).
CREATE OR REPLACE FUNCTION praxis_typo_distance(a text, b text, max_d integer, as_prefix boolean)
  RETURNS integer
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
  DECLARE
    ca text[] := string_to_array(a, NULL);
    cb text[] := string_to_array(b, NULL);
    la integer := coalesce(array_length(ca, 1), 0);
    lb integer := coalesce(array_length(cb, 1), 0);
    prev2 integer[];
    prev integer[];
    cur integer[];
    best integer;
    row_min integer;
    v integer;
  BEGIN
    IF NOT as_prefix AND abs(la - lb) > max_d THEN RETURN max_d + 1; END IF;
    IF la = 0 THEN RETURN CASE WHEN as_prefix THEN 0 ELSE lb END; END IF;
    IF lb = 0 THEN RETURN la; END IF;
    prev := ARRAY(SELECT generate_series(0, lb));
    FOR i IN 1..la LOOP
      cur := array_fill(0, ARRAY[lb + 1]);
      cur[1] := i;
      row_min := i;
      FOR j IN 1..lb LOOP
        v := least(prev[j + 1] + 1, cur[j] + 1, prev[j] + CASE WHEN ca[i] = cb[j] THEN 0 ELSE 1 END);
        IF i > 1 AND j > 1 AND ca[i] = cb[j - 1] AND ca[i - 1] = cb[j] THEN
          v := least(v, prev2[j - 1] + 1);
        END IF;
        cur[j + 1] := v;
        row_min := least(row_min, v);
      END LOOP;
      IF row_min > max_d THEN RETURN max_d + 1; END IF;
      prev2 := prev;
      prev := cur;
    END LOOP;
    IF as_prefix THEN
      best := prev[1];
      FOR j IN 1..lb LOOP best := least(best, prev[j + 1]); END LOOP;
      RETURN least(best, max_d + 1);
    END IF;
    RETURN least(prev[lb + 1], max_d + 1);
  END
  $$;
--> statement-breakpoint

-- Recomputes the documents of the given items (after their blocks changed).
CREATE OR REPLACE FUNCTION praxis_search_refresh(ids text[]) RETURNS void
  LANGUAGE sql
  AS $$
    UPDATE resource_search AS rs
    SET document = praxis_search_head(r.title, r.topics, r.speaker, r.industry, r.blurb, r.description,
                     r.source, r.publisher, r.challenge, r.solution, r.results, r.purpose, r.media_type, r.year)
                   || praxis_search_body(r.id)
    FROM resources AS r
    WHERE r.id = ANY (ids) AND rs.resource_id = r.id
  $$;
--> statement-breakpoint

-- New items (one statement, however many rows: bulk inserts stay set-based).
CREATE OR REPLACE FUNCTION praxis_search_resources_inserted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO resource_search (resource_id, kind, title, created_at, document)
    SELECT n.id, praxis_search_kind(n.type, n.is_praxis_case), lower(n.title), n.created_at,
           praxis_search_head(n.title, n.topics, n.speaker, n.industry, n.blurb, n.description, n.source,
             n.publisher, n.challenge, n.solution, n.results, n.purpose, n.media_type, n.year)
    FROM new_rows AS n
    ON CONFLICT (resource_id) DO UPDATE
      SET kind = excluded.kind, title = excluded.title, created_at = excluded.created_at,
          document = excluded.document;
    INSERT INTO search_terms (word)
    SELECT DISTINCT w
    FROM new_rows AS n
    CROSS JOIN LATERAL praxis_search_words(concat_ws(' ', n.title, array_to_string(n.topics, ' '), n.speaker,
      n.industry, n.blurb, n.description, n.source, n.publisher, n.challenge, n.solution, n.results, n.purpose)) AS w
    ON CONFLICT DO NOTHING;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint

CREATE TRIGGER resources_search_insert
  AFTER INSERT ON resources
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION praxis_search_resources_inserted();
--> statement-breakpoint

-- An edited item (only when searchable columns change: view counts never touch the index).
CREATE OR REPLACE FUNCTION praxis_search_resource_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO resource_search (resource_id, kind, title, created_at, document)
    VALUES (NEW.id, praxis_search_kind(NEW.type, NEW.is_praxis_case), lower(NEW.title), NEW.created_at,
            praxis_search_head(NEW.title, NEW.topics, NEW.speaker, NEW.industry, NEW.blurb, NEW.description,
              NEW.source, NEW.publisher, NEW.challenge, NEW.solution, NEW.results, NEW.purpose, NEW.media_type,
              NEW.year) || praxis_search_body(NEW.id))
    ON CONFLICT (resource_id) DO UPDATE
      SET kind = excluded.kind, title = excluded.title, created_at = excluded.created_at,
          document = excluded.document;
    INSERT INTO search_terms (word)
    SELECT w
    FROM praxis_search_words(concat_ws(' ', NEW.title, array_to_string(NEW.topics, ' '), NEW.speaker, NEW.industry,
      NEW.blurb, NEW.description, NEW.source, NEW.publisher, NEW.challenge, NEW.solution, NEW.results, NEW.purpose)) AS w
    ON CONFLICT DO NOTHING;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint

CREATE TRIGGER resources_search_update
  AFTER UPDATE ON resources
  FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.topics IS DISTINCT FROM NEW.topics
     OR OLD.speaker IS DISTINCT FROM NEW.speaker OR OLD.industry IS DISTINCT FROM NEW.industry
     OR OLD.blurb IS DISTINCT FROM NEW.blurb OR OLD.description IS DISTINCT FROM NEW.description
     OR OLD.source IS DISTINCT FROM NEW.source OR OLD.publisher IS DISTINCT FROM NEW.publisher
     OR OLD.challenge IS DISTINCT FROM NEW.challenge OR OLD.solution IS DISTINCT FROM NEW.solution
     OR OLD.results IS DISTINCT FROM NEW.results OR OLD.purpose IS DISTINCT FROM NEW.purpose
     OR OLD.media_type IS DISTINCT FROM NEW.media_type OR OLD.year IS DISTINCT FROM NEW.year
     OR OLD.type IS DISTINCT FROM NEW.type OR OLD.is_praxis_case IS DISTINCT FROM NEW.is_praxis_case
     OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION praxis_search_resource_updated();
--> statement-breakpoint

-- Blocks: one refresh per statement for every item whose blocks changed.
CREATE OR REPLACE FUNCTION praxis_search_blocks_inserted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM praxis_search_refresh(ARRAY(SELECT DISTINCT resource_id FROM new_rows));
    INSERT INTO search_terms (word)
    SELECT DISTINCT w FROM new_rows AS n CROSS JOIN LATERAL praxis_search_words(praxis_block_text(n.data)) AS w
    ON CONFLICT DO NOTHING;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint

CREATE TRIGGER resource_blocks_search_insert
  AFTER INSERT ON resource_blocks
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION praxis_search_blocks_inserted();
--> statement-breakpoint

CREATE OR REPLACE FUNCTION praxis_search_blocks_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM praxis_search_refresh(ARRAY(
      SELECT resource_id FROM new_rows UNION SELECT resource_id FROM old_rows));
    INSERT INTO search_terms (word)
    SELECT DISTINCT w FROM new_rows AS n CROSS JOIN LATERAL praxis_search_words(praxis_block_text(n.data)) AS w
    ON CONFLICT DO NOTHING;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint

CREATE TRIGGER resource_blocks_search_update
  AFTER UPDATE ON resource_blocks
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION praxis_search_blocks_updated();
--> statement-breakpoint

CREATE OR REPLACE FUNCTION praxis_search_blocks_deleted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM praxis_search_refresh(ARRAY(SELECT DISTINCT resource_id FROM old_rows));
    RETURN NULL;
  END
  $$;
--> statement-breakpoint

CREATE TRIGGER resource_blocks_search_delete
  AFTER DELETE ON resource_blocks
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION praxis_search_blocks_deleted();
--> statement-breakpoint

-- Existing libraries (a data folder seeded before this migration) get their index now.
INSERT INTO resource_search (resource_id, kind, title, created_at, document)
SELECT r.id, praxis_search_kind(r.type, r.is_praxis_case), lower(r.title), r.created_at,
       praxis_search_head(r.title, r.topics, r.speaker, r.industry, r.blurb, r.description, r.source,
         r.publisher, r.challenge, r.solution, r.results, r.purpose, r.media_type, r.year)
       || praxis_search_body(r.id)
FROM resources AS r
ON CONFLICT (resource_id) DO NOTHING;
--> statement-breakpoint

INSERT INTO search_terms (word)
SELECT DISTINCT w FROM resources AS r
CROSS JOIN LATERAL praxis_search_words(concat_ws(' ', r.title, array_to_string(r.topics, ' '), r.speaker, r.industry,
  r.blurb, r.description, r.source, r.publisher, r.challenge, r.solution, r.results, r.purpose)) AS w
ON CONFLICT DO NOTHING;
--> statement-breakpoint

INSERT INTO search_terms (word)
SELECT DISTINCT w FROM resource_blocks AS b CROSS JOIN LATERAL praxis_search_words(praxis_block_text(b.data)) AS w
ON CONFLICT DO NOTHING;
