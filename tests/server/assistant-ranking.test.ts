import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../src/server/db/schema';
import {
  type CachedRanking,
  RELEVANCE_FLOOR,
  rankForQuery,
  scoreItems,
  searchQueryOf,
  understandQuery,
} from '../../src/server/features/assistant/retrieval';
import { SearchCache } from '../../src/server/features/search/cache';
import { seedDemoLibrary } from '../../src/server/seed';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * The assistant's ranking: scoring a shortlist (and whatever could still beat it) gives the answers
 * of scoring every item, and a question asked again is answered from the app's ranking cache only
 * while the library is unchanged.
 */

const NOBODY = '00000000-0000-4000-8000-000000000000';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoLibrary(t.db);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const QUESTIONS = [
  'How do I run a training needs analysis?',
  'How can engineering teams build psychological safety?',
  'Any advice on onboarding people in a fully remote start-up?',
  'How do we get managers to hold development conversations with their teams?',
  'a video on the forgetting curve',
];

/** No item below this share of what was asked is ever cited. */
const lowestFloor = Math.min(RELEVANCE_FLOOR.vocabulary, RELEVANCE_FLOOR.words);

describe('scoring a shortlist', () => {
  it('answers as scoring every item does, however short the shortlist', async () => {
    for (const q of QUESTIONS) {
      const { kind, concepts } = await understandQuery(t.db, searchQueryOf(q));
      const every = await scoreItems(t.db, concepts, kind, 100_000);
      expect(every.items.length, q).toBeGreaterThan(3);
      for (const shortlist of [1, 5, 20]) {
        const short = await scoreItems(t.db, concepts, kind, shortlist);
        const cited = (r: typeof every) =>
          r.items.filter((s) => s.score >= lowestFloor).map((s) => [s.id, s.score]);
        expect(cited(short), `${q} (shortlist ${shortlist})`).toEqual(cited(every));
      }
    }
  });
});

describe('the ranking cache', () => {
  const query = searchQueryOf('How do I run a training needs analysis?');

  it('keeps a ranking and answers the same question from it', async () => {
    const cache = new SearchCache<CachedRanking>();
    const first = await rankForQuery(t.db, { query, userId: NOBODY, cache });
    expect(first.length).toBeGreaterThan(1);
    expect(cache.get(query)?.ids.slice(0, first.length)).toEqual(first.map((c) => c.id));
    expect(await rankForQuery(t.db, { query, userId: NOBODY })).toEqual(first);

    // A kept ranking is what a repeat reads: reversed in the cache, reversed in the answer.
    const held = cache.get(query)!;
    cache.set(query, { ...held, ids: [...held.ids].reverse() });
    const again = await rankForQuery(t.db, { query, userId: NOBODY, cache, limit: 50 });
    expect(again.map((c) => c.id)).toEqual([...held.ids].reverse());
  });

  it('ranks again once the library changed', async () => {
    const cache = new SearchCache<CachedRanking>();
    const [best, ...rest] = await rankForQuery(t.db, { query, userId: NOBODY, cache });
    const before = cache.get(query)!.version;
    await t.db.update(resources).set({ status: 'draft' }).where(eq(resources.id, best!.id));
    try {
      const after = await rankForQuery(t.db, { query, userId: NOBODY, cache });
      expect(after.map((c) => c.id)).not.toContain(best!.id);
      expect(after.map((c) => c.id).slice(0, 2)).toEqual(rest.map((c) => c.id).slice(0, 2));
      expect(cache.get(query)!.version).toBeGreaterThan(before);
      expect(cache.get(query)!.ids).not.toContain(best!.id);
    } finally {
      await t.db.update(resources).set({ status: 'published' }).where(eq(resources.id, best!.id));
    }
  });

  it('keeps a question that cites nothing, until the library has something on it', async () => {
    const cache = new SearchCache<CachedRanking>();
    const q = searchQueryOf('a good recipe for sourdough bread with a crisp crust');
    expect(await rankForQuery(t.db, { query: q, userId: NOBODY, cache })).toEqual([]);
    expect(cache.get(q)?.ids).toEqual([]);
    expect(await rankForQuery(t.db, { query: q, userId: NOBODY, cache })).toEqual([]);

    const [item] = await t.db.select({ id: resources.id, title: resources.title }).from(resources).limit(1);
    await t.db
      .update(resources)
      .set({ title: 'Sourdough bread with a crisp crust: a recipe' })
      .where(eq(resources.id, item!.id));
    try {
      const found = await rankForQuery(t.db, { query: q, userId: NOBODY, cache });
      expect(found.map((c) => c.id)).toContain(item!.id);
    } finally {
      await t.db.update(resources).set({ title: item!.title }).where(eq(resources.id, item!.id));
    }
  });
});
