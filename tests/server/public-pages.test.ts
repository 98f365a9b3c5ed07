import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { resources } from '../../src/server/db/schema';
import { RESOURCE_TYPES } from '../../src/shared/domain/content';
import type { ContentCard } from '../../src/shared/content-card';
import { addBlocks, createItem, createItems, daysFromNow, saveItem } from '../factories/content';
import { createMember } from '../factories/members';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
let member: { id: string; cookie: string };
let restricted: string;

type PublicCard = ContentCard & { locked: boolean };

/** The type constraint as the migration adds it (restored after a test drops it). */
const RESOURCES_TYPE_CHECK = fs
  .readFileSync(path.resolve('src/server/db/migrations/0012_resources_type_known.sql'), 'utf8')
  .split('--> statement-breakpoint')[1]!;

async function getPublic(p: string, cookie?: string) {
  const res = await t.request(p, { cookie });
  const text = await res.text();
  return { status: res.status, text, body: res.status === 200 ? JSON.parse(text) : JSON.parse(text), res };
}

const SECRET_RECORDING = 'https://vimeo.com/secret-recording';
const SECRET_PDF = '/files/case-studies/secret.pdf';
const SECRET_JOIN = 'https://meet.example/join-secret';
const SECRET_CHALLENGE = 'Confidential challenge text';
const SECRET_BLOCK = 'Members-only block paragraph';

