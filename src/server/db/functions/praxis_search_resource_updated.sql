-- An edited item's search row follows it: only when searchable columns change (view counts never
-- touch the index). Publishing indexes the item, unpublishing removes it, in the same statement.
CREATE OR REPLACE FUNCTION public.praxis_search_resource_updated()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  BEGIN
    IF NEW.status <> 'published' THEN
      DELETE FROM resource_search WHERE resource_id = NEW.id;
      RETURN NULL;
    END IF;
    INSERT INTO resource_search (resource_id, kind, title, created_at, document)
    VALUES (NEW.id, praxis_search_kind(NEW.type, NEW.is_praxis_case), lower(NEW.title), NEW.created_at,
            praxis_search_head(NEW.title, NEW.topics, NEW.speaker, NEW.industry, NEW.blurb, NEW.description,
              NEW.source, NEW.publisher, NEW.challenge, NEW.solution, NEW.results, NEW.purpose, NEW.media_type,
              NEW.year) || praxis_search_body(NEW.id))
    ON CONFLICT (resource_id) DO UPDATE
      SET kind = excluded.kind, title = excluded.title, created_at = excluded.created_at,
          document = excluded.document;
    INSERT INTO search_terms (word)
    SELECT w
    FROM praxis_search_words(concat_ws(' ', NEW.title, array_to_string(NEW.topics, ' '), NEW.speaker, NEW.industry,
      NEW.blurb, NEW.description, NEW.source, NEW.publisher, NEW.challenge, NEW.solution, NEW.results, NEW.purpose)) AS w
    ON CONFLICT DO NOTHING;
    -- Words of blocks written while the item was a draft join the lexicon when it is published.
    IF OLD.status IS DISTINCT FROM NEW.status THEN
      INSERT INTO search_terms (word)
      SELECT DISTINCT w FROM resource_blocks AS b
      CROSS JOIN LATERAL praxis_search_words(praxis_block_text(b.data)) AS w
      WHERE b.resource_id = NEW.id
      ON CONFLICT DO NOTHING;
    END IF;
    RETURN NULL;
  END
  $function$;
CREATE TRIGGER resources_search_update AFTER UPDATE ON public.resources FOR EACH ROW WHEN (((old.title IS DISTINCT FROM new.title) OR (old.topics IS DISTINCT FROM new.topics) OR (old.speaker IS DISTINCT FROM new.speaker) OR (old.industry IS DISTINCT FROM new.industry) OR (old.blurb IS DISTINCT FROM new.blurb) OR (old.description IS DISTINCT FROM new.description) OR (old.source IS DISTINCT FROM new.source) OR (old.publisher IS DISTINCT FROM new.publisher) OR (old.challenge IS DISTINCT FROM new.challenge) OR (old.solution IS DISTINCT FROM new.solution) OR (old.results IS DISTINCT FROM new.results) OR (old.purpose IS DISTINCT FROM new.purpose) OR (old.media_type IS DISTINCT FROM new.media_type) OR (old.year IS DISTINCT FROM new.year) OR (old.type IS DISTINCT FROM new.type) OR (old.is_praxis_case IS DISTINCT FROM new.is_praxis_case) OR (old.created_at IS DISTINCT FROM new.created_at) OR (old.status IS DISTINCT FROM new.status))) EXECUTE FUNCTION praxis_search_resource_updated();
