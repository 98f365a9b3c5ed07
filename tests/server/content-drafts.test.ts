import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, resources, savedResources } from '../../src/server/db/schema';
import { addItems, as, daysFromNow, type SignedIn, signedInMember } from '../relevance/fixtures';
import { createTestApp, type TestApp } from '../setup/test-app';

/*
 * A draft is seen by administrators only: every member and visitor read path must behave as if it
 * did not exist. Each draft shares its invented word ("zephyrine") and its tag ("Driftwood") with a
 * published twin, so every list below has something to show and the draft's absence is telling.
 */
let t: TestApp;
let m: SignedIn;

const DRAFTS = [
  'dr_res',
  'dr_case',
  'dr_praxis',
  'dr_event',
  'dr_soon',
  'dr_canvas',
  'dr_research',
  'dr_active',
];
const PUBLISHED = ['pb_res', 'pb_case', 'pb_event', 'pb_canvas', 'pb_research'];

const ids = (cards: Array<{ id: string }>) => cards.map((c) => c.id);
const noDraft = (list: string[]) => expect(list.filter((id) => id.startsWith('dr_'))).toEqual([]);

beforeAll(async () => {
  t = await createTestApp();
  m = await signedInMember(t);
  const common = { topics: ['Driftwood'], industry: 'Driftwood', headcount: 'Driftwood' };
  const body = [{ type: 'paragraph', data: { text: 'Notes about zephyrine and tidepools.' } }];
  await addItems(t.db, [
    { id: 'pb_res', title: 'Zephyrine resource', ...common, blocks: body },
    { id: 'pb_case', type: 'case-study', title: 'Zephyrine case', ...common },
    { id: 'pb_event', type: 'event', title: 'Zephyrine session', date: daysFromNow(-3), ...common },
    { id: 'pb_canvas', type: 'canvas', title: 'Zephyrine canvas', ...common },
    { id: 'pb_research', type: 'research', year: 2024, title: 'Zephyrine study', ...common },
    { id: 'dr_res', title: 'Zephyrine draft resource', status: 'draft', ...common, blocks: body },
    { id: 'dr_case', type: 'case-study', title: 'Zephyrine draft case', status: 'draft', ...common },
    {
      id: 'dr_praxis',
      type: 'event',
      isPraxisCase: true,
      title: 'Zephyrine draft story',
      date: daysFromNow(-9),
      status: 'draft',
      ...common,
    },
    {
      id: 'dr_event',
      type: 'event',
      title: 'Zephyrine draft session',
      date: daysFromNow(-2),
      status: 'draft',
      ...common,
    },
    {
      id: 'dr_soon',
      type: 'event',
      title: 'Zephyrine draft upcoming',
      date: daysFromNow(5),
      status: 'draft',
      ...common,
    },
    { id: 'dr_canvas', type: 'canvas', title: 'Zephyrine draft canvas', status: 'draft', ...common },
    // A year and a topic only drafts have: neither may reach the filters.
    {
      id: 'dr_research',
      type: 'research',
      year: 1999,
      title: 'Zephyrine draft study',
      status: 'draft',
      topics: ['Secretopic'],
      industry: 'Secretindustry',
    },
    { id: 'dr_active', type: 'active_research', title: 'Zephyrine draft survey', status: 'draft', ...common },
  ]);
  // The member saved items while they were published; they were then unpublished.
  const [col] = await t.db.insert(collections).values({ userId: m.id, name: 'Mine' }).returning();
  await t.db
    .insert(savedResources)
    .values(
      [...DRAFTS, ...PUBLISHED].map((resourceId) => ({ userId: m.id, resourceId, collectionId: col!.id })),
    );
  (globalThis as { collectionId?: string }).collectionId = col!.id;
});
afterAll(async () => {
  await t.close();
});

