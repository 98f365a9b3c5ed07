-- How far apart two words are for typo correction: optimal string alignment distance (Levenshtein
-- plus adjacent transpositions), giving up above max_d. With as_prefix, the distance from a to the
-- closest prefix of b (a half-typed last word).
CREATE OR REPLACE FUNCTION public.praxis_typo_distance(a text, b text, max_d integer, as_prefix boolean)
 RETURNS integer
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
  DECLARE
    ca text[] := string_to_array(a, NULL);
    cb text[] := string_to_array(b, NULL);
    la integer := coalesce(array_length(ca, 1), 0);
    lb integer := coalesce(array_length(cb, 1), 0);
    prev2 integer[];
    prev integer[];
    cur integer[];
    best integer;
    row_min integer;
    v integer;
  BEGIN
    IF NOT as_prefix AND abs(la - lb) > max_d THEN RETURN max_d + 1; END IF;
    IF la = 0 THEN RETURN CASE WHEN as_prefix THEN 0 ELSE lb END; END IF;
    IF lb = 0 THEN RETURN la; END IF;
    prev := ARRAY(SELECT generate_series(0, lb));
    FOR i IN 1..la LOOP
      cur := array_fill(0, ARRAY[lb + 1]);
      cur[1] := i;
      row_min := i;
      FOR j IN 1..lb LOOP
        v := least(prev[j + 1] + 1, cur[j] + 1, prev[j] + CASE WHEN ca[i] = cb[j] THEN 0 ELSE 1 END);
        IF i > 1 AND j > 1 AND ca[i] = cb[j - 1] AND ca[i - 1] = cb[j] THEN
          v := least(v, prev2[j - 1] + 1);
        END IF;
        cur[j + 1] := v;
        row_min := least(row_min, v);
      END LOOP;
      IF row_min > max_d THEN RETURN max_d + 1; END IF;
      prev2 := prev;
      prev := cur;
    END LOOP;
    IF as_prefix THEN
      best := prev[1];
      FOR j IN 1..lb LOOP best := least(best, prev[j + 1]); END LOOP;
      RETURN least(best, max_d + 1);
    END IF;
    RETURN least(prev[lb + 1], max_d + 1);
  END
  $function$;
