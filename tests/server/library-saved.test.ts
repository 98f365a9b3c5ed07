import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedResources } from '../../src/server/db/schema';
import { addItems, addSaved, as, daysFromNow, type SignedIn, signedInMember } from '../relevance/fixtures';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addItems(t.db, [
    { id: 'sv_guide', title: 'Coaching guide', topics: ['Coaching'] },
    { id: 'sv_case', type: 'case-study', title: 'Onboarding case', topics: ['Onboarding', 'Performance'] },
    {
      id: 'sv_canvas',
      type: 'canvas',
      title: 'Skills canvas',
      topics: ['Skills & Capabilities', 'Coaching'],
    },
    { id: 'sv_past', type: 'event', title: 'Past session', topics: ['DEI'], date: daysFromNow(-10) },
    { id: 'sv_soon', type: 'event', title: 'Upcoming session', topics: ['DEI'], date: daysFromNow(5) },
  ]);
});
afterAll(async () => {
  await t.close();
});

const rowsOf = (userId: string, resourceId: string) =>
  t.db
    .select()
    .from(savedResources)
    .where(and(eq(savedResources.userId, userId), eq(savedResources.resourceId, resourceId)));

describe('saving an item', () => {
  let m: SignedIn;
  beforeAll(async () => {
    m = await signedInMember(t);
  });

  it('needs a session', async () => {
    const res = await t.request('/api/saved', { method: 'POST', json: { resourceId: 'sv_guide' } });
    expect(res.status).toBe(401);
    expect((await t.request('/api/saved')).status).toBe(401);
  });

  it('saves, reports the state and lists the item as saved', async () => {
    const api = as(t, m);
    const saved = await api.post('/api/saved', { resourceId: 'sv_guide' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ resourceId: 'sv_guide', isSaved: true, collectionIds: [] });
    expect(Date.parse(saved.body.savedAt)).not.toBeNaN();

    const state = await api.get('/api/saved/sv_guide');
    expect(state.body).toEqual(saved.body);
    const list = await api.get('/api/saved');
    expect(list.body.items.map((i: { id: string }) => i.id)).toEqual(['sv_guide']);
    expect(list.body.items[0]).toMatchObject({ id: 'sv_guide', title: 'Coaching guide', isSaved: true });
  });

  it('is idempotent: saving again keeps one row and the first saved time', async () => {
    const api = as(t, m);
    const first = await api.get('/api/saved/sv_guide');
    const again = await api.post('/api/saved', { resourceId: 'sv_guide' });
    expect(again.status).toBe(200);
    expect(again.body.savedAt).toBe(first.body.savedAt);
    expect(await rowsOf(m.id, 'sv_guide')).toHaveLength(1);
  });

  it('answers 404 for an unknown item and saves nothing', async () => {
    const res = await as(t, m).post('/api/saved', { resourceId: 'sv_nope' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      error: { code: 'not_found', message: 'Resource not found' },
      requestId: expect.any(String),
    });
    expect(await rowsOf(m.id, 'sv_nope')).toHaveLength(0);
  });

  it('refuses upcoming events (no save control before the recording) but saves past ones', async () => {
    const api = as(t, m);
    const soon = await api.post('/api/saved', { resourceId: 'sv_soon' });
    expect(soon.status).toBe(400);
    expect(soon.body.error.code).toBe('not_savable');
    expect(await rowsOf(m.id, 'sv_soon')).toHaveLength(0);
    expect((await api.post('/api/saved', { resourceId: 'sv_past' })).status).toBe(200);
  });

  it('validates the body', async () => {
    const res = await as(t, m).post('/api/saved', {});
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
  });
});

describe('saving into a collection', () => {
  it('saves the item and puts it in the collection, once', async () => {
    const m = await signedInMember(t);
    const api = as(t, m);
    const col = (await api.post('/api/collections', { name: 'Reading' })).body;
    const res = await api.post('/api/saved', { resourceId: 'sv_case', collectionId: col.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isSaved: true, collectionIds: [col.id] });
    await api.post('/api/saved', { resourceId: 'sv_case', collectionId: col.id });
    const rows = await rowsOf(m.id, 'sv_case');
    // The plain save and one membership.
    expect(rows.map((r) => r.collectionId).sort()).toEqual([col.id, null].sort());
    expect((await api.get(`/api/collections/${col.id}`)).body.collection.resourceCount).toBe(1);
    expect((await api.get('/api/saved')).body.items.map((i: { id: string }) => i.id)).toEqual(['sv_case']);
  });

  it('answers 404 for a collection that is not the member’s and saves nothing', async () => {
    const owner = await signedInMember(t);
    const other = await signedInMember(t);
    const col = (await as(t, owner).post('/api/collections', { name: 'Mine' })).body;
    const res = await as(t, other).post('/api/saved', { resourceId: 'sv_guide', collectionId: col.id });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Collection not found');
    expect(await rowsOf(other.id, 'sv_guide')).toHaveLength(0);
    const missing = await as(t, other).post('/api/saved', {
      resourceId: 'sv_guide',
      collectionId: 'not-a-uuid',
    });
    expect(missing.status).toBe(404);
  });
});

