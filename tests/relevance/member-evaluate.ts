import { readFileSync } from 'node:fs';
import { composeAnswer } from '../../src/server/assistant/library-engine';
import type { Db } from '../../src/server/db/client';
import { rankForQuery, retrievePassages, searchQueryOf } from '../../src/server/features/assistant/retrieval';
import { citedItems } from '../../src/server/features/assistant/service';
import { searchLibrary } from '../../src/server/features/search/service';

/**
 * The member question sets (tests/relevance/assistant-member-questions.json and
 * assistant-member-questions-2.json, each written blind, then labelled from the library): per
 * half, how often an expected item is among the assistant's citations (at most 3), how often the one-resource suggestion is expected, how often a question
 * the library cannot answer is answered with no citation, and how often typing its search words
 * finds an expected item in the first 5 results.
 */

export type Half = 'tuning' | 'heldout';

export interface MemberQuestion {
  id: string;
  question: string;
  half: Half;
  wants: string;
  /** What the member would type into search (none for off-library questions). */
  searchAs?: string | null;
  /** Every item that serves the need; none when the library has no answer. */
  expected: string[];
  offLibrary?: boolean;
}

export interface MemberOutcome extends MemberQuestion {
  cited: string[];
  suggested: string | null;
  found: string[];
  citedHit: boolean;
  suggestionHit: boolean;
  searchHit: boolean;
  /** How long the assistant's retrieval took for the question (one process, no load). */
  retrievalMs: number;
}

export interface HalfReport {
  answerable: number;
  top3: number;
  suggestion: number;
  search5: number;
  unanswerable: number;
  citesNothing: number;
}

/** The member question sets: 1 is split into a tuning and a held-out half, 2 and 3 are all tuning. */
export type MemberSet = 1 | 2 | 3;
export const MEMBER_SETS: readonly MemberSet[] = [1, 2, 3];

const SET_FILES: Record<MemberSet, string> = {
  1: './assistant-member-questions.json',
  2: './assistant-member-questions-2.json',
  3: './assistant-member-questions-3.json',
};

export function loadMemberQuestions(set: MemberSet = 1): MemberQuestion[] {
  const file = new URL(SET_FILES[set], import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { questions: MemberQuestion[] }).questions;
}

export async function evaluateMemberQuestions(
  db: Db,
  questions: readonly MemberQuestion[],
  userId: string,
): Promise<MemberOutcome[]> {
  const outcomes: MemberOutcome[] = [];
  for (const q of questions) {
    const query = searchQueryOf(q.question);
    const started = performance.now();
    const passages = await retrievePassages(db, { query, userId, advice: true });
    const retrievalMs = performance.now() - started;
    const answer = composeAnswer({
      question: q.question,
      history: [],
      passages,
      personal: { title: null, team: null, growthAreas: [], usedGrowthArea: null },
    });
    const cited = citedItems(passages, answer.cited).map((c) => c.id);
    const [suggestion] = await rankForQuery(db, { query, userId, limit: 1 });
    const found = q.searchAs
      ? (await searchLibrary(db, { q: q.searchAs, userId, page: 1, pageSize: 5, prefix: false })).items.map(
          (c) => c.id,
        )
      : [];
    const hit = (ids: readonly string[]) => q.expected.some((id) => ids.includes(id));
    outcomes.push({
      ...q,
      cited,
      suggested: suggestion?.id ?? null,
      found,
      citedHit: hit(cited),
      suggestionHit: suggestion ? hit([suggestion.id]) : false,
      searchHit: hit(found),
      retrievalMs,
    });
  }
  return outcomes;
}

const rate = (n: number, of: number) => (of === 0 ? 0 : n / of);

/** The rates of one half (or of all outcomes given). */
export function summarize(outcomes: readonly MemberOutcome[]): HalfReport {
  const answerable = outcomes.filter((o) => o.expected.length > 0);
  const unanswerable = outcomes.filter((o) => o.expected.length === 0);
  return {
    answerable: answerable.length,
    top3: rate(answerable.filter((o) => o.citedHit).length, answerable.length),
    suggestion: rate(answerable.filter((o) => o.suggestionHit).length, answerable.length),
    search5: rate(answerable.filter((o) => o.searchHit).length, answerable.length),
    unanswerable: unanswerable.length,
    citesNothing: rate(unanswerable.filter((o) => o.cited.length === 0).length, unanswerable.length),
  };
}
