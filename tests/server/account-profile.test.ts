import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, userFeedback } from '../../src/server/db/schema';
import { createMember } from '../factories/members';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function signedInMember(profile: Parameters<typeof createMember>[1] = {}) {
  const m = await createMember(t.db, profile);
  return { ...m, cookie: await t.signIn(m.email, m.password) };
}

const profileOf = async (id: string) => (await t.db.select().from(profiles).where(eq(profiles.id, id)))[0]!;

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;

describe('PATCH /api/account/profile', () => {
  it('saves the names, job title and company (trimmed) and answers the profile', async () => {
    const m = await signedInMember();
    const res = await t.request('/api/account/profile', {
      method: 'PATCH',
      cookie: m.cookie,
      json: { firstName: '  Grace ', lastName: 'Hopper', title: ' Learning Lead ', company: 'Navy' },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      id: m.id,
      firstName: 'Grace',
      lastName: 'Hopper',
      title: 'Learning Lead',
      company: 'Navy',
      email: m.email,
    });
    const row = await profileOf(m.id);
    expect(row).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      title: 'Learning Lead',
      company: 'Navy',
    });

    const me = await (await t.request('/api/me', { cookie: m.cookie })).json();
    expect(me.profile).toMatchObject({ firstName: 'Grace', title: 'Learning Lead' });
  });

  it('stores empty job title and company as null', async () => {
    const m = await signedInMember({ title: 'Old title', company: 'Old company' });
    const res = await t.request('/api/account/profile', {
      method: 'PATCH',
      cookie: m.cookie,
      json: { firstName: 'Ada', lastName: 'Lovelace', title: '   ', company: '' },
    });
    expect(res.status).toBe(200);
    expect(await profileOf(m.id)).toMatchObject({ title: null, company: null });
  });

  it.each([
    [{ firstName: '', lastName: 'Hopper' }, 'First name is required'],
    [{ firstName: '   ', lastName: 'Hopper' }, 'First name is required'],
    [{ lastName: 'Hopper' }, 'First name is required'],
    [{ firstName: 'Grace', lastName: '' }, 'Last name is required'],
    [{ firstName: 'Grace', lastName: ' \t ' }, 'Last name is required'],
    [{ firstName: 'G'.repeat(101), lastName: 'Hopper' }, 'Names must be at most 100 characters'],
    [
      { firstName: 'Grace', lastName: 'Hopper', title: 'x'.repeat(201) },
      'Job title and company must be at most 200 characters',
    ],
  ])('refuses %j with %s', async (json, message) => {
    const m = await signedInMember();
    const res = await t.request('/api/account/profile', { method: 'PATCH', cookie: m.cookie, json });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: 'invalid_request', message });
    expect(await profileOf(m.id)).toMatchObject({ firstName: 'Test', lastName: 'Member' });
  });

  it('saves an industry from the shared list, keeps it when left out, clears it when empty', async () => {
    const m = await signedInMember();
    const patch = (json: Record<string, unknown>) =>
      t.request('/api/account/profile', {
        method: 'PATCH',
        cookie: m.cookie,
        json: { firstName: 'Ada', lastName: 'Lovelace', ...json },
      });
    const saved = await patch({ industry: 'Financial Services' });
    expect(saved.status).toBe(200);
    expect((await saved.json()).industry).toBe('Financial Services');
    expect((await profileOf(m.id)).industry).toBe('Financial Services');
    const me = await (await t.request('/api/me', { cookie: m.cookie })).json();
    expect(me.profile.industry).toBe('Financial Services');

    expect((await patch({ title: 'Learning Lead' })).status).toBe(200);
    expect(await profileOf(m.id)).toMatchObject({ title: 'Learning Lead', industry: 'Financial Services' });

    expect((await patch({ industry: '' })).status).toBe(200);
    expect((await profileOf(m.id)).industry).toBeNull();
    expect((await patch({ industry: 'Healthcare' })).status).toBe(200);
    expect((await patch({ industry: null })).status).toBe(200);
    expect((await profileOf(m.id)).industry).toBeNull();
  });

  it.each([
    ['an industry not on the list', 'Aerospace'],
    ['a listed one in other case', 'financial services'],
    ['a number', 7],
    ['a list', ['Healthcare']],
    ['a long string', 'Healthcare'.repeat(1000)],
  ])('refuses %s, changing nothing', async (_, industry) => {
    const m = await signedInMember({ industry: 'Retail' });
    const res = await t.request('/api/account/profile', {
      method: 'PATCH',
      cookie: m.cookie,
      json: { firstName: 'Changed', lastName: 'Name', industry },
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      code: 'invalid_request',
      message: 'Please choose an industry from the list',
    });
    expect(await profileOf(m.id)).toMatchObject({
      firstName: 'Test',
      lastName: 'Member',
      industry: 'Retail',
    });
  });

  it('refuses a body too large to be a profile, changing nothing', async () => {
    const m = await signedInMember({ industry: 'Retail' });
    const res = await t.request('/api/account/profile', {
      method: 'PATCH',
      cookie: m.cookie,
      json: { firstName: 'Changed', lastName: 'Name', industry: 'Healthcare'.repeat(200_000) },
    });
    expect(res.status).toBe(413);
    expect((await errorOf(res)).code).toBe('payload_too_large');
    expect(await profileOf(m.id)).toMatchObject({ firstName: 'Test', industry: 'Retail' });
  });

  it('needs a session', async () => {
    const res = await t.request('/api/account/profile', {
      method: 'PATCH',
      json: { firstName: 'A', lastName: 'B' },
    });
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toEqual({ code: 'unauthorized', message: 'User not authenticated' });
  });

  it("offers no way to change another member's profile", async () => {
    const me = await signedInMember();
    const other = await createMember(t.db, { firstName: 'Other', lastName: 'Person', title: 'Theirs' });
    const res = await t.request('/api/account/profile', {
      method: 'PATCH',
      cookie: me.cookie,
      json: { id: other.id, userId: other.id, email: other.email, firstName: 'Hacked', lastName: 'Name' },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).id).toBe(me.id);
    expect(await profileOf(other.id)).toMatchObject({
      firstName: 'Other',
      lastName: 'Person',
      title: 'Theirs',
    });
    // The email is not editable from here either.
    expect((await profileOf(me.id)).email).toBe(me.email);
    // No member id in any path.
    const byPath = await t.request(`/api/account/profile/${other.id}`, {
      method: 'PATCH',
      cookie: me.cookie,
      json: { firstName: 'Hacked', lastName: 'Name' },
    });
    expect(byPath.status).toBe(404);
    expect(await profileOf(other.id)).toMatchObject({ firstName: 'Other' });
  });

  it('lets a member whose subscription ended still manage their account', async () => {
    const m = await signedInMember({ subscriptionStatus: 'canceled' });
    expect((await t.request('/api/me', { cookie: m.cookie })).status).toBe(200);
    const res = await t.request('/api/account/profile', {
      method: 'PATCH',
      cookie: m.cookie,
      json: { firstName: 'Still', lastName: 'Here' },
    });
    expect(res.status).toBe(200);
  });

  it('refuses a cross-site request', async () => {
    const m = await signedInMember();
    const res = await t.app.request('/api/account/profile', {
      method: 'PATCH',
      headers: {
        Origin: 'https://evil.example',
        Cookie: m.cookie,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'firstName=Evil&lastName=Site',
    });
    expect(res.status).toBe(403);
    expect((await profileOf(m.id)).firstName).toBe('Test');
  });
});

