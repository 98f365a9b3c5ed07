-- Content items are of the known types only (the list lives in src/shared/domain/content.ts).
-- Older rows that differ from a known type only by case or surrounding spaces are brought in line
-- first; any other type makes this migration fail rather than be served as something it is not.
UPDATE "resources" SET "type" = lower(btrim("type")) WHERE "type" <> lower(btrim("type"));
--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_type_known" CHECK ("resources"."type" IN ('resource', 'event', 'case-study', 'canvas', 'canvascollection', 'research', 'active_research'));
