CREATE TABLE "roadmap_notifications" (
	"change_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "roadmap_notifications_change_id_user_id_pk" PRIMARY KEY("change_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "roadmap_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feature_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_page_views" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_page_views_count_nonnegative" CHECK ("survey_page_views"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "roadmap_updates" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "roadmap_notifications" ADD CONSTRAINT "roadmap_notifications_change_id_roadmap_status_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."roadmap_status_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roadmap_notifications" ADD CONSTRAINT "roadmap_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roadmap_status_changes" ADD CONSTRAINT "roadmap_status_changes_feature_id_roadmap_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."roadmap_features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roadmap_status_changes" ADD CONSTRAINT "roadmap_status_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_page_views" ADD CONSTRAINT "survey_page_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roadmap_status_changes_feature_idx" ON "roadmap_status_changes" USING btree ("feature_id","changed_at" DESC NULLS LAST);