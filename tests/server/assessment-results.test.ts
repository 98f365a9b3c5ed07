import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { defaultBars } from '../../src/shared/domain/assessment';
import { addItems } from '../relevance/fixtures';
import { createTestApp, type TestApp } from '../setup/test-app';
import {
  addBank,
  addSubmission,
  api,
  daysAgo,
  type Person,
  person,
  quietMember,
  type TestBank,
} from './assessment-fixtures';

/*
 * A member's results: level estimate, mean score, percentile and level text per competency, key
 * skills, the distribution chart, peers' averages (published, from 3 raters), the change since the previous
 * submission, grow-next items; who may see whose results. Runs on PGlite and PostgreSQL.
 *
 * The bank has three competencies (A, B, C), each with one item per level 1–5. The population
 * (members with a submitted self-assessment) is built up test by test, so the describes run in order.
 */

let t: TestApp;
let bank: TestBank;
let me: Person;
let A: string;
let B: string;
let C: string;
const TEAM = 'Results team';

/** A: agrees with levels 1–3 only (level 3, mean 3.2); B: agrees with all (5, mean 4); C: disagrees (0, 2). */
const firstAnswers = (item: { competencyId: string; level: number }) =>
  item.competencyId === A ? [5, 4, 4, 2, 1][item.level - 1]! : item.competencyId === B ? 4 : 2;

beforeAll(async () => {
  t = await createTestApp();
  bank = await addBank(t.db, 3);
  [A, B, C] = bank.competencies.map((c) => c.id) as [string, string, string];
  me = await person(t, { team: TEAM, firstName: 'Maya', lastName: 'Stone' });
});
afterAll(async () => {
  await t.close();
});

const results = (who: Person, user?: string) =>
  api(t, who).get(`/api/assessment/results${user === undefined ? '' : `?user=${user}`}`);
const row = (body: { competencies: { competencyId: string }[] }, id: string) =>
  // biome-ignore lint/suspicious/noExplicitAny: assertions read fields one by one.
  body.competencies.find((c) => c.competencyId === id) as any;

describe('before a first submission', () => {
  it('answers status none (an open instance is not a result)', async () => {
    await addSubmission(t.db, bank, { target: me.id, answers: 3, submittedAt: null });
    const { status, body } = await results(me);
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'none', subject: { id: me.id, name: 'Maya Stone', isSelf: true } });
  });

  it('needs a member', async () => {
    expect((await t.request('/api/assessment/results')).status).toBe(401);
  });
});

describe('my results', () => {
  beforeAll(async () => {
    await addSubmission(t.db, bank, { target: me.id, answers: firstAnswers, submittedAt: daysAgo(10) });
  });

  it('give level estimate, mean score, percentile and level text per competency, in bank order', async () => {
    const { body } = await results(me);
    expect(body.status).toBe('ready');
    expect(body.submissions).toBe(1);
    expect(body.previousSubmittedAt).toBeNull();
    expect(body.competencies.map((c: { competencyId: string }) => c.competencyId)).toEqual([A, B, C]);
    // Fewer than 30 members: the default distribution (normal, mean 3, sd 0.8).
    expect(row(body, A)).toMatchObject({
      levelEstimate: 3,
      meanScore: 3.2,
      percentile: 60,
      basis: 'default',
      peers: null,
      change: null,
    });
    expect(row(body, B)).toMatchObject({
      levelEstimate: 5,
      meanScore: 4,
      percentile: 89,
    });
    expect(row(body, C)).toMatchObject({ levelEstimate: 0, meanScore: 2, percentile: 11 });
    // The levels' texts are the bank's (the page has it): not repeated per result.
    expect(row(body, A)).not.toHaveProperty('levelText');
  });

  it('name the top 3 key skills by mean score, then percentile', async () => {
    const { body } = await results(me);
    expect(body.keySkills).toEqual([B, A, C]);
  });

  it('draw the distribution: 30 bars of the default curve, my bar, score and percentile', async () => {
    const { body } = await results(me);
    expect(body.distribution).toEqual({
      bars: defaultBars(),
      // 46 / 15 = 3.0667 falls in bar 15 of 30 over 1–5.
      memberBar: 15,
      score: 3.07,
      percentile: 53,
      basis: 'default',
      industry: null,
      comparedWith: 1,
    });
  });
});

