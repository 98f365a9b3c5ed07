-- The searchable text of one content block (resource_blocks.data): its title, text, content,
-- caption and the text of its items.
CREATE OR REPLACE FUNCTION public.praxis_block_text(data jsonb)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
    SELECT concat_ws(' ', data->>'title', data->>'text', data->>'content', data->>'caption',
      CASE WHEN jsonb_typeof(data->'items') = 'array' THEN (
        SELECT string_agg(CASE jsonb_typeof(e)
                            WHEN 'string' THEN e #>> '{}'
                            WHEN 'object' THEN concat_ws(' ', e->>'title', e->>'text', e->>'content')
                          END, ' ')
        FROM jsonb_array_elements(data->'items') AS e)
      END)
  $function$;
