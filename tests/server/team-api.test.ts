import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments, profiles } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';
import { addBank, addSubmission, api, type Person, person, type TestBank } from './assessment-fixtures';

/*
 * My Team: my own team only, with each member's avatar, name (null when unset), title, and what I
 * may do for them. Runs on PGlite and PostgreSQL.
 */

let t: TestApp;
let bank: TestBank;
const TEAM = 'My team';
let me: Person;
let zoe: Person;
let anon: Person;
let admin: Person;
let outsider: Person;

beforeAll(async () => {
  t = await createTestApp();
  bank = await addBank(t.db, 1);
  me = await person(t, { team: TEAM, firstName: 'Maya', lastName: 'Stone' });
  zoe = await person(t, { team: TEAM, firstName: 'zoe', lastName: 'Adams' });
  anon = await person(t, { team: TEAM, firstName: '', lastName: '' });
  admin = await person(t, { team: TEAM, role: 'admin', firstName: 'Alex', lastName: 'Admin' });
  outsider = await person(t, { team: 'Their team', firstName: 'Olga', lastName: 'Out' });
  await t.db
    .update(profiles)
    .set({ title: 'Learning Lead', avatarUrl: '/files/avatars/maya.webp' })
    .where(eq(profiles.id, me.id));
  // Zoe has results; so does the outsider.
  await addSubmission(t.db, bank, { target: zoe.id, answers: 4 });
  await addSubmission(t.db, bank, { target: outsider.id, answers: 4 });
});
afterAll(async () => {
  await t.close();
});

const myTeam = (who: Person) => api(t, who).get('/api/team');

it('needs a member', async () => {
  expect((await t.request('/api/team')).status).toBe(401);
});

it('is empty for a member in no team', async () => {
  const loner = await person(t);
  const { status, body } = await myTeam(loner);
  expect(status).toBe(200);
  expect(body).toEqual({ team: null, members: [] });
});

describe('a member’s view', () => {
  it('lists my team only: me first, then by name, with avatar, name (null when unset) and title', async () => {
    const { status, body } = await myTeam(me);
    expect(status).toBe(200);
    expect(body.team.name).toBe(TEAM);
    expect(body.members.map((m: { id: string }) => m.id)).toEqual([me.id, anon.id, admin.id, zoe.id]);
    expect(body.members[0]).toEqual({
      id: me.id,
      name: 'Maya Stone',
      firstName: 'Maya',
      lastName: 'Stone',
      avatarUrl: '/files/avatars/maya.webp',
      title: 'Learning Lead',
      company: null,
      isSelf: true,
      actions: ['rate', 'no_results_yet'],
      canAsk: false,
      myRatingAt: null,
      asksMeSince: null,
      myRequest: null,
    });
    expect(body.members[1]).toMatchObject({ id: anon.id, name: null, firstName: '', lastName: '' });
    expect(body.members.map((m: { id: string }) => m.id)).not.toContain(outsider.id);
  });

  it('offers to rate teammates, and never tells a member whether a teammate has results', async () => {
    const { body } = await myTeam(me);
    for (const m of body.members.slice(1)) expect(m.actions).toEqual(['rate']);
  });

  it('offers redo and my results once I have submitted', async () => {
    const { body } = await myTeam(zoe);
    expect(body.members[0]).toMatchObject({
      id: zoe.id,
      isSelf: true,
      actions: ['redo_self', 'see_my_results'],
    });
  });
});

describe('an administrator’s view', () => {
  it("adds each teammate's results, or a disabled 'no results yet'", async () => {
    const { body } = await myTeam(admin);
    const actions = Object.fromEntries(
      body.members.map((m: { id: string; actions: string[] }) => [m.id, m.actions]),
    );
    expect(actions).toEqual({
      [admin.id]: ['rate', 'no_results_yet'],
      [zoe.id]: ['rate', 'see_results'],
      [me.id]: ['rate', 'no_results_yet'],
      [anon.id]: ['rate', 'no_results_yet'],
    });
  });

  it('counts results of the active assessment only', async () => {
    await t.db.update(assessments).set({ isActive: false }).where(eq(assessments.id, bank.assessmentId));
    const { body } = await myTeam(admin);
    expect(body.members.find((m: { id: string }) => m.id === zoe.id).actions).toEqual([
      'rate',
      'no_results_yet',
    ]);
    await t.db.update(assessments).set({ isActive: true }).where(eq(assessments.id, bank.assessmentId));
  });
});
