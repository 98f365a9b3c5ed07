import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, savedResources } from '../../src/server/db/schema';
import { addItems, as, type SignedIn, signedInMember } from '../relevance/fixtures';
import { createTestApp, type TestApp } from '../setup/test-app';

/** Collections and saved items are scoped to the member; others' answer 404, never data. */

let t: TestApp;
let owner: SignedIn;
let intruder: SignedIn;
let collectionId: string;

beforeAll(async () => {
  t = await createTestApp();
  await addItems(t.db, [
    { id: 'pv_secret', title: 'Zanzibarine field notes', topics: ['Coaching'] },
    { id: 'pv_other', title: 'Another zanzibarine item', topics: ['DEI'] },
  ]);
  owner = await signedInMember(t);
  intruder = await signedInMember(t);
  const created = await as(t, owner).post('/api/collections', {
    name: 'Private plans',
    resourceId: 'pv_secret',
  });
  collectionId = created.body.id;
});
afterAll(async () => {
  await t.close();
});

async function ownerState() {
  const [col] = await t.db.select().from(collections).where(eq(collections.id, collectionId));
  const rows = await t.db.select().from(savedResources).where(eq(savedResources.userId, owner.id));
  return { col, rows: rows.map((r) => [r.resourceId, r.collectionId]).sort() };
}

describe("another member's collection", () => {
  it('answers 404 "Collection not found" to every route and changes nothing', async () => {
    const before = await ownerState();
    const api = as(t, intruder);
    const attempts = [
      await api.get(`/api/collections/${collectionId}`),
      await api.patch(`/api/collections/${collectionId}`, { name: 'Mine now' }),
      await api.delete(`/api/collections/${collectionId}`),
      await api.post(`/api/collections/${collectionId}/items`, { resourceId: 'pv_other' }),
      await api.delete(`/api/collections/${collectionId}/items/pv_secret`),
      await api.post('/api/saved', { resourceId: 'pv_other', collectionId }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        error: { code: 'not_found', message: 'Collection not found' },
        requestId: expect.any(String),
      });
    }
    expect(await ownerState()).toEqual(before);
    expect(before.col?.name).toBe('Private plans');
    // The intruder gained nothing either.
    expect((await api.get('/api/saved')).body.items).toEqual([]);
  });

  it('never appears in the other member’s list', async () => {
    await as(t, intruder).post('/api/collections', { name: 'Own one' });
    const list = (await as(t, intruder).get('/api/collections')).body;
    expect(list.map((c: { name: string }) => c.name)).toEqual(['Own one']);
    const ownerList = (await as(t, owner).get('/api/collections')).body;
    expect(ownerList.map((c: { name: string }) => c.name)).toEqual(['Private plans']);
  });
});

describe('saved state never leaks', () => {
  it("shows the owner's item as not saved to everyone else, everywhere", async () => {
    const api = as(t, intruder);
    expect((await api.get('/api/saved/pv_secret')).body).toMatchObject({ isSaved: false, collectionIds: [] });
    const home = (await api.get('/api/home')).body;
    for (const card of [...home.justAdded, ...home.recentlySaved]) expect(card.isSaved).toBe(false);
    expect(home.recentlySaved).toEqual([]);
    const found = (await api.get('/api/search?q=zanzibarine')).body.items;
    expect(found.map((i: { id: string }) => i.id).sort()).toEqual(['pv_other', 'pv_secret']);
    expect(found.every((i: { isSaved: boolean }) => !i.isSaved)).toBe(true);

    const ownerFound = (await as(t, owner).get('/api/search?q=zanzibarine')).body.items;
    expect(ownerFound.find((i: { id: string }) => i.id === 'pv_secret').isSaved).toBe(true);
  });

  it("cannot unsave the owner's item", async () => {
    expect((await as(t, intruder).delete('/api/saved/pv_secret')).status).toBe(200);
    expect((await as(t, owner).get('/api/saved/pv_secret')).body.isSaved).toBe(true);
  });
});