describe('onboarding', () => {
  const post = (cookie: string, json: unknown) =>
    t.request('/api/account/onboarding', { method: 'POST', cookie, json });

  it('records the step reached, then completion', async () => {
    const m = await signedInMember();
    expect(await profileOf(m.id)).toMatchObject({ onboardingCompleted: false, onboardingStep: 0 });

    let res = await post(m.cookie, { step: 3 });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ onboardingStep: 3, onboardingCompleted: false });

    res = await post(m.cookie, { completed: true });
    expect(res.status).toBe(200);
    expect(await profileOf(m.id)).toMatchObject({ onboardingCompleted: true, onboardingStep: 3 });
    const me = await (await t.request('/api/me', { cookie: m.cookie })).json();
    expect(me.profile.onboardingCompleted).toBe(true);
  });

  it('saves the profile step with empty fields as null (names as empty) and completes', async () => {
    const m = await signedInMember({ title: 'Old', company: 'Old Co' });
    const res = await post(m.cookie, {
      step: 5,
      completed: true,
      profile: { firstName: ' Ada ', lastName: '', title: '  ', company: 'Analytical' },
    });
    expect(res.status).toBe(200);
    expect(await profileOf(m.id)).toMatchObject({
      firstName: 'Ada',
      lastName: '',
      title: null,
      company: 'Analytical',
      onboardingCompleted: true,
      onboardingStep: 5,
    });
  });

  it('skipping completes without touching other fields', async () => {
    const m = await signedInMember({ firstName: 'Keep', title: 'Kept' });
    await post(m.cookie, { completed: true });
    expect(await profileOf(m.id)).toMatchObject({
      firstName: 'Keep',
      title: 'Kept',
      onboardingCompleted: true,
    });
  });

  it('reset (Replay Onboarding Tour) sets not completed and step 0', async () => {
    const m = await signedInMember({ onboardingCompleted: true, onboardingStep: 5 });
    const res = await t.request('/api/account/onboarding/reset', { method: 'POST', cookie: m.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ onboardingCompleted: false, onboardingStep: 0 });
    expect(await profileOf(m.id)).toMatchObject({ onboardingCompleted: false, onboardingStep: 0 });
  });

  it.each([[{ step: 6 }], [{ step: -1 }], [{ step: 1.5 }], [{ completed: 'yes' }], [{}]])(
    'refuses %j',
    async (json) => {
      const m = await signedInMember();
      const res = await post(m.cookie, json);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).code).toBe('invalid_request');
      expect(await profileOf(m.id)).toMatchObject({ onboardingCompleted: false, onboardingStep: 0 });
    },
  );

  it('needs a session', async () => {
    expect(
      (await t.request('/api/account/onboarding', { method: 'POST', json: { completed: true } })).status,
    ).toBe(401);
    expect((await t.request('/api/account/onboarding/reset', { method: 'POST' })).status).toBe(401);
  });
});

