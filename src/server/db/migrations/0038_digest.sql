CREATE TABLE "digest_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"period" text NOT NULL,
	"frequency" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"counts" jsonb,
	"items" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_sends_member_period_uq" UNIQUE("user_id","period"),
	CONSTRAINT "digest_sends_status_known" CHECK ("digest_sends"."status" IN ('sent', 'skipped')),
	CONSTRAINT "digest_sends_reason_known" CHECK (("digest_sends"."status" = 'sent' AND "digest_sends"."reason" IS NULL) OR ("digest_sends"."status" = 'skipped' AND "digest_sends"."reason" IN ('nothing_new', 'no_access')))
);
--> statement-breakpoint
CREATE TABLE "digest_subscriptions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"frequency" text NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_subscriptions_frequency_known" CHECK ("digest_subscriptions"."frequency" IN ('off', 'weekly', 'monthly'))
);
--> statement-breakpoint
ALTER TABLE "digest_sends" ADD CONSTRAINT "digest_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_subscriptions" ADD CONSTRAINT "digest_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "digest_sends_created_idx" ON "digest_sends" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "digest_sends_status_created_idx" ON "digest_sends" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "digest_sends_member_sent_idx" ON "digest_sends" USING btree ("user_id","created_at" DESC NULLS LAST) WHERE "digest_sends"."status" = 'sent';--> statement-breakpoint
CREATE INDEX "digest_subscriptions_on_idx" ON "digest_subscriptions" USING btree ("frequency","user_id") WHERE "digest_subscriptions"."frequency" <> 'off';