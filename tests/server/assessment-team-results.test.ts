import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/test-app';
import {
  addBank,
  addSubmission,
  api,
  daysAgo,
  leaveTeam,
  type Person,
  person,
  quietMember,
  type TestBank,
} from './assessment-fixtures';

/*
 * Team results: averages per competency over the latest self-assessments of my team's members,
 * with how many people they cover, given only from 3 submitters (fewer would give away individual
 * answers). Runs on PGlite and PostgreSQL; the describes build on each other, in order.
 */

let t: TestApp;
let bank: TestBank;
let A: string;
let B: string;
let C: string;
const TEAM = 'Averaged team';
let viewer: Person;

beforeAll(async () => {
  t = await createTestApp();
  bank = await addBank(t.db, 3);
  [A, B, C] = bank.competencies.map((c) => c.id) as [string, string, string];
  viewer = await person(t, { team: TEAM });
});
afterAll(async () => {
  await t.close();
});

const teamResults = (who: Person) => api(t, who).get('/api/assessment/team-results');

it('needs a member', async () => {
  expect((await t.request('/api/assessment/team-results')).status).toBe(401);
});

it('says so when I am in no team', async () => {
  const loner = await person(t);
  const { status, body } = await teamResults(loner);
  expect(status).toBe(200);
  expect(body).toEqual({ status: 'no_team', message: 'You are not in a team.' });
});

describe('a team', () => {
  let second: string;
  let third: string;

  it('without submissions says so (open instances, peer ratings and other teams do not count)', async () => {
    await addSubmission(t.db, bank, { target: viewer.id, answers: 3, submittedAt: null });
    const mate = await quietMember(t.db, TEAM);
    await addSubmission(t.db, bank, { target: mate, rater: viewer.id, mode: 'peer', answers: 3 });
    await addSubmission(t.db, bank, { target: await quietMember(t.db, 'Some other team'), answers: 5 });
    const { body } = await teamResults(viewer);
    expect(body).toMatchObject({ status: 'none', nPeople: 0, message: 'No team submissions yet.' });
    expect(body.team.name).toBe(TEAM);
  });

  it('withholds the averages below 3 submitters, and says why', async () => {
    // Viewer: A all 1s, B and C all 2s.
    await addSubmission(t.db, bank, {
      target: viewer.id,
      answers: (i) => (i.competencyId === A ? 1 : 2),
    });
    const one = await teamResults(viewer);
    expect(one.body).toMatchObject({ status: 'withheld', nPeople: 1, minimum: 3 });
    second = await quietMember(t.db, TEAM);
    await addSubmission(t.db, bank, { target: second, answers: 3 });
    const two = await teamResults(viewer);
    expect(two.body).toEqual({
      status: 'withheld',
      team: two.body.team,
      nPeople: 2,
      minimum: 3,
      message:
        'Team results appear once at least 3 teammates have submitted a self-assessment: with fewer, the averages would reveal individual answers.',
    });
  });

  it('gives averages with n_people from 3 submitters, ordered key skills by average level then mean', async () => {
    third = await quietMember(t.db, TEAM);
    // Third: all 4s, B all 5s. An older submission of theirs is not counted.
    await addSubmission(t.db, bank, { target: third, answers: 1, submittedAt: daysAgo(40) });
    await addSubmission(t.db, bank, { target: third, answers: (i) => (i.competencyId === B ? 5 : 4) });
    const { body } = await teamResults(viewer);
    expect(body.status).toBe('ready');
    expect(body.nPeople).toBe(3);
    const byId = Object.fromEntries(
      body.competencies.map((c: { competencyId: string }) => [c.competencyId, c]),
    );
    // Levels: 1s and 2s → 0, 3s → 2.5, 4s and 5s → 5: each average 2.5.
    expect(byId[A]).toMatchObject({ avgLevel: 2.5, avgMeanScore: 2.67, nPeople: 3 });
    expect(byId[B]).toMatchObject({ avgLevel: 2.5, avgMeanScore: 3.33, nPeople: 3 });
    expect(byId[C]).toMatchObject({ avgLevel: 2.5, avgMeanScore: 3, nPeople: 3 });
    // Averages are not ranked among individuals (an average of several people always looks middling).
    expect(Object.keys(byId[C]).sort()).toEqual(
      ['avgLevel', 'avgMeanScore', 'category', 'competencyId', 'competencyName', 'nPeople'].sort(),
    );
    expect(body.keySkills).toEqual([B, C, A]);
  });

  it('shows the same to every member of the team, and nothing of it to other teams', async () => {
    const mate = await person(t, { team: TEAM });
    const mine = await teamResults(viewer);
    const theirs = await teamResults(mate);
    expect(theirs.body).toEqual(mine.body);
    const outsider = await person(t, { team: 'Some other team' });
    const other = await teamResults(outsider);
    expect(other.body).toMatchObject({ status: 'withheld', nPeople: 1 });
  });

  it('stops counting a member who left the team', async () => {
    await leaveTeam(t.db, third);
    const { body } = await teamResults(viewer);
    expect(body).toMatchObject({ status: 'withheld', nPeople: 2 });
    expect(body.competencies).toBeUndefined();
  });
});
