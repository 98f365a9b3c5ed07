CREATE TABLE "content_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resource_id" text NOT NULL,
	"revision" integer NOT NULL,
	"item" jsonb NOT NULL,
	"author_user_id" uuid,
	"author_email" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_versions_revision_uq" UNIQUE("resource_id","revision")
);
--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "publish_at_by" uuid;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_versions_item_idx" ON "content_versions" USING btree ("resource_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_publish_at_by_users_id_fk" FOREIGN KEY ("publish_at_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resources_publish_due_idx" ON "resources" USING btree ("publish_at") WHERE "resources"."status" = 'draft' AND "resources"."publish_at" IS NOT NULL;