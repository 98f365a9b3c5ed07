-- The case-study and event lists walk their own indexes page by page, with the optional filters
-- checked on each entry (features/content/service.ts). With the filter columns included, the walk
-- reads only the index (no table row per skipped entry), which deep filtered pages need. They
-- replace the plain list indexes of the same key and predicate.
CREATE INDEX IF NOT EXISTS resources_case_studies_cover_idx
  ON resources (created_at DESC NULLS LAST, id DESC NULLS LAST) INCLUDE (topics, industry, headcount)
  WHERE type = 'case-study' OR (type = 'event' AND is_praxis_case);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS resources_events_date_cover_idx
  ON resources (date DESC NULLS LAST, id DESC NULLS LAST) INCLUDE (topics)
  WHERE type = 'event' AND NOT is_praxis_case;--> statement-breakpoint
DROP INDEX IF EXISTS resources_case_studies_idx;--> statement-breakpoint
DROP INDEX IF EXISTS resources_events_date_idx;
