import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responses } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';
import { addBank, api, type Person, person, type TestBank } from './assessment-fixtures';

/*
 * Nobody can work out one other person's answers from the averages they are shown, over time.
 *
 * Two worlds play the same history through the HTTP API, each in its own team: a member (Tess)
 * is rated by an administrator and five teammates, one of whom rates again; the teammates submit
 * and redo self-assessments. The worlds differ in one person's answers to one competency by 2
 * points, another person compensating by 2 the other way. After every step we record what each
 * viewer is shown — Tess her teammates' average of her and her team's averages, the administrator
 * Tess's results — and require it to be identical in both worlds: then nothing the viewer can
 * compute tells the two apart, so no one can pin down that person's answers within 0.5 (their true
 * answers differ by 2). The concrete attacks (taking one's own answers out of an average;
 * differencing the averages before and after a rating, 3 × new − 2 × old) are then run on what was
 * shown, and their estimate misses by more than 0.5 in at least one world.
 */

type World = 'A' | 'B';
// biome-ignore lint/suspicious/noExplicitAny: the views are compared and read field by field.
type Body = any;

let t: TestApp;
let bank: TestBank;
let A: string;

interface Cast {
  tess: Person;
  admin: Person;
  raters: Person[];
}
const cast = {} as Record<World, Cast>;

beforeAll(async () => {
  t = await createTestApp();
  bank = await addBank(t.db, 2);
  A = bank.competencies[0]!.id;
  for (const world of ['A', 'B'] as const) {
    const team = `World ${world}`;
    cast[world] = {
      tess: await person(t, { team, firstName: 'Tess', lastName: 'Rated' }),
      admin: await person(t, { team, role: 'admin', firstName: 'Ada', lastName: 'Admin' }),
      raters: [],
    };
    for (let i = 1; i <= 5; i += 1)
      cast[world].raters.push(await person(t, { team, firstName: `Rater${i}` }));
  }
}, 60_000);
afterAll(async () => {
  await t.close();
});

/**
 * Answers: everyone answers every item of a competency alike. `differ` answers competency A with
 * 2 in world A and 4 in world B; `compensate` the other way round; everyone else the same in both.
 */
function answerOf(world: World, who: string, roles: { differ: string; compensate: string }, base: number) {
  return (competencyId: string) => {
    if (competencyId !== A) return base;
    if (who === roles.differ) return world === 'A' ? 2 : 4;
    if (who === roles.compensate) return world === 'A' ? 4 : 2;
    return base;
  };
}

/** Answers every item and submits, as a member would: a self-assessment or a rating of `subject`. */
async function submit(who: Person, answer: (competencyId: string) => number, subject?: Person) {
  const as = api(t, who);
  const started = await as.start(subject ? { mode: 'peer', subjectId: subject.id } : { mode: 'self' });
  expect(started.status).toBe(200);
  // The answers themselves are written directly (answering is tested elsewhere); submitting is not.
  await t.db.insert(responses).values(
    bank.items.map((item) => ({
      instanceId: started.body.id,
      itemId: item.id,
      value: answer(item.competencyId),
    })),
  );
  const done = await as.submit(started.body.id);
  expect(done.status).toBe(200);
}

/** What a viewer is shown of peers' averages in a member's results. */
async function peersView(viewer: Person, subject: Person) {
  const path =
    viewer.id === subject.id ? '/api/assessment/results' : `/api/assessment/results?user=${subject.id}`;
  const { status, body } = await api(t, viewer).get(path);
  expect(status).toBe(200);
  const b = body as Body;
  return {
    peers: b.peers,
    competencies: b.competencies.map((c: Body) => ({ competencyId: c.competencyId, peers: c.peers })),
  };
}

/** What a viewer is shown of their team's results (the team's own name and id aside). */
async function teamView(viewer: Person) {
  const { status, body } = await api(t, viewer).get('/api/assessment/team-results');
  expect(status).toBe(200);
  const { team: _team, ...rest } = body as Body;
  return rest;
}

/** A competency's mean score in a view, when shown. */
const peersMean = (view: Body): number | null =>
  view.competencies.find((c: Body) => c.competencyId === A)?.peers?.meanScore ?? null;
