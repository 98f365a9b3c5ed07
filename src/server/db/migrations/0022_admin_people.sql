CREATE TABLE "search_misses" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "search_misses_day_query_pk" PRIMARY KEY("day","query")
);
--> statement-breakpoint
ALTER TABLE "feature_comments" DROP CONSTRAINT "feature_comments_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "feature_comments" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feature_comments" ADD CONSTRAINT "feature_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resource_views_viewed_idx" ON "resource_views" USING btree ("viewed_at");--> statement-breakpoint
CREATE INDEX "saved_resources_saved_idx" ON "saved_resources" USING btree ("saved_at");