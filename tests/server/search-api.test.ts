import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceBlocks, resources } from '../../src/server/db/schema';
import { RERANK } from '../../src/server/features/search/service';
import { addItems, as, daysFromNow, type SignedIn, signedInMember } from '../relevance/fixtures';
import { createTestApp, type TestApp } from '../setup/test-app';

// Invented words keep every expectation independent of any other content.
let t: TestApp;
let m: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  m = await signedInMember(t);
  await addItems(t.db, [
    // One word in a different field of each item: title > topics/speaker/industry > blurb > body.
    {
      id: 'sx_body',
      title: 'Field notes',
      blocks: [{ type: 'paragraph', data: { text: 'A note on vellichor.' } }],
    },
    { id: 'sx_blurb', title: 'Reading list', blurb: 'Why vellichor matters to learners.' },
    { id: 'sx_topic', title: 'Library tour', topics: ['Vellichor'] },
    { id: 'sx_title', title: 'Vellichor in practice' },
    // Exact title against titles that only contain it.
    { id: 'sx_exact', type: 'case-study', title: 'Quillmoor onboarding playbook' },
    { id: 'sx_longer', type: 'case-study', title: 'The Quillmoor onboarding playbook for busy managers' },
    { id: 'sx_words', title: 'Playbook', blurb: 'Onboarding at Quillmoor, step by step.' },
    // Stems that are not prefixes of the word typed (glimmering → glimmer).
    { id: 'sx_glimmer', title: 'Glimmering habits of teams' },
    // Block text of every searchable kind.
    {
      id: 'sx_blocks',
      type: 'canvas',
      title: 'Canvas with blocks',
      blocks: [
        { type: 'heading', data: { title: 'Brindlewick section', level: 2 } },
        { type: 'list', data: { items: ['first point', 'tessellate the plan'], style: 'unordered' } },
        { type: 'image', data: { url: '/x.png', alt: 'x', caption: 'Photo of a marzipane workshop' } },
        { type: 'url', data: { url: 'https://example.org', title: 'Ignored?' } },
      ],
    },
    // Every type the filter knows, all about "orrery".
    { id: 'sx_k_res', title: 'Orrery basics' },
    { id: 'sx_k_case', type: 'case-study', title: 'Orrery case', source: 'Orrery Holdings' },
    { id: 'sx_k_praxis', type: 'event', isPraxisCase: true, title: 'Orrery story', date: daysFromNow(-20) },
    {
      id: 'sx_k_event',
      type: 'event',
      title: 'Orrery session',
      speaker: 'Ada Orrery',
      date: daysFromNow(-3),
    },
    { id: 'sx_k_canvas', type: 'canvas', title: 'Orrery canvas' },
    { id: 'sx_k_coll', type: 'canvascollection', title: 'Orrery toolkit' },
    { id: 'sx_k_research', type: 'research', title: 'Orrery study' },
    { id: 'sx_k_active', type: 'active_research', title: 'Orrery survey' },
    // Multi-word queries.
    { id: 'sx_both', title: 'Saltmarsh and lanternfly' },
    { id: 'sx_salt', title: 'Saltmarsh only' },
    { id: 'sx_lantern', title: 'Lanternfly only' },
    { id: 'sx_three', title: 'Dovetail', blurb: 'Saltmarsh, lanternfly and dovetail.' },
  ]);
});
afterAll(async () => {
  await t.close();
});

const search = async (query: string, extra = '') => {
  const res = await as(t, m).get(`/api/search?q=${encodeURIComponent(query)}${extra}`);
  expect(res.status).toBe(200);
  return res.body as {
    query: string;
    items: Array<{ id: string; type: string; isSaved: boolean }>;
    total: number;
    counts: Record<string, number>;
    page: number;
    pageSize: number;
  };
};
const ids = async (query: string, extra = '') => (await search(query, extra)).items.map((i) => i.id);

