-- The content version (content_state): bumped by every statement that changes resources, except
-- one that only counts views (view counts are always read live). An app process may keep what it
-- built from the library for everyone while the version is unchanged. Values come from a
-- sequence, so they are never reused, even after the tables are truncated (db:reset).
CREATE SEQUENCE IF NOT EXISTS content_version_seq;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION praxis_content_bump() RETURNS void
  LANGUAGE sql
  AS $$
    INSERT INTO content_state (id, version) VALUES (true, nextval('content_version_seq'))
    ON CONFLICT (id) DO UPDATE SET version = excluded.version;
  $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION praxis_content_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM praxis_content_bump();
    RETURN NULL;
  END
  $$;
--> statement-breakpoint

-- An update bumps unless every row it touched changed nothing but its view count.
CREATE OR REPLACE FUNCTION praxis_content_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
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
  $$;
--> statement-breakpoint

CREATE TRIGGER resources_content_insert_delete
  AFTER INSERT OR DELETE OR TRUNCATE ON resources
  FOR EACH STATEMENT EXECUTE FUNCTION praxis_content_changed();
--> statement-breakpoint

CREATE TRIGGER resources_content_update
  AFTER UPDATE ON resources
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION praxis_content_updated();
--> statement-breakpoint

SELECT praxis_content_bump();
