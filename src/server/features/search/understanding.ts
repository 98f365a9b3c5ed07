import { type SQL, sql } from 'drizzle-orm';
import { searchTerms, vocabularyGroups } from '../../db/schema';
import { isEnglishWord } from '../../lib/english-words';
import { onlyTitle } from './library-index';
import { MAX_TERMS } from './query';
import { TSQUERY_TERM } from './rank';

// How a search's words become tsqueries in the database: corrections, completions, the vocabulary.

/** Prefix completions of the last word looked up in the lexicon (their stems join the query). */
const COMPLETIONS = 8;
/** Nearest lexicon words considered for a word that is not in the lexicon. */
const CANDIDATES = 12;

/**
 * The query words as the lexicon knows them, as CTEs ending in `fixed` (term, ord, as_prefix,
 * exact, starts_word, correction): a word of the lexicon or of the vocabulary is kept; the last
 * word, with `prefix`, may start a lexicon word; an English word is kept as it is (the library
 * lacks it, it is no typo); any other word of 4+ letters is corrected to its nearest lexicon word
 * within 1 typo (4–6 letters) or 2 (7+), found by trigram KNN and checked by edit distance. Shared
 * by search and the assistant's retrieval.
 */
export function correctionCtes(terms: readonly string[], prefix: boolean): SQL {
  return correctionCtesOf(sql`${JSON.stringify(queryWords(terms, prefix))}`);
}

/** One query word as the statements take it: the word, whether it is matched as a prefix, typos allowed. */
export type QueryWord = [term: string, asPrefix: boolean, maxTypos: number];

/** The words of a query: the last one is a prefix (when typing); how many typos each may be corrected for. */
export function queryWords(terms: readonly string[], prefix: boolean): QueryWord[] {
  return terms.map((term, i) => [term, prefix && i === terms.length - 1, maxTypos(term)]);
}

/** An English word is kept as typed (the library lacks it: it is no typo); 1 typo from 4 letters, 2 from 7. */
const maxTypos = (term: string) =>
  isEnglishWord(term) ? 0 : term.length >= 7 ? 2 : term.length >= 4 ? 1 : 0;

/** `words`: the query words (QueryWord) as one JSON parameter. */
function correctionCtesOf(words: SQL): SQL {
  return sql`
    input AS (
      SELECT w.e->>0 AS term, w.ord::int AS ord, (w.e->>1)::boolean AS as_prefix, (w.e->>2)::int AS max_typos
      -- The limit (never reached: a query has at most MAX_TERMS words) tells the planner how few
      -- words come, so it looks each one up rather than hashing the whole lexicon.
      FROM (SELECT * FROM json_array_elements(${words}::json) WITH ORDINALITY LIMIT ${sql.raw(String(MAX_TERMS))}) AS w(e, ord)
    ),
    known AS (
      SELECT i.*,
        (EXISTS (SELECT 1 FROM ${searchTerms} s WHERE s.word = i.term)
          OR EXISTS (SELECT 1 FROM ${vocabularyGroups} v WHERE v.terms @> ARRAY[i.term])) AS exact,
        (i.as_prefix AND EXISTS (SELECT 1 FROM ${searchTerms} s WHERE s.word LIKE i.term || '%')) AS starts_word
      FROM input i
    ),
    fixed AS MATERIALIZED (
      SELECT k.*,
        CASE WHEN k.exact OR k.starts_word OR k.max_typos = 0 THEN NULL ELSE (
          SELECT c.word
          FROM (
            (SELECT s.word FROM ${searchTerms} s ORDER BY s.word <-> k.term LIMIT ${CANDIDATES})
            UNION
            (SELECT s.word FROM ${searchTerms} s WHERE k.as_prefix ORDER BY k.term <<-> s.word LIMIT ${CANDIDATES})
          ) c
          CROSS JOIN LATERAL (SELECT praxis_typo_distance(k.term, c.word, k.max_typos, k.as_prefix) AS d) x
          WHERE x.d <= k.max_typos
          ORDER BY x.d, similarity(k.term, c.word) DESC, length(c.word), c.word
          LIMIT 1
        ) END AS correction
      FROM known k
    )`;
}

