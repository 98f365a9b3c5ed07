import { type SQL, sql } from 'drizzle-orm';
import type { ContentCard } from '../../../shared/content-card';
import type { SearchResult } from '../../../shared/contract/search';
import type { Db } from '../../db/client';
import { decodeColumns } from '../../db/decode-columns';
import { perDatabase } from '../../db/prepared';
import {
  contentState,
  resourceSearch,
  resources,
  SEARCH_KINDS,
  type SearchKind,
  searchTerms,
  vocabularyGroups,
} from '../../db/schema';
import { isEnglishWord } from '../../lib/english-words';
import { type CardRow, cardColumns, isSavedColumn, toCard } from '../content/card';
import { isPublished, textArray } from '../content/where';
import { CACHED_RESULTS, type CachedSearch, covers, type SearchCache } from './cache';
import { parseSearchQuery } from './query';

export interface SearchOptions {
  q: string;
  userId: string;
  type?: SearchKind;
  page: number;
  pageSize: number;
  /** Match the last word as a prefix (as-you-type). On by default. */
  prefix?: boolean;
  now?: Date;
  /**
   * The app's result cache (deps.searchCache), to answer a repeated query from and to keep this
   * one's results in. Absent or null: the search runs the full statement and keeps nothing.
   */
  cache?: SearchCache | null;
}

/** One page of ranked results: the shape is the contract's. */
export type { SearchResult };

/** Ranking weights of ts_rank for the D, C, B, A parts of the document (body … title). */
const WEIGHTS = '{0.05, 0.2, 0.4, 1.0}';
/**
 * First-pass tiers (cheap, computed for every match), summed: the whole query is the title, the
 * title contains it, the item holds every word (only telling in the relaxed modes), the title
 * holds the words. ts_rank (below 1) orders within a tier.
 */
const TIER_EXACT_TITLE = 8;
const TIER_TITLE_PHRASE = 4;
const TIER_EVERY_WORD = 2;
const TIER_TITLE_WORDS = 1;
/**
 * Matching relaxes step by step: every word; with fewer than FEW such items (3+ words), every
 * word but one; with none, any word.
 */
const FEW = 3;
/** Matches re-ranked with ts_rank after the first pass; deeper pages keep first-pass order. */
export const RERANK = 120;
if (CACHED_RESULTS > RERANK) throw new Error('CACHED_RESULTS must not exceed RERANK');
/** Prefix completions of the last word looked up in the lexicon (their stems join the query). */
const COMPLETIONS = 8;
/** Nearest lexicon words considered for a word that is not in the lexicon. */
const CANDIDATES = 12;

/** The card columns, selected under their own names (decodeColumns reads them back). */
const cardSelection = sql.join(Object.values(cardColumns), sql`, `);

function decodeCard(raw: Record<string, unknown>): CardRow {
  return { ...decodeColumns(cardColumns, raw), isSaved: raw.is_saved === true || raw.is_saved === 't' };
}

const toNumber = (v: unknown) => (typeof v === 'number' ? v : Number(v ?? 0));
const fromJson = (v: unknown): unknown => (typeof v === 'string' ? JSON.parse(v) : v);

type Row = Record<string, unknown>;
const rowsOf = async (db: Db, statement: SQL) =>
  ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;

/** The content version the statement reads (null after the tables were emptied: never cached). */
const versionColumn = sql`(SELECT version FROM ${contentState}) AS version`;
const versionOf = (row: Row | undefined) =>
  row?.version === null || row?.version === undefined ? null : toNumber(row.version);

/** Cards (with the member's isSaved) joined on ids chosen by the rest of the statement. */
const cardsColumns = (userId: string) => sql`${cardSelection}, ${isSavedColumn(userId).sql} AS is_saved`;

/**
 * A cached page: the current content version (always one row) and the cards of the given ids, with
 * the member's isSaved. Prepared once per database.
 */
const cachedPageStatement = perDatabase((db: Db) =>
  db
    .select({
      version: sql<number | null>`(SELECT version FROM ${contentState})`.as('version'),
      ...cardColumns,
      isSaved: isSavedColumn(sql.placeholder('userId')),
    })
    .from(sql`(SELECT 1) AS one`)
    .leftJoin(resources, sql`${resources.id} = ANY(${sql.placeholder('ids')}::text[])`)
    .prepare('search_cached_page'),
);

function cardsOf(rows: Row[], now: Date): ContentCard[] {
  return rows.filter((r) => r.id !== null && r.id !== undefined).map((r) => toCard(decodeCard(r), now));
}

