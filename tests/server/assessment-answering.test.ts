import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentInstances, assessments, items, responses } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';
import { addBank, api, leaveTeam, type Person, person, type TestBank } from './assessment-fixtures';

/*
 * Answering the assessment: the item bank, starting or reusing an instance, rating teammates
 * only, saving answers (one row per item, however many tabs), submitting (422 naming the
 * unanswered, read-only afterwards, once however many submits). Runs on PGlite and PostgreSQL.
 */

let t: TestApp;
let bank: TestBank;
const TEAM = 'Answering team';
const OTHER_TEAM = 'Another team';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const openInstances = (rater: string, target: string) =>
  t.db
    .select()
    .from(assessmentInstances)
    .where(
      and(
        eq(assessmentInstances.raterUserId, rater),
        eq(assessmentInstances.targetUserId, target),
        isNull(assessmentInstances.submittedAt),
      ),
    );
const answersOf = (instanceId: string) =>
  t.db.select().from(responses).where(eq(responses.instanceId, instanceId));

/** Answers every item of the bank through the API (all `value`, or per item). */
async function answerAll(who: Person, instanceId: string, value: number | ((i: number) => number) = 4) {
  for (const [i, item] of bank.items.entries()) {
    const res = await api(t, who).answer(instanceId, item.id, typeof value === 'number' ? value : value(i));
    expect(res.status).toBe(200);
  }
}

describe('without an active assessment', () => {
  it('the bank and starting answer 404 "No active assessment found"', async () => {
    // Every install has the shipped bank: here it is taken out of service.
    await t.db.update(assessments).set({ isActive: false });
    const me = await person(t);
    for (const res of [await api(t, me).get('/api/assessment'), await api(t, me).start()]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: 'no_active_assessment', message: 'No active assessment found' });
    }
  });
});

describe('the item bank', () => {
  beforeAll(async () => {
    bank = await addBank(t.db, 3);
  });

  it('needs a member', async () => {
    expect((await t.request('/api/assessment')).status).toBe(401);
  });

  it('lists the scale, the categories with colours, the competencies with five levels and their items', async () => {
    const me = await person(t, { team: TEAM });
    const { status, body } = await api(t, me).get('/api/assessment');
    expect(status).toBe(200);
    expect(body.assessment.id).toBe(bank.assessmentId);
    expect(body.scale.map((s: { value: number }) => s.value)).toEqual([1, 2, 3, 4, 5]);
    expect(body.scale[2].label).toBe('Neither agree nor disagree');
    expect(body.categories).toHaveLength(5);
    expect(body.categories[0]).toEqual({ key: 'STRATEGIZING', color: '#FFE1CE' });
    expect(body.competencies.map((c: { id: string }) => c.id)).toEqual(bank.competencies.map((c) => c.id));
    for (const c of body.competencies) {
      expect(c.levels).toHaveLength(5);
      expect(c.description.length).toBeGreaterThan(10);
      expect(c.items.map((i: { level: number }) => i.level)).toEqual([1, 2, 3, 4, 5]);
    }
    expect(body.selfInstance).toBeNull();
    expect(body.hasResults).toBe(false);
    expect(body.team.name).toBe(TEAM);
  });

  it('leaves inactive items out', async () => {
    const me = await person(t);
    const item = bank.items[0]!;
    await t.db.update(items).set({ active: false }).where(eq(items.id, item.id));
    const { body } = await api(t, me).get('/api/assessment');
    expect(body.competencies[0].items.map((i: { id: string }) => i.id)).not.toContain(item.id);
    await t.db.update(items).set({ active: true }).where(eq(items.id, item.id));
  });
});

