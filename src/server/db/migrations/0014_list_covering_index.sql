-- Deep list pages: the ids of a page are found by an index-only walk (the topics and content type
-- filters read from the index itself), and only the page's own rows are read from the table
-- (features/content/service.ts, pageRows). Same key as resources_type_created_idx, plus the filter columns.
CREATE INDEX IF NOT EXISTS resources_type_created_cover_idx
  ON resources (type, created_at DESC NULLS LAST, id DESC NULLS LAST) INCLUDE (topics, content_type);