describe('request rules', () => {
  it('needs a session', async () => {
    expect((await t.request('/api/search?q=orrery')).status).toBe(401);
  });

  it('is documented in the OpenAPI description with the library and home routes', async () => {
    const doc = await (await t.request('/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/search',
        '/home',
        '/saved',
        '/saved/{resourceId}',
        '/collections',
        '/collections/{id}',
        '/collections/{id}/items',
        '/collections/{id}/items/{resourceId}',
      ]),
    );
  });

  it('reports the time the app spent in a Server-Timing header', async () => {
    const res = await t.request('/api/search?q=orrery', { cookie: m.cookie });
    expect(res.headers.get('server-timing')).toMatch(/^app;dur=\d+(\.\d)?$/);
  });

  it('refuses an empty query, an unknown type and oversized pages', async () => {
    const api = as(t, m);
    for (const path of ['/api/search', '/api/search?q=', '/api/search?q=%20%20']) {
      const res = await api.get(path);
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ code: 'invalid_request', message: 'Enter a search term' });
    }
    expect((await api.get('/api/search?q=orrery&type=podcast')).status).toBe(400);
    expect((await api.get('/api/search?q=orrery&pageSize=51')).status).toBe(400);
    expect((await api.get('/api/search?q=orrery&pageSize=50')).status).toBe(200);
  });

  it('echoes the trimmed query and answers empty for words that match nothing or only stop words', async () => {
    const body = await search('  zqxwvutsr  ');
    expect(body).toMatchObject({
      query: 'zqxwvutsr',
      items: [],
      total: 0,
      counts: {},
      page: 1,
      pageSize: 20,
    });
    expect((await search('the of and')).total).toBe(0);
    expect((await search('!!!')).total).toBe(0);
  });
});

describe('ranking', () => {
  it('weights title over topics over blurb over body', async () => {
    expect(await ids('vellichor')).toEqual(['sx_title', 'sx_topic', 'sx_blurb', 'sx_body']);
  });

  it('puts the exact title first, then titles containing the query', async () => {
    expect(await ids('Quillmoor onboarding playbook')).toEqual(['sx_exact', 'sx_longer', 'sx_words']);
    expect((await ids('quillmoor ONBOARDING   playbook'))[0]).toBe('sx_exact');
  });
});

describe('matching', () => {
  it('matches the last word as a prefix while typing', async () => {
    expect(await ids('vellic')).toHaveLength(4);
    expect(await ids('quillmoor onboa')).toEqual(
      expect.arrayContaining(['sx_exact', 'sx_longer', 'sx_words']),
    );
    // The stem of "glimmering" is "glimmer": the typed prefix is longer than the stem.
    expect(await ids('glimmerin')).toEqual(['sx_glimmer']);
    // Only the last word is a prefix: here nothing has both words, and "vellic" alone matches nothing.
    expect(await ids('vellic notes')).not.toEqual(expect.arrayContaining(['sx_title']));
  });

  it('corrects one typo, and two in longer words', async () => {
    expect(await ids('velichor')).toHaveLength(4);
    expect(await ids('vellichro')).toHaveLength(4);
    expect(await ids('velichro')).toHaveLength(4);
    expect(await ids('Quilmoor onbaording playbok')).toEqual(['sx_exact', 'sx_longer', 'sx_words']);
    // Too far from any word: nothing rather than a wild guess.
    expect(await ids('vxllxchxr')).toEqual([]);
  });

  it('finds text of content blocks: headings, lists and captions', async () => {
    expect(await ids('brindlewick')).toEqual(['sx_blocks']);
    expect(await ids('tessellate')).toEqual(['sx_blocks']);
    expect(await ids('marzipane')).toEqual(['sx_blocks']);
  });

  it('finds speakers and company/source', async () => {
    expect(await ids('Ada Orrery')).toEqual(['sx_k_event']);
    expect(await ids('Orrery Holdings')).toEqual(['sx_k_case']);
  });

  it('requires every word, then every word but one (3+ words), then any word', async () => {
    expect(await ids('saltmarsh lanternfly')).toEqual(['sx_both', 'sx_three']);
    // Nothing has all three: the items with two of them.
    expect(await ids('saltmarsh lanternfly vellichor')).toEqual(['sx_both', 'sx_three']);
    // Only one item has all three (fewer than 3): it leads, the items with two follow.
    const relaxed = await ids('saltmarsh lanternfly dovetail');
    expect(relaxed[0]).toBe('sx_three');
    expect(relaxed.slice(1).sort()).toEqual(['sx_both']);
    // Two words, never together: either word.
    const any = await ids('saltmarsh vellichor');
    expect(any.sort()).toEqual([
      'sx_blurb',
      'sx_body',
      'sx_both',
      'sx_salt',
      'sx_three',
      'sx_title',
      'sx_topic',
    ]);
  });
});

