CREATE TABLE "resource_tags" (
	"tag" text NOT NULL,
	"resource_id" text NOT NULL,
	"type" text NOT NULL,
	"is_praxis_case" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "resource_tags_resource_id_tag_pk" PRIMARY KEY("resource_id","tag")
);
--> statement-breakpoint
ALTER TABLE "resource_tags" ADD CONSTRAINT "resource_tags_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resource_tags_newest_idx" ON "resource_tags" USING btree ("tag","created_at" DESC NULLS LAST,"resource_id" DESC NULLS LAST,"type","is_praxis_case");--> statement-breakpoint
-- A tag's page reads resource_tags: one row per published item and tag (its topics, industry and
-- company size, lower-cased), kept here on every change of those columns; deleting an item drops
-- its rows through the foreign key.
CREATE OR REPLACE FUNCTION praxis_resource_tags_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM resource_tags WHERE resource_id = OLD.id;
  END IF;
  IF NEW.status = 'published' THEN
    INSERT INTO resource_tags (tag, resource_id, type, is_praxis_case, created_at)
    SELECT DISTINCT t, NEW.id, NEW.type, NEW.is_praxis_case, NEW.created_at
    FROM unnest(NEW.topics_lower || ARRAY[lower(NEW.industry), lower(NEW.headcount)]) AS t
    WHERE t IS NOT NULL AND t <> '';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER resources_tags_sync
  AFTER INSERT OR UPDATE OF topics, industry, headcount, status, type, is_praxis_case, created_at ON resources
  FOR EACH ROW EXECUTE FUNCTION praxis_resource_tags_sync();
--> statement-breakpoint
INSERT INTO resource_tags (tag, resource_id, type, is_praxis_case, created_at)
SELECT DISTINCT t, r.id, r.type, r.is_praxis_case, r.created_at
FROM resources r CROSS JOIN LATERAL unnest(r.topics_lower || ARRAY[lower(r.industry), lower(r.headcount)]) AS t
WHERE r.status = 'published' AND t IS NOT NULL AND t <> '';