describe("peers' averages", () => {
  let first: Person;
  let second: Person;
  let third: Person;
  beforeAll(async () => {
    first = await person(t, { team: TEAM });
    second = await person(t, { team: TEAM });
    third = await person(t, { team: TEAM });
  });
  const rate = (rater: Person, answers: number, days: number | null) =>
    addSubmission(t.db, bank, {
      target: me.id,
      rater: rater.id,
      mode: 'peer',
      answers,
      submittedAt: days === null ? null : daysAgo(days),
    });

  it('are withheld below 3 raters: no view shows one or two raters’ answers', async () => {
    await rate(first, 2, 6);
    // An open rating is not counted.
    await rate(second, 5, null);
    const one = await results(me);
    expect(one.body.peers).toEqual({ raters: 0, shown: false, minimum: 3 });
    expect(one.body.competencies.every((c: { peers: unknown }) => c.peers === null)).toBe(true);
    await rate(second, 4, 5);
    const two = await results(me);
    expect(two.body.peers).toEqual({ raters: 0, shown: false, minimum: 3 });
  });

  it('appear beside my own from 3 raters, averaged', async () => {
    await rate(third, 4, 4);
    const { body } = await results(me);
    expect(body.peers).toEqual({ raters: 3, shown: true, minimum: 3 });
    // Ratings 2 (level 0), 4 and 4 (level 5).
    for (const id of [A, B, C])
      expect(row(body, id).peers).toEqual({ levelEstimate: 3.3, meanScore: 3.33, raters: 3 });
  });

  it("move only once 2 ratings changed, counting each rater's latest rating once", async () => {
    // One re-rating: the published average stays (it would give away how that rater changed).
    await rate(first, 4, 3);
    const once = await results(me);
    expect(once.body.peers).toEqual({ raters: 3, shown: true, minimum: 3 });
    expect(row(once.body, A).peers).toEqual({ levelEstimate: 3.3, meanScore: 3.33, raters: 3 });
    // A second one: 4, 5 and 4.
    await rate(second, 5, 2);
    const twice = await results(me);
    expect(twice.body.peers).toEqual({ raters: 3, shown: true, minimum: 3 });
    expect(row(twice.body, A).peers).toEqual({ levelEstimate: 5, meanScore: 4.33, raters: 3 });
  });
});

describe('history', () => {
  it('a redo keeps the earlier submission and shows the change since it', async () => {
    // A now all 5s: level 3 → 5, mean 3.2 → 5.
    await addSubmission(t.db, bank, {
      target: me.id,
      answers: (item) => (item.competencyId === A ? 5 : firstAnswers(item)),
      submittedAt: daysAgo(1),
    });
    const { body } = await results(me);
    expect(body.submissions).toBe(2);
    expect(Date.parse(body.previousSubmittedAt)).toBeLessThan(Date.parse(body.submittedAt));
    expect(row(body, A)).toMatchObject({
      levelEstimate: 5,
      meanScore: 5,
      change: { levelEstimate: 2, meanScore: 1.8 },
    });
    expect(row(body, B).change).toEqual({ levelEstimate: 0, meanScore: 0 });
    expect(body.keySkills).toEqual([A, B, C]);
  });
});

describe("a teammate's results", () => {
  let admin: Person;
  let mate: Person;
  beforeAll(async () => {
    admin = await person(t, { team: TEAM, role: 'admin' });
    mate = await person(t, { team: TEAM });
  });

  it('administrators of my team see them', async () => {
    const { status, body } = await results(admin, me.id);
    expect(status).toBe(200);
    expect(body.subject).toEqual({ id: me.id, name: 'Maya Stone', isSelf: false });
    const own = await results(me);
    expect({ ...body, subject: null }).toEqual({ ...own.body, subject: null });
  });

  it('a teammate without results shows status none to an administrator', async () => {
    const { body } = await results(admin, mate.id);
    expect(body).toEqual({ status: 'none', subject: { id: mate.id, name: 'Test Member', isSelf: false } });
  });

  it('nobody else: members of the team, administrators of other teams, super admins outside it (404)', async () => {
    const outsideAdmin = await person(t, { team: 'Elsewhere', role: 'admin' });
    const superAdmin = await person(t, { role: 'super_admin' });
    for (const [who, user] of [
      [mate, me.id],
      [outsideAdmin, me.id],
      [superAdmin, me.id],
      [admin, '7f3e2a6c-1111-4c4c-8888-000000000000'],
      [admin, 'not-a-uuid'],
    ] as const) {
      const res = await results(who, user);
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: 'not_found', message: 'Could not load peer results' });
    }
  });

  it('asking for oneself by id is one’s own results', async () => {
    const { status, body } = await results(me, me.id.toUpperCase());
    expect(status).toBe(200);
    expect(body.subject.isSelf).toBe(true);
  });
});

