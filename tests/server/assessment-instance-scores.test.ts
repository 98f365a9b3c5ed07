import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedScores } from '../../scripts/load/expected-scores';
import { assessmentInstances } from '../../src/server/db/schema';
import { instanceScores, meanOf } from '../../src/server/features/assessment/instance-scores';
import { rowsOf } from '../../src/server/db/rows';
import { createTestApp, type TestApp } from '../setup/test-app';
import { addBank, addSubmission, api, person, quietMember, type TestBank } from './assessment-fixtures';

/*
 * Scores are computed by the submit in TypeScript; before, a trigger computed them in SQL. On the
 * same answers the stored scores must be what that SQL gives (expectedScores is its statement),
 * down to the stored text, whether written by a submit or filled by a recount. Runs on PGlite and
 * PostgreSQL.
 */

let t: TestApp;
let bank: TestBank;

beforeAll(async () => {
  t = await createTestApp();
  bank = await addBank(t.db, 3);
});
afterAll(async () => {
  await t.close();
});

/** The instance's stored scores and the SQL's, both as text. */
async function storedAndExpected(instanceId: string) {
  const [row] = await rowsOf(
    t.db,
    sql`
    SELECT scores::text AS stored, ${expectedScores(sql`assessment_instances.id`)}::text AS expected
    FROM assessment_instances WHERE assessment_instances.id = ${instanceId}`,
  );
  return row!;
}

/** Answer patterns: every value, repeating thirds, uneven levels. */
const PATTERNS: ((i: number) => number)[] = [
  () => 1,
  (i) => (i % 5) + 1,
  (i) => ((i * 7 + 3) % 5) + 1,
  (i) => (i % 3 === 0 ? 5 : 2),
  (i) => ((i * i) % 4) + 2,
];

describe('stored scores', { timeout: 120_000 }, () => {
  it('round means as the database does: half away from zero at 6 decimals', async () => {
    // Every mean of up to 75 whole answers of 1–5.
    const expected = await rowsOf(
      t.db,
      sql`
      SELECT n, s, round(s::numeric / n, 6)::text AS mean
      FROM generate_series(1, 75) n CROSS JOIN LATERAL generate_series(n, 5 * n) s`,
    );
    expect(expected.length).toBeGreaterThan(10_000);
    const wrong = expected.filter((r) => meanOf(Number(r.s), Number(r.n)).toFixed(6) !== r.mean);
    expect(wrong).toEqual([]);
  });

  it('hold the mean, and per competency the mean and each level’s sum and count', () => {
    const scores = instanceScores([
      { competencyId: 'b', level: 2, value: 4 },
      { competencyId: 'a', level: 3, value: 2 },
      { competencyId: 'a', level: 1, value: 5 },
      { competencyId: 'a', level: 3, value: 1 },
    ]);
    // a: (5 + 2 + 1) / 3 = 2.666…; all: 12 / 4.
    expect(scores).toEqual({
      mean: 3,
      competencies: {
        a: {
          mean: 2.666667,
          levels: [
            [1, 5, 1],
            [3, 3, 2],
          ],
        },
        b: { mean: 4, levels: [[2, 4, 1]] },
      },
    });
    expect(instanceScores([])).toBeNull();
  });

  it('written by a submit equal what the SQL gives on the same answers, text and all', async () => {
    const me = await person(t);
    const teammate = await person(t, { team: 'Scorers' });
    const rater = await person(t, { team: 'Scorers' });
    for (const pattern of PATTERNS) {
      const { body: inst } = await api(t, me).start();
      for (const [i, item] of bank.items.entries()) {
        expect((await api(t, me).answer(inst.id, item.id, pattern(i))).status).toBe(200);
      }
      expect((await api(t, me).submit(inst.id)).status).toBe(200);
      const { stored, expected } = await storedAndExpected(inst.id);
      expect(stored).not.toBeNull();
      expect(stored).toBe(expected);
    }
    // A peer rating is scored the same way.
    const { body: rating } = await api(t, rater).start({ mode: 'peer', subjectId: teammate.id });
    for (const [i, item] of bank.items.entries()) await api(t, rater).answer(rating.id, item.id, (i % 4) + 1);
    expect((await api(t, rater).submit(rating.id)).status).toBe(200);
    const { stored, expected } = await storedAndExpected(rating.id);
    expect(stored).toBe(expected);
  });

  it('filled by a recount for instances written directly equal the SQL’s too', async () => {
    const member = await quietMember(t.db);
    const id = await addSubmission(t.db, bank, {
      target: member,
      answers: (item) => ((item.level * 3) % 5) + 1,
      only: bank.items.slice(0, 7),
    });
    const [row] = await t.db
      .select({ scores: assessmentInstances.scores })
      .from(assessmentInstances)
      .where(eq(assessmentInstances.id, id));
    expect(row?.scores).not.toBeNull();
    const { stored, expected } = await storedAndExpected(id);
    expect(stored).toBe(expected);
  });
});
