DROP INDEX "resources_resource_content_type_idx";--> statement-breakpoint
DROP INDEX "resources_canvases_idx";--> statement-breakpoint
DROP INDEX "resources_research_year_idx";--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "resources_admin_updated_idx" ON "resources" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "resources_admin_type_status_idx" ON "resources" USING btree ("type","status","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "resources_admin_title_idx" ON "resources" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "resources_title_trgm_idx" ON "resources" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "resources_resource_content_type_idx" ON "resources" USING btree ("content_type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "resources"."type" = 'resource' AND "resources"."status" = 'published';--> statement-breakpoint
CREATE INDEX "resources_canvases_idx" ON "resources" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "resources"."type" IN ('canvas', 'canvascollection') AND "resources"."status" = 'published';--> statement-breakpoint
CREATE INDEX "resources_research_year_idx" ON "resources" USING btree ("year" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "resources"."type" = 'research' AND "resources"."status" = 'published';--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_status_known" CHECK ("resources"."status" IN ('draft', 'published'));--> statement-breakpoint
-- The lists' covering indexes hold published items only: every member list asks for them, and a
-- draft must never be counted or walked (their definitions are not drizzle's: INCLUDE).
DROP INDEX IF EXISTS resources_type_created_cover_idx;--> statement-breakpoint
CREATE INDEX resources_type_created_cover_idx
  ON resources (type, created_at DESC NULLS LAST, id DESC NULLS LAST) INCLUDE (topics, content_type)
  WHERE status = 'published';--> statement-breakpoint
DROP INDEX IF EXISTS resources_case_studies_cover_idx;--> statement-breakpoint
CREATE INDEX resources_case_studies_cover_idx
  ON resources (created_at DESC NULLS LAST, id DESC NULLS LAST) INCLUDE (topics, industry, headcount)
  WHERE (type = 'case-study' OR (type = 'event' AND is_praxis_case)) AND status = 'published';--> statement-breakpoint
DROP INDEX IF EXISTS resources_events_date_cover_idx;--> statement-breakpoint
CREATE INDEX resources_events_date_cover_idx
  ON resources (date DESC NULLS LAST, id DESC NULLS LAST) INCLUDE (topics)
  WHERE type = 'event' AND NOT is_praxis_case AND status = 'published';--> statement-breakpoint

-- Search holds published items only: a draft has no row in resource_search and adds no word to the
-- lexicon (a typo correction must not point at a draft's words). Publishing indexes the item at
-- once, unpublishing removes it at once, each in the statement that changes the status.
CREATE OR REPLACE FUNCTION praxis_search_resources_inserted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
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
  $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION praxis_search_resource_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF NEW.status <> 'published' THEN
      DELETE FROM resource_search WHERE resource_id = NEW.id;
      RETURN NULL;
    END IF;
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
    -- Words of blocks written while the item was a draft join the lexicon when it is published.
    IF OLD.status IS DISTINCT FROM NEW.status THEN
      INSERT INTO search_terms (word)
      SELECT DISTINCT w FROM resource_blocks AS b
      CROSS JOIN LATERAL praxis_search_words(praxis_block_text(b.data)) AS w
      WHERE b.resource_id = NEW.id
      ON CONFLICT DO NOTHING;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint

DROP TRIGGER IF EXISTS resources_search_update ON resources;--> statement-breakpoint
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
     OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION praxis_search_resource_updated();
--> statement-breakpoint

-- Blocks of a draft add no word to the lexicon (their item's search row, absent, is not refreshed).
CREATE OR REPLACE FUNCTION praxis_search_blocks_inserted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM praxis_search_refresh(ARRAY(SELECT DISTINCT resource_id FROM new_rows));
    INSERT INTO search_terms (word)
    SELECT DISTINCT w FROM new_rows AS n
    JOIN resources AS r ON r.id = n.resource_id AND r.status = 'published'
    CROSS JOIN LATERAL praxis_search_words(praxis_block_text(n.data)) AS w
    ON CONFLICT DO NOTHING;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION praxis_search_blocks_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM praxis_search_refresh(ARRAY(
      SELECT resource_id FROM new_rows UNION SELECT resource_id FROM old_rows));
    INSERT INTO search_terms (word)
    SELECT DISTINCT w FROM new_rows AS n
    JOIN resources AS r ON r.id = n.resource_id AND r.status = 'published'
    CROSS JOIN LATERAL praxis_search_words(praxis_block_text(n.data)) AS w
    ON CONFLICT DO NOTHING;
    RETURN NULL;
  END
  $$;
