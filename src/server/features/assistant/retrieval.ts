import { and, asc, inArray, type SQL, sql } from 'drizzle-orm';
import type { ContentCard } from '../../../shared/content-card';
import { MAX_CITATIONS } from '../../../shared/domain/assistant';
import type { Passage } from '../../assistant/types';
import type { Db } from '../../db/client';
import { contentState, resourceBlocks, resourceSearch, resources } from '../../db/schema';
import type { Slots } from '../../lib/slots';
import { isPublished, textArray } from '../content/where';
import type { SearchCache } from '../search/cache';
import { cardsAtVersion } from '../search/service';
import { correctionCtes } from '../search/understanding';
import { groupsHolding } from '../vocabulary/service';
import {
  type AskedKind,
  candidatePhrases,
  type Concept,
  isTopicWord,
  type Understanding,
  understand,
  wordsOf,
} from './understand';

/**
 * Retrieval for the assistant: questions as members ask them, not the items' titles. The question
 * is understood (understand.ts: its wrapping dropped, misspellings corrected against the library's
 * own words, the vocabulary's phrases expanded to their groups, the kind asked for kept apart);
 * every item is scored on how much of what was asked it covers, each concept weighted by how rare
 * it is in the library and by the field it is found in (title, then topics, then summary, then the
 * body and media type); items of the kind asked for go first among equals. Below the relevance
 * floor nothing is cited: the answer then says the library has nothing on it.
 */

/** Passages given to an engine at most (the library engine cites the first MAX_CITATIONS). */
export const PASSAGES = 6;
const PASSAGE_MAX = 700;

/**
 * The relevance floor: the share of what was asked (concepts weighted by rarity, found in a field
 * weighted by its place) an item must cover to be cited. An item that holds an L&D subject the
 * vocabulary knows needs less of the rest of a chatty question; one that matches only ordinary
 * words ("day", "patient", "reset") needs more. Set on the tuning questions (set 1's tuning half,
 * sets 2 and 3): their off-library questions against their answerable ones (docs/relevance.md).
 */
export const RELEVANCE_FLOOR = { vocabulary: 0.12, words: 0.3 } as const;
export const passesFloor = (s: Pick<Scored, 'score' | 'inVocabulary'>) =>
  s.score >= (s.inVocabulary ? RELEVANCE_FLOOR.vocabulary : RELEVANCE_FLOOR.words);
/** How much an item of the kind asked for gains (a share of its own score). */
const KIND_BONUS = 0.35;
/** Field weights: a concept in the title counts fully; in topics, summary, body less. */
const FIELD = { title: 1, topics: 0.7, summary: 0.5, body: 0.3 } as const;
/** A concept from the vocabulary is what L&D questions are about: it weighs this much more. */
const VOCABULARY_WEIGHT = 1.5;
/** An item holding only other terms of a concept's groups counts this share of the member's own words. */
const EXPANDED = 0.8;
/** Items scored and fetched at most before the floor and the kind are applied. */
const CANDIDATES = 24;
/**
 * Items scored exactly, the most promising first (by what they can earn at most); any other item
 * that could still reach the answers is scored too, so the answers are those of scoring every item.
 */
const SHORTLIST = 300;
/** Sums of the same weights added in another order may differ in their last digits. */
const ROUNDING = 1e-9;

/** What each kind asked for means among the library's search kinds and media types. */
const KIND_MATCH: Record<AskedKind, { kinds: string[]; media: string[] }> = {
  template: { kinds: ['canvas', 'canvascollection'], media: ['template', 'checklist', 'framework'] },
  video: { kinds: [], media: ['video'] },
  case: { kinds: ['case-study'], media: [] },
  research: { kinds: ['research'], media: ['research paper'] },
  event: { kinds: ['event'], media: ['live session'] },
  audio: { kinds: [], media: ['audio'] },
};

/** The words of a question that name its subject (lower case, 3+ letters, not wrapping). */
export function subjectWords(question: string): string[] {
  return [...new Set(wordsOf(question).filter(isTopicWord))];
}

/** Whether a question is too vague to search on its own ("suggest something", "any advice?"). */
export const isVague = (question: string) => subjectWords(question).length === 0;

