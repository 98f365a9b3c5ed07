import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_WAITING_REASON } from '../../src/shared/domain/assessment';
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
 * with how many people they cover, as last published: shown only when they cover 3 teammates
 * other than the viewer, and moved only once 2 self-assessments changed (fewer would give away
 * individual answers). Runs on PGlite and PostgreSQL; the describes build on each other, in order.
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
  let fourth: string;
  let mate: Person;

  it('without submissions says so (open instances, peer ratings and other teams do not count)', async () => {
    await addSubmission(t.db, bank, { target: viewer.id, answers: 3, submittedAt: null });
    const rated = await quietMember(t.db, TEAM);
    await addSubmission(t.db, bank, { target: rated, rater: viewer.id, mode: 'peer', answers: 3 });
    await addSubmission(t.db, bank, { target: await quietMember(t.db, 'Some other team'), answers: 5 });
    const { body } = await teamResults(viewer);
    expect(body).toMatchObject({ status: 'none', nPeople: 0, message: 'No team submissions yet.' });
    expect(body.team.name).toBe(TEAM);
  });

  it('withholds the averages below 3 submitters other than me, and says why', async () => {
    // Viewer: A all 1s, B and C all 2s.
    await addSubmission(t.db, bank, {
      target: viewer.id,
      answers: (i) => (i.competencyId === A ? 1 : 2),
    });
    const one = await teamResults(viewer);
    expect(one.body).toMatchObject({ status: 'withheld', nPeople: 0, minimum: 3 });
    second = await quietMember(t.db, TEAM);
    await addSubmission(t.db, bank, { target: second, answers: 3 });
    const two = await teamResults(viewer);
    expect(two.body).toEqual({
      status: 'withheld',
      team: two.body.team,
      nPeople: 1,
      minimum: 3,
      message:
        'Team results appear once at least 3 teammates other than you have submitted a self-assessment: with fewer, the averages would reveal individual answers.',
    });
  });

  it('gives averages with n_people over 3 teammates other than the viewer, key skills by average level then mean', async () => {
    third = await quietMember(t.db, TEAM);
    // Third: all 4s, B all 5s. An older submission of theirs is not counted.
    await addSubmission(t.db, bank, { target: third, answers: (i) => (i.competencyId === B ? 5 : 4) });
    await addSubmission(t.db, bank, { target: third, answers: 1, submittedAt: daysAgo(40) });
    // Averages over the viewer, second and third: a teammate who has not submitted sees them …
    mate = await person(t, { team: TEAM });
    const { body } = await teamResults(mate);
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
    // … the viewer, who knows their own answers, would read the other two's: withheld.
    const own = await teamResults(viewer);
    expect(own.body).toMatchObject({ status: 'withheld', nPeople: 2, minimum: 3 });
  });

  it('shows the same to every teammate who has not submitted, and nothing of it to other teams', async () => {
    const other = await person(t, { team: TEAM });
    expect((await teamResults(other)).body).toEqual((await teamResults(mate)).body);
    const outsider = await person(t, { team: 'Some other team' });
    expect((await teamResults(outsider)).body).toMatchObject({ status: 'withheld', nPeople: 1 });
  });

  it('moves only once 2 self-assessments changed since it was published', async () => {
    const before = (await teamResults(mate)).body;
    fourth = await quietMember(t.db, TEAM);
    await addSubmission(t.db, bank, { target: fourth, answers: 5 });
    // One new submission: the published averages stay, and the viewer, with 3 others submitted
    // now, is told the averages will appear after one more.
    expect((await teamResults(mate)).body).toEqual(before);
    expect((await teamResults(viewer)).body).toMatchObject({
      status: 'withheld',
      nPeople: 3,
      message: TEAM_WAITING_REASON,
    });
    // A second change (second redoes theirs): published over 4, the viewer sees them too.
    await addSubmission(t.db, bank, { target: second, answers: 4 });
    const after = (await teamResults(viewer)).body;
    expect(after).toMatchObject({ status: 'ready', nPeople: 4 });
    expect(after.competencies.find((c: { competencyId: string }) => c.competencyId === A)).toMatchObject({
      // Viewer 1s, second 4s, third 4s, fourth 5s.
      avgMeanScore: 3.5,
      nPeople: 4,
    });
  });

  it('stops counting a member who left the team at its next update', async () => {
    await leaveTeam(t.db, third);
    // Gone is one change: nothing moves yet.
    expect((await teamResults(mate)).body).toMatchObject({ status: 'ready', nPeople: 4 });
    // A redo is the second: published over the viewer, second and fourth.
    await addSubmission(t.db, bank, { target: fourth, answers: 3 });
    expect((await teamResults(mate)).body).toMatchObject({ status: 'ready', nPeople: 3 });
    const { body } = await teamResults(viewer);
    expect(body).toMatchObject({ status: 'withheld', nPeople: 2 });
    expect(body.competencies).toBeUndefined();
  });
});