describe('starting a self-assessment', () => {
  it('creates one, then reuses it while it is open', async () => {
    const me = await person(t, { firstName: 'Ada', lastName: 'Lovelace' });
    const first = await api(t, me).start();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      mode: 'self',
      subject: { id: me.id, name: 'Ada Lovelace' },
      answers: {},
      answered: 0,
      total: 15,
      firstUnansweredStep: 0,
      submittedAt: null,
    });
    const again = await api(t, me).start({ mode: 'self' });
    expect(again.body.id).toBe(first.body.id);
    const bankView = await api(t, me).get('/api/assessment');
    expect(bankView.body.selfInstance.id).toBe(first.body.id);
  });

  it('two tabs starting at once end with one open instance', async () => {
    const me = await person(t);
    const started = await Promise.all(Array.from({ length: 5 }, () => api(t, me).start()));
    expect(started.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(started.map((r) => r.body.id)).size).toBe(1);
    expect(await openInstances(me.id, me.id)).toHaveLength(1);
  });

  it('shows where the wizard stands: answers so far and the first step with an unanswered item', async () => {
    const me = await person(t);
    const { body: inst } = await api(t, me).start();
    for (const item of bank.competencies[0]!.items) await api(t, me).answer(inst.id, item.id, 3);
    await api(t, me).answer(inst.id, bank.competencies[2]!.items[0]!.id, 5);
    const { body } = await api(t, me).start();
    expect(body.answered).toBe(6);
    expect(body.firstUnansweredStep).toBe(1);
    expect(body.answers[bank.competencies[2]!.items[0]!.id]).toBe(5);
  });

  it('refuses a malformed body (400)', async () => {
    const me = await person(t);
    for (const json of [{}, { mode: 'peer' }, { mode: 'peer', subjectId: 'abc' }, { mode: 'boss' }]) {
      const res = await api(t, me).start(json);
      expect(res.status, JSON.stringify(json)).toBe(400);
    }
  });
});

describe('rating a teammate', () => {
  let rater: Person;
  let mate: Person;
  let stranger: Person;
  let loner: Person;
  beforeAll(async () => {
    rater = await person(t, { team: TEAM });
    mate = await person(t, { team: TEAM, firstName: 'Grace', lastName: 'Hopper' });
    stranger = await person(t, { team: OTHER_TEAM });
    loner = await person(t);
  });

  it('starts (and reuses) a rating of a member of my team', async () => {
    const first = await api(t, rater).start({ mode: 'peer', subjectId: mate.id });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      mode: 'peer',
      subject: { id: mate.id, name: 'Grace Hopper', firstName: 'Grace' },
    });
    const again = await api(t, rater).start({ mode: 'peer', subjectId: mate.id });
    expect(again.body.id).toBe(first.body.id);
    const [row] = await t.db
      .select()
      .from(assessmentInstances)
      .where(eq(assessmentInstances.id, first.body.id));
    expect(row).toMatchObject({ raterUserId: rater.id, targetUserId: mate.id, raterType: 'peer' });
    expect(row!.teamId).not.toBeNull();
  });

  it('answers 404 alike for anyone outside my team: another team, no team, nobody', async () => {
    const answers = [];
    for (const subjectId of [stranger.id, loner.id, '7f3e2a6c-1111-4c4c-8888-000000000000']) {
      answers.push(await api(t, rater).start({ mode: 'peer', subjectId }));
    }
    // A member in no team can rate nobody.
    answers.push(await api(t, loner).start({ mode: 'peer', subjectId: rater.id }));
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({
        code: 'not_found',
        message: 'Unknown error creating rating instance',
      });
    }
    expect(await openInstances(rater.id, stranger.id)).toHaveLength(0);
  });

  it('does not rate oneself in peer mode (400)', async () => {
    const res = await api(t, rater).start({ mode: 'peer', subjectId: rater.id });
    expect(res.status).toBe(400);
  });

  it('stops when the teammate leaves the team: answering and submitting answer 404', async () => {
    const leaving = await person(t, { team: TEAM });
    const { body: inst } = await api(t, rater).start({ mode: 'peer', subjectId: leaving.id });
    expect((await api(t, rater).answer(inst.id, bank.items[0]!.id, 4)).status).toBe(200);
    await leaveTeam(t.db, leaving.id);
    expect((await api(t, rater).answer(inst.id, bank.items[1]!.id, 4)).status).toBe(404);
    expect((await api(t, rater).submit(inst.id)).status).toBe(404);
    expect((await api(t, rater).start({ mode: 'peer', subjectId: leaving.id })).status).toBe(404);
  });
});

