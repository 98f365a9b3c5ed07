import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEARCH_KINDS, type SearchKind } from '../../src/server/db/schema';
import { SearchCache } from '../../src/server/features/search/cache';
import { SearchIndex } from '../../src/server/features/search/library-index';
import { RERANK, type SearchOptions, searchLibrary } from '../../src/server/features/search/service';
import { seedDemoLibrary } from '../../src/server/seed';
import { addItems } from '../relevance/fixtures';
import { fullStatementRuns } from '../setup/full-search-statement';
import { createTestApp, type TestApp } from '../setup/test-app';
import { createTestDatabase } from '../setup/test-db';

// The index held in the app must answer every search exactly as the full statement does: the same
// total, counts per type and items in the same order, on every page.

const NOBODY = '00000000-0000-4000-8000-000000000000';
let t: TestApp;
let index: SearchIndex;
let titleWords: string[];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoLibrary(t.db);
  index = new SearchIndex(t.db);
  await index.refresh();
  const rows = (await t.db.execute('SELECT title FROM resource_search' as never)) as unknown as {
    rows: { title: string }[];
  };
  titleWords = [...new Set(rows.rows.flatMap((r) => r.title.split(/[^\p{L}\p{N}]+/u)))]
    .filter((w) => w.length > 2)
    .sort();
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** What a search answers, in a form two answers can be compared by. */
const answer = async (opts: Omit<SearchOptions, 'userId'>, withIndex: boolean) => {
  const result = await searchLibrary(t.db, { ...opts, userId: NOBODY, index: withIndex ? index : null });
  return { total: result.total, counts: result.counts, ids: result.items.map((item) => item.id) };
};

/** A small deterministic generator, so a failure names a query that can be run again. */
function sequence(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return { next, pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T };
}

