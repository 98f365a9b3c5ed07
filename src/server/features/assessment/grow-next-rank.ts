import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { competencies, contentState, items, resourceSearch, resources } from '../../db/schema';
import { textArray } from '../content/where';
import { isBankItem } from './in-bank';
import { RELATED_TERMS } from './related-terms';

/**
 * How well each library item teaches one competency, in ONE statement over the bank and the
 * search index (the stemmed, weighted document the search reads).
 *
 * The competency's profile: the words of its name, description and level texts, each weighted by
 *   - where it appears: name 2, description 1.5, level texts 1;
 *   - how often: ln(1 + occurrences);
 *   - how much it sets the competency apart from the rest of the bank: ln((competencies + 1) /
 *     competencies using the word), so "learning", in every text, counts for little and
 *     "stakeholders" for much. The bank is the one members are assessed on (the competencies with
 *     an active item in the active assessment) and the competency ranked: a framework that an
 *     import replaced no longer weighs on the words;
 * plus, at half the weight, the related words of the field (related-terms.ts) of its words.
 * The competency's own words under three letters (the "co" of "co-design") say nothing and are
 * left out; the related words all count, however short ("AI").
 *
 * An item's score: the sum, over the profile's words it holds, of the word's weight times where
 * the item holds it: title 1, topics 0.6, blurb and summary 0.2, body 0.05. So an item whose
 * subject is the competency (its title and topics) beats one whose body merely mentions it; the
 * item's industry ("Technology") is not its subject and counts as body.
 *
 * Kept cheap on a large library, in three steps:
 *   1. candidates: the items whose title or topics hold one of the profile's STRONG words (weighing
 *      at least a quarter of its heaviest), found through the search index's GIN index. An item
 *      holding only weak words ("learning", in every competency) does not reach the top;
 *   2. a rough score of each candidate from its search document alone, counting every word of the
 *      topics' weight class as a topic (so it can only overestimate): the best SHORTLIST go on;
 *   3. the exact score of the shortlist, which reads each item's topics.
 * On 50,000 items this returned the same 12 items, in the same order, as scoring every item that
 * shares a word with the profile, for all 15 competencies of the bank (docs/relevance.md).
 */

/** Weight of a competency's word by where it appears in the competency's texts. */
const FROM_NAME = 2;
const FROM_DESCRIPTION = 1.5;
const FROM_LEVELS = 1;
/** A related word counts this share of the word that brought it in. */
const RELATED_SHARE = 0.5;
/** Weight of an item's word by where the item holds it. */
const IN_TITLE = 1;
const IN_TOPICS = 0.6;
const IN_SUMMARY = 0.2;
const IN_BODY = 0.05;
/** Candidates hold, in their title or topics, a profile word weighing at least this share of the heaviest. */
const STRONG_SHARE = 0.25;
/** Candidates scored exactly: the best by the rough score. */
const SHORTLIST = 300;

const n = (x: number) => sql.raw(String(x));

