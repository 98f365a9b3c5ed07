import { type SQL, sql } from 'drizzle-orm';
import type { ContentCard } from '../../../shared/content-card';
import type { SearchResult } from '../../../shared/contract/search';
import type { Db } from '../../db/client';
import { type Row, rowsOf } from '../../db/rows';
import { decodeColumns } from '../../db/decode-columns';
import { perDatabase } from '../../db/prepared';
import { contentState, resourceSearch, resources, SEARCH_KINDS, type SearchKind } from '../../db/schema';
import { type CardRow, cardColumns, isSavedColumn, toCard } from '../content/card';
import { isPublished } from '../content/where';
import { CACHED_RESULTS, covers, type SearchCache } from './cache';
import { type LibraryIndex, matchInIndex, rerankHead, type SearchIndex, understand } from './library-index';
import { RANK_WEIGHTS } from './rank';
import { parseSearchQuery } from './query';
import { alternativesCtes, type QueryWord, queryCtes, queryWords } from './understanding';

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
  /**
   * The app's in-process index (deps.searchIndex, library-index.ts): while it is current, matches,
   * counts and the order come from it, and the database reads only the page's cards.
   * Absent or null (or not current): the full statement.
   */
  index?: SearchIndex | null;
}

/** One page of ranked results: the shape is the contract's. */
export type { SearchResult };

/** Ranking weights of ts_rank for the D, C, B, A parts of the document (body … title). */
const WEIGHTS = `{${RANK_WEIGHTS.join(', ')}}`;
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

/** The card columns, selected under their own names (decodeColumns reads them back). */
const cardSelection = sql.join(Object.values(cardColumns), sql`, `);

function decodeCard(raw: Record<string, unknown>): CardRow {
  return { ...decodeColumns(cardColumns, raw), isSaved: raw.is_saved === true || raw.is_saved === 't' };
}

const toNumber = (v: unknown) => (typeof v === 'number' ? v : Number(v ?? 0));
const fromJson = (v: unknown): unknown => (typeof v === 'string' ? JSON.parse(v) : v);

/** The content version the statement reads (null after the tables were emptied: never cached). */
const versionColumn = sql`(SELECT version FROM ${contentState}) AS version`;
const versionOf = (row: Row | undefined) =>
  row?.version === null || row?.version === undefined ? null : toNumber(row.version);

/** Cards (with the member's isSaved) joined on ids chosen by the rest of the statement. */
const cardsColumns = (userId: string) => sql`${cardSelection}, ${isSavedColumn(userId).sql} AS is_saved`;

/**
 * A page whose ids are known (from the cache or the index): the current content version (always one
 * row) and the cards of the given ids, with the member's isSaved. Prepared once per database.
 */
const pageCardsStatement = perDatabase((db: Db) =>
  db
    .select({
      version: sql<number | null>`(SELECT version FROM ${contentState})`.as('version'),
      ...cardColumns,
      isSaved: isSavedColumn(sql.placeholder('userId')),
    })
    .from(sql`(SELECT 1) AS one`)
    .leftJoin(resources, sql`${resources.id} = ANY(${sql.placeholder('ids')}::text[])`)
    .prepare('search_page_cards'),
);

function cardsOf(rows: Row[], now: Date): ContentCard[] {
  return rows.filter((r) => r.id !== null && r.id !== undefined).map((r) => toCard(decodeCard(r), now));
}

/** The cards of `ids` (with the member's isSaved) and the current content version, in one statement. */
export async function cardsAtVersion(
  db: Db,
  opts: { ids: string[]; userId: string; now?: Date },
): Promise<{ version: number | null; cards: Map<string, ContentCard> }> {
  const rows = await pageCardsStatement(db).execute({ ids: opts.ids, userId: opts.userId });
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
    const read = await cardsAtVersion(db, { ids, userId: opts.userId, now });
    if (read.version === cached.version) {
      const items = ids.flatMap((id) => read.cards.get(id) ?? []);
      return { query, items, total: cached.total, counts: cached.counts, page, pageSize };
    }
    cache?.delete(key);
  }

  const input: StatementInput = { terms, phrase, prefix, type, offset, pageSize, userId: opts.userId };
  const found =
    (opts.index && (await searchIndexed(db, opts.index, input, now))) || (await searchFull(db, input, now));
  if (!found) return empty;
  const { version, counts } = found;
  // Types partition the matches: the filtered total is that type's count.
  const total = type ? (counts[type] ?? 0) : Object.values(counts).reduce((a, n) => a + n, 0);
  if (cache && version !== null) cache.set(key, { version, counts, total, ids: found.topIds });
  return { query, items: found.items, total, counts, page, pageSize };
}

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

/** The first-pass tiers, for the in-process index to give as the statement does. */
const TIERS = {
  exactTitle: TIER_EXACT_TITLE,
  titlePhrase: TIER_TITLE_PHRASE,
  everyWord: TIER_EVERY_WORD,
  titleWords: TIER_TITLE_WORDS,
};