/**
 * The other terms of the vocabulary groups that hold `word`, one tsquery per row (phrases kept as
 * phrases: "training needs analysis" is train <-> need <-> analysi). A query word then matches what
 * practitioners call the same thing: "TNA" finds needs analyses.
 */
const vocabularyAlternatives = (word: SQL) => sql`
  SELECT DISTINCT phraseto_tsquery('english', t)
  FROM ${vocabularyGroups} v CROSS JOIN LATERAL unnest(v.terms) AS t
  WHERE v.terms @> ARRAY[${word}] AND t <> ${word}`;

/** A term of a tsquery's text (rank.ts's pattern), as an SQL string. */
const RANK_TERM_PATTERN = `'${TSQUERY_TERM.replaceAll("'", "''")}'`;

/**
 * The query as tsqueries, as CTEs after correctionCtes: `alternatives` (ord, alt: each form a
 * word may take, one per row: the word or its correction; while typing, its prefix and shortest
 * completions; the other terms of its vocabulary groups), `live` (ord, piece: a word's
 * alternatives joined by OR; a word that is only a stop word drops out) and `q` (q_rank: the
 * distinct terms, joined by OR, that results are ranked by; q_all, q_any, q_most, n: the number of
 * live words; t_all, t_any, t_most: the same restricted to titles).
 * Shared by the full statement and the in-process index's path.
 */
export function queryCtes(words: SQL): SQL {
  return sql`
    ${alternativesCtes(words)},
    live AS (
      SELECT ord, string_agg('(' || alt::text || ')', ' | ')::tsquery AS piece FROM alternatives GROUP BY ord
    ),
    -- The distinct terms of every alternative, each once (a prefix where any of its forms is one):
    -- what results are ranked by (ts_rank), whatever their words' alternatives repeat.
    rank_terms AS (
      SELECT m[1] AS term, bool_or(m[2] IS NOT NULL) AS as_prefix
      FROM alternatives a
      CROSS JOIN LATERAL regexp_matches(a.alt::text, ${sql.raw(RANK_TERM_PATTERN)}, 'g') AS m
      GROUP BY m[1]
    ),
    q0 AS (
      SELECT
        (SELECT string_agg('''' || term || '''' || CASE WHEN as_prefix THEN ':*' ELSE '' END, ' | ')
         FROM rank_terms)::tsquery AS q_rank,
        (SELECT string_agg('(' || piece::text || ')', ' & ' ORDER BY ord) FROM live)::tsquery AS q_all,
        (SELECT string_agg('(' || piece::text || ')', ' | ' ORDER BY ord) FROM live)::tsquery AS q_any,
        -- Every word but one, for 3+ words: (b & c) | (a & c) | (a & b).
        (SELECT string_agg('(' || sub || ')', ' | ') FROM (
           SELECT string_agg('(' || p.piece::text || ')', ' & ' ORDER BY p.ord) AS sub
           FROM live x JOIN live p ON p.ord <> x.ord
           GROUP BY x.ord) s)::tsquery AS q_most,
        (SELECT count(*) FROM live) AS n
    ),
    q AS (
      SELECT q_rank, q_all, q_any, q_most, n,
        ${onlyTitle(sql`q_all`)} AS t_all, ${onlyTitle(sql`q_any`)} AS t_any, ${onlyTitle(sql`q_most`)} AS t_most
      FROM q0
    )`;
}

/** correctionCtes, then `alternatives` (ord, alt): see queryCtes. */
export function alternativesCtes(words: SQL): SQL {
  return sql`
    ${correctionCtesOf(words)},
    alternatives AS (
      SELECT f.ord, a.alt
      FROM fixed f CROSS JOIN LATERAL (
        SELECT to_tsquery('english', '''' || f.term || ''':*') AS alt WHERE f.starts_word
        UNION ALL
        SELECT to_tsquery('english', '''' || w.word || '''')
        FROM (
          SELECT s.word FROM ${searchTerms} s WHERE f.starts_word AND s.word LIKE f.term || '%'
          ORDER BY length(s.word), s.word LIMIT ${COMPLETIONS}
        ) w
        UNION ALL
        SELECT plainto_tsquery('english', coalesce(f.correction, f.term)) WHERE NOT f.starts_word
        UNION ALL
        (${vocabularyAlternatives(sql`coalesce(f.correction, f.term)`)})
      ) a
      WHERE numnode(a.alt) > 0
    )`;
}
