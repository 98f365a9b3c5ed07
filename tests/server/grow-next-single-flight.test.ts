import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../setup/test-app';

/**
 * A competency's ranking is computed once per app and content version, however many requests ask
 * for it at once: the others wait for the same computation. The rankings are the app's own
 * (createAppState), as the route uses them. The ranking itself runs for real; the module is only
 * watched, to count the computations.
 */
vi.mock('../../src/server/features/assessment/grow-next-rank', async (original) => {
  const real = await original<typeof import('../../src/server/features/assessment/grow-next-rank')>();
  return { ...real, rankForCompetency: vi.fn(real.rankForCompetency) };
});
// Server test files share their worker's modules (no isolation): the modules are loaded afresh
// here, after the watch is in place, so that this file's grow-next calls the watched ranking.
vi.resetModules();
const growNext = await import('../../src/server/features/assessment/grow-next');
const { rankForCompetency } = await import('../../src/server/features/assessment/grow-next-rank');
const { addItems } = await import('../relevance/fixtures');
const { createTestApp } = await import('../setup/test-app');
const { addBank } = await import('./assessment-fixtures');
const { exportBank } = await import('../../src/server/features/admin/assessment/service');
const { publishBank } = await import('../relevance/grow-next-evaluate');
const computed = vi.mocked(rankForCompetency);

let t: TestApp;
let IMPACT: string;
let STRATEGY: string;

beforeAll(async () => {
  t = await createTestApp();
  const bank = await addBank(t.db, 3);
  [, STRATEGY, IMPACT] = bank.competencies.map((c) => c.id) as [string, string, string];
  expect([STRATEGY, IMPACT]).toEqual(['shaping-the-strategy', 'measuring-impact']);
  await addItems(t.db, [
    { id: 'sf_m1', title: 'Measuring impact of coaching programmes' },
    { id: 'sf_m2', title: 'Measuring impact with comparison groups' },
    { id: 'sf_s1', title: 'Shaping the strategy with business leaders' },
  ]);
});
afterAll(async () => {
  await t.close();
});

const viewer = () => ({ db: t.db, userId: '00000000-0000-4000-8000-000000000000', role: 'member' });
/** Grow next as the route asks it: with the rankings the app holds. */
const growNextFor = (v: ReturnType<typeof viewer>, competencyIds: string[]) =>
  growNext.growNextFor(v, t.deps.growNextRankings, competencyIds);
const ids = (groups: Awaited<ReturnType<typeof growNextFor>>) => groups.map((g) => g.items.map((i) => i.id));
const computedFor = (id: string) =>
  computed.mock.calls.filter(([, competencyId]) => competencyId === id).length;

describe('grow-next rankings under concurrent requests', () => {
  it('computes each ranking once when many requests ask for it at the same time', async () => {
    computed.mockClear();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => growNextFor(viewer(), [IMPACT, STRATEGY])),
    );
    expect(computedFor(IMPACT)).toBe(1);
    expect(computedFor(STRATEGY)).toBe(1);
    for (const a of answers) expect(ids(a)).toEqual(ids(answers[0]!));
    expect(ids(answers[0]!)[0]).toEqual(expect.arrayContaining(['sf_m1', 'sf_m2']));
  });

  it('answers later requests from the held rankings without computing again', async () => {
    computed.mockClear();
    await growNextFor(viewer(), [IMPACT, STRATEGY]);
    expect(computed).not.toHaveBeenCalled();
  });

  it('after a content edit, computes again once for the requests that find the rankings stale', async () => {
    await addItems(t.db, [{ id: 'sf_m3', title: 'Measuring impact: the whole evaluation' }]);
    computed.mockClear();
    const answers = await Promise.all(Array.from({ length: 5 }, () => growNextFor(viewer(), [IMPACT])));
    expect(computedFor(IMPACT)).toBe(1);
    for (const a of answers) expect(ids(a)[0]).toContain('sf_m3');
  });

  it('computes again after a new version of the bank is published, even when the competency is unchanged', async () => {
    // A ranking weighs the competency's words against the rest of the bank: another competency's
    // new texts change what sets this one apart.
    await growNextFor(viewer(), [IMPACT]);
    const { bank } = await exportBank(t.db);
    await publishBank(t.db, {
      ...bank,
      competencies: bank.competencies.map((c) =>
        c.id === STRATEGY ? { ...c, description: `${c.description} Impact is measured.` } : c,
      ),
    });
    computed.mockClear();
    await growNextFor(viewer(), [IMPACT]);
    expect(computedFor(IMPACT)).toBe(1);
  });

  it('does not keep a failed computation: the next request computes again', async () => {
    await addItems(t.db, [{ id: 'sf_m4', title: 'Measuring impact in a week' }]); // the version moves
    computed.mockClear();
    computed.mockRejectedValueOnce(new Error('the database went away'));
    await expect(growNextFor(viewer(), [IMPACT])).rejects.toThrow('the database went away');
    const [group] = await growNextFor(viewer(), [IMPACT]);
    expect(computedFor(IMPACT)).toBe(2);
    expect(group?.items).toHaveLength(3);
  });
});