describe('unsaving', () => {
  it('drops the item from the library and from every collection', async () => {
    const m = await signedInMember(t);
    const api = as(t, m);
    const a = (await api.post('/api/collections', { name: 'A', resourceId: 'sv_canvas' })).body;
    const b = (await api.post('/api/collections', { name: 'B' })).body;
    await api.post(`/api/collections/${b.id}/items`, { resourceId: 'sv_canvas' });
    await api.post('/api/saved', { resourceId: 'sv_guide' });
    expect((await api.get('/api/saved/sv_canvas')).body.collectionIds).toEqual([a.id, b.id]);

    const res = await api.delete('/api/saved/sv_canvas');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ resourceId: 'sv_canvas', isSaved: false, savedAt: null, collectionIds: [] });
    expect(await rowsOf(m.id, 'sv_canvas')).toHaveLength(0);
    expect((await api.get('/api/saved')).body.items.map((i: { id: string }) => i.id)).toEqual(['sv_guide']);
    const lists = (await api.get('/api/collections')).body;
    expect(lists.map((c: { resourceCount: number }) => c.resourceCount)).toEqual([0, 0]);
    expect((await api.get(`/api/collections/${a.id}`)).body.items).toEqual([]);
  });

  it('is idempotent and answers 404 only for unknown items', async () => {
    const m = await signedInMember(t);
    const api = as(t, m);
    expect((await api.delete('/api/saved/sv_guide')).status).toBe(200);
    const unknown = await api.delete('/api/saved/sv_nope');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Resource not found');
  });

  it('puts an item saved again at the front', async () => {
    const m = await signedInMember(t);
    await addSaved(t.db, [
      { userId: m.id, resourceId: 'sv_guide', savedAt: daysFromNow(-3) },
      { userId: m.id, resourceId: 'sv_case', savedAt: daysFromNow(-2) },
    ]);
    const api = as(t, m);
    const ids = async () => (await api.get('/api/saved')).body.items.map((i: { id: string }) => i.id);
    expect(await ids()).toEqual(['sv_case', 'sv_guide']);
    await api.delete('/api/saved/sv_guide');
    await api.post('/api/saved', { resourceId: 'sv_guide' });
    expect(await ids()).toEqual(['sv_guide', 'sv_case']);
  });
});

describe('the saved list', () => {
  it('is newest first, by the time each item entered the library', async () => {
    const m = await signedInMember(t);
    const other = await signedInMember(t);
    await addSaved(t.db, [
      { userId: m.id, resourceId: 'sv_guide', savedAt: daysFromNow(-5) },
      { userId: m.id, resourceId: 'sv_case', savedAt: daysFromNow(-1) },
      { userId: m.id, resourceId: 'sv_canvas', savedAt: daysFromNow(-3) },
      { userId: other.id, resourceId: 'sv_past', savedAt: daysFromNow(0) },
    ]);
    const list = (await as(t, m).get('/api/saved')).body;
    expect(list.items.map((i: { id: string }) => i.id)).toEqual(['sv_case', 'sv_canvas', 'sv_guide']);
    expect(list.items.every((i: { isSaved: boolean }) => i.isSaved)).toBe(true);
  });

  it('filters by topic and lists the topics of every saved item', async () => {
    const m = await signedInMember(t);
    await addSaved(t.db, [
      { userId: m.id, resourceId: 'sv_guide', savedAt: daysFromNow(-2) },
      { userId: m.id, resourceId: 'sv_case', savedAt: daysFromNow(-1) },
      { userId: m.id, resourceId: 'sv_canvas', savedAt: daysFromNow(-3) },
    ]);
    const api = as(t, m);
    const all = (await api.get('/api/saved')).body;
    expect(all.topics).toEqual(['Coaching', 'Onboarding', 'Performance', 'Skills & Capabilities']);
    const coaching = (await api.get('/api/saved?topic=Coaching')).body;
    expect(coaching.items.map((i: { id: string }) => i.id)).toEqual(['sv_guide', 'sv_canvas']);
    expect(coaching.topics).toEqual(all.topics);
    const blank = (await api.get('/api/saved?topic=')).body;
    expect(blank.items).toHaveLength(3);
    expect(
      (await api.get(`/api/saved?topic=${encodeURIComponent('Skills & Capabilities')}`)).body.items,
    ).toHaveLength(1);
    expect((await api.get('/api/saved?topic=Nothing')).body.items).toEqual([]);
  });

  it('holds at most the 100 most recent saves', async () => {
    const m = await signedInMember(t);
    const ids = Array.from({ length: 105 }, (_, i) => `sv_many_${String(i).padStart(3, '0')}`);
    await addItems(
      t.db,
      ids.map((id) => ({ id })),
    );
    await addSaved(
      t.db,
      ids.map((id, i) => ({ userId: m.id, resourceId: id, savedAt: daysFromNow(-200 + i) })),
    );
    const items = (await as(t, m).get('/api/saved')).body.items.map((i: { id: string }) => i.id);
    expect(items).toHaveLength(100);
    expect(items[0]).toBe('sv_many_104');
    expect(items[99]).toBe('sv_many_005');
  });

  it('is empty for a new member', async () => {
    const m = await signedInMember(t);
    expect((await as(t, m).get('/api/saved')).body).toEqual({ items: [], topics: [] });
  });
});
