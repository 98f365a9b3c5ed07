import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../../src/server/db/schema';
import { createItem } from '../factories/content';
import { createMember } from '../factories/members';
import { createTestApp, type TestApp } from '../setup/test-app';

/*
 * The paywall: a person who signs up on their own has an account, not a membership. Until they
 * hold one, every members-only answer is 403 membership_required, while their own account state
 * (/api/me, /api/billing) still answers so the app can send them to /join.
 */

let t: TestApp;
let stranger: { email: string; password: string; cookie: string };
let item: { id: string };
let canvas: { id: string };

const PASSWORD = 'tangerine-harbour-lantern';

/** Signs up through the real endpoint; the address is then confirmed (as the verification mail would). */
async function signUpVerified(email: string) {
  const res = await t.request('/api/auth/sign-up/email', {
    method: 'POST',
    json: { email, password: PASSWORD, name: 'Test Member', firstName: 'Test', lastName: 'Member', callbackURL: '/auth/callback?type=signup' },
  });
  expect(res.status).toBe(200);
  await t.db
    .update(users)
    .set({ emailVerified: true })
    .where(eq(sql`lower(${users.email})`, email));
  return { email, password: PASSWORD, cookie: await t.signIn(email, PASSWORD) };
}

beforeAll(async () => {
  t = await createTestApp();
  item = await createItem(t.db, { type: 'resource', title: 'Members-only playbook' });
  canvas = await createItem(t.db, { type: 'canvas', title: 'Members-only canvas' });
  stranger = await signUpVerified('stranger@example.test');
});
afterAll(async () => {
  await t?.close();
});

/** Members-only reads, by name (ids exist only once the items are created). */
const ROUTES: Array<[name: string, path: () => string]> = [
  ['resources list', () => '/api/resources'],
  ['canvases list', () => '/api/canvases'],
  ['item detail', () => `/api/content/${item.id}`],
  ['PDF', () => `/files/canvases/${canvas.id}.pdf`],
  ['search', () => '/api/search?q=playbook'],
  ['home', () => '/api/home'],
  ['saved', () => '/api/saved'],
  ['collections', () => '/api/collections'],
  ['filters', () => '/api/content/filters'],
];
const MEMBERS_ONLY = () => ROUTES.map(([, path]) => path());

describe('a self-signed-up, verified stranger', () => {
  it('has no membership: /api/me answers with the state the client redirects on', async () => {
    const res = await t.request('/api/me', { cookie: stranger.cookie });
    expect(res.status).toBe(200);
    expect((await res.json()).subscription).toMatchObject({
      state: 'none',
      access: 'NO_MEMBERSHIP',
      status: null,
    });
    const billing = await t.request('/api/billing', { cookie: stranger.cookie });
    expect(billing.status).toBe(200);
    expect(await billing.json()).toMatchObject({ state: 'none', access: 'NO_MEMBERSHIP' });
  });

  it.each(ROUTES)('is refused the %s with 403', async (_name, pathOf) => {
    const path = pathOf();
    const res = await t.request(path, { cookie: stranger.cookie });
    expect(res.status, path).toBe(403);
    expect((await res.json()).error, path).toEqual({
      code: 'membership_required',
      message: 'This is for members only. Become a Fellow at /join to get access.',
    });
  });

  it('cannot save an item either', async () => {
    const res = await t.request('/api/saved', {
      method: 'POST',
      cookie: stranger.cookie,
      json: { resourceId: item.id },
    });
    expect(res.status).toBe(403);
  });

  it('sees a members-only item on its public page as a visitor would (locked)', async () => {
    const asVisitor = await (await t.request(`/api/public/resources/${item.id}`)).json();
    const asStranger = await (
      await t.request(`/api/public/resources/${item.id}`, { cookie: stranger.cookie })
    ).json();
    expect(asStranger).toEqual(asVisitor);
  });

  it('gets in once an administrator activates the membership, and out again when cleared', async () => {
    const [row] = await t.db
      .select()
      .from(profiles)
      .where(eq(sql`lower(${profiles.email})`, stranger.email));
    await t.db.update(profiles).set({ subscriptionStatus: 'active' }).where(eq(profiles.id, row!.id));
    for (const path of MEMBERS_ONLY()) {
      expect((await t.request(path, { cookie: stranger.cookie })).status, path).toBe(200);
    }
    await t.db.update(profiles).set({ subscriptionStatus: null }).where(eq(profiles.id, row!.id));
    expect((await t.request('/api/resources', { cookie: stranger.cookie })).status).toBe(403);
  });
});

describe('who keeps full access without a membership', () => {
  it('a super admin (no billing entry at all)', async () => {
    const boss = await createMember(t.db, { role: 'super_admin', subscriptionStatus: null });
    const cookie = await t.signIn(boss.email, boss.password);
    expect((await t.request('/api/resources', { cookie })).status).toBe(200);
  });

  it('not a plain admin: an admin also needs a membership', async () => {
    const admin = await createMember(t.db, { role: 'admin', subscriptionStatus: null });
    const cookie = await t.signIn(admin.email, admin.password);
    expect((await t.request('/api/resources', { cookie })).status).toBe(403);
  });

  it('a member an administrator marked unknown', async () => {
    const m = await createMember(t.db, { subscriptionStatus: 'unknown' });
    const cookie = await t.signIn(m.email, m.password);
    expect((await t.request('/api/resources', { cookie })).status).toBe(200);
  });

  it('not a member with a status nobody knows (fails closed)', async () => {
    const m = await createMember(t.db, { subscriptionStatus: 'mystery' });
    const cookie = await t.signIn(m.email, m.password);
    expect((await t.request('/api/resources', { cookie })).status).toBe(403);
  });
});