describe('drafts never reach members', () => {
  it('are absent from every list', async () => {
    const api = as(t, m);
    for (const path of [
      '/api/resources',
      '/api/case-studies',
      '/api/events',
      '/api/research',
      '/api/canvases',
    ]) {
      const res = await api.get(`${path}?pageSize=48`);
      expect(res.status, path).toBe(200);
      expect(ids(res.body.items).length, path).toBeGreaterThan(0);
      noDraft(ids(res.body.items));
      expect(res.body.total, path).toBe(ids(res.body.items).length);
    }
    const research = await api.get('/api/research');
    expect(research.body.activeResearch).toBeNull();
    expect(research.body.years).toEqual([2024]);
    const upcoming = await api.get('/api/events?timeline=upcoming');
    expect(upcoming.body.total).toBe(0);
  });

  it('are absent from tag pages, with and without a type', async () => {
    const api = as(t, m);
    const all = await api.get('/api/tags/driftwood');
    expect(all.status).toBe(200);
    expect(ids(all.body.items).sort()).toEqual([...PUBLISHED].sort());
    expect(all.body.total).toBe(PUBLISHED.length);
    for (const type of ['case-study', 'resource', 'canvas', 'event']) {
      const typed = await api.get(`/api/tags/driftwood?type=${type}`);
      expect(typed.body.total, type).toBe(1);
      noDraft(ids(typed.body.items));
    }
    expect((await api.get('/api/tags/secretopic')).body.total).toBe(0);
  });

  it('give no filter value', async () => {
    const res = await as(t, m).get('/api/content/filters');
    expect(res.body.topics).not.toContain('Secretopic');
    expect(res.body.industries).not.toContain('Secretindustry');
  });

  it('have no detail page, view count, calendar invite, cover or PDF', async () => {
    const api = as(t, m);
    for (const id of DRAFTS) {
      expect((await api.get(`/api/content/${id}`)).status, id).toBe(404);
      expect((await api.post(`/api/content/${id}/views`, {})).status, id).toBe(404);
    }
    expect((await t.request('/api/content/dr_soon/calendar.ics', { cookie: m.cookie })).status).toBe(404);
    expect((await t.request('/files/covers/dr_res.svg')).status).toBe(404);
    expect((await t.request('/files/canvases/dr_canvas.pdf', { cookie: m.cookie })).status).toBe(404);
    expect((await t.request('/files/canvases/pb_canvas.pdf', { cookie: m.cookie })).status).toBe(200);
  });

  it('cannot be saved', async () => {
    const res = await as(t, m).post('/api/saved', { resourceId: 'dr_case' });
    expect(res.status).toBe(404);
  });

  it('are absent from public pages', async () => {
    expect((await t.request('/api/public/resources/dr_res')).status).toBe(404);
    expect((await t.request('/api/public/case-studies/dr_case')).status).toBe(404);
    expect((await t.request('/api/public/resources/dr_res', { cookie: m.cookie })).status).toBe(404);
    const events = await as(t, m).get('/api/public/events');
    noDraft(ids(events.body.upcoming));
    noDraft(ids(events.body.featured));
  });

  it('are absent from saved items, collections and home', async () => {
    const api = as(t, m);
    const saved = await api.get('/api/saved');
    expect(ids(saved.body.items).sort()).toEqual([...PUBLISHED].sort());
    expect(saved.body.topics).not.toContain('Secretopic');
    const id = (globalThis as { collectionId?: string }).collectionId;
    noDraft(ids((await api.get(`/api/collections/${id}`)).body.items));
    const home = await api.get('/api/home');
    for (const section of ['upcomingEvents', 'justAdded', 'recentlySaved']) noDraft(ids(home.body[section]));
    expect(home.body.recentlySaved.length).toBeGreaterThan(0);
  });

  it('are absent from search, its counts and its typo corrections', async () => {
    const api = as(t, m);
    const res = await api.get('/api/search?q=zephyrine');
    expect(ids(res.body.items).sort()).toEqual([...PUBLISHED].sort());
    expect(res.body.total).toBe(PUBLISHED.length);
    // A word only a draft holds gives nothing, not even as a correction.
    expect((await api.get('/api/search?q=secretopic')).body.total).toBe(0);
    expect((await api.get('/api/search?q=secretopik')).body.total).toBe(0);
  });

  it('appear at once when published and vanish at once when unpublished', async () => {
    const api = as(t, m);
    // Warm the caches (list totals, search results) at the current content version.
    expect((await api.get('/api/search?q=zephyrine')).body.total).toBe(PUBLISHED.length);
    expect((await api.get('/api/case-studies')).body.total).toBe(1);

    await t.db
      .update(resources)
      .set({ status: 'published' })
      .where(inArray(resources.id, ['dr_case', 'dr_res']));
    const found = await api.get('/api/search?q=zephyrine');
    expect(ids(found.body.items)).toEqual(expect.arrayContaining(['dr_case', 'dr_res']));
    // The draft's block words are searchable once it is published.
    expect(ids((await api.get('/api/search?q=tidepools')).body.items).sort()).toEqual(['dr_res', 'pb_res']);
    expect((await api.get('/api/case-studies')).body.total).toBe(2);
    expect((await api.get('/api/content/dr_case')).status).toBe(200);

    await t.db.update(resources).set({ status: 'draft' }).where(eq(resources.id, 'dr_case'));
    noDraft(ids((await api.get('/api/search?q=zephyrine case')).body.items).filter((i) => i === 'dr_case'));
    expect(ids((await api.get('/api/search?q=zephyrine')).body.items)).not.toContain('dr_case');
    expect((await api.get('/api/case-studies')).body.total).toBe(1);
    expect((await api.get('/api/content/dr_case')).status).toBe(404);
  });
});