/**
 * The retrieval query of a question: its words, normalised (the retrieval understands the rest;
 * phrases such as "training needs analysis" must keep their words in order).
 */
export const searchQueryOf = (question: string) => wordsOf(question).join(' ');

/** The question understood: misspelt words corrected to the library's words, vocabulary applied. */
export async function understandQuery(db: Db, query: string): Promise<Understanding> {
  // The vocabulary's phrases first, as written ("new joiners" is no misspelling of "joined")…
  const asWritten = understand(query, await groupsHolding(db, candidatePhrases(query)));
  const inVocabulary = new Set(
    asWritten.concepts.filter((c) => c.fromVocabulary).flatMap((c) => wordsOf(c.said)),
  );
  // …then the other words corrected against the library's own words, and the vocabulary again.
  const unknown = subjectWords(query).filter((w) => !inVocabulary.has(w));
  if (unknown.length === 0) return asWritten;
  const rows = (await db.execute(
    sql`WITH ${correctionCtes(unknown, false)} SELECT term, correction FROM fixed WHERE correction IS NOT NULL`,
  )) as unknown as { rows: Array<{ term: string; correction: string }> };
  if (rows.rows.length === 0) return asWritten;
  const corrections = new Map(rows.rows.map((r) => [r.term, r.correction]));
  const corrected = wordsOf(query)
    .map((w) => corrections.get(w) ?? w)
    .join(' ');
  return understand(query, await groupsHolding(db, candidatePhrases(corrected)), corrections);
}

/** A tsquery restricted to the given weights: 'coach' → 'coach':AB. */
const restricted = (column: SQL, weights: string) =>
  sql`regexp_replace(${column}::text, '''((?:[^'']|'''')*)''(?::(\\*))?', '''\\1'':\\2' || ${weights}, 'g')::tsquery`;

export interface Scored {
  id: string;
  /** The rarity-weighted, field-weighted concepts the item holds, and all that was asked. */
  covered: number;
  asked: number;
  /** covered / asked. */
  score: number;
  /** Whether the item holds a concept the vocabulary knows in its title or topics (what it is about). */
  inVocabulary: boolean;
  ofKind: boolean;
}

/**
 * Every item covering any concept, scored (see the comment at the top), best CANDIDATES first,
 * with the content version they were scored at (null after the library was emptied). `shortlist`
 * is how many items are scored exactly first; the answers do not depend on it, only the cost.
 */