describe('the in-process search index', () => {
  it('answers as the full statement does, for words, prefixes, typos, vocabulary, types and pages', async () => {
    const rng = sequence(11);
    const special = [
      'tna', // a vocabulary acronym: its phrases are looked up
      'roi evaluation',
      'onbording', // one typo
      'leadershp coaching', // a typo in a longer word
      'the', // only a stop word
      'coachin', // a prefix while typing
      'a b', // one-letter prefixes
      'psychological safety teams new managers', // many words: every word but one, then any
      'sourdough bread crust', // nothing
      'learning',
      'kirkpatrick phillips',
    ];
    const queries: Omit<SearchOptions, 'userId'>[] = [];
    for (const q of special) {
      for (const type of [undefined, ...SEARCH_KINDS] as (SearchKind | undefined)[]) {
        queries.push({ q, type, page: 1, pageSize: 20 });
      }
    }
    for (let i = 0; i < 150; i++) {
      const words = Array.from({ length: 1 + Math.floor(rng.next() * 3) }, () => rng.pick(titleWords));
      queries.push({
        q: words.join(' '),
        type: rng.next() < 0.3 ? rng.pick(SEARCH_KINDS) : undefined,
        page: rng.next() < 0.7 ? 1 : 1 + Math.floor(rng.next() * 8),
        pageSize: rng.pick([5, 20, 50]),
        prefix: rng.next() < 0.8,
      });
    }
    let compared = 0;
    for (const opts of queries) {
      const ran = fullStatementRuns(t.db);
      const indexed = await answer(opts, true);
      expect(ran(), `the index answered ${JSON.stringify(opts)}`).toBe(false);
      expect(indexed, JSON.stringify(opts)).toEqual(await answer(opts, false));
      compared += indexed.total > 0 ? 1 : 0;
    }
    // Most of the queries find something: the comparison is not of empty answers.
    expect(compared).toBeGreaterThan(queries.length / 2);
  }, 120_000);

  it("holds each item's lexemes in ascending order, as ranking's look-ups need", () => {
    // The index takes them in the order PostgreSQL prints a tsvector, which must be its own order.
    const { offsets, lexemes } = index.latest()?.itemTerms ?? { offsets: [], lexemes: [] };
    expect(offsets.length).toBeGreaterThan(100);
    for (let n = 0; n + 1 < offsets.length; n++) {
      for (let e = (offsets[n] as number) + 1; e < (offsets[n + 1] as number); e++) {
        expect(lexemes[e] as number, `item ${n}`).toBeGreaterThan(lexemes[e - 1] as number);
      }
    }
  });

  it(`pages past the ${RERANK} re-ranked results in the same order`, async () => {
    // A one-letter prefix matches most of the library.
    const broad = await answer({ q: 'l', page: 1, pageSize: 50 }, false);
    expect(broad.total).toBeGreaterThan(RERANK + 10);
    for (const page of [2, 3, 4]) {
      const opts = { q: 'l', page, pageSize: 50 };
      expect(await answer(opts, true)).toEqual(await answer(opts, false));
    }
  });

  it('keeps the same re-ranked head for later pages as the full statement does', async () => {
    // A first search fills the cache with the best CACHED_RESULTS in order; the next pages are then
    // read from it. Filled through the index or through the full statement, they must agree.
    const pages = async (withIndex: boolean, q: string) => {
      const cache = new SearchCache();
      const ids: string[][] = [];
      for (const page of [1, 2, 3, 4, 5]) {
        const result = await searchLibrary(t.db, {
          q,
          page,
          pageSize: 20,
          userId: NOBODY,
          cache,
          index: withIndex ? index : null,
        });
        ids.push(result.items.map((item) => item.id));
      }
      return ids;
    };
    for (const q of ['l', 'learning', 'c']) {
      const full = await pages(false, q);
      expect(full.flat().length, q).toBeGreaterThan(40);
      const ran = fullStatementRuns(t.db);
      expect(await pages(true, q), q).toEqual(full);
      expect(ran(), q).toBe(false);
    }
  });

  it('answers searches running at once as it answers them one by one', async () => {
    const queries = ['coaching', 'team feedback', 'onboarding new', 'tna', 'learning design', 'hybrid'];
    const alone = [];
    for (const q of queries) alone.push(await answer({ q, page: 1, pageSize: 20 }, true));
    const together = await Promise.all(queries.map((q) => answer({ q, page: 1, pageSize: 20 }, true)));
    expect(together).toEqual(alone);
  });

  it('is not used once the library has changed, and is read again', async () => {
    const before = index.latest();
    await addItems(t.db, [{ id: 'ix_new', title: 'Zephyrine onboarding checklist' }]);
    const ran = fullStatementRuns(t.db);
    const found = await answer({ q: 'zephyrine', page: 1, pageSize: 20 }, true);
    // The index read before the change does not hold the new item: the full statement answered.
    expect(ran()).toBe(true);
    expect(found.ids).toEqual(['ix_new']);
    await index.refresh();
    expect(index.latest()).not.toBe(before);
    const again = fullStatementRuns(t.db);
    expect(await answer({ q: 'zephyrine', page: 1, pageSize: 20 }, true)).toEqual(found);
    expect(again()).toBe(false);
  });
});

describe('a read of the index that fails', () => {
  it('is logged, and not tried again at every search for a minute', async () => {
    const database = await createTestDatabase();
    await database.close();
    const warnings: unknown[] = [];
    const failing = new SearchIndex(database.db, {
      warn: (...args: unknown[]) => warnings.push(args),
      info: () => {},
    } as never);
    const execute = vi.spyOn(database.db, 'execute');
    await failing.refresh();
    expect(warnings).toHaveLength(1);
    expect(execute).toHaveBeenCalledTimes(1);
    // Searches meanwhile ask for it: no new read.
    expect(failing.latest()).toBeNull();
    await failing.refresh();
    expect(execute).toHaveBeenCalledTimes(1);
    // A minute on, the next asks again.
    await failing.refresh(Date.now() + 61_000);
    expect(execute).toHaveBeenCalledTimes(2);
    expect(warnings).toHaveLength(2);
    execute.mockRestore();
  });
});
