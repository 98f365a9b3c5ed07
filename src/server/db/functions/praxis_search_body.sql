-- The body of an item's search document (weight D): the text of its blocks in order.
CREATE OR REPLACE FUNCTION public.praxis_search_body(item_id text)
 RETURNS tsvector
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$
    SELECT setweight(to_tsvector('english',
             coalesce(string_agg(praxis_block_text(b.data), ' ' ORDER BY b.position), '')), 'D')
    FROM resource_blocks b
    WHERE b.resource_id = item_id
  $function$;