export async function scoreItems(
  db: Db,
  concepts: readonly Concept[],
  kind: AskedKind | null,
  shortlist = SHORTLIST,
): Promise<{ version: number | null; items: Scored[] }> {
  const ords: string[] = [];
  const phrases: string[] = [];
  const literal: string[] = [];
  concepts.forEach((c, i) => {
    // A term such as "L&D" finds its group in a question, but is no query of its own (the search
    // parser splits it into letters).
    c.alternatives
      .filter((a) => !a.includes('&'))
      .forEach((a) => {
        ords.push(String(i));
        phrases.push(a);
        // The member's own words; the others are what the vocabulary adds.
        literal.push(a === c.said ? 't' : 'f');
      });
  });
  if (phrases.length === 0) return { version: null, items: [] };
  const vocabularyOrds = concepts.flatMap((c, i) => (c.fromVocabulary ? [String(i)] : []));
  const match = kind ? KIND_MATCH[kind] : { kinds: [], media: [] };
  // How well one tsquery column is held by the item: by the best field it is found in.
  const field = (
    q: string,
  ) => sql`CASE WHEN rs.document @@ ${sql.identifier(`${q}a`)} THEN ${FIELD.title}::float8
                       WHEN rs.document @@ ${sql.identifier(`${q}b`)} THEN ${FIELD.topics}::float8
                       WHEN rs.document @@ ${sql.identifier(`${q}c`)} THEN ${FIELD.summary}::float8
                       WHEN rs.document @@ ${sql.identifier(q)} THEN ${FIELD.body}::float8 ELSE 0 END`;
  // What one item earns: each concept's weight times the best field it holds the concept in,
  // whether it holds a vocabulary concept in its title or topics, and ts_rank for ties.
  const exactScore = sql`
      (SELECT sum(s.w * GREATEST(${field('lit')}, ${EXPANDED}::float8 * ${field('q')})) FROM sized s) AS covered,
      (SELECT bool_or(s.vocabulary AND rs.document @@ s.qb) FROM sized s) AS in_vocabulary,
      ts_rank('{0.05, 0.2, 0.4, 1.0}'::float4[], rs.document, (SELECT q FROM any_concept)) AS tie`;
  const rows = (await db.execute(sql`
    WITH alts AS (
      SELECT a.ord, a.literal, phraseto_tsquery('english', a.phrase) AS q
      FROM unnest(${textArray(ords)}::int[], ${textArray(phrases)}, ${textArray(literal)}::boolean[])
        AS a(ord, phrase, literal)
    ),
    -- Two words that stem alike ("customer", "customers") are one concept, asked once.
    concepts AS (
      SELECT DISTINCT ON (q::text) ord, q, lit
      FROM (
        SELECT ord,
          string_agg('(' || q::text || ')', ' | ' ORDER BY q::text)::tsquery AS q,
          coalesce(string_agg('(' || q::text || ')', ' | ' ORDER BY q::text) FILTER (WHERE literal), '')::tsquery AS lit
        FROM alts WHERE numnode(q) > 0 GROUP BY ord
      ) g
      ORDER BY q::text, ord
    ),
    any_concept AS (SELECT string_agg('(' || q::text || ')', ' | ')::tsquery AS q FROM concepts),
    library AS (SELECT count(*)::float8 AS n FROM ${resourceSearch}),
    -- Which items hold which concept, each concept found through the search index.
    hits AS MATERIALIZED (
      SELECT c.ord, m.resource_id
      FROM concepts c
      CROSS JOIN LATERAL (SELECT rs.resource_id FROM ${resourceSearch} rs WHERE rs.document @@ c.q) m
    ),
    held AS (SELECT ord, count(*)::float8 AS n FROM hits GROUP BY ord),
    sized AS (
      SELECT c.ord, c.q, ${restricted(sql`c.q`, 'A')} AS qa, ${restricted(sql`c.q`, 'AB')} AS qb,
             ${restricted(sql`c.q`, 'ABC')} AS qc,
             c.lit, ${restricted(sql`c.lit`, 'A')} AS lita, ${restricted(sql`c.lit`, 'AB')} AS litb,
             ${restricted(sql`c.lit`, 'ABC')} AS litc,
             c.ord = ANY(${textArray(vocabularyOrds)}::int[]) AS vocabulary,
             (CASE WHEN c.ord = ANY(${textArray(vocabularyOrds)}::int[]) THEN ${VOCABULARY_WEIGHT}::float8 ELSE 1 END)
               * ln(1 + (SELECT n FROM library) / (1 + coalesce(h.n, 0))) AS w
      FROM concepts c LEFT JOIN held h USING (ord)
    ),
    -- The most an item can earn: its concepts' weights, each as if found in the title. An item
    -- whose most is below its relevance floor is never cited, and is not scored: the vocabulary's
    -- lower floor is open only to an item that holds a concept of the vocabulary.
    bounds AS MATERIALIZED (
      SELECT resource_id, bound, row_number() OVER (ORDER BY bound DESC, resource_id) AS place
      FROM (
        SELECT h.resource_id, sum(s.w) AS bound,
          CASE WHEN bool_or(s.vocabulary) THEN ${RELEVANCE_FLOOR.vocabulary}::float8
               ELSE ${RELEVANCE_FLOOR.words}::float8 END AS floor
        FROM hits h JOIN sized s USING (ord)
        GROUP BY h.resource_id
      ) b
      WHERE bound >= floor * (SELECT sum(w) FROM sized) - ${ROUNDING}::float8
    ),
    -- The shortlist is the first places (told apart by place, not by looking each item up in it).
    shortlist AS MATERIALIZED (SELECT resource_id FROM bounds WHERE place <= ${shortlist}),
    short_scored AS MATERIALIZED (
      SELECT rs.resource_id, rs.kind, ${exactScore}
      FROM shortlist sl JOIN ${resourceSearch} rs ON rs.resource_id = sl.resource_id
    ),
    -- Any item outside the shortlist that could still beat the shortlist's last answer kept.
    threshold AS (
      SELECT coalesce((SELECT covered FROM short_scored ORDER BY covered DESC LIMIT 1 OFFSET ${CANDIDATES * 2 - 1}), 0) AS t
    ),
    rest_scored AS (
      SELECT rs.resource_id, rs.kind, ${exactScore}
      FROM bounds b JOIN ${resourceSearch} rs ON rs.resource_id = b.resource_id
      WHERE b.place > ${shortlist} AND b.bound >= (SELECT t FROM threshold) - ${ROUNDING}::float8
    ),
    scored AS (
      (SELECT * FROM short_scored) UNION ALL (SELECT * FROM rest_scored)
      ORDER BY covered DESC, tie DESC, resource_id
      LIMIT ${CANDIDATES * 2}
    )
    -- The content version read with the scores (always one row, the items joined to it).
    SELECT (SELECT version FROM ${contentState}) AS version, x.*
    FROM (SELECT 1) AS one
    LEFT JOIN (
      SELECT sc.resource_id AS id, sc.covered AS covered, (SELECT sum(w) FROM sized) AS asked, sc.in_vocabulary,
        sc.tie,
        (sc.kind = ANY(${textArray(match.kinds)}) OR coalesce(${resources.mediaType}, '') = ANY(${textArray(match.media)})) AS of_kind
      FROM scored sc JOIN ${resources} ON ${resources.id} = sc.resource_id
    ) x ON true
    ORDER BY x.covered DESC, x.tie DESC, x.id`)) as unknown as {
    rows: Array<{
      version: unknown;
      id: string | null;
      covered: unknown;
      asked: unknown;
      of_kind: unknown;
      in_vocabulary: unknown;
    }>;
  };
  const version = rows.rows[0]?.version;
  return {
    version: version === null || version === undefined ? null : Number(version),
    items: rows.rows.flatMap((r) =>
      r.id === null
        ? []
        : [
            {
              id: r.id,
              covered: Number(r.covered),
              asked: Number(r.asked),
              score: Number(r.covered) / Number(r.asked),
              ofKind: r.of_kind === true || r.of_kind === 't',
              inVocabulary: r.in_vocabulary === true || r.in_vocabulary === 't',
            },
          ],
    ),
  };
}

