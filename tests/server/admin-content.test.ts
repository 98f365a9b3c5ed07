import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../src/server/db/schema';
import type { AdminContentInput } from '../../src/shared/contract/admin-content';
import { createMember } from '../factories/members';
import { addItems, as, type SignedIn, signedInMember } from '../relevance/fixtures';
import { createTestApp, type TestApp } from '../setup/test-app';
import { adminContentInput } from '../support/admin-content-input';

let t: TestApp;
let admin: SignedIn;
let member: SignedIn;

const base: AdminContentInput = adminContentInput('Quorvian onboarding redesign', {
  type: 'case-study',
  blurb: 'How a logistics firm halved ramp-up time.',
  topics: ['Onboarding', 'Quorvian'],
  industry: 'Logistics',
  headcount: '201-1000',
  source: 'Quorvian Ltd',
  mediaType: null,
  blocks: [
    { type: 'heading', data: { title: 'The challenge', level: 2 } },
    { type: 'paragraph', data: { text: 'New hubs opened faster than people could be trained.' } },
    { type: 'list', data: { items: ['Shadowing', '', 'Micro-lessons'], style: 'ordered' } },
    { type: 'video', data: { url: 'https://youtu.be/dQw4w9WgXcQ', caption: 'Walkthrough' } },
  ],
});

async function signedInAdmin(): Promise<SignedIn> {
  const a = await createMember(t.db, { role: 'admin', subscriptionStatus: 'lifetime' });
  return { id: a.id, email: a.email, cookie: await t.signIn(a.email, a.password) };
}

const png = () =>
  sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#7c3aed' } })
    .png()
    .toBuffer();

async function upload(cookie: string | undefined, bytes: Uint8Array, kind = 'cover', name = 'cover.png') {
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'image/png' }));
  const res = await t.request('/api/admin/content/images', { method: 'POST', body: form, cookie });
  return { status: res.status, body: await res.json() };
}

