import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchLibrary } from '../../src/server/features/search/service';
import { seedDemoLibrary } from '../../src/server/seed';
import { evaluateRelevance, loadRelevanceSet, type RelevanceReport } from '../relevance/evaluate';
import { createTestApp, type TestApp } from '../setup/test-app';

/** The labelled relevance set over the demo library (tests/relevance/queries.json, scripts/relevance.ts). */

let t: TestApp;
let report: RelevanceReport;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoLibrary(t.db);
  report = await evaluateRelevance(t.db, loadRelevanceSet(), '00000000-0000-4000-8000-000000000000');
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('search relevance on the demo library', () => {
  it('has at least 40 labelled queries of every kind the issue names', () => {
    expect(report.queries).toBeGreaterThanOrEqual(40);
    expect(Object.keys(report.byKind)).toEqual(
      expect.arrayContaining(['exact-title', 'partial', 'topic', 'speaker', 'typo-1', 'typo-2', 'question']),
    );
  });

  it('keeps recall@5 at 0.9 or more, and the MRR high', () => {
    const misses = report.outcomes
      .filter((o) => o.recallAt5 < 1)
      .map((o) => `"${o.query}": expected ${o.expected.join(' ')}, got ${o.top.slice(0, 5).join(' ')}`);
    expect(report.recallAt5, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(report.mrr).toBeGreaterThanOrEqual(0.9);
  });

  it('puts an exact title first every time', () => {
    for (const o of report.outcomes.filter((x) => x.kind === 'exact-title'))
      expect(o.top[0]).toBe(o.expected[0]);
  });

  it('finds what was meant despite one or two typos', () => {
    for (const o of report.outcomes.filter((x) => x.kind.startsWith('typo'))) {
      expect(o.reciprocalRank, o.query).toBeGreaterThan(0);
    }
  });

  it('takes an English word the library lacks for what it is, not for a typo of a library word', async () => {
    const search = (q: string) =>
      searchLibrary(t.db, {
        q,
        userId: '00000000-0000-4000-8000-000000000000',
        page: 1,
        pageSize: 5,
        prefix: false,
      });
    // "infection" is two letters from "induction", "charity" one from "clarity": neither is a typo.
    expect((await search('infection')).total).toBe(0);
    expect((await search('charity')).total).toBe(0);
    // A word that is no English word is still corrected.
    const corrected = await search('psycological safety');
    expect(corrected.items[0]?.title.toLowerCase()).toContain('psychological safety');
  });
});
