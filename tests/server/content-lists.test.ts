import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedContentFilters } from '../../src/server/features/content/service';
import type { ContentCard } from '../../src/shared/content-card';
import { createItem, createItems, daysFromNow, saveItem } from '../factories/content';
import { createMember } from '../factories/members';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
let cookie: string;
let memberId: string;

interface PageBody {
  items: ContentCard[];
  total: number;
  page: number;
  pageSize: number;
}

async function get<T = PageBody>(path: string, as = cookie): Promise<T> {
  const res = await t.request(path, { cookie: as });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
const ids = (body: PageBody) => body.items.map((i) => i.id);

beforeAll(async () => {
  t = await createTestApp();
  const m = await createMember(t.db, { subscriptionStatus: 'lifetime' });
  memberId = m.id;
  cookie = await t.signIn(m.email, m.password);
});
afterAll(async () => {
  await t.close();
});

describe('access', () => {
  const lists = ['/api/resources', '/api/case-studies', '/api/events', '/api/research', '/api/canvases'];

  it('refuses visitors and restricted members on every list', async () => {
    const canceled = await createMember(t.db, {
      subscriptionStatus: 'canceled',
      currentPeriodEnd: daysFromNow(-3),
    });
    const restricted = await t.signIn(canceled.email, canceled.password);
    for (const path of [...lists, '/api/tags/Coaching', '/api/content/filters']) {
      const anonymous = await t.request(path);
      expect(anonymous.status, path).toBe(401);
      const blocked = await t.request(path, { cookie: restricted });
      expect(blocked.status, path).toBe(403);
      expect((await blocked.json()).error.code).toBe('subscription_restricted');
    }
  });

  it('documents every content endpoint in the OpenAPI description', async () => {
    const doc = await (await t.request('/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/resources',
        '/case-studies',
        '/events',
        '/research',
        '/canvases',
        '/tags/{tag}',
        '/content/filters',
        '/content/{id}',
        '/content/{id}/views',
        '/content/{id}/calendar.ics',
        '/public/events',
        '/public/case-studies/{id}',
        '/public/resources/{id}',
      ]),
    );
  });

  it('validates filters and paging with a 400 invalid_request', async () => {
    for (const path of [
      '/api/resources?contentType=pdf',
      '/api/events?timeline=soon',
      '/api/tags/Coaching?type=research',
      '/api/research?year=abc',
      '/api/resources?page=0',
      '/api/resources?pageSize=49',
      '/api/canvases?page=1.5',
    ]) {
      const res = await t.request(path, { cookie });
      expect(res.status, path).toBe(400);
      expect((await res.json()).error.code).toBe('invalid_request');
    }
  });
});

describe('GET /api/resources', () => {
  let coachingVideos: string[];
  beforeAll(async () => {
    // 30 resources: 14 Coaching (6 of them video), 16 Onboarding; plus items of other types.
    const a = await createItems(t.db, 8, { topics: ['Coaching'], contentType: 'text' });
    const b = await createItems(t.db, 6, { topics: ['Coaching', 'Onboarding'], contentType: 'video' });
    await createItems(t.db, 16, { topics: ['Onboarding'], contentType: 'audio' });
    await createItem(t.db, { type: 'case-study', topics: ['Coaching'] });
    await createItem(t.db, { type: 'canvas', topics: ['Coaching'] });
    coachingVideos = b.map((r) => r.id);
    expect(a).toHaveLength(8);
  });

  it('pages 12 at a time, newest first, with the total counted in the database', async () => {
    const first = await get('/api/resources');
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 12 });
    expect(first.items).toHaveLength(12);
    expect(first.items.every((i) => i.type === 'resource')).toBe(true);
    const third = await get('/api/resources?page=3');
    expect(third.items).toHaveLength(6);
    const all = [...ids(first), ...ids(await get('/api/resources?page=2')), ...ids(third)];
    expect(new Set(all).size).toBe(30);
    const created = all.map((id) => Number(id.split('_').pop()));
    expect(created).toEqual([...created].sort((x, y) => y - x));
    expect((await get('/api/resources?page=4')).items).toEqual([]);
  });

  it('filters by topic and by content type, together or apart', async () => {
    const coaching = await get('/api/resources?topic=Coaching&pageSize=48');
    expect(coaching.total).toBe(14);
    expect(coaching.items.every((i) => i.topics.includes('Coaching'))).toBe(true);
    const audio = await get('/api/resources?contentType=audio');
    expect(audio.total).toBe(16);
    const both = await get('/api/resources?topic=Coaching&contentType=video&pageSize=48');
    expect(both.total).toBe(6);
    expect(ids(both).sort()).toEqual([...coachingVideos].sort());
    expect((await get('/api/resources?topic=Nothing%20Here')).total).toBe(0);
  });

  it('treats an empty filter value as no filter', async () => {
    expect((await get('/api/resources?topic=&contentType=')).total).toBe(30);
  });

  it("marks the member's saved items", async () => {
    await saveItem(t.db, memberId, coachingVideos[0]!);
    const page = await get('/api/resources?topic=Coaching&contentType=video');
    const saved = page.items.filter((i) => i.isSaved).map((i) => i.id);
    expect(saved).toEqual([coachingVideos[0]]);
  });
});

