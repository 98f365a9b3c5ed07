CREATE TABLE "search_state" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "search_state_single_row" CHECK ("search_state"."id")
);
