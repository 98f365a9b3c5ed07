-- A closed account's upvotes leave with it, but each feature keeps counting them: before the
-- account's row goes (and its votes with it), every feature it voted for counts one departed vote.
CREATE OR REPLACE FUNCTION public.praxis_keep_departed_upvotes()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE roadmap_features f SET departed_upvotes = f.departed_upvotes + 1
  WHERE f.id IN (SELECT fu.feature_id FROM feature_upvotes fu WHERE fu.user_id = OLD.id);
  RETURN OLD;
END
$function$;
CREATE TRIGGER users_keep_departed_upvotes BEFORE DELETE ON public.users FOR EACH ROW EXECUTE FUNCTION praxis_keep_departed_upvotes();
