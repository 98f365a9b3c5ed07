import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentState, resources } from '../../src/server/db/schema';
import { homeDashboard } from '../../src/server/features/home/service';
import { addItems, as, daysFromNow, type SignedIn, signedInMember } from '../relevance/fixtures';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * The dashboard's shared sections (upcoming events, just added) are built once per content
 * version and kept by the app (features/content/public-pages.ts); these tests change the library between requests and expect
 * every change on the very next request.
 */
let t: TestApp;
let m: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  m = await signedInMember(t);
  await addItems(t.db, [
    { id: 'sh_ev_soon', type: 'event', title: 'Soon', date: daysFromNow(1), createdAt: daysFromNow(-0.5) },
    { id: 'sh_ev_later', type: 'event', title: 'Later', date: daysFromNow(9), createdAt: daysFromNow(-6) },
    { id: 'sh_a', title: 'Item A', createdAt: daysFromNow(-3) },
    { id: 'sh_b', title: 'Item B', createdAt: daysFromNow(-2) },
    { id: 'sh_c', title: 'Item C', createdAt: daysFromNow(-1), viewCount: 4 },
  ]);
});
afterAll(async () => {
  await t.close();
});

const ids = (items: Array<{ id: string }>) => items.map((i) => i.id);
const home = async () => {
  const res = await as(t, m).get('/api/home');
  expect(res.status).toBe(200);
  return res.body;
};
const version = async () => Number((await t.db.select().from(contentState))[0]!.version);

describe('the shared sections of the dashboard', () => {
  it('show a new item in "Just added" on the very next request', async () => {
    expect(ids((await home()).justAdded)).toEqual(['sh_c', 'sh_b', 'sh_a']);
    await addItems(t.db, [{ id: 'sh_new', title: 'Brand new', createdAt: new Date() }]);
    expect(ids((await home()).justAdded)).toEqual(['sh_new', 'sh_c', 'sh_b']);
  });

  it('show an edit at once, and drop a deleted item at once', async () => {
    await home();
    await t.db.update(resources).set({ title: 'Brand new, renamed' }).where(eq(resources.id, 'sh_new'));
    expect((await home()).justAdded[0].title).toBe('Brand new, renamed');
    await t.db.delete(resources).where(eq(resources.id, 'sh_new'));
    expect(ids((await home()).justAdded)).toEqual(['sh_c', 'sh_b', 'sh_a']);
  });

  it('show a rescheduled event in its new place', async () => {
    expect(ids((await home()).upcomingEvents)).toEqual(['sh_ev_soon', 'sh_ev_later']);
    await t.db
      .update(resources)
      .set({ date: daysFromNow(12) })
      .where(eq(resources.id, 'sh_ev_soon'));
    expect(ids((await home()).upcomingEvents)).toEqual(['sh_ev_later', 'sh_ev_soon']);
    await t.db
      .update(resources)
      .set({ date: daysFromNow(1) })
      .where(eq(resources.id, 'sh_ev_soon'));
  });

  it('read view counts and saved states live, and a view does not change the content version', async () => {
    await home();
    const before = await version();
    const view = await as(t, m).post('/api/content/sh_c/views', {});
    expect(view.status).toBe(200);
    expect(await version()).toBe(before);
    await as(t, m).post('/api/saved', { resourceId: 'sh_c' });
    const card = (await home()).justAdded.find((c: { id: string }) => c.id === 'sh_c');
    expect(card).toMatchObject({ viewCount: 5, isSaved: true });
    // Another member sees the same held card with their own saved state.
    const other = await signedInMember(t);
    const theirs = (await as(t, other).get('/api/home')).body.justAdded.find(
      (c: { id: string }) => c.id === 'sh_c',
    );
    expect(theirs).toMatchObject({ viewCount: 5, isSaved: false });
  });

  it('move an event out of "Upcoming events" once it has started', async () => {
    const now = new Date();
    const asMember = (at: Date) => ({ db: t.db, userId: m.id, now: at, pages: t.deps.publicPages });
    const before = await homeDashboard(asMember(now));
    expect(ids(before.upcomingEvents)).toEqual(['sh_ev_soon', 'sh_ev_later']);
    const started = new Date(daysFromNow(1, now.getTime()).getTime() + 60_000);
    const after = await homeDashboard(asMember(started));
    expect(ids(after.upcomingEvents)).toEqual(['sh_ev_later']);
    // Past now, and the newest item that is not an upcoming event.
    expect(after.justAdded[0]).toMatchObject({ id: 'sh_ev_soon', timeline: 'past' });
  });
});

describe('the content version', () => {
  it('is bumped by every change of the library but a view count', async () => {
    const v0 = await version();
    await addItems(t.db, [{ id: 'sh_v', title: 'Versioned' }]);
    const v1 = await version();
    expect(v1).toBeGreaterThan(v0);
    await t.db
      .update(resources)
      .set({ imageUrl: 'https://example.test/v.png' })
      .where(eq(resources.id, 'sh_v'));
    const v2 = await version();
    expect(v2).toBeGreaterThan(v1);
    await t.db
      .update(resources)
      .set({ viewCount: sql`${resources.viewCount} + 1` })
      .where(eq(resources.id, 'sh_v'));
    expect(await version()).toBe(v2);
    await t.db.delete(resources).where(eq(resources.id, 'sh_v'));
    const v3 = await version();
    expect(v3).toBeGreaterThan(v2);
    await t.db.execute(sql`TRUNCATE ${resources} CASCADE`);
    expect(await version()).toBeGreaterThan(v3);
    expect((await home()).justAdded).toEqual([]);
  });
});
