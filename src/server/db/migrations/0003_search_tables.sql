CREATE TABLE "resource_search" (
	"resource_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resource_search" ADD CONSTRAINT "resource_search_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resource_search_document_gin" ON "resource_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_terms_word_trgm" ON "search_terms" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_terms_word_prefix" ON "search_terms" USING btree ("word" text_pattern_ops);