describe('GET /api/case-studies', () => {
  beforeAll(async () => {
    await createItems(t.db, 3, {
      type: 'case-study',
      topics: ['DEI'],
      industry: 'Retail',
      headcount: '1-50',
    });
    await createItems(t.db, 2, {
      type: 'case-study',
      topics: ['DEI'],
      industry: 'Healthcare',
      headcount: '5000+',
    });
    await createItems(t.db, 2, {
      type: 'case-study',
      topics: ['Performance'],
      industry: 'Retail',
      headcount: '5000+',
    });
    // A product-authored event is a case study; a plain event is not.
    await createItem(t.db, {
      id: 't_praxis_case',
      type: 'event',
      isPraxisCase: true,
      topics: ['DEI'],
      industry: 'Retail',
    });
    await createItem(t.db, { type: 'event', topics: ['DEI'], industry: 'Retail' });
  });

  it('lists case studies and product-case events with counts per filter', async () => {
    const all = await get('/api/case-studies?pageSize=48');
    expect(all.total).toBe(9); // 7 here, the product case, and the case study of the resources block
    expect(all.items.every((i) => i.presentedType === 'case-study')).toBe(true);
    expect(ids(all)).toContain('t_praxis_case');
    expect((await get('/api/case-studies?topic=DEI')).total).toBe(6);
    expect((await get('/api/case-studies?industry=Retail')).total).toBe(6);
    expect((await get('/api/case-studies?headcount=5000%2B')).total).toBe(4);
    const combined = await get('/api/case-studies?topic=DEI&industry=Retail&headcount=1-50');
    expect(combined.total).toBe(3);
    expect(combined.items.every((i) => i.industry === 'Retail' && i.headcount === '1-50')).toBe(true);
  });

  it('pages with the requested page size', async () => {
    const p2 = await get('/api/case-studies?pageSize=4&page=2');
    expect(p2).toMatchObject({ page: 2, pageSize: 4, total: 9 });
    expect(p2.items).toHaveLength(4);
    expect((await get('/api/case-studies?pageSize=4&page=3')).items).toHaveLength(1);
  });
});

describe('GET /api/events', () => {
  let upcoming: string[];
  let past: string[];
  beforeAll(async () => {
    // Created in a shuffled order, so the ordering must come from the dates.
    const mk = (days: number, topics: string[]) =>
      createItem(t.db, { type: 'event', date: daysFromNow(days), topics, mediaType: 'video' });
    const e = {
      up10: await mk(10, ['AI in L&D']),
      past30: await mk(-30, ['AI in L&D']),
      up2: await mk(2, ['Coaching']),
      past2: await mk(-2, ['Coaching']),
      up5: await mk(5, ['AI in L&D']),
      past90: await mk(-90, ['Coaching']),
    };
    await createItem(t.db, { type: 'event', date: null, topics: ['Coaching'], id: 't_undated_event' });
    upcoming = [e.up2.id, e.up5.id, e.up10.id];
    past = [e.past2.id, e.past30.id, e.past90.id, 't_undated_event'];
  });

  it('puts upcoming events first, soonest first, then past events most recent first', async () => {
    const all = await get('/api/events');
    // The plain event of the case-study block is dated null → past, after dated ones.
    expect(all.total).toBe(8);
    expect(ids(all).slice(0, 6)).toEqual([...upcoming, ...past.slice(0, 3)]);
    expect(all.items.slice(0, 3).every((i) => i.timeline === 'upcoming')).toBe(true);
    expect(all.items.slice(3).every((i) => i.timeline === 'past')).toBe(true);
    expect(all.items.some((i) => i.isPraxisCase)).toBe(false);
  });

  it('keeps that order across page boundaries', async () => {
    const pages = [];
    for (let p = 1; p <= 4; p++) pages.push(...ids(await get(`/api/events?pageSize=2&page=${p}`)));
    expect(pages).toEqual(ids(await get('/api/events')));
    const straddling = await get('/api/events?pageSize=2&page=2');
    expect(ids(straddling)).toEqual([upcoming[2], past[0]]);
  });

  it('filters by timeline and topic', async () => {
    const soon = await get('/api/events?timeline=upcoming');
    expect(ids(soon)).toEqual(upcoming);
    expect(soon.total).toBe(3);
    const before = await get('/api/events?timeline=past&pageSize=2&page=2');
    expect(before.total).toBe(5);
    expect(ids(before)).toEqual([past[2], past[3]]);
    const coachingPast = await get('/api/events?timeline=past&topic=Coaching');
    expect(ids(coachingPast)).toEqual([past[0], past[2], past[3]]);
    expect((await get('/api/events?timeline=upcoming&topic=Coaching')).total).toBe(1);
  });
});

