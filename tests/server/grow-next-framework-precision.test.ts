import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoLibrary } from '../../src/server/seed';
import { evaluateFramework, FRAMEWORKS, type GrowNextReport } from '../relevance/grow-next-evaluate';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * "Grow next" on other competency frameworks, imported and published over the shipped bank as a
 * fellowship with its own would (tests/relevance/grow-next-framework*.json), each on a database of its
 * own: written and labelled without the engine and never tuned on. A regression guard at the
 * measured precision. And a framework's picks are the same whatever framework an import replaced.
 */

const NOBODY = '00000000-0000-4000-8000-000000000000';

/** Each framework's report, on a fresh database with the demo library. */
const reports = new Map<keyof typeof FRAMEWORKS, GrowNextReport>();
/** The healthcare framework's, imported over the corporate one (on the corporate framework's database). */
let replacing: GrowNextReport;
const apps: TestApp[] = [];

beforeAll(async () => {
  for (const name of Object.keys(FRAMEWORKS) as (keyof typeof FRAMEWORKS)[]) {
    const t = await createTestApp();
    apps.push(t);
    await seedDemoLibrary(t.db);
    reports.set(name, await evaluateFramework(t.db, NOBODY, name));
  }
  replacing = await evaluateFramework(apps[0]!.db, NOBODY, 'healthcare');
}, 180_000);
afterAll(async () => {
  for (const t of apps) await t.close();
});

const misses = (r: GrowNextReport) =>
  r.outcomes
    .filter((o) => o.precision < 1)
    .map((o) => `${o.competencyId}: ${o.picks.join(' ')}`)
    .join('\n');

describe('grow-next precision on frameworks never tuned on', () => {
  it.each([
    ['corporate', 0.76],
    ['healthcare', 0.8],
  ] as const)(
    'keeps the %s framework at its measured level (at least %s over 10 competencies)',
    (name, floor) => {
      const report = reports.get(name)!;
      expect(report.outcomes).toHaveLength(10);
      for (const o of report.outcomes) expect(o.picks, o.competencyId).toHaveLength(3);
      expect(report.overall, misses(report)).toBeGreaterThanOrEqual(floor);
    },
  );
});

describe('grow next after one framework replaces another', () => {
  it('picks as if the replaced framework had never been imported (its words weigh nothing)', () => {
    const picks = (r: GrowNextReport) => r.outcomes.map((o) => [o.competencyId, o.picks]);
    expect(picks(replacing)).toEqual(picks(reports.get('healthcare')!));
  });
});
