import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceBlocks, resources } from '../../src/server/db/schema';
import { createMember } from '../factories/members';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(resources).values([
    { id: 'res_f_canvas', type: 'canvas', title: 'Needs: Canvas?', blurb: 'A canvas' },
    { id: 'res_f_case', type: 'case-study', title: 'A <case> & study' },
  ]);
  await t.db.insert(resourceBlocks).values([
    { resourceId: 'res_f_canvas', type: 'heading', data: { title: 'Business goal', level: 2 }, position: 1 },
    { resourceId: 'res_f_canvas', type: 'paragraph', data: { text: 'What must change?' }, position: 2 },
  ]);
  const m = await createMember(t.db);
  cookie = await t.signIn(m.email, m.password);
});
afterAll(async () => {
  await t.close();
});

describe('generated files', () => {
  it('serves a cover for any item, publicly, as a locked-down SVG with the title escaped', async () => {
    const res = await t.request('/files/covers/res_f_case.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    const svg = await res.text();
    expect(svg).toContain('&lt;case&gt; &amp; study');
    expect(svg).not.toContain('<case>');
    expect((await t.request('/files/covers/res_missing.svg')).status).toBe(404);
    expect((await t.request('/files/covers/res_f_case.png')).status).toBe(404);
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