describe('counts per type and the type filter', () => {
  it('counts every kind over all results; case studies include Praxis-case events, research active research', async () => {
    const all = await search('orrery');
    expect(all.counts).toEqual({
      resource: 1,
      'case-study': 2,
      event: 1,
      canvas: 1,
      canvascollection: 1,
      research: 2,
    });
    expect(all.total).toBe(8);
  });

  it('filters the items and the total by type but keeps every count', async () => {
    const all = await search('orrery');
    for (const [type, n] of Object.entries(all.counts)) {
      const filtered = await search('orrery', `&type=${type}`);
      expect(filtered.total).toBe(n);
      expect(filtered.items).toHaveLength(n);
      expect(filtered.counts).toEqual(all.counts);
    }
    expect((await ids('orrery', '&type=case-study')).sort()).toEqual(['sx_k_case', 'sx_k_praxis']);
    expect((await ids('orrery', '&type=research')).sort()).toEqual(['sx_k_active', 'sx_k_research']);
    expect(await ids('orrery', '&type=')).toHaveLength(8);
  });
});

describe('paging', () => {
  it(`pages through more than ${RERANK} results without gaps or repeats`, async () => {
    const n = RERANK + 17;
    await addItems(
      t.db,
      Array.from({ length: n }, (_, i) => ({
        id: `sx_many_${String(i).padStart(3, '0')}`,
        title: i % 10 === 0 ? 'Zorblat title' : `Item ${i}`,
        blurb: 'About zorblat.',
        createdAt: daysFromNow(-i),
      })),
    );
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const body = await search('zorblat', `&page=${page}&pageSize=50`);
      expect(body.total).toBe(n);
      seen.push(...body.items.map((i) => i.id));
    }
    expect(seen).toHaveLength(n);
    expect(new Set(seen).size).toBe(n);
    // Titles first (every tenth item), then the rest.
    expect(seen.slice(0, 14).every((id) => Number(id.slice(-3)) % 10 === 0)).toBe(true);
    expect((await search('zorblat', '&page=4&pageSize=50')).items).toEqual([]);
  });
});

describe('repeated queries', () => {
  it('answer the same, with the saved state of the moment', async () => {
    const first = await search('orrery', '&pageSize=3');
    expect(first.items.every((i) => !i.isSaved)).toBe(true);
    await as(t, m).post('/api/saved', { resourceId: first.items[1]!.id });
    const again = await search('orrery', '&pageSize=3');
    expect(again.items.map((i) => i.id)).toEqual(first.items.map((i) => i.id));
    expect(again.items.map((i) => i.isSaved)).toEqual([false, true, false]);
    expect(again.counts).toEqual(first.counts);
    const page2 = await search('orrery', '&pageSize=3&page=2');
    expect(page2.items.map((i) => i.id)).toEqual((await ids('orrery')).slice(3, 6));
  });
});

describe('the index follows every write', () => {
  it('covers inserts, edits, block changes and deletes', async () => {
    await addItems(t.db, [{ id: 'sx_live', title: 'Periwinkle strategy' }]);
    expect(await ids('periwinkle')).toEqual(['sx_live']);

    await t.db.update(resources).set({ title: 'Cobaltine strategy' }).where(eq(resources.id, 'sx_live'));
    expect(await ids('periwinkle')).toEqual([]);
    expect(await ids('cobaltine')).toEqual(['sx_live']);

    await t.db
      .insert(resourceBlocks)
      .values({ resourceId: 'sx_live', type: 'paragraph', position: 0, data: { text: 'Saffronwood' } });
    expect(await ids('saffronwood')).toEqual(['sx_live']);
    await t.db
      .update(resourceBlocks)
      .set({ data: { text: 'Ambergrove' } })
      .where(eq(resourceBlocks.resourceId, 'sx_live'));
    expect(await ids('saffronwood')).toEqual([]);
    expect(await ids('ambergrove')).toEqual(['sx_live']);
    await t.db.delete(resourceBlocks).where(eq(resourceBlocks.resourceId, 'sx_live'));
    expect(await ids('ambergrove')).toEqual([]);
    expect(await ids('cobaltine')).toEqual(['sx_live']);

    // A view count changes nothing searchable (and must not touch the index).
    await t.db.update(resources).set({ viewCount: 5 }).where(eq(resources.id, 'sx_live'));
    expect(await ids('cobaltine')).toEqual(['sx_live']);

    await t.db.delete(resources).where(eq(resources.id, 'sx_live'));
    expect(await ids('cobaltine')).toEqual([]);
  });
});
