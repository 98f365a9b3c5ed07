import { readFileSync } from 'node:fs';
import type { Db } from '../../src/server/db/client';
import { searchLibrary } from '../../src/server/features/search/service';

/** The relevance set (queries.json) and how it is scored: recall@5 and mean reciprocal rank. */

export interface LabelledQuery {
  kind: string;
  query: string;
  /** The items a member typing this query is looking for (each should be in the top 5). */
  expected: string[];
}

export interface QueryOutcome extends LabelledQuery {
  top: string[];
  recallAt5: number;
  reciprocalRank: number;
}

export interface RelevanceReport {
  queries: number;
  recallAt5: number;
  mrr: number;
  byKind: Record<string, { queries: number; recallAt5: number; mrr: number }>;
  outcomes: QueryOutcome[];
}

export function loadRelevanceSet(): LabelledQuery[] {
  const file = new URL('./queries.json', import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { queries: LabelledQuery[] }).queries;
}

const mean = (values: number[]) =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;

/** Runs every query through the real search service (first page of 10, as the results page asks). */
export async function evaluateRelevance(
  db: Db,
  queries: LabelledQuery[],
  userId: string,
): Promise<RelevanceReport> {
  const outcomes: QueryOutcome[] = [];
  for (const q of queries) {
    const result = await searchLibrary(db, { q: q.query, userId, page: 1, pageSize: 10 });
    const top = result.items.map((i) => i.id);
    const top5 = new Set(top.slice(0, 5));
    const found = q.expected.filter((id) => top5.has(id)).length;
    const firstHit = top.findIndex((id) => q.expected.includes(id));
    outcomes.push({
      ...q,
      top,
      recallAt5: found / Math.min(q.expected.length, 5),
      reciprocalRank: firstHit === -1 ? 0 : 1 / (firstHit + 1),
    });
  }
  const byKind: RelevanceReport['byKind'] = {};
  for (const kind of new Set(outcomes.map((o) => o.kind))) {
    const of = outcomes.filter((o) => o.kind === kind);
    byKind[kind] = {
      queries: of.length,
      recallAt5: mean(of.map((o) => o.recallAt5)),
      mrr: mean(of.map((o) => o.reciprocalRank)),
    };
  }
  return {
    queries: outcomes.length,
    recallAt5: mean(outcomes.map((o) => o.recallAt5)),
    mrr: mean(outcomes.map((o) => o.reciprocalRank)),
    byKind,
    outcomes,
  };
}
