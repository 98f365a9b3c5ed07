import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../src/server/db/schema';
import { barOf, defaultBars } from '../../src/shared/domain/assessment';
import { createMember } from '../factories/members';
import { createTestApp, type TestApp } from '../setup/test-app';
import { addBank, addSubmission, api, type Person, person, type TestBank } from './assessment-fixtures';

/*
 * The industry percentile: a member's results compare with the members of the industry on their
 * profile once 30 of them have submitted, otherwise with all members from 30, otherwise with the
 * default curve; per competency and for the distribution. The population grows test by test.
 *
 * The bank has two competencies (A, B), one item per level 1–5. Maya (Healthcare) answers 4
 * throughout; other Healthcare members answer 3, Retail members 5.
 */

let t: TestApp;
let bank: TestBank;
let maya: Person;
let A: string;

const HEALTHCARE = 'Healthcare';
const RETAIL = 'Retail';

beforeAll(async () => {
  t = await createTestApp();
  bank = await addBank(t.db, 2);
  A = bank.competencies[0]!.id;
  maya = await person(t, { firstName: 'Maya', lastName: 'Stone' });
  await t.db.update(profiles).set({ industry: HEALTHCARE }).where(eq(profiles.id, maya.id));
  await addSubmission(t.db, bank, { target: maya.id, answers: 4, industry: HEALTHCARE });
});
afterAll(async () => {
  await t.close();
});

/** `n` members of `industry` who submitted `value` throughout while in it. */
async function population(industry: string, value: number, n: number) {
  for (let i = 0; i < n; i += 1) {
    const { id } = await createMember(t.db, { industry });
    await addSubmission(t.db, bank, { target: id, answers: value, industry });
  }
}

const results = async (who: Person) => (await api(t, who).get('/api/assessment/results')).body;
const row = (body: { competencies: { competencyId: string }[] }, id: string) =>
  // biome-ignore lint/suspicious/noExplicitAny: assertions read fields one by one.
  body.competencies.find((c) => c.competencyId === id) as any;

describe('the industry percentile', () => {
  it('uses the default curve while fewer than 30 members have submitted at all', async () => {
    await population(HEALTHCARE, 3, 28);
    const body = await results(maya);
    expect(body.distribution).toMatchObject({ basis: 'default', industry: null, comparedWith: 29 });
    expect(body.distribution.bars).toEqual(defaultBars());
    expect(row(body, A)).toMatchObject({ basis: 'default', percentile: 89 });
  });

  it('compares with all members while the industry has 29 (of 39 in all)', async () => {
    await population(RETAIL, 5, 10);
    const body = await results(maya);
    // 28 below Maya's 4, 10 above, Maya level with herself: (28 + 1/2) / 39.
    expect(body.distribution).toMatchObject({
      basis: 'members',
      industry: null,
      comparedWith: 39,
      percentile: 73,
    });
    expect(body.distribution.bars[barOf(5)]).toBeCloseTo(10 / 39, 4);
    expect(row(body, A)).toMatchObject({ basis: 'members', percentile: 73 });
  });

  it('compares within the industry from its 30th member, who submits through the API', async () => {
    const last = await createMember(t.db, { industry: HEALTHCARE });
    const who: Person = { id: last.id, email: last.email, cookie: await t.signIn(last.email, last.password) };
    const calls = api(t, who);
    const started = await calls.start();
    for (const item of bank.items) expect((await calls.answer(started.body.id, item.id, 3)).status).toBe(200);
    expect((await calls.submit(started.body.id)).status).toBe(200);

    const body = await results(maya);
    // Healthcare only: 29 below Maya's 4, Maya level with herself: (29 + 1/2) / 30.
    expect(body.distribution).toMatchObject({
      basis: 'industry',
      industry: HEALTHCARE,
      comparedWith: 30,
      percentile: 98,
    });
    // The bars are the industry's: nobody at 5 in Healthcare.
    expect(body.distribution.bars[barOf(3)]).toBeCloseTo(29 / 30, 4);
    expect(body.distribution.bars[barOf(4)]).toBeCloseTo(1 / 30, 4);
    expect(body.distribution.bars[barOf(5)]).toBe(0);
    for (const c of body.competencies) expect(c).toMatchObject({ basis: 'industry', percentile: 98 });
  });

  it('compares a member of a smaller industry with all members, and names no industry', async () => {
    const retail = await person(t);
    await t.db.update(profiles).set({ industry: RETAIL }).where(eq(profiles.id, retail.id));
    await addSubmission(t.db, bank, { target: retail.id, answers: 4, industry: RETAIL });
    const body = await results(retail);
    // 11 Retail members in all: 29 Healthcare at 3 below, Maya level, 10 Retail at 5 above, of 41.
    expect(body.distribution).toMatchObject({ basis: 'members', industry: null, comparedWith: 41 });
    expect(body.distribution.percentile).toBe(Math.round(((29 + 2 / 2) / 41) * 100));
  });

  it('follows the industry on the profile now, not the one named at submit', async () => {
    await t.db.update(profiles).set({ industry: RETAIL }).where(eq(profiles.id, maya.id));
    expect((await results(maya)).distribution).toMatchObject({ basis: 'members', industry: null });
    await t.db.update(profiles).set({ industry: null }).where(eq(profiles.id, maya.id));
    expect((await results(maya)).distribution).toMatchObject({ basis: 'members', industry: null });
    await t.db.update(profiles).set({ industry: HEALTHCARE }).where(eq(profiles.id, maya.id));
    expect((await results(maya)).distribution).toMatchObject({ basis: 'industry', industry: HEALTHCARE });
  });
});
