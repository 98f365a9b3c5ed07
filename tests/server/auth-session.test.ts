import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_TTL_SECONDS, SESSION_UPDATE_AGE_SECONDS } from '../../src/server/auth/auth';
import { signSessionToken } from '../../src/server/auth/session-cookie';
import { profiles, sessions } from '../../src/server/db/schema';
import { createMember } from '../factories/members';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const COOKIE_NAME = 'better-auth.session_token';

async function signedInMember(opts: Parameters<typeof createMember>[1] = {}) {
  const m = await createMember(t.db, opts);
  const cookie = await t.signIn(m.email, m.password);
  const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, m.id));
  return { ...m, cookie, session: session! };
}

function sessionCookieOnly(cookie: string) {
  return cookie.split('; ').find((c) => c.startsWith(`${COOKIE_NAME}=`))!;
}

describe('the session behind every member request', () => {
  it('resolves the member, profile and team from the signed cookie', async () => {
    const m = await signedInMember({ firstName: 'Grace', teamName: 'Compilers' });
    const res = await t.request('/api/me', { cookie: sessionCookieOnly(m.cookie) });
    expect(res.status).toBe(200);
    const me = await res.json();
    expect(me.user.id).toBe(m.id);
    expect(me.profile.firstName).toBe('Grace');
    expect(me.team.name).toBe('Compilers');
  });

  it('reads the cookie exactly as better-auth signs it', async () => {
    const m = await signedInMember();
    const secret = t.deps.env.BETTER_AUTH_SECRET;
    expect(sessionCookieOnly(m.cookie)).toBe(`${COOKIE_NAME}=${signSessionToken(m.session.token, secret)}`);
  });

  it('refuses a cookie whose signature was tampered with', async () => {
    const m = await signedInMember();
    const value = decodeURIComponent(sessionCookieOnly(m.cookie).slice(COOKIE_NAME.length + 1));
    const [token, signature] = [
      value.slice(0, value.lastIndexOf('.')),
      value.slice(value.lastIndexOf('.') + 1),
    ];
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const tampered = `${COOKIE_NAME}=${encodeURIComponent(`${token}.${flipped}`)}`;
    expect((await t.request('/api/me', { cookie: tampered })).status).toBe(401);
    const unsigned = `${COOKIE_NAME}=${encodeURIComponent(token)}`;
    expect((await t.request('/api/me', { cookie: unsigned })).status).toBe(401);
  });

  it('refuses a real token signed with another secret', async () => {
    const m = await signedInMember();
    const forged = `${COOKIE_NAME}=${signSessionToken(m.session.token, 'some-other-secret-some-other-secret-99')}`;
    expect((await t.request('/api/me', { cookie: forged })).status).toBe(401);
    const genuine = `${COOKIE_NAME}=${signSessionToken(m.session.token, t.deps.env.BETTER_AUTH_SECRET)}`;
    expect((await t.request('/api/me', { cookie: genuine })).status).toBe(200);
  });

  it('refuses a session as soon as it is revoked', async () => {
    const m = await signedInMember();
    expect((await t.request('/api/home', { cookie: m.cookie })).status).toBe(200);
    await t.db.delete(sessions).where(eq(sessions.id, m.session.id));
    expect((await t.request('/api/home', { cookie: m.cookie })).status).toBe(401);
  });

  // Both resolve the member in requireMember: /api/me for any membership, /api/home for members.
  const MEMBER_ROUTES = ['/api/me', '/api/home'];

  it.each(MEMBER_ROUTES)('%s refuses an expired session and deletes it', async (route) => {
    const m = await signedInMember();
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, m.session.id));
    expect((await t.request(route, { cookie: m.cookie })).status).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.id, m.session.id))).toHaveLength(0);
  });

  it.each(MEMBER_ROUTES)('%s extends a session in use once a day', async (route) => {
    const m = await signedInMember();
    const now = Date.now();
    const dueAt = new Date(now + (SESSION_TTL_SECONDS - SESSION_UPDATE_AGE_SECONDS - 60) * 1000);
    await t.db.update(sessions).set({ expiresAt: dueAt }).where(eq(sessions.id, m.session.id));
    expect((await t.request(route, { cookie: m.cookie })).status).toBe(200);
    const [after] = await t.db.select().from(sessions).where(eq(sessions.id, m.session.id));
    expect(after!.expiresAt.getTime()).toBeGreaterThanOrEqual(now + (SESSION_TTL_SECONDS - 60) * 1000);
  });

  it.each(MEMBER_ROUTES)('%s leaves a fresh session alone', async (route) => {
    const m = await signedInMember();
    const before = m.session.expiresAt.getTime();
    expect((await t.request(route, { cookie: m.cookie })).status).toBe(200);
    const [after] = await t.db.select().from(sessions).where(eq(sessions.id, m.session.id));
    expect(after!.expiresAt.getTime()).toBe(before);
  });

  it.each(MEMBER_ROUTES)(
    '%s gives a signed-in member who lost their profile a new default one',
    async (route) => {
      const m = await signedInMember();
      await t.db.delete(profiles).where(eq(profiles.id, m.id));
      // The new profile holds no membership: /api/me answers, members-only routes refuse.
      expect((await t.request(route, { cookie: m.cookie })).status).toBe(route === '/api/me' ? 200 : 403);
      const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, m.id));
      expect(profile).toMatchObject({ id: m.id, email: m.email, role: 'member' });
    },
  );

  it.each(MEMBER_ROUTES)('%s refuses a member whose subscription has ended', async (route) => {
    const m = await signedInMember({
      subscriptionStatus: 'canceled',
      currentPeriodEnd: new Date(Date.now() - 864e5),
      stripeCustomerId: `cus_ended_${route.length}_${Date.now()}`,
    });
    const res = await t.request(route, { cookie: m.cookie });
    // /api/me stays open to them (it tells the app where to send them); the dashboard does not.
    if (route === '/api/me') expect(res.status).toBe(200);
    else {
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe('subscription_restricted');
    }
  });

  it.each(MEMBER_ROUTES)('%s refuses a tampered cookie', async (route) => {
    const m = await signedInMember();
    const cookie = sessionCookieOnly(m.cookie).replace(/.(%3D|=)?$/, 'x');
    expect((await t.request(route, { cookie })).status).toBe(401);
  });
});
