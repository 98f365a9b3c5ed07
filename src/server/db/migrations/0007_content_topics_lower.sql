DROP INDEX "resources_topics_lower_gin";--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "topics_lower" text[] GENERATED ALWAYS AS (praxis_lower_array("resources"."topics")) STORED;--> statement-breakpoint
CREATE INDEX "resources_topics_lower_idx" ON "resources" USING gin ("topics_lower");