CREATE TABLE "vocabulary_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"label" text NOT NULL,
	"terms" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "vocabulary_groups_terms_gin" ON "vocabulary_groups" USING gin ("terms");--> statement-breakpoint
-- Search expands query words through the vocabulary, so a change to it is a change of what
-- searches find: it moves the one content version that cached results are checked against.
CREATE TRIGGER vocabulary_groups_content_bump
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vocabulary_groups
  FOR EACH STATEMENT EXECUTE FUNCTION praxis_content_changed();