/** The JSON helpers, with PUT. */
function adminApi(who: SignedIn) {
  const put = async (path: string, json: unknown) => {
    const res = await t.request(path, { method: 'PUT', json, cookie: who.cookie });
    return { status: res.status, body: await res.json() };
  };
  return { ...as(t, who), put };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin();
  member = await signedInMember(t);
  await addItems(t.db, [
    { id: 'ac_a', title: 'Alpha facilitation guide', topics: ['Facilitation'] },
    { id: 'ac_b', type: 'event', title: 'Beta live session', topics: ['facilitation'], date: new Date() },
    { id: 'ac_c', type: 'canvas', title: 'Gamma canvas 100%', status: 'draft', topics: ['Secret topic'] },
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('access', () => {
  const routes: Array<[string, string, unknown?]> = [
    ['GET', '/api/admin/content'],
    ['GET', '/api/admin/content/topics'],
    ['GET', '/api/admin/content/ac_a'],
    ['POST', '/api/admin/content', base],
    ['PUT', '/api/admin/content/ac_a', { revision: 1, item: base }],
    ['POST', '/api/admin/content/ac_a/publish', { revision: 1 }],
    ['POST', '/api/admin/content/ac_a/unpublish', { revision: 1 }],
    ['DELETE', '/api/admin/content/ac_a', { revision: 1 }],
  ];
  it('turns visitors away with 401 and members with 403', async () => {
    for (const [method, path, json] of routes) {
      expect((await t.request(path, { method, json })).status, `${method} ${path}`).toBe(401);
      expect(
        (await t.request(path, { method, json, cookie: member.cookie })).status,
        `${method} ${path}`,
      ).toBe(403);
    }
    expect((await upload(undefined, await png())).status).toBe(401);
    expect((await upload(member.cookie, await png())).status).toBe(403);
  });
});

describe('the table', () => {
  it('lists every item, drafts included, with search, filters, sorting and paging', async () => {
    const api = adminApi(admin);
    const all = await api.get('/api/admin/content?sort=title&dir=asc');
    expect(all.status).toBe(200);
    expect(all.body.items.map((r: { id: string }) => r.id)).toEqual(['ac_a', 'ac_b', 'ac_c']);
    expect(all.body.items[2].status).toBe('draft');
    expect((await api.get('/api/admin/content?sort=title&dir=desc')).body.items[0].id).toBe('ac_c');
    expect((await api.get('/api/admin/content?q=beta')).body.items.map((r: { id: string }) => r.id)).toEqual([
      'ac_b',
    ]);
    // A % typed in the box is a percent sign, not a wildcard.
    expect((await api.get('/api/admin/content?q=100%25')).body.total).toBe(1);
    expect((await api.get('/api/admin/content?q=a%25a')).body.total).toBe(0);
    expect((await api.get('/api/admin/content?status=draft')).body.total).toBe(1);
    expect((await api.get('/api/admin/content?type=event')).body.items[0].id).toBe('ac_b');
    // Topics compare ignoring case.
    expect((await api.get('/api/admin/content?topic=FACILITATION')).body.total).toBe(2);
    const paged = await api.get('/api/admin/content?sort=title&dir=asc&pageSize=2&page=2');
    expect(paged.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.body.items.map((r: { id: string }) => r.id)).toEqual(['ac_c']);
    const topics = (await api.get('/api/admin/content/topics')).body.topics;
    expect(topics).toEqual(expect.arrayContaining(['Facilitation', 'facilitation', 'Secret topic']));
  });

  it('answers a specific message for an unknown filter', async () => {
    const res = await as(t, admin).get('/api/admin/content?status=hidden');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Unknown status: use one of draft, published');
  });
});

describe('editing', () => {
  it('refuses invalid items with a message naming the problem', async () => {
    const api = adminApi(admin);
    const cases: Array<[Partial<AdminContentInput>, string]> = [
      [{ title: '   ' }, 'Title is required'],
      [
        { blocks: [{ type: 'video', data: { url: 'https://www.youtube.com/watch?v=short' } }] },
        'Block 1: Invalid YouTube video URL',
      ],
      [
        { blocks: [{ type: 'video', data: { url: 'https://www.loom.com/share/nope' } }] },
        'Block 1: Invalid Loom video URL',
      ],
      [
        {
          blocks: [
            { type: 'paragraph', data: { text: 'ok' } },
            { type: 'image', data: { url: '/files/content/x.webp' } },
          ],
        },
        'Block 2: Describe the image for people who cannot see it (alt text)',
      ],
      [{ blocks: [{ type: 'heading', data: { title: '' } }] }, 'Block 1: A heading needs a title'],
      [{ recordingUrl: 'https://youtu.be/bad' }, 'Invalid YouTube video URL'],
      [{ url: 'javascript:alert(1)' }, 'Link must start with https:// or /'],
      [{ type: 'event', date: null }, 'An event needs a date'],
      [{ type: 'event', date: '2026-12-01T17:00:00.000Z', timeZone: 'Mars/Olympus' }, 'Unknown time zone'],
      [{ year: 1700 }, 'Year must be between 1900 and 2200'],
    ];
    for (const [patch, message] of cases) {
      const res = await api.post('/api/admin/content', { ...base, ...patch });
      expect(res.status, message).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
  });

  it('creates a draft, publishes it, and search shows each change at once', async () => {
    const api = adminApi(admin);
    const m = as(t, member);
    const created = await api.post('/api/admin/content', base);
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(created.body).toMatchObject({ status: 'draft', revision: 1, contentType: 'text' });
    // Empty list points are dropped; the order is kept.
    expect(created.body.blocks.map((b: { type: string }) => b.type)).toEqual([
      'heading',
      'paragraph',
      'list',
      'video',
    ]);
    expect(created.body.blocks[2].data.items).toEqual(['Shadowing', 'Micro-lessons']);

    expect((await m.get('/api/search?q=quorvian')).body.total).toBe(0);
    expect((await m.get(`/api/content/${id}`)).status).toBe(404);

    const published = await api.post(`/api/admin/content/${id}/publish`, { revision: 1 });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ status: 'published', revision: 2 });
    const found = await m.get('/api/search?q=quorvian');
    expect(found.body.items.map((c: { id: string }) => c.id)).toEqual([id]);
    expect((await m.get(`/api/content/${id}`)).status).toBe(200);
    // Block text is searchable as well.
    expect((await m.get('/api/search?q=shadowing')).body.items.map((c: { id: string }) => c.id)).toEqual([
      id,
    ]);

    // An edit of the title and the body shows in search at once.
    const edited = await api.put(`/api/admin/content/${id}`, {
      revision: 2,
      item: {
        ...base,
        title: 'Zelkova onboarding redesign',
        blocks: [{ type: 'paragraph', data: { text: 'Apprenticeships replaced shadowing.' } }],
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.revision).toBe(3);
    expect((await m.get('/api/search?q=zelkova')).body.items.map((c: { id: string }) => c.id)).toEqual([id]);
    expect((await m.get('/api/search?q=quorvian')).body.items.map((c: { id: string }) => c.id)).toEqual([id]);
    expect((await m.get('/api/search?q=apprenticeships')).body.total).toBe(1);
    expect((await m.get('/api/search?q=micro-lessons')).body.total).toBe(0);
    const detail = await m.get(`/api/content/${id}`);
    expect(detail.body.item.title).toBe('Zelkova onboarding redesign');
    expect(detail.body.blocks).toHaveLength(1);

    // Unpublished: gone from search and the page at once.
    const hidden = await api.post(`/api/admin/content/${id}/unpublish`, { revision: 3 });
    expect(hidden.body.status).toBe('draft');
    expect((await m.get('/api/search?q=zelkova')).body.total).toBe(0);
    expect((await m.get(`/api/content/${id}`)).status).toBe(404);

    const log = await t.db
      .select({ action: adminAuditLog.action, actor: adminAuditLog.actorUserId })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, id));
    expect(log.map((l) => l.action).sort()).toEqual(
      ['content.create', 'content.publish', 'content.update', 'content.unpublish'].sort(),
    );
    expect(new Set(log.map((l) => l.actor))).toEqual(new Set([admin.id]));
  });

  it('stores event dates with their time zone', async () => {
    const api = adminApi(admin);
    const res = await api.post('/api/admin/content', {
      ...base,
      type: 'event',
      title: 'Evening session',
      date: '2026-12-01T18:00:00+01:00',
      timeZone: 'Europe/Paris',
      speaker: 'Ana Ruiz',
      recordingUrl: 'https://www.loom.com/share/0123456789abcdef0123456789abcdef',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      date: '2026-12-01T17:00:00.000Z',
      timeZone: 'Europe/Paris',
      speaker: 'Ana Ruiz',
    });
  });

  it('refuses a save from an older revision with 409, and keeps the newer one', async () => {
    const api = adminApi(admin);
    const other = adminApi(await signedInAdmin());
    const { body: item } = await api.post('/api/admin/content', { ...base, title: 'Shared draft' });
    const first = await other.put(`/api/admin/content/${item.id}`, {
      revision: 1,
      item: { ...base, title: 'Saved by the other admin' },
    });
    expect(first.status).toBe(200);
    const second = await api.put(`/api/admin/content/${item.id}`, {
      revision: 1,
      item: { ...base, title: 'Mine' },
    });
    expect(second.status).toBe(409);
    expect(second.body.error.message).toMatch(/Someone else saved this item/);
    expect((await api.get(`/api/admin/content/${item.id}`)).body.title).toBe('Saved by the other admin');
    expect((await api.post(`/api/admin/content/${item.id}/publish`, { revision: 1 })).status).toBe(409);
    expect((await api.delete(`/api/admin/content/${item.id}`)).status).toBe(400);
  });

  it('deletes an item with its blocks', async () => {
    const api = adminApi(admin);
    const { body: item } = await api.post('/api/admin/content', { ...base, title: 'To be removed' });
    const res = await t.request(`/api/admin/content/${item.id}`, {
      method: 'DELETE',
      json: { revision: 1 },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    expect((await api.get(`/api/admin/content/${item.id}`)).status).toBe(404);
    expect((await api.put(`/api/admin/content/${item.id}`, { revision: 1, item: base })).status).toBe(404);
  });
});

describe('images', () => {
  it('re-encodes an upload to WebP within bounds and serves it', async () => {
    const res = await upload(admin.cookie, await png());
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^\/files\/content\/[0-9a-f-]{36}\.webp$/);
    expect(res.body).toMatchObject({ width: 1600, height: 800 });
    const file = await t.request(res.body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
  });

  it('serves an upload at a card width (?w=), made once and kept, never enlarged; any other width is refused', async () => {
    const res = await upload(admin.cookie, await png());
    expect(res.status).toBe(201);
    const url: string = res.body.url;
    const narrow = await t.request(`${url}?w=480`);
    expect(narrow.status).toBe(200);
    expect(narrow.headers.get('content-type')).toBe('image/webp');
    expect(narrow.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await narrow.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 480, height: 240 });
    // The second answer is the kept copy: the same bytes.
    const again = Buffer.from(await (await t.request(`${url}?w=480`)).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
    // Smaller than the original, which a card would otherwise download.
    const original = Buffer.from(await (await t.request(url)).arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(original.byteLength);
    expect((await sharp(original).metadata()).width).toBe(1600);

    for (const bad of ['481', '0', '99999', 'abc', '480.0', '-320', '']) {
      const refused = await t.request(`${url}?w=${encodeURIComponent(bad)}`);
      expect(refused.status, bad).toBe(400);
      expect((await refused.json()).error.message).toBe('w must be one of 320, 480, 640, 960');
    }
    const missing = '/files/content/00000000-0000-4000-8000-000000000000.webp?w=320';
    expect((await t.request(missing)).status).toBe(404);
  });

  it('never enlarges a narrow upload', async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const res = await upload(admin.cookie, small);
    const file = await t.request(`${res.body.url}?w=960`);
    expect(file.status).toBe(200);
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).width).toBe(300);
  });

  it('checks the type from the bytes, not the name', async () => {
    const fake = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    const res = await upload(admin.cookie, fake, 'block', 'picture.png');
    expect(res.status).toBe(415);
    expect(res.body.error.message).toMatch(/Invalid file type/);
    // PNG magic bytes followed by garbage: the right type, but not an image.
    const broken = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 1, 2,
    ]);
    expect((await upload(admin.cookie, broken)).status).toBe(400);
    expect((await t.request('/files/content/not-a-file.webp')).status).toBe(404);
  });
});
