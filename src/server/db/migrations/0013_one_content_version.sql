DROP TABLE "search_state" CASCADE;
--> statement-breakpoint
-- One content version: the search index's changes (an item's blocks edited, say) now bump
-- content_state too, so search results, list totals and the dashboard all check one counter.
DROP TRIGGER IF EXISTS resource_search_bump ON resource_search;
--> statement-breakpoint
DROP FUNCTION IF EXISTS praxis_search_bump();
--> statement-breakpoint
DROP SEQUENCE IF EXISTS search_version_seq;
--> statement-breakpoint
CREATE TRIGGER resource_search_content_bump
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON resource_search
  FOR EACH STATEMENT EXECUTE FUNCTION praxis_content_changed();