/** A question's ranking as the app keeps it: the kind it asked for and the ids cited, best first. */
export interface CachedRanking {
  version: number;
  kind: AskedKind | null;
  ids: string[];
}

/**
 * The ids of the items that answer a query, best first, each above the relevance floor (possibly
 * none), with the kind asked for and the content version they were ranked at.
 */
async function rankIds(
  db: Db,
  query: string,
): Promise<{ version: number | null; kind: AskedKind | null; ids: string[] }> {
  const { kind, concepts } = await understandQuery(db, query);
  const { version, items } = await scoreItems(db, concepts, kind);
  const ids = items
    .filter(passesFloor)
    .map((s) => ({ id: s.id, rank: s.score * (s.ofKind ? 1 + KIND_BONUS : 1) }))
    .sort((a, b) => b.rank - a.rank)
    .slice(0, CANDIDATES)
    .map((s) => s.id);
  return { version, kind, ids };
}

/**
 * The items that answer a query, best first, each above the relevance floor (possibly none). A
 * query asked again while the library is unchanged is answered from the app's ranking cache, when
 * the caller passes one: the cards are read with the current content version, and a ranking made
 * at another version is made again. With the app's retrieval slots, only so many rankings run at
 * once (the rest wait their turn), so that they never hold every database connection.
 */
