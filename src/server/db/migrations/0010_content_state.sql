CREATE TABLE "content_state" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "content_state_single_row" CHECK ("content_state"."id")
);