describe('GET /api/research', () => {
  beforeAll(async () => {
    await createItem(t.db, { id: 't_r2023', type: 'research', year: 2023, source: 'Institute' });
    await createItem(t.db, { id: 't_r2025a', type: 'research', year: 2025 });
    await createItem(t.db, { id: 't_r2024', type: 'research', year: 2024 });
    await createItem(t.db, { id: 't_r2025b', type: 'research', year: 2025 });
    await createItem(t.db, {
      id: 't_active',
      type: 'active_research',
      year: 2026,
      url: 'https://forms.example/s',
    });
  });

  it('lists research by year, newest first, with the distinct years and the active research card', async () => {
    const body = await get<PageBody & { activeResearch: ContentCard | null; years: number[] }>(
      '/api/research',
    );
    expect(ids(body)).toEqual(['t_r2025b', 't_r2025a', 't_r2024', 't_r2023']);
    expect(body.total).toBe(4);
    expect(body.years).toEqual([2025, 2024, 2023]);
    expect(body.activeResearch).toMatchObject({ id: 't_active', presentedType: 'active_research' });
    expect(body.activeResearch?.publisher).toBe('Research in Progress');
    expect(body.items.find((i) => i.id === 't_r2023')?.publisher).toBe('Institute');
    expect(body.items.find((i) => i.id === 't_r2024')?.publisher).toBe('Unknown Publisher');
  });

  it('filters by year and then leaves the active research card out', async () => {
    const body = await get<PageBody & { activeResearch: ContentCard | null; years: number[] }>(
      '/api/research?year=2025',
    );
    expect(ids(body)).toEqual(['t_r2025b', 't_r2025a']);
    expect(body.total).toBe(2);
    expect(body.activeResearch).toBeNull();
    expect(body.years).toEqual([2025, 2024, 2023]);
    expect((await get('/api/research?year=1999')).total).toBe(0);
  });
});

describe('GET /api/canvases', () => {
  it('lists canvases and canvas collections, newest first', async () => {
    const before = (await get('/api/canvases')).total; // the canvas of the resources block
    const a = await createItem(t.db, { type: 'canvas' });
    const b = await createItem(t.db, { type: 'canvascollection' });
    const body = await get('/api/canvases');
    expect(body.total).toBe(before + 2);
    expect(ids(body).slice(0, 2)).toEqual([b.id, a.id]);
    expect(body.items.every((i) => i.presentedType === 'canvas')).toBe(true);
  });
});

describe('GET /api/content/filters', () => {
  it('returns the distinct topics, industries and company sizes, sorted for people', async () => {
    await createItem(t.db, {
      type: 'case-study',
      topics: [' Sales Enablement '],
      industry: 'Energy',
      headcount: '201-1000',
    });
    const body = await get<{ topics: string[]; industries: string[]; headcounts: string[] }>(
      '/api/content/filters',
    );
    expect(body.topics).toEqual([
      'AI in L&D',
      'Coaching',
      'DEI',
      'Onboarding',
      'Performance',
      'Sales Enablement',
    ]);
    expect(body.industries).toEqual(['Energy', 'Healthcare', 'Retail']);
    expect(body.headcounts).toEqual(['1-50', '201-1000', '5000+']);
  });

  it('is read from the database at most once a minute per process', async () => {
    const filters = cachedContentFilters(t.db);
    const first = await filters();
    await createItem(t.db, { topics: ['Brand New Topic'] });
    const [again, concurrent] = await Promise.all([filters(), filters()]);
    expect(again).toBe(first);
    expect(concurrent).toBe(first);
    expect((await cachedContentFilters(t.db, 0)()).topics).toContain('Brand New Topic');
  });
});

