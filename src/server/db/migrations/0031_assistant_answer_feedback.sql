CREATE TABLE "assistant_answer_feedback" (
	"message_id" uuid PRIMARY KEY NOT NULL,
	"rating" text NOT NULL,
	"note" text,
	"shared_question" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_answer_feedback_rating_known" CHECK ("assistant_answer_feedback"."rating" IN ('up', 'down'))
);
--> statement-breakpoint
ALTER TABLE "assistant_answer_feedback" ADD CONSTRAINT "assistant_answer_feedback_message_id_assistant_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."assistant_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistant_answer_feedback_shared_idx" ON "assistant_answer_feedback" USING btree ("updated_at" DESC NULLS LAST) WHERE "assistant_answer_feedback"."shared_question" IS NOT NULL;