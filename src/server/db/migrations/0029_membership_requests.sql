ALTER TABLE "profiles" ADD COLUMN "membership_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "membership_refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "member_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "welcomed_at" timestamp with time zone;--> statement-breakpoint
-- Members who have signed in before this release have been greeted already: they are welcomed back.
UPDATE "profiles" SET "welcomed_at" = "last_sign_in_at" WHERE "last_sign_in_at" IS NOT NULL;