describe('GET /api/tags/{tag}', () => {
  let fresh: TestApp;
  let c: string;
  beforeAll(async () => {
    // A database of its own: exact counts, and more than 100 matches.
    fresh = await createTestApp();
    const m = await createMember(fresh.db, { subscriptionStatus: 'lifetime' });
    c = await fresh.signIn(m.email, m.password);
    await createItems(fresh.db, 3, { type: 'case-study', topics: ['Learning Culture'] });
    await createItems(fresh.db, 2, { type: 'resource', industry: 'learning culture' });
    await createItems(fresh.db, 1, { type: 'canvas', headcount: 'Learning Culture' });
    await createItems(fresh.db, 2, { type: 'event', topics: ['LEARNING CULTURE'] });
    await createItem(fresh.db, { type: 'event', isPraxisCase: true, topics: ['Learning Culture'] });
    await createItem(fresh.db, { type: 'resource', topics: ['Learning'] });
    await createItem(fresh.db, { type: 'resource', title: 'Learning Culture in the title only' });
    await createItems(fresh.db, 130, { type: 'resource', topics: ['Coaching'] });
  });
  afterAll(async () => {
    await fresh.close();
  });
  const tagGet = async (path: string) => {
    const res = await fresh.request(path, { cookie: c });
    expect(res.status, path).toBe(200);
    return (await res.json()) as PageBody;
  };

  it('matches topic, industry or company size equal to the tag in any case, and nothing partial', async () => {
    const body = await tagGet('/api/tags/learning%20culture');
    expect(body.total).toBe(9);
    expect(body.items.map((i) => i.title)).not.toContain('Learning Culture in the title only');
  });

  it('filters by presented type', async () => {
    expect((await tagGet('/api/tags/Learning%20Culture?type=case-study')).total).toBe(4);
    expect((await tagGet('/api/tags/Learning%20Culture?type=resource')).total).toBe(2);
    expect((await tagGet('/api/tags/Learning%20Culture?type=canvas')).total).toBe(1);
    const events = await tagGet('/api/tags/Learning%20Culture?type=event');
    expect(events.total).toBe(2);
    expect(events.items.every((i) => i.presentedType === 'event')).toBe(true);
  });

  it('pages 12 at a time through at most the 100 newest matches', async () => {
    const first = await tagGet('/api/tags/coaching');
    expect(first.total).toBe(100);
    expect(first.items).toHaveLength(12);
    const last = await tagGet('/api/tags/coaching?page=9');
    expect(last.items).toHaveLength(4);
    expect((await tagGet('/api/tags/coaching?page=10')).items).toEqual([]);
    const newest = Math.max(...first.items.map((i) => Number(i.id.split('_').pop())));
    expect(Number(first.items[0]!.id.split('_').pop())).toBe(newest);
  });

  it('pages a very frequent tag the same way (newest first, 100 at most)', async () => {
    // Over 2,000 matches take the other query plan (an index walk instead of sorting the matches).
    const many = await createItems(fresh.db, 2050, { type: 'event', topics: ['Weekly Clinic'] });
    const newest = many.map((r) => r.id).reverse();
    const first = await tagGet('/api/tags/weekly%20clinic');
    expect(first.total).toBe(100);
    expect(first.items.map((i) => i.id)).toEqual(newest.slice(0, 12));
    const last = await tagGet('/api/tags/Weekly%20Clinic?type=event&page=9');
    expect(last.items.map((i) => i.id)).toEqual(newest.slice(96, 100));
    expect((await tagGet('/api/tags/weekly%20clinic?type=resource')).total).toBe(0);
  });

  it('answers an unknown tag with an empty page', async () => {
    expect(await tagGet('/api/tags/nothing-like-this')).toMatchObject({ items: [], total: 0 });
  });
});