const teamMean = (view: Body): number | null =>
  view.status === 'ready' ? view.competencies.find((c: Body) => c.competencyId === A).avgMeanScore : null;

/**
 * Plays `step` in both worlds, then reads each viewer's view in both and requires them equal.
 * Returns both worlds' views, for the attacks to read each world's own.
 */
async function bothWorlds<V>(
  step: (world: World, c: Cast) => Promise<void>,
  view: (c: Cast) => Promise<V>,
  label: string,
): Promise<Record<World, V>> {
  await step('A', cast.A);
  await step('B', cast.B);
  const seen = { A: await view(cast.A), B: await view(cast.B) };
  // Soft: on failure the attacks below still run on what was shown.
  expect
    .soft(seen.B, `${label}: what the viewer is shown must not depend on one person's answers`)
    .toEqual(seen.A);
  return seen;
}

/** An average as shown: over how many people, and its mean score of competency A. */
type Shown = { n: number; mean: number } | null;

/**
 * The attacks on the person whose submission was step `step`, from the averages a viewer was
 * shown after each step: with an average shown just before and one just after, the difference
 * (n after × after − n before × before) / (n after − n before) — with 2 and then 3 people, that
 * is 3 × new − 2 × old; otherwise, at the first average shown, the viewer's own answers taken out,
 * (n × average − own) / (n − 1); without own answers, the average itself.
 */
function attack(shown: Shown[], step: number, own?: number): number {
  const after = shown.slice(step).find((s) => s !== null);
  expect(after, 'the viewer is shown an average at some point').toBeDefined();
  const a = after!;
  const before = shown.slice(0, step).findLast((s) => s !== null);
  if (before && a.n > before.n) return (a.n * a.mean - before.n * before.mean) / (a.n - before.n);
  if (own !== undefined) return (a.n * a.mean - own) / (a.n - 1);
  return a.mean;
}

/** How far the attack's estimate is from the truth, in the world where it is furthest. */
const worstMiss = (estimate: (w: World) => number, truth: (w: World) => number) =>
  Math.max(...(['A', 'B'] as const).map((w) => Math.abs(estimate(w) - truth(w))));

