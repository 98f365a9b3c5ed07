import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_TTL_SECONDS } from '../../src/server/auth/auth';
import { signSessionToken } from '../../src/server/auth/session-cookie';
import { npsModalDisplays, sessions, userFeedback } from '../../src/server/db/schema';
import type { SurveyStatus } from '../../src/shared/contract/survey';
import { createMember } from '../factories/members';
import { createTestApp, type TestApp } from '../setup/test-app';

/* The satisfaction survey's server side: counted page views, the 30-day gap, displays and answers. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DAY_MS = 24 * 3600 * 1000;

/** A member (by default of 15 days' standing: past the new-member wait) signed in. */
async function member(opts: Parameters<typeof createMember>[1] = {}) {
  const m = await createMember(t.db, {
    onboardingCompleted: true,
    memberSince: new Date(Date.now() - 15 * DAY_MS),
    ...opts,
  });
  const token = crypto.randomBytes(24).toString('base64url');
  await t.db
    .insert(sessions)
    .values({ token, userId: m.id, expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000) });
  return {
    ...m,
    cookie: `better-auth.session_token=${signSessionToken(token, t.deps.env.BETTER_AUTH_SECRET)}`,
  };
}

async function view(cookie: string, path = '/resources', welcomeSeen = true): Promise<SurveyStatus> {
  const res = await t.request('/api/survey/page-views', {
    method: 'POST',
    cookie,
    json: { path, welcomeSeen },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as SurveyStatus;
}

/** The server recorded a display of the survey to this member under `sessionId`. */
const shown = (userId: string, sessionId: string, displayedAt = new Date()) =>
  t.db.insert(npsModalDisplays).values({ userId, sessionId, displayedAt });

const display = (cookie: string) =>
  t.request('/api/survey/displays', {
    method: 'POST',
    cookie,
    json: { sessionId: 'manual_abc', pageUrl: 'http://localhost:3000/resources' },
  });

describe('the survey gate', () => {
  it('waits until the member has been a member for 14 days', async () => {
    const since = new Date(Date.now() - 13 * DAY_MS);
    const fresh = await member({ memberSince: since });
    for (let i = 0; i < 10; i++) await view(fresh.cookie);
    const status = await view(fresh.cookie);
    expect(status).toMatchObject({ pageViews: 11, show: false });
    expect(status.dueAt).toBe(new Date(since.getTime() + 14 * DAY_MS).toISOString());
    expect((await display(fresh.cookie)).status).toBe(409);

    // Without a hand-set start, the membership counts from when the account was made.
    const made = await member({ memberSince: null, createdAt: new Date(Date.now() - 3 * DAY_MS) });
    for (let i = 0; i < 10; i++) await view(made.cookie);
    expect(await view(made.cookie)).toMatchObject({ show: false });

    const ready = await member({ memberSince: new Date(Date.now() - 14 * DAY_MS - 60_000) });
    for (let i = 0; i < 9; i++) await view(ready.cookie);
    expect(await view(ready.cookie)).toMatchObject({ pageViews: 10, show: true, dueAt: null });
    expect((await display(ready.cookie)).status).toBe(201);
  });

  it('opens at the 10th counted page view, and only then', async () => {
    const m = await member();
    for (let i = 1; i <= 9; i++) expect(await view(m.cookie)).toMatchObject({ pageViews: i, show: false });
    // Billing and sign-in pages do not count.
    expect(await view(m.cookie, '/billing')).toMatchObject({ pageViews: 9, show: false });
    expect(await view(m.cookie, '/login')).toMatchObject({ pageViews: 9, show: false });
    expect(await view(m.cookie, '/my-team')).toEqual({ pageViews: 10, show: true, dueAt: null });
    // Without the welcome module seen in this browser it stays closed.
    const status = await t.request('/api/survey/status?welcomeSeen=false', { cookie: m.cookie });
    expect(await status.json()).toMatchObject({ pageViews: 10, show: false });
  });

  it('stays closed until onboarding is completed', async () => {
    const m = await member({ onboardingCompleted: false });
    for (let i = 0; i < 12; i++) await view(m.cookie);
    expect(await view(m.cookie)).toMatchObject({ pageViews: 13, show: false });
  });

  it('a display is recorded once, resets the count, and closes the gate for 30 days', async () => {
    const m = await member();
    expect((await display(m.cookie)).status).toBe(409);
    for (let i = 0; i < 10; i++) await view(m.cookie);
    const [first, second] = await Promise.all([display(m.cookie), display(m.cookie)]);
    expect([first!.status, second!.status].sort()).toEqual([201, 409]);
    const rows = await t.db.select().from(npsModalDisplays).where(eq(npsModalDisplays.userId, m.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ sessionId: 'manual_abc', pageUrl: 'http://localhost:3000/resources' });

    let status: SurveyStatus = await view(m.cookie);
    expect(status.pageViews).toBe(1);
    for (let i = 0; i < 10; i++) status = await view(m.cookie);
    expect(status.show).toBe(false);
    expect(new Date(status.dueAt!).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);

    // 31 days later it may show again.
    await t.db
      .update(npsModalDisplays)
      .set({ displayedAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) })
      .where(eq(npsModalDisplays.userId, m.id));
    expect(await view(m.cookie)).toMatchObject({ show: true, dueAt: null });
  });

  it('an answer also starts the 30 days', async () => {
    const m = await member();
    // Shown 31 days ago and answered only now.
    await shown(m.id, 'manual_x', new Date(Date.now() - 31 * 24 * 3600 * 1000));
    for (let i = 0; i < 10; i++) await view(m.cookie);
    expect(await view(m.cookie)).toMatchObject({ show: true });
    const res = await t.request('/api/survey/responses', {
      method: 'POST',
      cookie: m.cookie,
      json: { score: 8, sessionId: 'manual_x' },
    });
    expect(res.status).toBe(201);
    expect(await view(m.cookie)).toMatchObject({ show: false });
  });
});

describe('survey answers', () => {
  it('stores score, trimmed comment and session id; an empty comment is none', async () => {
    const m = await member();
    const send = (json: unknown) =>
      t.request('/api/survey/responses', { method: 'POST', cookie: m.cookie, json });
    await shown(m.id, 'manual_1');
    await shown(m.id, 'manual_2');
    const ok = await send({ score: 9, comment: '  Great library  ', sessionId: 'manual_1' });
    expect(ok.status).toBe(201);
    expect(await ok.json()).toEqual({ ok: true, message: 'Thank you for your feedback!' });
    expect((await send({ score: 0, comment: '   ', sessionId: 'manual_2' })).status).toBe(201);
    const rows = await t.db.select().from(userFeedback).where(eq(userFeedback.userId, m.id));
    expect(rows.map((r) => [r.source, r.score, r.comment, r.sessionId]).sort()).toEqual([
      ['nps', 0, null, 'manual_2'],
      ['nps', 9, 'Great library', 'manual_1'],
    ]);
    for (const bad of [
      { score: 11, sessionId: 's' },
      { score: -1, sessionId: 's' },
      { score: 4.5, sessionId: 's' },
      { sessionId: 's' },
      { score: 5 },
      { score: 5, sessionId: 's', comment: 'x'.repeat(1001) },
    ]) {
      expect((await send(bad)).status).toBe(400);
    }
  });

  it('answers only a display the server recorded, once: no answer counts without one', async () => {
    const m = await member();
    const send = (sessionId: string, score = 10) =>
      t.request('/api/survey/responses', { method: 'POST', cookie: m.cookie, json: { score, sessionId } });
    // Never shown: refused, nothing stored.
    const unshown = await send('never-shown');
    expect(unshown.status).toBe(409);
    expect((await unshown.json()).error.message).toBe(
      'This survey was not shown to you, or it was answered already.',
    );
    // Shown once: one answer, however many are sent at once.
    await shown(m.id, 'once');
    const answers = await Promise.all([send('once', 10), send('once', 10), send('once', 0)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect((await send('once')).status).toBe(409);
    // Another member's display is not theirs to answer.
    const other = await member();
    await shown(other.id, 'theirs');
    expect((await send('theirs')).status).toBe(409);
    const rows = await t.db.select().from(userFeedback).where(eq(userFeedback.userId, m.id));
    expect(rows).toHaveLength(1);
  });

  it('is for signed-in members only', async () => {
    expect((await t.request('/api/survey/status')).status).toBe(401);
    expect(
      (await t.request('/api/survey/responses', { method: 'POST', json: { score: 5, sessionId: 's' } }))
        .status,
    ).toBe(401);
  });
});