describe('answering', () => {
  let me: Person;
  let inst: { id: string };
  beforeAll(async () => {
    me = await person(t);
    inst = (await api(t, me).start()).body;
  });

  it('saves an answer and replaces it when changed: one row per item', async () => {
    const item = bank.items[0]!;
    const first = await api(t, me).answer(inst.id, item.id, 2);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ instanceId: inst.id, itemId: item.id, value: 2, answered: 1, total: 15 });
    const changed = await api(t, me).answer(inst.id, item.id, 5);
    expect(changed.body).toMatchObject({ value: 5, answered: 1 });
    const rows = await answersOf(inst.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.value).toBe(5);
  });

  it('two tabs answering the same item at once end with one row holding one of the answers', async () => {
    const item = bank.items[1]!;
    for (let round = 0; round < 5; round += 1) {
      const results = await Promise.all([
        api(t, me).answer(inst.id, item.id, 1),
        api(t, me).answer(inst.id, item.id, 3),
        api(t, me).answer(inst.id, item.id, 4),
      ]);
      expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
      const rows = (await answersOf(inst.id)).filter((r) => r.itemId === item.id);
      expect(rows).toHaveLength(1);
      expect([1, 3, 4]).toContain(rows[0]!.value);
    }
  });

  it('refuses anything but a whole number from 1 to 5 (400), storing nothing', async () => {
    const item = bank.items[2]!;
    for (const value of [0, 6, 2.5, '3', null]) {
      const res = await api(t, me).answer(inst.id, item.id, value);
      expect(res.status, String(value)).toBe(400);
    }
    expect((await answersOf(inst.id)).some((r) => r.itemId === item.id)).toBe(false);
  });

  it("answers 404 for another member's instance, an unknown one and an item outside the assessment", async () => {
    const other = await person(t);
    const item = bank.items[3]!;
    const notMine = await api(t, other).answer(inst.id, item.id, 4);
    expect(notMine.status).toBe(404);
    const unknown = await api(t, me).answer('5d7c3a12-0000-4000-8000-000000000000', item.id, 4);
    expect(unknown.status).toBe(404);
    expect(notMine.body.error).toEqual(unknown.body.error);
    expect((await api(t, me).answer('not-an-id', item.id, 4)).status).toBe(404);
    const noItem = await api(t, me).answer(inst.id, '5d7c3a12-0000-4000-8000-000000000000', 4);
    expect(noItem.status).toBe(404);
    expect(noItem.body.error.message).toBe('Item not found');
    expect((await api(t, me).answer(inst.id, 'x', 4)).status).toBe(404);
    expect((await answersOf(inst.id)).some((r) => r.itemId === item.id)).toBe(false);
  });

  it('refuses an item that is no longer active (404)', async () => {
    const item = bank.items[4]!;
    await t.db.update(items).set({ active: false }).where(eq(items.id, item.id));
    expect((await api(t, me).answer(inst.id, item.id, 4)).status).toBe(404);
    await t.db.update(items).set({ active: true }).where(eq(items.id, item.id));
  });
});