function rankStatement(competencyId: string, count: number): SQL {
  return sql`
    WITH texts AS (
      SELECT c.id,
        setweight(to_tsvector('english', c.name), 'A')
          || setweight(to_tsvector('english', c.description), 'B')
          || setweight(to_tsvector('english', c.levels), 'C') AS v
      FROM ${competencies} c
      WHERE c.id = ${competencyId}
        OR EXISTS (SELECT 1 FROM ${items} WHERE ${items.competencyId} = c.id AND ${isBankItem()})
    ),
    words AS (
      SELECT t.id, u.lexeme, u.weights, cardinality(u.positions) AS occurrences
      FROM texts t, unnest(t.v) u
      WHERE length(u.lexeme) >= 3
    ),
    spread AS (SELECT lexeme, count(*) AS competencies FROM words GROUP BY lexeme),
    own AS (
      SELECT w.lexeme,
        (CASE WHEN 'A' = ANY(w.weights) THEN ${n(FROM_NAME)}
              WHEN 'B' = ANY(w.weights) THEN ${n(FROM_DESCRIPTION)}
              ELSE ${n(FROM_LEVELS)} END)
          * ln(1 + w.occurrences)
          * ln(((SELECT count(*) FROM texts) + 1.0) / s.competencies) AS weight
      FROM words w JOIN spread s USING (lexeme)
      WHERE w.id = ${competencyId}
    ),
    groups AS (
      SELECT tsvector_to_array(to_tsvector('english', g)) AS lexemes
      FROM unnest(${textArray(RELATED_TERMS)}) AS g
    ),
    related AS (
      SELECT r.lexeme, max(o.weight) * ${n(RELATED_SHARE)} AS weight
      FROM own o
      JOIN groups g ON o.lexeme = ANY(g.lexemes)
      CROSS JOIN LATERAL unnest(g.lexemes) AS r(lexeme)
      GROUP BY r.lexeme
    ),
    profile AS (
      SELECT lexeme, max(weight) AS weight
      FROM (SELECT lexeme, weight FROM own UNION ALL SELECT lexeme, weight FROM related) w
      GROUP BY lexeme
    ),
    query AS (
      SELECT string_agg(quote_literal(lexeme) || ':AB', ' | ')::tsquery AS q
      FROM profile
      WHERE weight >= (SELECT max(weight) FROM profile) * ${n(STRONG_SHARE)}
    ),
    rough AS (
      SELECT rs.resource_id,
        sum(p.weight * CASE
          WHEN 'A' = ANY(u.weights) THEN ${n(IN_TITLE)}
          WHEN 'B' = ANY(u.weights) THEN ${n(IN_TOPICS)}
          WHEN 'C' = ANY(u.weights) THEN ${n(IN_SUMMARY)}
          ELSE ${n(IN_BODY)} END) AS bound
      FROM ${resourceSearch} rs
      CROSS JOIN query
      CROSS JOIN LATERAL unnest(rs.document) AS u
      JOIN profile p ON p.lexeme = u.lexeme
      WHERE rs.document @@ query.q
      GROUP BY rs.resource_id
      ORDER BY bound DESC, rs.resource_id
      LIMIT ${n(SHORTLIST)}
    ),
    scored AS (
      SELECT c.resource_id,
        sum(p.weight * CASE
          WHEN 'A' = ANY(u.weights) THEN ${n(IN_TITLE)}
          WHEN 'B' = ANY(u.weights) AND u.lexeme = ANY(c.topic_lexemes) THEN ${n(IN_TOPICS)}
          WHEN 'C' = ANY(u.weights) THEN ${n(IN_SUMMARY)}
          ELSE ${n(IN_BODY)} END) AS score
      FROM (
        SELECT rs.resource_id, rs.document,
          tsvector_to_array(to_tsvector('english', array_to_string(r.topics, ' '))) AS topic_lexemes
        FROM rough
        JOIN ${resourceSearch} rs USING (resource_id)
        JOIN ${resources} r ON r.id = rs.resource_id
      ) c
      CROSS JOIN LATERAL unnest(c.document) AS u
      JOIN profile p ON p.lexeme = u.lexeme
      GROUP BY c.resource_id
    )
    SELECT (SELECT version FROM ${contentState}) AS version,
      (SELECT coalesce(json_agg(resource_id ORDER BY score DESC, resource_id), '[]'::json)
       FROM (SELECT resource_id, score FROM scored ORDER BY score DESC, resource_id LIMIT ${count}) best) AS ids`;
}

type Row = Record<string, unknown>;
const fromJson = (v: unknown): unknown => (typeof v === 'string' ? JSON.parse(v) : v);

/**
 * The `count` items that best teach the competency, best first, with the content version they
 * were ranked at (null after the library was emptied).
 */
export async function rankForCompetency(
  db: Db,
  competencyId: string,
  count: number,
): Promise<{ version: number | null; ids: string[] }> {
  const { rows } = (await db.execute(rankStatement(competencyId, count))) as unknown as { rows: Row[] };
  const row = rows[0];
  const version = row?.version === null || row?.version === undefined ? null : Number(row.version);
  return { version, ids: (fromJson(row?.ids) ?? []) as string[] };
}
