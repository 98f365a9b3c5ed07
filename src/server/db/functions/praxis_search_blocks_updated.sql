-- Edited blocks refresh their items' search documents (one refresh per statement) and add their
-- words to the lexicon, except blocks of a draft.
CREATE OR REPLACE FUNCTION public.praxis_search_blocks_updated()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  BEGIN
    PERFORM praxis_search_refresh(ARRAY(
      SELECT resource_id FROM new_rows UNION SELECT resource_id FROM old_rows));
    INSERT INTO search_terms (word)
    SELECT DISTINCT w FROM new_rows AS n
    JOIN resources AS r ON r.id = n.resource_id AND r.status = 'published'
    CROSS JOIN LATERAL praxis_search_words(praxis_block_text(n.data)) AS w
    ON CONFLICT DO NOTHING;
    RETURN NULL;
  END
  $function$;
CREATE TRIGGER resource_blocks_search_update AFTER UPDATE ON public.resource_blocks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION praxis_search_blocks_updated();