describe('POST /api/account/feedback', () => {
  const post = (cookie: string | undefined, json: unknown) =>
    t.request('/api/account/feedback', { method: 'POST', cookie, json });

  it('stores trimmed manual feedback with a manual_ identifier and no score', async () => {
    const m = await signedInMember();
    const res = await post(m.cookie, { comment: '  The canvases are great.  ' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true, message: 'Thank you for your feedback!' });
    const rows = await t.db.select().from(userFeedback).where(eq(userFeedback.userId, m.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'manual', score: null, comment: 'The canvases are great.' });
    expect(rows[0]!.sessionId).toMatch(/^manual_/);
  });

  it('accepts exactly 1000 characters and refuses 1001', async () => {
    const m = await signedInMember();
    expect((await post(m.cookie, { comment: 'a'.repeat(1000) })).status).toBe(201);
    const res = await post(m.cookie, { comment: 'a'.repeat(1001) });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      code: 'invalid_request',
      message: 'Feedback must be at most 1000 characters',
    });
  });

  it.each([[{ comment: '' }], [{ comment: '   \n ' }], [{}]])(
    'refuses %j with the spec message',
    async (json) => {
      const m = await signedInMember();
      const res = await post(m.cookie, json);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toEqual({ code: 'invalid_request', message: 'Please enter your feedback' });
      expect(await t.db.select().from(userFeedback).where(eq(userFeedback.userId, m.id))).toHaveLength(0);
    },
  );

  it('needs a session', async () => {
    const res = await post(undefined, { comment: 'hello' });
    expect(res.status).toBe(401);
  });
});

describe('API description', () => {
  it('documents the account endpoints', async () => {
    const doc = await (await t.request('/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/account/profile',
        '/account/password',
        '/account/avatar',
        '/account/onboarding',
        '/account/onboarding/reset',
        '/account/feedback',
      ]),
    );
    expect(doc.paths['/account/avatar'].post.requestBody.content).toHaveProperty('multipart/form-data');
  });
});