/** The cards of `ids` (with the member's isSaved) and the current content version, in one statement. */
export async function cardsAtVersion(
  db: Db,
  opts: { ids: string[]; userId: string; now?: Date },
): Promise<{ version: number | null; cards: Map<string, ContentCard> }> {
  const rows = await cachedPageStatement(db).execute({ ids: opts.ids, userId: opts.userId });
  const now = opts.now ?? new Date();
  return {
    version: versionOf(rows[0]),
    cards: new Map(
      rows.flatMap((row) => (row.id === null ? [] : [toCard(row as CardRow, now)])).map((c) => [c.id, c]),
    ),
  };
}

/**
 * Ranked full-text search in ONE statement. Per query word, in the database:
 * a known word is used as is; the last word, when it starts a lexicon word, becomes a prefix plus
 * the stems of its shortest completions (`coachin` → coachin:* | coach); an unknown word is
 * replaced by its nearest lexicon word within 1 typo (4–6 letters) or 2 typos (7+), found by
 * trigram KNN and checked by edit distance. All words must match; with fewer than FEW such
 * items and 3+ words, all but one must (questions carry words the answer lacks); with none, any
 * word may. Items holding every word still rank first.
 *
 * Ranking in two passes, so that a broad word (thousands of matches) stays cheap: every match
 * gets a title tier (exact title, title contains the query, title holds every word); the best
 * RERANK of them by tier then recency are re-ranked by tier + ts_rank over the weighted document
 * (title > topics, speaker, industry > blurb, source > body). Pages past RERANK continue in
 * first-pass order. Counts per type are taken over all matches, the page over the chosen type.
 *
 * A query repeated while the index is unchanged is answered from the app's cache (cache.ts), when
 * the caller passes one: still one statement, reading the content version and the page's cards.
 */
export async function searchLibrary(db: Db, opts: SearchOptions): Promise<SearchResult> {
  const { page, pageSize } = opts;
  const query = opts.q.trim();
  const { terms, phrase } = parseSearchQuery(query);
  const empty: SearchResult = { query, items: [], total: 0, counts: {}, page, pageSize };
  if (terms.length === 0) return empty;
  const prefix = opts.prefix !== false;
  const type = opts.type ?? null;
  const offset = (page - 1) * pageSize;
  const now = opts.now ?? new Date();

  // A repeated query (as-you-type prefixes, popular words) is served from the app's cache with
  // one small query: the version check and the page's cards.
  const cache = opts.cache ?? null;
  const key = JSON.stringify([terms, phrase, prefix, type]);
  const cached = cache?.get(key);
  if (cached && covers(cached, offset, pageSize)) {
    const ids = cached.ids.slice(offset, offset + pageSize);
    const rows = await cachedPageStatement(db).execute({ ids, userId: opts.userId });
    if (versionOf(rows[0]) === cached.version) {
      const byId = new Map(
        rows.flatMap((row) => (row.id === null ? [] : [toCard(row as CardRow, now)])).map((c) => [c.id, c]),
      );
      const items = ids.flatMap((id) => byId.get(id) ?? []);
      return { query, items, total: cached.total, counts: cached.counts, page, pageSize };
    }
    cache?.delete(key);
  }

  const rows = await rowsOf(
    db,
    searchStatement({ terms, phrase, prefix, type, offset, pageSize, userId: opts.userId }),
  );
  const first = rows[0];
  if (!first) return empty;
  const counts: Partial<Record<SearchKind, number>> = {};
  for (const [kind, n] of Object.entries((fromJson(first.counts) ?? {}) as Record<string, unknown>)) {
    if (toNumber(n) > 0) counts[kind as SearchKind] = toNumber(n);
  }
  // Types partition the matches: the filtered total is that type's count.
  const total = type ? (counts[type] ?? 0) : Object.values(counts).reduce((a, n) => a + n, 0);
  const version = versionOf(first);
  if (cache && version !== null) {
    const entry: CachedSearch = { version, counts, total, ids: (fromJson(first.top_ids) ?? []) as string[] };
    cache.set(key, entry);
  }
  return { query, items: cardsOf(rows, now), total, counts, page, pageSize };
}

/**
 * The query words as the lexicon knows them, as CTEs ending in `fixed` (term, ord, as_prefix,
 * exact, starts_word, correction): a word of the lexicon or of the vocabulary is kept; the last
 * word, with `prefix`, may start a lexicon word; an English word is kept as it is (the library
 * lacks it, it is no typo); any other word of 4+ letters is corrected to its nearest lexicon word
 * within 1 typo (4–6 letters) or 2 (7+), found by trigram KNN and checked by edit distance. Shared
 * by search and the assistant's retrieval.
 */