beforeAll(async () => {
  t = await createTestApp();
  const m = await createMember(t.db, { subscriptionStatus: 'lifetime' });
  member = { id: m.id, cookie: await t.signIn(m.email, m.password) };
  const c = await createMember(t.db, { subscriptionStatus: 'canceled', currentPeriodEnd: daysFromNow(-5) });
  restricted = await t.signIn(c.email, c.password);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/public/events', () => {
  let upcomingIds: string[];
  beforeAll(async () => {
    for (const [id, days] of [
      ['res_820', -60],
      ['res_837', -10],
      ['res_832', -30],
    ] as const) {
      await createItem(t.db, {
        id,
        type: 'event',
        title: `Recording ${id}`,
        date: daysFromNow(days),
        mediaType: 'video',
        recordingUrl: `${SECRET_RECORDING}/${id}`,
        url: `${SECRET_RECORDING}/${id}`,
        pdfUrl: SECRET_PDF,
      });
    }
    const later = await createItem(t.db, { type: 'event', date: daysFromNow(20), url: SECRET_JOIN });
    const sooner = await createItem(t.db, { type: 'event', date: daysFromNow(2), url: SECRET_JOIN });
    await createItem(t.db, { type: 'event', date: daysFromNow(-1), recordingUrl: SECRET_RECORDING });
    await createItem(t.db, { type: 'event', isPraxisCase: true, date: daysFromNow(5) });
    upcomingIds = [sooner.id, later.id];
  });

  it('shows visitors the upcoming events and the three featured recordings, locked, without any link', async () => {
    const { status, text, body, res } = await getPublic('/api/public/events');
    expect(status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(body.upcoming.map((e: ContentCard) => e.id)).toEqual(upcomingIds);
    expect(body.featured.map((e: PublicCard) => e.id)).toEqual(['res_837', 'res_832', 'res_820']);
    for (const card of body.featured as PublicCard[]) {
      expect(card).toMatchObject({
        locked: true,
        recordingUrl: null,
        url: null,
        pdfUrl: null,
        isSaved: false,
      });
      expect(card.title).toBe(`Recording ${card.id}`);
    }
    // Locked content never reaches the visitor's browser, in any field.
    expect(text).not.toContain('secret');
  });

  it('unlocks the recordings for members, and only for members with access', async () => {
    const { body } = await getPublic('/api/public/events', member.cookie);
    expect(body.featured.every((c: PublicCard) => c.locked === false)).toBe(true);
    expect(body.featured[0].recordingUrl).toBe(`${SECRET_RECORDING}/res_837`);
    expect(body.upcoming[0].url).toBe(SECRET_JOIN);

    const blocked = await getPublic('/api/public/events', restricted);
    expect(blocked.status).toBe(200);
    expect(blocked.body.featured.every((c: PublicCard) => c.locked)).toBe(true);
    expect(blocked.text).not.toContain('secret');
  });

  it("shows a member's save at once and a new event at the next request, though the page is kept", async () => {
    await getPublic('/api/public/events', member.cookie);
    const saved = await t.request('/api/saved', {
      method: 'POST',
      cookie: member.cookie,
      json: { resourceId: 'res_837' },
    });
    expect(saved.status).toBeLessThan(300);
    const forMember = await getPublic('/api/public/events', member.cookie);
    expect(forMember.body.featured[0]).toMatchObject({ id: 'res_837', isSaved: true, locked: false });
    const forVisitor = await getPublic('/api/public/events');
    expect(forVisitor.body.featured[0]).toMatchObject({ id: 'res_837', isSaved: false, recordingUrl: null });

    const soonest = await createItem(t.db, { type: 'event', date: daysFromNow(1), url: SECRET_JOIN });
    const after = await getPublic('/api/public/events');
    expect(after.body.upcoming.map((e: ContentCard) => e.id)).toEqual([soonest.id, ...upcomingIds]);
    expect(after.text).not.toContain('secret');
  });
});

describe('GET /api/public/case-studies/{id}', () => {
  let study: { id: string };
  beforeAll(async () => {
    study = await createItem(t.db, {
      type: 'case-study',
      title: 'How Oakridge rebuilt onboarding',
      blurb: 'A public teaser.',
      topics: ['Onboarding'],
      industry: 'Retail',
      headcount: '201-1000',
      challenge: SECRET_CHALLENGE,
      solution: 'Secret solution',
      results: 'Secret results',
      pdfUrl: SECRET_PDF,
    });
    await addBlocks(t.db, study.id, [{ type: 'paragraph', data: { text: SECRET_BLOCK } }]);
    await createItems(t.db, 4, {
      type: 'case-study',
      topics: ['Onboarding'],
      pdfUrl: SECRET_PDF,
      url: SECRET_JOIN,
    });
  });

  it('gives visitors the teaser only: title, badges and blurb, with related case studies locked', async () => {
    const { status, text, body } = await getPublic(`/api/public/case-studies/${study.id}`);
    expect(status).toBe(200);
    expect(body.item).toMatchObject({
      id: study.id,
      title: 'How Oakridge rebuilt onboarding',
      shortDescription: 'A public teaser.',
      topics: ['Onboarding'],
      industry: 'Retail',
      headcount: '201-1000',
      locked: true,
      challenge: null,
      solution: null,
      results: null,
      pdfUrl: null,
    });
    expect(body.blocks).toEqual([]);
    expect(body.related).toHaveLength(3);
    expect(body.related.every((c: PublicCard) => c.locked && c.pdfUrl === null && c.url === null)).toBe(true);
    for (const secret of [SECRET_CHALLENGE, SECRET_BLOCK, 'Secret solution', SECRET_PDF, SECRET_JOIN]) {
      expect(text).not.toContain(secret);
    }
  });

  it('gives members the whole case and unlocked related case studies', async () => {
    const { body } = await getPublic(`/api/public/case-studies/${study.id}`, member.cookie);
    expect(body.item).toMatchObject({ locked: false, challenge: SECRET_CHALLENGE, pdfUrl: SECRET_PDF });
    expect(body.blocks.map((b: { data: { text: string } }) => b.data.text)).toEqual([SECRET_BLOCK]);
    expect(body.related.every((c: PublicCard) => !c.locked && c.pdfUrl === SECRET_PDF)).toBe(true);
  });

  it('answers anything that is not a case study with "Case study not found"', async () => {
    const resource = await createItem(t.db, { type: 'resource' });
    for (const id of [resource.id, 't_missing']) {
      const { status, body } = await getPublic(`/api/public/case-studies/${id}`);
      expect(status).toBe(404);
      expect(body).toEqual({
        error: { code: 'not_found', message: 'Case study not found' },
        requestId: expect.any(String),
      });
    }
  });
});

describe('GET /api/public/resources/{id}', () => {
  let resource: { id: string };
  let related: Array<{ id: string }>;
  beforeAll(async () => {
    resource = await createItem(t.db, {
      type: 'resource',
      topics: ['Performance', 'Coaching'],
      url: '/resources/x',
    });
    await addBlocks(t.db, resource.id, [
      { type: 'heading', data: { title: 'Why' } },
      { type: 'paragraph', data: { text: 'Because.' } },
    ]);
    related = await createItems(t.db, 8, { type: 'resource', topics: ['Performance'] });
    await createItem(t.db, { type: 'case-study', topics: ['Performance'] });
  });

  it('shows the resource, its blocks and up to 6 related resources to visitors', async () => {
    const { status, body } = await getPublic(`/api/public/resources/${resource.id}`);
    expect(status).toBe(200);
    expect(body.item).toMatchObject({ id: resource.id, url: '/resources/x', isSaved: false });
    expect(body.blocks.map((b: { type: string }) => b.type)).toEqual(['heading', 'paragraph']);
    expect(body.related.map((r: ContentCard) => r.id)).toEqual(
      related
        .slice(2)
        .reverse()
        .map((r) => r.id),
    );
  });

  it("marks a member's saved items", async () => {
    await saveItem(t.db, member.id, resource.id);
    const { body } = await getPublic(`/api/public/resources/${resource.id}`, member.cookie);
    expect(body.item.isSaved).toBe(true);
  });

  it('answers "Resource Not Found" for anything else', async () => {
    const others = await Promise.all(
      RESOURCE_TYPES.filter((type) => type !== 'resource').map((type) => createItem(t.db, { type })),
    );
    for (const id of [...others.map((o) => o.id), 't_missing']) {
      const { status, body } = await getPublic(`/api/public/resources/${id}`);
      expect(status, id).toBe(404);
      expect(body).toEqual({
        error: { code: 'not_found', message: 'Resource Not Found' },
        requestId: expect.any(String),
      });
    }
  });

  it("serves type 'resource' exactly, even for rows written before the type constraint", async () => {
    // Older data could hold types the constraint now refuses; the route must not rely on it.
    await t.db.execute(sql`ALTER TABLE resources DROP CONSTRAINT resources_type_known`);
    const legacy: string[] = [];
    try {
      for (const type of ['Resource', ' resource', 'webinar']) {
        const item = await createItem(t.db, { type: type as 'resource', title: `Legacy ${type}` });
        legacy.push(item.id);
        const { status, body } = await getPublic(`/api/public/resources/${item.id}`, member.cookie);
        expect(status, type).toBe(404);
        expect(body).toEqual({
          error: { code: 'not_found', message: 'Resource Not Found' },
          requestId: expect.any(String),
        });
      }
    } finally {
      await t.db.delete(resources).where(inArray(resources.id, legacy));
      await t.db.execute(sql.raw(RESOURCES_TYPE_CHECK));
    }
  });
});

describe('server-rendered link previews', () => {
  let dir: string;
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'praxis-spa-'));
    fs.copyFileSync(path.resolve('src/client/index.html'), path.join(dir, 'index.html'));
    app = createApp({ ...t.deps, clientDir: dir });
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const page = async (p: string) => {
    const res = await app.request(p);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    return res.text();
  };
  const meta = (html: string, key: string) =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html)?.[1];

  it('renders the title, description and image of a public case study, escaped', async () => {
    const study = await createItem(t.db, {
      type: 'case-study',
      title: 'Skills "that stick" </title><script>alert(1)</script>',
      blurb: 'Fast & <b>measurable</b>',
      challenge: SECRET_CHALLENGE,
      imageUrl: '/files/covers/cover-1.svg',
    });
    const html = await page(`/public-case-studies/${study.id}`);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain(SECRET_CHALLENGE);
    expect(html).toContain(
      '<title>Skills &#34;that stick&#34; &#60;/title&#62;&#60;script&#62;alert(1)&#60;/script&#62; | Praxis</title>',
    );
    expect(meta(html, 'description')).toBe('Fast &#38; &#60;b&#62;measurable&#60;/b&#62;');
    expect(meta(html, 'og:title')).toBe(
      'Skills &#34;that stick&#34; &#60;/title&#62;&#60;script&#62;alert(1)&#60;/script&#62;',
    );
    expect(meta(html, 'og:image')).toBe('http://localhost:3000/files/covers/cover-1.svg');
    expect(meta(html, 'og:url')).toBe(`http://localhost:3000/public-case-studies/${study.id}`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    // Still the app: the config script and the root element are there.
    expect(html).toContain('id="praxis-config"');
    expect(html).toContain('<div id="root"></div>');
  });

  it('renders a public resource and the public events page', async () => {
    const resource = await createItem(t.db, {
      type: 'resource',
      title: 'Job aids for $& $1',
      blurb: 'x'.repeat(400),
    });
    const html = await page(`/resources/${resource.id}`);
    expect(html).toContain('<title>Job aids for $&#38; $1 | Praxis</title>');
    const description = meta(html, 'description')!;
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description.endsWith('…')).toBe(true);
    expect(meta(html, 'og:image')).toBeUndefined();
    expect(meta(html, 'twitter:card')).toBe('summary');

    const events = await page('/public-events');
    expect(events).toContain('<title>Live sessions and recordings | Praxis</title>');
    expect(meta(events, 'og:description')).toContain('Praxis fellowship');
  });

  it('keeps the default head elsewhere and for items that are not public there', async () => {
    const study = await createItem(t.db, { type: 'case-study', title: 'Not a resource' });
    for (const p of [
      '/login',
      '/resources',
      `/resources/${study.id}`,
      '/public-case-studies/t_missing',
      '/resources/%E0%A4%A',
    ]) {
      const html = await page(p);
      expect(html, p).toContain('<title>Praxis</title>');
      expect(meta(html, 'og:title'), p).toBeUndefined();
      expect(meta(html, 'description'), p).toBe(
        'The members-only platform for Learning & Development practitioners.',
      );
    }
  });
});
