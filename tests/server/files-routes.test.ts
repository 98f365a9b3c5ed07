import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceBlocks, resources } from '../../src/server/db/schema';
import { daysFromNow } from '../factories/content';
import { createMember } from '../factories/members';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
let cookie: string;
let canceled: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(resources).values([
    { id: 'res_f_canvas', type: 'canvas', title: 'Needs: Canvas?', blurb: 'A canvas' },
    { id: 'res_f_case', type: 'case-study', title: 'A <case> & study' },
    { id: 'res_f_resource', type: 'resource', title: 'Open Toolkit' },
  ]);
  await t.db.insert(resourceBlocks).values([
    { resourceId: 'res_f_canvas', type: 'heading', data: { title: 'Business goal', level: 2 }, position: 1 },
    { resourceId: 'res_f_canvas', type: 'paragraph', data: { text: 'What must change?' }, position: 2 },
  ]);
  const m = await createMember(t.db);
  cookie = await t.signIn(m.email, m.password);
  const ended = await createMember(t.db, {
    subscriptionStatus: 'canceled',
    currentPeriodEnd: daysFromNow(-5),
  });
  canceled = await t.signIn(ended.email, ended.password);
});
afterAll(async () => {
  await t.close();
});

describe('generated files', () => {
  it('serves a cover for any item, as a locked-down SVG with the title escaped', async () => {
    const res = await t.request('/files/covers/res_f_case.svg', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    const svg = await res.text();
    expect(svg).toContain('&lt;case&gt; &amp; study');
    expect(svg).not.toContain('<case>');
    expect((await t.request('/files/covers/res_missing.svg')).status).toBe(404);
    expect((await t.request('/files/covers/res_f_case.png')).status).toBe(404);
  });

  it("gives a card's cover without the title, the same for everyone and cacheable by all", async () => {
    for (const who of [cookie, undefined]) {
      const res = await t.request('/files/covers/res_f_case.svg?title=none', { cookie: who });
      expect(res.status).toBe(200);
      const svg = await res.text();
      expect(svg).not.toContain('&lt;case&gt;');
      expect(svg).not.toContain('CASE STUDY');
      expect(svg).toContain('aria-label="Case study cover"');
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    }
    // Any other value is the ordinary cover.
    expect(await (await t.request('/files/covers/res_f_case.svg?title=all', { cookie })).text()).toContain(
      '&lt;case&gt;',
    );
  });

  it("gives a card's cover as WebP at a card width, for everyone, from the same design", async () => {
    for (const who of [cookie, undefined]) {
      const res = await t.request('/files/covers/res_f_case.webp?w=320', { cookie: who });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(320);
    }
    // Without a width, the 640 one; the colours are those of the SVG cover.
    const wide = Buffer.from(await (await t.request('/files/covers/res_f_case.webp')).arrayBuffer());
    expect((await sharp(wide).metadata()).width).toBe(640);
    const data = await sharp(wide).raw().toBuffer();
    const svg = await (await t.request('/files/covers/res_f_case.svg?title=none')).arrayBuffer();
    const drawn = await sharp(Buffer.from(svg)).resize({ width: 640 }).raw().toBuffer();
    // The top-left pixel (the gradient's start) within a few levels of the same cover drawn from the SVG.
    for (let i = 0; i < 3; i++) expect(Math.abs((data[i] ?? 0) - (drawn[i] ?? 0))).toBeLessThan(8);
    expect((await t.request('/files/covers/res_f_case.webp?w=500')).status).toBe(400);
    expect((await t.request('/files/covers/res_missing.webp')).status).toBe(404);
  });

  it('shows the title of a members-only item to members only; public resources keep theirs for all', async () => {
    const cover = async (id: string, who?: string) => {
      const res = await t.request(`/files/covers/${id}.svg`, { cookie: who });
      expect(res.status).toBe(200);
      return {
        svg: await res.text(),
        cache: res.headers.get('cache-control'),
        vary: res.headers.get('vary'),
      };
    };
    const forVisitor = await cover('res_f_case');
    expect(forVisitor.svg).not.toContain('&lt;case&gt;');
    expect(forVisitor.svg).not.toContain('&amp; study');
    expect(forVisitor.svg).toContain('aria-label="Case study cover"');
    expect(forVisitor.svg).toContain('CASE STUDY');
    // Only the browser keeps an answer that depends on the session.
    expect(forVisitor.cache).toBe('private, max-age=86400');
    expect(forVisitor.vary).toMatch(/\bCookie\b/);
    // A member whose membership ended is a visitor for members-only content.
    expect((await cover('res_f_case', canceled)).svg).not.toContain('&lt;case&gt;');
    const forMember = await cover('res_f_case', cookie);
    expect(forMember.svg).toContain('&lt;case&gt; &amp; study');
    expect(forMember.cache).toBe('private, max-age=86400');
    // Same colours and pattern either way: the locked previews look like the real thing.
    const gradient = (svg: string) => /<linearGradient id="(\w+)"/.exec(svg)?.[1];
    expect(gradient(forVisitor.svg)).toBe(gradient(forMember.svg));

    const open = await cover('res_f_resource');
    expect(open.svg).toContain('Open Toolkit');
    expect(open.cache).toBe('public, max-age=86400');
  });

  it('renders a canvas PDF for members only, named after the title', async () => {
    expect((await t.request('/files/canvases/res_f_canvas.pdf')).status).toBe(401);
    const res = await t.request('/files/canvases/res_f_canvas.pdf', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="Needs Canvas\.pdf"/);
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');
  });

  it('answers 404 for an item of another kind or an unknown id', async () => {
    expect((await t.request('/files/research/res_f_canvas.pdf', { cookie })).status).toBe(404);
    expect((await t.request('/files/case-studies/res_f_case.pdf', { cookie })).status).toBe(200);
    expect((await t.request('/files/canvases/res_nope.pdf', { cookie })).status).toBe(404);
  });
});
