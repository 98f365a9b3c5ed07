import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentInstances, assessments } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';
import { addBank, addSubmission, api, type Person, person, type TestBank } from './assessment-fixtures';

/*
 * Results keep the populations they compare with until the assessment's population version moves
 * (kept-populations.ts). Every way the counts change must move it, or a member would read a
 * percentile against a population that is no longer there: a submit, a deleted instance, a
 * recount. Maya answers 4 throughout; each test reads her results again after one such change.
 */

let t: TestApp;
let bank: TestBank;
let maya: Person;
let ben: Person;
let bensInstance: string;

beforeAll(async () => {
  t = await createTestApp();
  bank = await addBank(t.db, 2);
  maya = await person(t, { firstName: 'Maya', lastName: 'Stone' });
  ben = await person(t, { firstName: 'Ben', lastName: 'Okafor' });
});
afterAll(async () => {
  await t.close();
});

async function submitThroughApi(who: Person, value: number): Promise<string> {
  const calls = api(t, who);
  const started = await calls.start();
  for (const item of bank.items)
    expect((await calls.answer(started.body.id, item.id, value)).status).toBe(200);
  expect((await calls.submit(started.body.id)).status).toBe(200);
  return started.body.id as string;
}

const comparedWith = async () => {
  const body = (await api(t, maya).get('/api/assessment/results')).body;
  expect(body.status).toBe('ready');
  return body.distribution.comparedWith as number;
};

const version = async () =>
  (
    await t.db
      .select({ v: assessments.populationVersion })
      .from(assessments)
      .where(eq(assessments.id, bank.assessmentId))
  )[0]?.v;

describe('kept populations', () => {
  it('a submit moves the version, and results read the grown population at once', async () => {
    const before = await version();
    await submitThroughApi(maya, 4);
    expect(await comparedWith()).toBe(1);
    expect(await comparedWith()).toBe(1); // read again: kept, the same
    bensInstance = await submitThroughApi(ben, 2);
    expect(await comparedWith()).toBe(2);
    expect(await version()).toBe((before ?? 0) + 2);
  });

  it('a deleted instance moves it (the database trigger), and the population shrinks', async () => {
    const before = await version();
    await t.db.delete(assessmentInstances).where(eq(assessmentInstances.id, bensInstance));
    expect(await comparedWith()).toBe(1);
    expect(await version()).toBe((before ?? 0) + 1);
  });

  it('a recount moves it: an instance written directly counts once recounted', async () => {
    expect(await comparedWith()).toBe(1);
    const before = await version();
    const rita = await person(t, { firstName: 'Rita', lastName: 'Moss' });
    await addSubmission(t.db, bank, { target: rita.id, answers: 3 }); // inserted, then recounted
    expect(await version()).toBeGreaterThan(before ?? 0);
    expect(await comparedWith()).toBe(2);
  });
});
