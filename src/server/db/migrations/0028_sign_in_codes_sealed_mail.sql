CREATE TABLE "one_time_codes" (
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_codes_user_id_purpose_pk" PRIMARY KEY("user_id","purpose")
);
--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "body" text;--> statement-breakpoint
-- Mail queued before bodies were sealed keeps its content, marked plain, until it is delivered.
UPDATE "mail_queue" SET "body" = 'plain:' || jsonb_build_object('html', "html", 'text', "text", 'headers', "headers")::text;--> statement-breakpoint
ALTER TABLE "mail_queue" ALTER COLUMN "body" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_queue" DROP COLUMN "html";--> statement-breakpoint
ALTER TABLE "mail_queue" DROP COLUMN "text";--> statement-breakpoint
ALTER TABLE "mail_queue" DROP COLUMN "headers";