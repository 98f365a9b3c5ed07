import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentInstances, users } from '../../src/server/db/schema';
import { recountAssessment } from '../../src/server/features/assessment/averages';
import { expectedScores } from '../../scripts/load/expected-scores';
import { createTestApp, type TestApp } from '../setup/test-app';
import {
  addBank,
  addSubmission,
  api,
  type Person,
  person,
  quietMember,
  type TestBank,
} from './assessment-fixtures';

/*
 * Scores stored at submit and the population counts percentiles compare with (migration 0023):
 * they must always equal what the answers give, counted from scratch — under submits at once,
 * redos, answers racing a submit and deleted members. Runs on PGlite and PostgreSQL.
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

type Row = Record<string, unknown>;
const rows = async (statement: ReturnType<typeof sql>) =>
  ((await t.db.execute(statement)) as unknown as { rows: Row[] }).rows;

/** The counts as kept. */
const kept = () =>
  rows(sql`
    SELECT competency_id AS c, mean::numeric(12, 6)::text AS m, members::int AS k
    FROM assessment_mean_counts WHERE assessment_id = ${bank.assessmentId} AND members <> 0
    ORDER BY 1, 2`);

/** The counts from the answers: each member's latest submitted self-assessment, mean per competency and overall. */
const fromAnswers = () =>
  rows(sql`
    WITH latest AS (
      SELECT DISTINCT ON (target_user_id) id FROM assessment_instances
      WHERE assessment_id = ${bank.assessmentId} AND rater_type = 'self' AND submitted_at IS NOT NULL
      ORDER BY target_user_id, submitted_at DESC, id DESC
    ),
    means AS (
      SELECT l.id, i.competency_id AS c, avg(r.value) AS m
      FROM latest l JOIN responses r ON r.instance_id = l.id JOIN items i ON i.id = r.item_id GROUP BY 1, 2
      UNION ALL
      SELECT l.id, '', avg(r.value) FROM latest l JOIN responses r ON r.instance_id = l.id GROUP BY 1
    )
    SELECT c, round(m, 6)::numeric(12, 6)::text AS m, count(*)::int AS k FROM means GROUP BY 1, 2 ORDER BY 1, 2`);

/** Stored scores that differ from the answers' (none expected). */
const staleScores = () =>
  rows(sql`
    SELECT id FROM assessment_instances
    WHERE assessment_id = ${bank.assessmentId} AND submitted_at IS NOT NULL
      AND scores IS DISTINCT FROM ${expectedScores(sql`assessment_instances.id`)}`);

async function expectExact() {
  const expected = await fromAnswers();
  expect(expected.length).toBeGreaterThan(0);
  expect(await kept()).toEqual(expected);
  expect(await staleScores()).toEqual([]);
}

/** Opens a self-assessment through the API and answers every item (value per item index). */
async function answered(who: Person, value: (i: number) => number): Promise<string> {
  const { body: inst } = await api(t, who).start();
  for (const [i, item] of bank.items.entries()) {
    expect((await api(t, who).answer(inst.id, item.id, value(i))).status).toBe(200);
  }
  return inst.id;
}

// Sign-ins and 15 answers per member through the API: slow on a loaded machine.
describe('the population counts', { timeout: 120_000 }, () => {
  const people: Person[] = [];

  it('stay exact when members submit at the same time', async () => {
    for (let n = 0; n < 8; n += 1) people.push(await person(t));
    const instances = await Promise.all(people.map((p, n) => answered(p, (i) => ((i + n) % 5) + 1)));
    const submits = await Promise.all(people.map((p, n) => api(t, p).submit(instances[n]!)));
    expect(submits.map((s) => s.status)).toEqual(people.map(() => 200));
    await expectExact();
    const overall = (await kept()).filter((x) => x.c === '').reduce((a, x) => a + Number(x.k), 0);
    expect(overall).toBe(8);
  });

  it('move a member from their previous submission to a redo, also when redos and double submits race', async () => {
    const redos = await Promise.all(
      people.slice(0, 4).map((p, n) => answered(p, (i) => ((i * 3 + n) % 5) + 1)),
    );
    await Promise.all(
      people.slice(0, 4).flatMap((p, n) => [api(t, p).submit(redos[n]!), api(t, p).submit(redos[n]!)]),
    );
    await expectExact();
    const overall = (await kept()).filter((x) => x.c === '').reduce((a, x) => a + Number(x.k), 0);
    expect(overall).toBe(8);
  });

  it('store the answers a submit waited for (an answer racing the submit)', async () => {
    for (let round = 0; round < 3; round += 1) {
      const me = await person(t);
      const id = await answered(me, () => 2);
      await Promise.all([
        api(t, me).answer(id, bank.items[4]!.id, 5),
        api(t, me).answer(id, bank.items[9]!.id, 5),
        api(t, me).submit(id),
      ]);
      await expectExact();
    }
  });

  it('let a deleted member go, and count a member’s previous submission when their latest is deleted', async () => {
    await t.db.delete(users).where(eq(users.id, people[7]!.id));
    await expectExact();
    // people[0] has two submissions: deleting the latest counts the earlier one again.
    const [latest] = await rows(sql`
      SELECT id FROM assessment_instances WHERE target_user_id = ${people[0]!.id} AND rater_type = 'self'
      ORDER BY submitted_at DESC LIMIT 1`);
    await t.db.delete(assessmentInstances).where(eq(assessmentInstances.id, String(latest!.id)));
    await expectExact();
  });

  it('do not count peer ratings or open instances; a recount from scratch gives the same', async () => {
    const before = await kept();
    const rater = await quietMember(t.db);
    await addSubmission(t.db, bank, { target: people[1]!.id, rater, mode: 'peer', answers: 5 });
    await addSubmission(t.db, bank, { target: rater, answers: 1, submittedAt: null });
    await recountAssessment(t.db, bank.assessmentId);
    expect(await kept()).toEqual(before);
    await expectExact();
  });
});