describe("peers' averages", () => {
  /**
   * The history: Tess submits a self-assessment, then is rated by the administrator and raters 1–5
   * in turn, then rater 3 rates her again. Rater 1 differs (rater 2 compensates) in the first
   * history, rater 4 (rater 3 compensates) in the second.
   */
  const history = (pair: [number, number]) => {
    const steps: { label: string; run: (w: World, c: Cast) => Promise<void> }[] = [];
    const rate = (index: number, label: string, base: number) => ({
      label,
      run: async (w: World, c: Cast) => {
        const who = index === 0 ? c.admin : c.raters[index - 1]!;
        const roles = { differ: c.raters[pair[0] - 1]!.id, compensate: c.raters[pair[1] - 1]!.id };
        await submit(who, answerOf(w, who.id, roles, base), c.tess);
      },
    });
    steps.push(rate(0, 'the administrator rates', 3));
    for (let i = 1; i <= 5; i += 1) steps.push(rate(i, `rater ${i} rates`, (i % 5) + 1));
    steps.push(rate(3, 'rater 3 rates again', 5));
    return steps;
  };

  /** True mean answer of competency A of a rater, per world. */
  const truth = (world: World, rater: number, pair: [number, number], base: number) =>
    rater === pair[0] ? (world === 'A' ? 2 : 4) : rater === pair[1] ? (world === 'A' ? 4 : 2) : base;

  async function play(name: string, pair: [number, number]) {
    // A world per team; Tess's self-assessment is the same in both.
    for (const w of ['A', 'B'] as const) await submit(cast[w].tess, () => 3);
    const seen: Record<World, { tess: Body; admin: Body }>[] = [];
    for (const step of history(pair)) {
      seen.push(
        await bothWorlds(
          step.run,
          async (c) => ({ tess: await peersView(c.tess, c.tess), admin: await peersView(c.admin, c.tess) }),
          `${name}, after ${step.label}`,
        ),
      );
    }
    /** What one viewer was shown after each step, in one world. */
    return (w: World, viewer: 'tess' | 'admin'): Shown[] =>
      seen.map((s) => {
        const mean = peersMean(s[w][viewer]);
        return mean === null ? null : { n: s[w][viewer].peers.raters, mean };
      });
  }

  it('an administrator who rated cannot take their own answers out to read another rater’s', async () => {
    const pair: [number, number] = [1, 2];
    const shown = await play('first', pair);
    // Rater 1 rates at step 1 (step 0 is the administrator's own rating, all 3s).
    const miss = worstMiss(
      (w) => attack(shown(w, 'admin'), 1, 3),
      (w) => truth(w, 1, pair, 2),
    );
    expect(miss).toBeGreaterThan(0.5);
    // What the administrator is shown covers at least 3 raters other than themselves.
    const first = shown('A', 'admin').find((s) => s !== null)!;
    expect(first.n - 1).toBeGreaterThanOrEqual(3);
  });

  it('the rated member cannot difference the average before and after a rating (3 × new − 2 × old)', async () => {
    for (const c of Object.values(cast)) {
      // A fresh start for the second history: new people in new teams.
      const w = c === cast.A ? 'A2' : 'B2';
      c.tess = await person(t, { team: w, firstName: 'Tess', lastName: 'Rated' });
      c.admin = await person(t, { team: w, role: 'admin', firstName: 'Ada', lastName: 'Admin' });
      c.raters = [];
      for (let i = 1; i <= 5; i += 1) c.raters.push(await person(t, { team: w, firstName: `Rater${i}` }));
    }
    // Rater 4 differs, rater 3 compensates: the ratings watched are rater 4's (step 4) and, with
    // the same answers in both worlds, also rater 3's.
    const pair: [number, number] = [4, 3];
    const shown = await play('second', pair);
    for (const rater of [3, 4]) {
      const miss = worstMiss(
        (w) => attack(shown(w, 'tess'), rater),
        (w) => truth(w, rater, pair, 4),
      );
      expect(miss, `rater ${rater}`).toBeGreaterThan(0.5);
    }
  });
});

describe("a team's averages", () => {
  it('a member cannot difference the team averages as teammates submit or redo, nor take out their own', async () => {
    for (const c of Object.values(cast)) {
      const w = c === cast.A ? 'A3' : 'B3';
      c.tess = await person(t, { team: w, firstName: 'Tess', lastName: 'Viewer' });
      c.raters = [];
      for (let i = 1; i <= 5; i += 1) c.raters.push(await person(t, { team: w, firstName: `Mate${i}` }));
    }
    // Mate 3 differs, mate 4 compensates. Tess submits first, then mates 1–5, mate 3 redoes, mate 1 redoes.
    const roles = (c: Cast) => ({ differ: c.raters[2]!.id, compensate: c.raters[3]!.id });
    const truth = (world: World) => (world === 'A' ? 2 : 4);
    const order = [0, 1, 2, 3, 4, 5, 3, 1];
    const seen: Record<World, Body>[] = [];
    for (const [i, k] of order.entries()) {
      const label = k === 0 ? 'Tess submits' : `mate ${k} ${order.indexOf(k) < i ? 'redoes' : 'submits'}`;
      seen.push(
        await bothWorlds(
          async (w, c) => {
            const who = k === 0 ? c.tess : c.raters[k - 1]!;
            await submit(who, answerOf(w, who.id, roles(c), k === 0 ? 3 : (k % 5) + 1));
          },
          (c) => teamView(c.tess),
          `team, after ${label}`,
        ),
      );
    }
    // The attacks on mate 3 (step 3), Tess's own answers being all 3s.
    const shown = (w: World): Shown[] =>
      seen.map((s) => {
        const mean = teamMean(s[w]);
        return mean === null ? null : { n: s[w].nPeople, mean };
      });
    expect(worstMiss((w) => attack(shown(w), 3, 3), truth)).toBeGreaterThan(0.5);
    // What Tess is shown covers at least 3 teammates other than herself.
    expect(shown('A').find((s) => s !== null)!.n - 1).toBeGreaterThanOrEqual(3);
  });
});
