-- Moves the one content version (content_state) to a value never used before (a sequence), so what
-- an app process built from the library for everyone is known to be stale.
CREATE OR REPLACE FUNCTION public.praxis_content_bump()
 RETURNS void
 LANGUAGE sql
AS $function$
    INSERT INTO content_state (id, version) VALUES (true, nextval('content_version_seq'))
    ON CONFLICT (id) DO UPDATE SET version = excluded.version;
  $function$;