/** A search's answer before it is cut to the page asked for: what both paths give. */
interface Found {
  /** The content version the answer holds for (null: not to be cached). */
  version: number | null;
  counts: Partial<Record<SearchKind, number>>;
  /** The best CACHED_RESULTS ids in order, for the cache. */
  topIds: string[];
  items: ContentCard[];
}

/**
 * The alternatives (tsqueries' texts) of each query word given (QueryWord, as JSON), by the word's
 * position: for the in-process index, which keeps them per word. Prepared once per database.
 */
const understandStatement = perDatabase((db: Db) =>
  db
    .select({ alternatives: sql<unknown>`u.alternatives` })
    .from(
      sql`(WITH ${alternativesCtes(sql`${sql.placeholder('words')}`)}
            SELECT coalesce(json_agg(json_build_array(ord, alt::text) ORDER BY ord), '[]'::json) AS alternatives
            FROM alternatives) AS u`,
    )
    .prepare('search_understand'),
);

/**
 * The search through the app's in-process index, or null when the full statement must answer: no
 * index yet, a new one being read, or the content version moved past the index's. Words the index
 * has not seen at its version go to the database once (alternativesOf); once the index has found,
 * counted and ordered the matches, it re-ranks the best RERANK (rank.ts, as ts_rank does), one
 * prepared statement reads the page's cards and the current version, and an answer from an index no
 * longer current is dropped.
 */
async function searchIndexed(
  db: Db,
  searchIndex: SearchIndex,
  input: StatementInput,
  now: Date,
): Promise<Found | null> {
  const { terms, phrase, prefix, type, offset, pageSize, userId } = input;
  const index = searchIndex.latest();
  if (!index) return null;
  const words = await alternativesOf(db, index, queryWords(terms, prefix));
  const found = await matchInIndex(db, index, {
    words,
    phrase,
    type,
    few: FEW,
    tiers: TIERS,
    limit: Math.max(RERANK, offset + pageSize),
  });
  if (!found) return null;

  // The best RERANK re-ranked here as the full statement does; past them, the first-pass order.
  const order = rerankHead(index, found, words.flat(), RERANK);
  const end = offset + pageSize;
  const afterOffset = Math.max(offset, RERANK);
  const pageIds = Array.from(
    [
      ...order.subarray(offset, Math.min(end, RERANK)),
      ...found.ordered.subarray(afterOffset, Math.max(afterOffset, end)),
    ],
    (n) => index.ids[n] as string,
  );
  const read = await cardsAtVersion(db, { ids: pageIds, userId, now });
  // The index answered for its version: only if that is still the current one is the answer right.
  if (searchIndex.at(read.version) !== index) return null;
  return {
    version: index.version,
    counts: found.counts,
    topIds: Array.from(order.subarray(0, CACHED_RESULTS), (n) => index.ids[n] as string),
    items: pageIds.flatMap((id) => read.cards.get(id) ?? []),
  };
}

/**
 * Each query word's alternatives (tsqueries' texts; none for a stop word), kept by the index per
 * word: the words it has not seen yet are asked of the database in one statement. Words left with
 * no alternative drop out, as in the full statement.
 */
async function alternativesOf(db: Db, index: LibraryIndex, words: QueryWord[]): Promise<string[][]> {
  const key = ([term, asPrefix, typos]: QueryWord) => `${asPrefix ? '*' : ''}${typos}:${term}`;
  const unknown = words.filter((word) => !index.understood.has(key(word)));
  if (unknown.length > 0) {
    const [row] = await understandStatement(db).execute({ words: JSON.stringify(unknown) });
    const byWord = unknown.map((): string[] => []);
    for (const [ord, alternative] of (fromJson(row?.alternatives) ?? []) as [number, string][]) {
      byWord[ord - 1]?.push(alternative);
    }
    unknown.forEach((word, i) => {
      understand(index, key(word), byWord[i] as string[]);
    });
  }
  return words
    .map((word) => index.understood.get(key(word)) ?? [])
    .filter((alternatives) => alternatives.length > 0);
}

/** The search through the full statement. */
async function searchFull(db: Db, input: StatementInput, now: Date): Promise<Found | null> {
  const rows = await rowsOf(db, searchStatement(input));
  const first = rows[0];
  if (!first) return null;
  const counts: Partial<Record<SearchKind, number>> = {};
  for (const [kind, n] of Object.entries((fromJson(first.counts) ?? {}) as Record<string, unknown>)) {
    if (toNumber(n) > 0) counts[kind as SearchKind] = toNumber(n);
  }
  return {
    version: versionOf(first),
    counts,
    topIds: (fromJson(first.top_ids) ?? []) as string[],
    items: cardsOf(rows, now),
  };
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
  return sql`
    WITH ${queryCtes(sql`${JSON.stringify(queryWords(terms, prefix))}`)},
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
             c.tier + ts_rank(${WEIGHTS}::float4[], rs.document, (SELECT q_rank FROM q)) AS score
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
