import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources, resourceViews } from '../../src/server/db/schema';
import { createItem, daysFromNow } from '../factories/content';
import { createMember } from '../factories/members';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
let alice: { id: string; cookie: string };
let bob: { id: string; cookie: string };

async function member() {
  const m = await createMember(t.db, { subscriptionStatus: 'lifetime' });
  return { id: m.id, cookie: await t.signIn(m.email, m.password) };
}

async function view(id: string, cookie: string) {
  const res = await t.request(`/api/content/${id}/views`, { method: 'POST', cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { viewCount: number }).viewCount;
}

async function stored(id: string) {
  const [row] = await t.db.select({ n: resources.viewCount }).from(resources).where(eq(resources.id, id));
  const views = await t.db.select().from(resourceViews).where(eq(resourceViews.resourceId, id));
  return { count: row!.n, views };
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await member();
  bob = await member();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/content/{id}/views', () => {
  it('records the view (member, item, time) and increments the count', async () => {
    const item = await createItem(t.db, { type: 'case-study', viewCount: 41 });
    const before = Date.now();
    expect(await view(item.id, alice.cookie)).toBe(42);
    const { count, views } = await stored(item.id);
    expect(count).toBe(42);
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ userId: alice.id, resourceId: item.id });
    expect(Math.abs(views[0]!.viewedAt.getTime() - before)).toBeLessThan(60_000);
  });

  it('counts repeated views by one member within 30 minutes once, and each member separately', async () => {
    const item = await createItem(t.db, { type: 'resource' });
    expect(await view(item.id, alice.cookie)).toBe(1);
    expect(await view(item.id, alice.cookie)).toBe(1);
    expect(await view(item.id, alice.cookie)).toBe(1);
    expect(await view(item.id, bob.cookie)).toBe(2);
    const { count, views } = await stored(item.id);
    expect(count).toBe(2);
    expect(views.map((v) => v.userId).sort()).toEqual([alice.id, bob.id].sort());
  });

  it('counts again once the last counted view is more than 30 minutes old', async () => {
    const item = await createItem(t.db, { type: 'event', date: daysFromNow(-3) });
    expect(await view(item.id, alice.cookie)).toBe(1);
    const age = async (minutes: number) =>
      t.db
        .update(resourceViews)
        .set({ viewedAt: sql`now() - make_interval(mins => ${minutes})` })
        .where(and(eq(resourceViews.userId, alice.id), eq(resourceViews.resourceId, item.id)));
    await age(29);
    expect(await view(item.id, alice.cookie)).toBe(1);
    await age(31);
    expect(await view(item.id, alice.cookie)).toBe(2);
    expect(await view(item.id, alice.cookie)).toBe(2);
    expect((await stored(item.id)).views).toHaveLength(2);
  });

  it('counts a burst of simultaneous views by one member once', async () => {
    const item = await createItem(t.db, { type: 'case-study' });
    const counts = await Promise.all(Array.from({ length: 12 }, () => view(item.id, alice.cookie)));
    expect(counts.every((n) => n === 1)).toBe(true);
    const both = await Promise.all([
      ...Array.from({ length: 6 }, () => view(item.id, bob.cookie)),
      ...Array.from({ length: 6 }, () => view(item.id, alice.cookie)),
    ]);
    expect(Math.max(...both)).toBe(2);
    const { count, views } = await stored(item.id);
    expect(count).toBe(2);
    expect(views).toHaveLength(2);
  });

  it('answers 404 for an unknown item and 401 for visitors', async () => {
    const missing = await t.request('/api/content/t_nope/views', { method: 'POST', cookie: alice.cookie });
    expect(missing.status).toBe(404);
    const item = await createItem(t.db, { type: 'resource', viewCount: 5 });
    const anonymous = await t.request(`/api/content/${item.id}/views`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
    expect((await stored(item.id)).count).toBe(5);
  });
});