export async function rankForQuery(
  db: Db,
  opts: {
    query: string;
    userId: string;
    advice?: boolean;
    limit?: number;
    cache?: SearchCache<CachedRanking> | null;
    slots?: Slots | null;
  },
): Promise<ContentCard[]> {
  const cache = opts.cache ?? null;
  const held = cache?.get(opts.query);
  const cardsOf = (ids: string[]) => cardsAtVersion(db, { ids, userId: opts.userId });
  const rank = () => (opts.slots ? opts.slots.run(() => rankIds(db, opts.query)) : rankIds(db, opts.query));
  let ranked = held ?? (await rank());
  let read = await cardsOf(ranked.ids);
  if (held && read.version !== held.version) {
    ranked = await rank();
    read = await cardsOf(ranked.ids);
  }
  if (cache && ranked !== held && ranked.version !== null) {
    cache.set(opts.query, { version: ranked.version, kind: ranked.kind, ids: ranked.ids });
  }
  const { cards } = read;
  let items = ranked.ids.flatMap((id) => cards.get(id) ?? []).filter((c) => c.timeline !== 'upcoming');
  // Advice with no kind asked: what others did matters most, so the best case study above the
  // floor joins the citations when none is there.
  if (
    opts.advice &&
    !ranked.kind &&
    !items.slice(0, MAX_CITATIONS).some((c) => c.presentedType === 'case-study')
  ) {
    const best = items.find((c) => c.presentedType === 'case-study');
    if (best) {
      const rest = items.filter((c) => c !== best);
      const at = Math.min(MAX_CITATIONS - 1, rest.length);
      items = [...rest.slice(0, at), best, ...rest.slice(at)];
    }
  }
  return items.slice(0, opts.limit ?? PASSAGES);
}

function blockText(data: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const key of ['title', 'text', 'caption', 'quote']) {
    const v = data[key];
    if (typeof v === 'string') parts.push(v);
  }
  if (Array.isArray(data.items)) parts.push(data.items.filter((i) => typeof i === 'string').join('; '));
  return parts.join(' ').trim();
}

const stem = (w: string) => w.slice(0, 5);

function overlap(text: string, stems: Set<string>): number {
  let n = 0;
  for (const w of text.toLowerCase().match(/\p{L}+/gu) ?? []) if (stems.has(stem(w))) n += 1;
  return n;
}

const clip = (text: string) =>
  text.length <= PASSAGE_MAX ? text : `${text.slice(0, PASSAGE_MAX - 1).replace(/\s+\S*$/, '')}…`;

/** The passages of the best items for a query, numbered 1..n in rank order. */
export async function retrievePassages(
  db: Db,
  opts: {
    query: string;
    userId: string;
    advice: boolean;
    exclude?: readonly string[];
    cache?: SearchCache<CachedRanking> | null;
    slots?: Slots | null;
  },
): Promise<Passage[]> {
  if (opts.query.trim() === '') return [];
  const exclude = new Set(opts.exclude ?? []);
  const items = (await rankForQuery(db, opts)).filter((c) => !exclude.has(c.id));
  if (items.length === 0) return [];
  const ids = items.map((c) => c.id);
  const [texts, blocks] = await Promise.all([
    db
      .select({
        id: resources.id,
        blurb: resources.blurb,
        description: resources.description,
        challenge: resources.challenge,
        solution: resources.solution,
        results: resources.results,
      })
      .from(resources)
      .where(and(inArray(resources.id, ids), isPublished)),
    db
      .select({ resourceId: resourceBlocks.resourceId, data: resourceBlocks.data })
      .from(resourceBlocks)
      .where(inArray(resourceBlocks.resourceId, ids))
      .orderBy(asc(resourceBlocks.resourceId), asc(resourceBlocks.position)),
  ]);
  const stems = new Set(subjectWords(opts.query).map(stem));
  const byId = new Map(texts.map((t) => [t.id, t]));
  // Only what members may read is ever a passage: an item unpublished since the search answered
  // (its text is no longer read) is left out.
  return items
    .filter((item) => byId.has(item.id))
    .map((item, i) => {
      const own = byId.get(item.id);
      const candidates = [
        own?.blurb,
        own?.description,
        own?.challenge,
        own?.solution,
        own?.results,
        ...blocks.filter((b) => b.resourceId === item.id).map((b) => blockText(b.data)),
      ].filter((t): t is string => typeof t === 'string' && t.trim().length > 20);
      // The description first; a block only when it matches the question better.
      let best = candidates[0] ?? item.shortDescription ?? item.title;
      let bestScore = overlap(best, stems);
      for (const c of candidates.slice(1)) {
        const score = overlap(c, stems);
        if (score > bestScore) {
          best = c;
          bestScore = score;
        }
      }
      return {
        n: i + 1,
        item,
        text: clip(best.replace(/\s+/g, ' ').trim()),
        parts: {
          challenge: own?.challenge ?? null,
          solution: own?.solution ?? null,
          results: own?.results ?? null,
        },
      };
    });
}
