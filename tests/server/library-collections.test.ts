import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, savedResources } from '../../src/server/db/schema';
import { addItems, addSaved, as, daysFromNow, signedInMember } from '../relevance/fixtures';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addItems(t.db, [
    { id: 'co_a', title: 'First item', topics: ['Coaching'] },
    { id: 'co_b', title: 'Second item', topics: ['Onboarding'] },
    { id: 'co_c', title: 'Third item', topics: ['DEI'] },
    { id: 'co_soon', type: 'event', title: 'Later', date: daysFromNow(3) },
  ]);
});
afterAll(async () => {
  await t.close();
});

const ids = (items: Array<{ id: string }>) => items.map((i) => i.id);

describe('creating collections', () => {
  it('trims the name, starts empty and lists collections oldest first with counts', async () => {
    const api = as(t, await signedInMember(t));
    const first = await api.post('/api/collections', { name: '  Reading list  ' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ name: 'Reading list', resourceCount: 0 });
    expect(Date.parse(first.body.createdAt)).not.toBeNaN();
    const second = await api.post('/api/collections', { name: 'Programme ideas', resourceId: 'co_a' });
    expect(second.body.resourceCount).toBe(1);

    const list = await api.get('/api/collections');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([first.body, second.body]);
  });

  it('with a resource, saves it into the new collection ("Collection created and resource saved")', async () => {
    const api = as(t, await signedInMember(t));
    const col = (await api.post('/api/collections', { name: 'Ideas', resourceId: 'co_b' })).body;
    expect(ids((await api.get('/api/saved')).body.items)).toEqual(['co_b']);
    expect(ids((await api.get(`/api/collections/${col.id}`)).body.items)).toEqual(['co_b']);
    expect((await api.get('/api/saved/co_b')).body.collectionIds).toEqual([col.id]);
  });

  it('refuses empty, missing and over-long names', async () => {
    const m = await signedInMember(t);
    const api = as(t, m);
    for (const body of [{ name: '' }, { name: '   ' }, {}]) {
      const res = await api.post('/api/collections', body);
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ code: 'invalid_request', message: 'Collection name is required' });
    }
    const long = await api.post('/api/collections', { name: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe('Collection name must be at most 200 characters');
    expect((await api.post('/api/collections', { name: ` ${'x'.repeat(200)} ` })).status).toBe(201);
    expect((await t.db.select().from(collections).where(eq(collections.userId, m.id))).length).toBe(1);
  });

  it('creates nothing when the resource is unknown or cannot be saved (one transaction)', async () => {
    const m = await signedInMember(t);
    const api = as(t, m);
    const unknown = await api.post('/api/collections', { name: 'Ghost', resourceId: 'co_nope' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Resource not found');
    const upcoming = await api.post('/api/collections', { name: 'Later', resourceId: 'co_soon' });
    expect(upcoming.status).toBe(400);
    expect(upcoming.body.error.code).toBe('not_savable');
    expect((await api.get('/api/collections')).body).toEqual([]);
  });

  it('says which collections hold an item when asked', async () => {
    const api = as(t, await signedInMember(t));
    const a = (await api.post('/api/collections', { name: 'A', resourceId: 'co_a' })).body;
    const b = (await api.post('/api/collections', { name: 'B' })).body;
    const list = (await api.get('/api/collections?resourceId=co_a')).body;
    expect(list.map((c: { id: string; hasResource: boolean }) => [c.id, c.hasResource])).toEqual([
      [a.id, true],
      [b.id, false],
    ]);
    expect((await api.get('/api/collections')).body[0]).not.toHaveProperty('hasResource');
  });
});

describe('renaming', () => {
  it('trims the new name', async () => {
    const api = as(t, await signedInMember(t));
    const col = (await api.post('/api/collections', { name: 'Old' })).body;
    const res = await api.patch(`/api/collections/${col.id}`, { name: '  New name ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...col, name: 'New name' });
    expect((await api.get('/api/collections')).body[0].name).toBe('New name');
  });

  it('refuses an empty name and keeps the old one', async () => {
    const api = as(t, await signedInMember(t));
    const col = (await api.post('/api/collections', { name: 'Keep me' })).body;
    const res = await api.patch(`/api/collections/${col.id}`, { name: '  ' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Collection name is required');
    expect((await api.get(`/api/collections/${col.id}`)).body.collection.name).toBe('Keep me');
  });

  it('treats an unchanged name as a no-op', async () => {
    const api = as(t, await signedInMember(t));
    const col = (await api.post('/api/collections', { name: 'Same', resourceId: 'co_a' })).body;
    const res = await api.patch(`/api/collections/${col.id}`, { name: ' Same ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(col);
  });
});

describe('deleting', () => {
  it('removes the collection and its memberships but keeps the items saved', async () => {
    const m = await signedInMember(t);
    const api = as(t, m);
    const col = (await api.post('/api/collections', { name: 'Temp', resourceId: 'co_a' })).body;
    await api.post(`/api/collections/${col.id}/items`, { resourceId: 'co_b' });
    await api.post('/api/saved', { resourceId: 'co_c' });

    const res = await api.delete(`/api/collections/${col.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await api.get(`/api/collections/${col.id}`)).status).toBe(404);
    expect((await api.get('/api/collections')).body).toEqual([]);
    expect(ids((await api.get('/api/saved')).body.items).sort()).toEqual(['co_a', 'co_b', 'co_c']);
    const rows = await t.db.select().from(savedResources).where(eq(savedResources.userId, m.id));
    expect(rows.every((r) => r.collectionId === null)).toBe(true);
  });

  it('keeps items saved that only existed as memberships (older data)', async () => {
    const m = await signedInMember(t);
    const api = as(t, m);
    const col = (await api.post('/api/collections', { name: 'Legacy' })).body;
    await addSaved(t.db, [
      { userId: m.id, resourceId: 'co_c', collectionId: col.id, savedAt: daysFromNow(-4) },
    ]);
    expect(ids((await api.get('/api/saved')).body.items)).toEqual(['co_c']);
    expect((await api.delete(`/api/collections/${col.id}`)).status).toBe(200);
    expect((await api.get('/api/collections')).body).toEqual([]);
    expect(ids((await api.get('/api/saved')).body.items)).toEqual(['co_c']);
    const rows = await t.db.select().from(savedResources).where(eq(savedResources.userId, m.id));
    expect(rows.map((r) => [r.resourceId, r.collectionId])).toEqual([['co_c', null]]);
  });

  it('answers 404 for a second delete', async () => {
    const api = as(t, await signedInMember(t));
    const col = (await api.post('/api/collections', { name: 'Once' })).body;
    await api.delete(`/api/collections/${col.id}`);
    const again = await api.delete(`/api/collections/${col.id}`);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('Collection not found');
  });
});

describe('one collection and its items', () => {
  it('lists items most recently added first, each saved', async () => {
    const m = await signedInMember(t);
    const api = as(t, m);
    const col = (await api.post('/api/collections', { name: 'Ordered' })).body;
    await addSaved(t.db, [
      { userId: m.id, resourceId: 'co_a', savedAt: daysFromNow(-9) },
      { userId: m.id, resourceId: 'co_a', collectionId: col.id, savedAt: daysFromNow(-3) },
      { userId: m.id, resourceId: 'co_b', savedAt: daysFromNow(-9) },
      { userId: m.id, resourceId: 'co_b', collectionId: col.id, savedAt: daysFromNow(-1) },
    ]);
    const res = await api.get(`/api/collections/${col.id}`);
    expect(res.status).toBe(200);
    expect(res.body.collection).toMatchObject({ id: col.id, name: 'Ordered', resourceCount: 2 });
    expect(ids(res.body.items)).toEqual(['co_b', 'co_a']);
    expect(res.body.items.every((i: { isSaved: boolean }) => i.isSaved)).toBe(true);
  });

  it('is empty for a new collection', async () => {
    const api = as(t, await signedInMember(t));
    const col = (await api.post('/api/collections', { name: 'Empty' })).body;
    expect((await api.get(`/api/collections/${col.id}`)).body).toEqual({ collection: col, items: [] });
  });

  it('answers "Collection not found" for unknown and malformed ids', async () => {
    const api = as(t, await signedInMember(t));
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await api.get(`/api/collections/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        error: { code: 'not_found', message: 'Collection not found' },
        requestId: expect.any(String),
      });
    }
  });

  it('adds items (saving them) idempotently', async () => {
    const api = as(t, await signedInMember(t));
    const col = (await api.post('/api/collections', { name: 'Adds' })).body;
    const added = await api.post(`/api/collections/${col.id}/items`, { resourceId: 'co_c' });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ id: col.id, resourceCount: 1 });
    expect(
      (await api.post(`/api/collections/${col.id}/items`, { resourceId: 'co_c' })).body.resourceCount,
    ).toBe(1);
    expect(ids((await api.get('/api/saved')).body.items)).toEqual(['co_c']);
    expect((await api.post(`/api/collections/${col.id}/items`, { resourceId: 'co_nope' })).status).toBe(404);
    expect((await api.post(`/api/collections/${col.id}/items`, { resourceId: 'co_soon' })).status).toBe(400);
  });

  it('removes an item from the collection only: it stays saved and in other collections', async () => {
    const api = as(t, await signedInMember(t));
    const one = (await api.post('/api/collections', { name: 'One', resourceId: 'co_a' })).body;
    const two = (await api.post('/api/collections', { name: 'Two', resourceId: 'co_a' })).body;
    const res = await api.delete(`/api/collections/${one.id}/items/co_a`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: one.id, resourceCount: 0 });
    expect((await api.get(`/api/collections/${one.id}`)).body.items).toEqual([]);
    expect(ids((await api.get(`/api/collections/${two.id}`)).body.items)).toEqual(['co_a']);
    expect(await api.get('/api/saved/co_a')).toMatchObject({
      body: { isSaved: true, collectionIds: [two.id] },
    });
    // Older data: a membership without a plain save stays saved when it leaves the collection.
    const m2 = await signedInMember(t);
    const api2 = as(t, m2);
    const legacy = (await api2.post('/api/collections', { name: 'Legacy' })).body;
    await addSaved(t.db, [
      { userId: m2.id, resourceId: 'co_b', collectionId: legacy.id, savedAt: daysFromNow(-2) },
    ]);
    expect((await api2.delete(`/api/collections/${legacy.id}/items/co_b`)).body.resourceCount).toBe(0);
    expect(await api2.get('/api/saved/co_b')).toMatchObject({ body: { isSaved: true, collectionIds: [] } });
    // Again: nothing to remove, still fine; unknown items are 404.
    expect((await api.delete(`/api/collections/${one.id}/items/co_a`)).status).toBe(200);
    expect((await api.delete(`/api/collections/${one.id}/items/co_nope`)).status).toBe(404);
  });
});
