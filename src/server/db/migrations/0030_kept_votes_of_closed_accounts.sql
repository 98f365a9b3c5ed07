ALTER TABLE "roadmap_features" ADD COLUMN "departed_upvotes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A closed account's upvotes leave with it, but each feature keeps counting them: before the
-- account's row goes (and its votes with it), every feature it voted for counts one departed vote.
CREATE OR REPLACE FUNCTION praxis_keep_departed_upvotes() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE roadmap_features f SET departed_upvotes = f.departed_upvotes + 1
  WHERE f.id IN (SELECT fu.feature_id FROM feature_upvotes fu WHERE fu.user_id = OLD.id);
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_keep_departed_upvotes BEFORE DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION praxis_keep_departed_upvotes();
