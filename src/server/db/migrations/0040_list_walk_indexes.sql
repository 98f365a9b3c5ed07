-- Deep pages of a filtered list walk an index in page order and check the other filters on each
-- entry (features/content/service.ts: the page's ids are chosen from the index, then its rows read).
-- With the filtered column leading and the other filters included, that walk reads the index alone:
-- a resource type with a topic, a case study's industry or company size with a topic and the other.
DROP INDEX IF EXISTS "resources_resource_content_type_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS resources_resource_content_type_cover_idx
  ON resources (content_type, created_at DESC NULLS LAST, id DESC NULLS LAST) INCLUDE (topics)
  WHERE type = 'resource' AND status = 'published';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS resources_case_studies_industry_idx
  ON resources (industry, created_at DESC NULLS LAST, id DESC NULLS LAST) INCLUDE (topics, headcount)
  WHERE (type = 'case-study' OR (type = 'event' AND is_praxis_case)) AND status = 'published';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS resources_case_studies_headcount_idx
  ON resources (headcount, created_at DESC NULLS LAST, id DESC NULLS LAST) INCLUDE (topics, industry)
  WHERE (type = 'case-study' OR (type = 'event' AND is_praxis_case)) AND status = 'published';--> statement-breakpoint
-- The tag page walks the published library newest first, matching a topic, industry or company
-- size (any case) and, when asked, a type: all of it from the index.
CREATE INDEX IF NOT EXISTS resources_tag_walk_idx
  ON resources (created_at DESC NULLS LAST, id DESC NULLS LAST)
  INCLUDE (type, is_praxis_case, topics_lower, industry, headcount)
  WHERE status = 'published';