describe('grow next', () => {
  beforeAll(async () => {
    // My weakest now: C (Measuring Impact), then B, then A.
    await addItems(t.db, [
      { id: 'gx_m1', title: 'Measuring impact of coaching programmes' },
      { id: 'gx_m2', type: 'case-study', title: 'Measuring impact at a regional retailer' },
      { id: 'gx_m3', title: 'Measuring impact with comparison groups' },
      { id: 'gx_m4', title: 'Measuring impact, again' },
      { id: 'gx_s1', title: 'Shaping the strategy with business leaders' },
    ]);
    for (const resourceId of ['gx_m1', 'gx_m2', 'gx_m3', 'gx_m4']) {
      const saved = await t.request('/api/saved', {
        method: 'POST',
        cookie: me.cookie,
        json: { resourceId },
      });
      expect(saved.status).toBe(200);
    }
  });

  const growNext = (who: Person, competencies: string) =>
    api(t, who).get(`/api/assessment/grow-next?competencies=${encodeURIComponent(competencies)}`);

  it('results name the weakest competencies, weakest first', async () => {
    const { body } = await results(me);
    expect(body.growNextFor).toEqual([C, B, A]);
  });

  it('finds 3 library items per competency, as cards with isSaved', async () => {
    const { status, body } = await growNext(me, [C, B, A].join(','));
    expect(status).toBe(200);
    expect(body.groups.map((g: { competencyId: string }) => g.competencyId)).toEqual([C, B, A]);
    const [impact, strategy] = body.groups;
    expect(impact.competencyName).toBe('Measuring Impact');
    expect(impact.items).toHaveLength(3);
    for (const card of impact.items)
      expect(card).toMatchObject({ id: expect.stringMatching(/^gx_m/), isSaved: true });
    expect(strategy.items[0]).toMatchObject({ id: 'gx_s1', isSaved: false });
    // An item goes to one competency only.
    const ids = body.groups.flatMap((g: { items: { id: string }[] }) => g.items.map((i) => i.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers the same picks a second time (from the rankings the process holds) with saved state read now', async () => {
    const first = await growNext(me, C);
    for (const id of ['gx_m1', 'gx_m2', 'gx_m3', 'gx_m4']) {
      const unsaved = await t.request(`/api/saved/${id}`, { method: 'DELETE', cookie: me.cookie });
      expect(unsaved.status).toBeLessThan(300);
    }
    const second = await growNext(me, C);
    const items = (r: typeof first) => r.body.groups[0].items as { id: string; isSaved: boolean }[];
    expect(items(first)).toHaveLength(3);
    expect(items(second).map((i) => i.id)).toEqual(items(first).map((i) => i.id));
    expect(items(first).map((i) => i.isSaved)).toEqual([true, true, true]);
    expect(items(second).map((i) => i.isSaved)).toEqual([false, false, false]);
  });

  it('refuses no competency, more than 3, an empty id (400) and an unknown one (404)', async () => {
    for (const q of ['', `${A},${B},${C},${A}`, `${A},`, `${A},,${B}`]) {
      const res = await growNext(me, q);
      expect(res.status, q).toBe(400);
    }
    const unknown = await growNext(me, `${A},no-such-competency`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('No competency with the id "no-such-competency".');
  });

  it('is for signed-in members only', async () => {
    const res = await t.request(`/api/assessment/grow-next?competencies=${A}`);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
  });
});

describe('percentiles against members', () => {
  let sam: Person;
  const others: string[] = [];
  const population = async (value: number, n: number) => {
    for (let i = 0; i < n; i += 1) {
      const id = await quietMember(t.db);
      others.push(id);
      await addSubmission(t.db, bank, { target: id, answers: value });
    }
  };

  beforeAll(async () => {
    sam = await person(t);
    await addSubmission(t.db, bank, { target: sam.id, answers: 4 });
    // An earlier self-assessment of sam's is not counted: only members' latest.
    await addSubmission(t.db, bank, { target: sam.id, answers: 1, submittedAt: daysAgo(30) });
    // Peer ratings are not self-assessments: not counted either.
    await addSubmission(t.db, bank, { target: sam.id, rater: me.id, mode: 'peer', answers: 1 });
    await population(2, 10);
    await population(3, 10);
    await population(4, 7);
  });

  it('use the default distribution while fewer than 30 members have submitted', async () => {
    // me, sam and 27 others.
    const { body } = await results(sam);
    expect(body.distribution.comparedWith).toBe(29);
    expect(body.distribution.basis).toBe('default');
    expect(row(body, B)).toMatchObject({ percentile: 89, basis: 'default' });
  });

  it('rank among members’ latest self-assessments from 30: below plus half of those level', async () => {
    await population(4, 1);
    const { body } = await results(sam);
    // B: 20 members below 4 (10 × 2, 10 × 3); level with sam: 8 others, me (B = 4) and sam.
    expect(row(body, B)).toMatchObject({ percentile: 83, basis: 'members' });
    // A: me at 5, above: (20 + 9 / 2) / 30.
    expect(row(body, A).percentile).toBe(82);
    // C: me at 2, below: (21 + 9 / 2) / 30.
    expect(row(body, C).percentile).toBe(85);
    const d = body.distribution;
    expect(d).toMatchObject({ basis: 'members', comparedWith: 30, score: 4, percentile: 85, memberBar: 22 });
    expect(d.bars[7]).toBeCloseTo(10 / 30, 4);
    expect(d.bars[15]).toBeCloseTo(10 / 30, 4);
    expect(d.bars[22]).toBeCloseTo(9 / 30, 4);
    // Me: 55 / 15 = 3.667, on the lower edge of bar 20.
    expect(d.bars[20]).toBeCloseTo(1 / 30, 4);
    expect(d.bars.reduce((a: number, b: number) => a + b, 0)).toBeCloseTo(1, 3);
  });

  it('follow the population as it changes: a deleted member leaves it', async () => {
    await t.db.delete(users).where(eq(users.id, others[0]!));
    const { body } = await results(sam);
    expect(body.distribution).toMatchObject({ basis: 'default', comparedWith: 29 });
    expect(row(body, B)).toMatchObject({ percentile: 89, basis: 'default' });
  });
});