export function correctionCtes(terms: readonly string[], prefix: boolean): SQL {
  const english = terms.filter(isEnglishWord);
  return sql`
    input AS (
      SELECT t.term, t.ord::int AS ord, (${prefix}::boolean AND t.ord = ${terms.length}) AS as_prefix,
             CASE WHEN t.term = ANY(${textArray(english)}) THEN 0
                  WHEN length(t.term) >= 7 THEN 2 WHEN length(t.term) >= 4 THEN 1 ELSE 0 END AS max_typos
      FROM unnest(${textArray(terms)}) WITH ORDINALITY AS t(term, ord)
    ),
    known AS (
      SELECT i.*,
        (EXISTS (SELECT 1 FROM ${searchTerms} s WHERE s.word = i.term)
          OR EXISTS (SELECT 1 FROM ${vocabularyGroups} v WHERE v.terms @> ARRAY[i.term])) AS exact,
        (i.as_prefix AND EXISTS (SELECT 1 FROM ${searchTerms} s WHERE s.word LIKE i.term || '%')) AS starts_word
      FROM input i
    ),
    fixed AS (
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
 * The other terms of the vocabulary groups that hold `word`, as one tsquery (phrases kept as
 * phrases: "training needs analysis" is train <-> need <-> analysi), or NULL when none does. A
 * query word then matches what practitioners call the same thing: "TNA" finds needs analyses.
 */
const vocabularyAlternatives = (word: SQL) => sql`(
  SELECT string_agg('(' || e.q::text || ')', ' | ')::tsquery
  FROM (
    SELECT DISTINCT phraseto_tsquery('english', t) AS q
    FROM ${vocabularyGroups} v CROSS JOIN LATERAL unnest(v.terms) AS t
    WHERE v.terms @> ARRAY[${word}] AND t <> ${word}
  ) e
  WHERE numnode(e.q) > 0)`;

/** Topics offered when a search finds nothing: the ones most published items carry. */
export const POPULAR_TOPICS = 6;

export async function popularTopics(db: Db): Promise<string[]> {
  const rows = await rowsOf(
    db,
    sql`SELECT t.topic, count(*) AS n
        FROM ${resources} CROSS JOIN LATERAL unnest(${resources.topics}) AS t(topic)
        WHERE ${isPublished}
        GROUP BY t.topic ORDER BY n DESC, t.topic LIMIT ${POPULAR_TOPICS}`,
  );
  return rows.map((r) => String(r.topic));
}

interface StatementInput {
  terms: string[];
  phrase: string;
  prefix: boolean;
  type: SearchKind | null;
  offset: number;
  pageSize: number;
  userId: string;
}

/** The search statement: matches, counts, the best CACHED_RESULTS ids and the page of cards. */
function searchStatement({ terms, phrase, prefix, type, offset, pageSize, userId }: StatementInput): SQL {
  const typeFilter = sql`(${type}::text IS NULL OR kind = ${type}::text)`;
  const rerankHead = Math.max(0, Math.min(pageSize, RERANK - offset));
  const tailOffset = Math.max(offset, RERANK);
  const tailLimit = Math.max(0, offset + pageSize - tailOffset);

  // First pass, for every match: title tiers only (the title-weighted query reads the same
  // document the match just read; no ts_rank yet).
  // The title is compared with the typed phrase only when it holds the words (most rows do not).
  const tier = (titleQuery: SQL, extra: SQL) => sql`(CASE WHEN rs.document @@ ${titleQuery}
        THEN ${TIER_TITLE_WORDS} + CASE WHEN rs.title = ${phrase} THEN ${TIER_EXACT_TITLE}
                                        WHEN strpos(rs.title, ${phrase}) > 0 THEN ${TIER_TITLE_PHRASE} ELSE 0 END
        ELSE 0 END + ${extra}) AS tier`;
  // One pass, no hashing: a filtered count per type (types without results are dropped in JS).
  const countsByKind = sql.join(
    SEARCH_KINDS.map((kind) => sql`${kind}::text, count(*) FILTER (WHERE kind = ${kind})`),
    sql`, `,
  );
  // In the relaxed modes, an item holding every word still goes first.
  const fullMatch = sql`CASE WHEN rs.document @@ (SELECT q_all FROM q) THEN ${TIER_EVERY_WORD} ELSE 0 END`;
  // The query restricted to title (weight A) lexemes: 'coach' → 'coach':A, 'coach':* → 'coach':*A.
  const onlyTitle = (column: SQL) =>
    sql`regexp_replace(${column}::text, '''((?:[^'']|'''')*)''(?::(\\*))?', '''\\1'':\\2A', 'g')::tsquery`;

  return sql`
    WITH ${correctionCtes(terms, prefix)},
    pieces AS (
      SELECT f.ord,
        CASE
          WHEN f.exact AND numnode(plainto_tsquery('english', f.term)) = 0 THEN ''::tsquery
          WHEN f.starts_word THEN to_tsquery('english', concat_ws(' | ', '''' || f.term || ''':*', (
            SELECT string_agg('''' || w.word || '''', ' | ')
            FROM (
              SELECT s.word FROM ${searchTerms} s WHERE s.word LIKE f.term || '%'
              ORDER BY length(s.word), s.word LIMIT ${COMPLETIONS}
            ) w)))
          ELSE plainto_tsquery('english', coalesce(f.correction, f.term))
        END || coalesce(${vocabularyAlternatives(sql`coalesce(f.correction, f.term)`)}, ''::tsquery) AS piece
      FROM fixed f
    ),
    live AS (SELECT ord, piece FROM pieces WHERE numnode(piece) > 0),
    q0 AS (
      SELECT
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
      SELECT q_all, q_any, q_most, n,
        ${onlyTitle(sql`q_all`)} AS t_all, ${onlyTitle(sql`q_any`)} AS t_any, ${onlyTitle(sql`q_most`)} AS t_most
      FROM q0
    ),
    -- Every word; with fewer than FEW such items (3+ words), every word but one; with none, any
    -- word. The relaxed scans run only when their one-time conditions hold.
    every_word AS MATERIALIZED (
      SELECT rs.resource_id, rs.kind, rs.created_at, ${tier(sql`(SELECT t_all FROM q)`, sql`0`)}
      FROM ${resourceSearch} rs
      WHERE rs.document @@ (SELECT q_all FROM q)
    ),
    most_words AS MATERIALIZED (
      SELECT rs.resource_id, rs.kind, rs.created_at, ${tier(sql`(SELECT t_most FROM q)`, fullMatch)}
      FROM ${resourceSearch} rs
      WHERE (SELECT n FROM q) >= 3
        AND (SELECT count(*) FROM (SELECT 1 FROM every_word LIMIT ${FEW}) few) < ${FEW}
        AND rs.document @@ (SELECT q_most FROM q)
    ),
    any_word AS MATERIALIZED (
      SELECT rs.resource_id, rs.kind, rs.created_at, ${tier(sql`(SELECT t_any FROM q)`, fullMatch)}
      FROM ${resourceSearch} rs
      WHERE (SELECT n FROM q) >= 2
        AND NOT EXISTS (SELECT 1 FROM every_word) AND NOT EXISTS (SELECT 1 FROM most_words)
        AND rs.document @@ (SELECT q_any FROM q)
    ),
    -- Read in place by each consumer (no second copy of a large match set).
    matched AS NOT MATERIALIZED (
      SELECT * FROM most_words
      UNION ALL
      SELECT * FROM every_word WHERE NOT EXISTS (SELECT 1 FROM most_words)
      UNION ALL
      SELECT * FROM any_word
    ),
    candidates AS (
      SELECT resource_id, tier, created_at FROM matched
      WHERE ${typeFilter}
      ORDER BY tier DESC, created_at DESC, resource_id
      LIMIT ${RERANK}
    ),
    reranked AS (
      SELECT c.resource_id, c.created_at,
             c.tier + ts_rank(${WEIGHTS}::float4[], rs.document, (SELECT q_any FROM q)) AS score
      FROM candidates c
      JOIN ${resourceSearch} rs ON rs.resource_id = c.resource_id
    ),
    page AS (
      (SELECT resource_id, 0 AS part, score AS s, created_at FROM reranked
       ORDER BY score DESC, created_at DESC, resource_id
       LIMIT ${rerankHead} OFFSET ${offset})
      UNION ALL
      (SELECT resource_id, 1 AS part, tier::float4 AS s, created_at FROM matched
       WHERE ${typeFilter}
       ORDER BY tier DESC, created_at DESC, resource_id
       LIMIT ${tailLimit} OFFSET ${tailOffset})
    )
    SELECT
      (SELECT json_build_object(${countsByKind}) FROM matched) AS counts,
      -- The head of the final order for the cache (CACHED_RESULTS ≤ RERANK: all re-ranked).
      (SELECT coalesce(json_agg(b.resource_id ORDER BY b.score DESC, b.created_at DESC, b.resource_id), '[]'::json)
         FROM (SELECT resource_id, score, created_at FROM reranked
               ORDER BY score DESC, created_at DESC, resource_id LIMIT ${CACHED_RESULTS}) b) AS top_ids,
      ${versionColumn},
      ${cardsColumns(userId)}
    FROM (SELECT 1) AS one
    LEFT JOIN page p ON true
    LEFT JOIN ${resources} ON ${resources.id} = p.resource_id
    ORDER BY p.part, p.s DESC, p.created_at DESC, p.resource_id`;
}
