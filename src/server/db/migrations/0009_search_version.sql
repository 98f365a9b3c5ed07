-- The search version (search_state): bumped by every statement that changes the search index,
-- so app processes can cache search results and still never serve a stale one. Values come from
-- a sequence, so they are never reused, even after the tables are truncated (db:reset).
CREATE SEQUENCE IF NOT EXISTS search_version_seq;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION praxis_search_bump() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO search_state (id, version) VALUES (true, nextval('search_version_seq'))
    ON CONFLICT (id) DO UPDATE SET version = excluded.version;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint

CREATE TRIGGER resource_search_bump
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON resource_search
  FOR EACH STATEMENT EXECUTE FUNCTION praxis_search_bump();
--> statement-breakpoint

INSERT INTO search_state (id, version) VALUES (true, nextval('search_version_seq')) ON CONFLICT (id) DO NOTHING;