describe('submitting', () => {
  it('with unanswered items answers 422 naming how many, and stays open', async () => {
    const me = await person(t);
    const { body: inst } = await api(t, me).start();
    await api(t, me).answer(inst.id, bank.items[0]!.id, 4);
    await api(t, me).answer(inst.id, bank.items[1]!.id, 4);
    const res = await api(t, me).submit(inst.id);
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({
      code: 'incomplete',
      message: 'Submit failed: 13 items are unanswered',
      unanswered: 13,
    });
    expect(await openInstances(me.id, me.id)).toHaveLength(1);
  });

  it('submits once complete; the instance is then read-only (409) and a second submit changes nothing', async () => {
    const me = await person(t);
    const { body: inst } = await api(t, me).start();
    await answerAll(me, inst.id, (i) => (i % 5) + 1);
    const done = await api(t, me).submit(inst.id);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id: inst.id, mode: 'self', subjectId: me.id, alreadySubmitted: false });
    const again = await api(t, me).submit(inst.id);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ...done.body, alreadySubmitted: true });

    const late = await api(t, me).answer(inst.id, bank.items[0]!.id, 5);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('already_submitted');
    const rows = await answersOf(inst.id);
    expect(rows.find((r) => r.itemId === bank.items[0]!.id)!.value).toBe(1);
  });

  it('a double submit submits once', async () => {
    for (let round = 0; round < 5; round += 1) {
      const me = await person(t);
      const { body: inst } = await api(t, me).start();
      await answerAll(me, inst.id);
      const both = await Promise.all([api(t, me).submit(inst.id), api(t, me).submit(inst.id)]);
      expect(both.map((r) => r.status)).toEqual([200, 200]);
      expect(both.filter((r) => r.body.alreadySubmitted === false)).toHaveLength(1);
      expect(both[0]!.body.submittedAt).toBe(both[1]!.body.submittedAt);
      const rows = await t.db
        .select()
        .from(assessmentInstances)
        .where(eq(assessmentInstances.targetUserId, me.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.submittedAt!.toISOString()).toBe(both[0]!.body.submittedAt);
    }
  });

  it('an answer racing a submit either lands before it or is refused: never after', async () => {
    for (let round = 0; round < 5; round += 1) {
      const me = await person(t);
      const { body: inst } = await api(t, me).start();
      await answerAll(me, inst.id, 2);
      const item = bank.items[7]!;
      const [answer, submit] = await Promise.all([
        api(t, me).answer(inst.id, item.id, 5),
        api(t, me).submit(inst.id),
      ]);
      expect(submit.status).toBe(200);
      expect([200, 409]).toContain(answer.status);
      const stored = (await answersOf(inst.id)).find((r) => r.itemId === item.id)!.value;
      expect(stored).toBe(answer.status === 200 ? 5 : 2);
    }
  });

  it("answers 404 for another member's instance", async () => {
    const me = await person(t);
    const other = await person(t);
    const { body: inst } = await api(t, me).start();
    expect((await api(t, other).submit(inst.id)).status).toBe(404);
    expect((await api(t, other).submit('nope')).status).toBe(404);
  });

  it('a redo starts a new instance and keeps the earlier submission', async () => {
    const me = await person(t);
    const { body: first } = await api(t, me).start();
    await answerAll(me, first.id, 2);
    await api(t, me).submit(first.id);
    const after = await api(t, me).get('/api/assessment');
    expect(after.body).toMatchObject({ selfInstance: null, hasResults: true });

    const { body: redo } = await api(t, me).start();
    expect(redo.id).not.toBe(first.id);
    expect(redo.answered).toBe(0);
    await answerAll(me, redo.id, 4);
    expect((await api(t, me).submit(redo.id)).status).toBe(200);
    const rows = await t.db
      .select()
      .from(assessmentInstances)
      .where(eq(assessmentInstances.targetUserId, me.id));
    expect(rows.map((r) => r.submittedAt !== null)).toEqual([true, true]);
    expect((await answersOf(first.id)).every((r) => r.value === 2)).toBe(true);
  });

  it('submits a rating of a teammate the same way', async () => {
    const rater = await person(t, { team: TEAM });
    const mate = await person(t, { team: TEAM });
    const { body: inst } = await api(t, rater).start({ mode: 'peer', subjectId: mate.id });
    await answerAll(rater, inst.id, 3);
    const res = await api(t, rater).submit(inst.id);
    expect(res.body).toMatchObject({ mode: 'peer', subjectId: mate.id, alreadySubmitted: false });
    // The rated member cannot touch it.
    expect((await api(t, mate).answer(inst.id, bank.items[0]!.id, 5)).status).toBe(404);
  });
});
