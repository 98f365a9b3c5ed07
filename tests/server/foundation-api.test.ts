import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../src/server/db/schema';
import { createMember } from '../factories/members';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('platform API', () => {
  it('reports database health', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.status).toBe('ok');
    expect(body.database.ok).toBe(true);
    expect(['pglite', 'postgres']).toContain(body.database.kind);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.request('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 'not_found', message: 'No such API endpoint' },
      requestId: expect.any(String),
    });
  });

  it('describes the API in an OpenAPI document with a viewer', async () => {
    const doc = await (await t.request('/api/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/me', '/health']));
    const viewer = await t.request('/api/docs');
    expect(viewer.status).toBe(200);
    expect(await viewer.text()).toContain('swagger-ui-bundle.js');
  });

  it('gives every response a request id and security headers', async () => {
    const res = await t.request('/api/health', { headers: { 'X-Request-Id': 'abc12345-trace' } });
    expect(res.headers.get('x-request-id')).toBe('abc12345-trace');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('sign-in and the current member', () => {
  it('refuses /api/me without a session', async () => {
    const res = await t.request('/api/me');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: 'unauthorized', message: 'User not authenticated' },
      requestId: expect.any(String),
    });
  });

  it('rejects a wrong password with the invalid-credentials code', async () => {
    const m = await createMember(t.db);
    const res = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: m.email, password: 'not-the-password' },
    });
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe('INVALID_EMAIL_OR_PASSWORD');
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('signs in, returns the member with team and subscription, and signs out', async () => {
    const future = new Date(Date.now() + 30 * 864e5);
    const m = await createMember(t.db, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'admin',
      teamName: 'Analytical Engines',
      subscriptionStatus: 'active',
      currentPeriodEnd: future,
      stripeCustomerId: `cus_${Date.now()}`,
    });
    const cookie = await t.signIn(m.email, m.password);
    expect(cookie).toMatch(/session_token=/);
    const me = await (await t.request('/api/me', { cookie })).json();
    expect(me.user).toMatchObject({ id: m.id, email: m.email, passwordSet: true });
    expect(me.profile).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', role: 'admin' });
    expect(me.team).toMatchObject({ name: 'Analytical Engines' });
    expect(me.subscription).toMatchObject({ state: 'active', access: 'FULL_ACCESS', hasCustomer: true });

    const out = await t.request('/api/auth/sign-out', { method: 'POST', cookie, json: {} });
    expect(out.status).toBe(200);
    expect((await t.request('/api/me', { cookie })).status).toBe(401);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const m = await createMember(t.db);
    const res = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: m.email, password: m.password },
    });
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token'))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('creates the default profile on first sign-in', async () => {
    const m = await createMember(t.db, { withProfile: false });
    expect(await t.db.select().from(profiles).where(eq(profiles.id, m.id))).toHaveLength(0);
    const cookie = await t.signIn(m.email, m.password);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, m.id));
    expect(profile).toMatchObject({ email: m.email, firstName: 'Test', lastName: 'Member', avatarUrl: null });
    expect(profile!.onboardingCompleted).toBe(false);
    const me = await (await t.request('/api/me', { cookie })).json();
    expect(me.profile.id).toBe(m.id);
  });

  it('tells a canceled member they are restricted and refuses them members-only files', async () => {
    const m = await createMember(t.db, {
      subscriptionStatus: 'canceled',
      currentPeriodEnd: new Date(Date.now() - 864e5),
      stripeCustomerId: `cus_c_${Date.now()}`,
    });
    const cookie = await t.signIn(m.email, m.password);
    const me = await (await t.request('/api/me', { cookie })).json();
    expect(me.subscription).toMatchObject({ state: 'canceled', access: 'RESTRICTED_ACCESS' });
    const pdf = await t.request('/files/canvases/res_1.pdf', { cookie });
    expect(pdf.status).toBe(403);
    expect((await pdf.json()).error.code).toBe('subscription_restricted');
  });

  it('gives a super admin full access whatever the subscription says', async () => {
    const m = await createMember(t.db, { role: 'super_admin', subscriptionStatus: 'canceled' });
    const cookie = await t.signIn(m.email, m.password);
    const me = await (await t.request('/api/me', { cookie })).json();
    expect(me.subscription.access).toBe('FULL_ACCESS');
  });

  it('refuses a cross-site form post', async () => {
    const res = await t.app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    expect(res.status).toBe(403);
  });
});
