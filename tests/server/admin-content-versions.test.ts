import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishDueItems } from '../../src/server/features/admin/content/schedule';
import { adminAuditLog, contentVersions, resourceBlocks } from '../../src/server/db/schema';
import type { AdminContentInput } from '../../src/shared/contract/admin-content';
import { KEPT_VERSIONS } from '../../src/shared/domain/content-versions';
import { createMember } from '../factories/members';
import { as, type SignedIn, signedInMember } from '../relevance/fixtures';
import { createTestApp, type TestApp } from '../setup/test-app';
import { adminContentInput } from '../support/admin-content-input';

let t: TestApp;
let admin: SignedIn;
let member: SignedIn;

const body = (text: string): AdminContentInput['blocks'] => [
  { type: 'heading', data: { title: 'What changed', level: 2 } },
  {
    type: 'paragraph',
    data: {
      text: 'ignored: the server derives it',
      runs: [
        { text: `${text} ` },
        { text: 'in bold', bold: true },
        { text: ', see ' },
        { text: 'the guide', link: '/resources/res_837', italic: true },
      ],
    },
  },
];

beforeAll(async () => {
  t = await createTestApp();
  const a = await createMember(t.db, { role: 'admin', subscriptionStatus: 'lifetime' });
  admin = { id: a.id, email: a.email, cookie: await t.signIn(a.email, a.password) };
  member = await signedInMember(t);
});
afterAll(async () => {
  await t.close();
});

async function put(id: string, revision: number, item: AdminContentInput, autosave = false) {
  const res = await t.request(`/api/admin/content/${id}`, {
    method: 'PUT',
    json: { revision, item, autosave },
    cookie: admin.cookie,
  });
  return { status: res.status, body: await res.json() };
}

describe('formatted text', () => {
  it('stores runs with the plain text derived from them, for search and plain views', async () => {
    const created = await as(t, admin).post(
      '/api/admin/content',
      adminContentInput('Runs item', { blocks: body('First') }),
    );
    expect(created.status).toBe(201);
    const [, paragraph] = created.body.blocks;
    expect(paragraph.data.text).toBe('First in bold, see the guide');
    expect(paragraph.data.runs[1]).toEqual({ text: 'in bold', bold: true });
  });

  it('drops runs that carry no formatting (the plain text says it all)', async () => {
    const created = await as(t, admin).post(
      '/api/admin/content',
      adminContentInput('Plain runs', {
        blocks: [{ type: 'paragraph', data: { runs: [{ text: ' Just words ' }] } }],
      }),
    );
    expect(created.body.blocks[0].data).toEqual({ text: 'Just words' });
  });
});

describe('versions', () => {
  it('keeps each save, merges autosaves, compares and restores without losing the current one', async () => {
    const api = as(t, admin);
    const created = await api.post(
      '/api/admin/content',
      adminContentInput('Versioned v1', { blocks: body('One') }),
    );
    const id = created.body.id as string;
    let item = created.body;
    item = (await put(id, item.revision, adminContentInput('Versioned v2', { blocks: body('Two') }))).body;
    // Two autosaves in a row by the same admin make one version.
    item = (await put(id, item.revision, adminContentInput('Versioned v3', { blocks: body('Three') }), true))
      .body;
    item = (await put(id, item.revision, adminContentInput('Versioned v4', { blocks: body('Four') }), true))
      .body;
    const list = await api.get(`/api/admin/content/${id}/versions`);
    expect(list.status).toBe(200);
    expect(list.body.versions.map((v: { title: string; kind: string }) => `${v.kind}:${v.title}`)).toEqual([
      'autosave:Versioned v4',
      'save:Versioned v2',
      'create:Versioned v1',
    ]);
    const first = list.body.versions[2];
    const version = await api.get(`/api/admin/content/${id}/versions/${first.id}`);
    expect(version.body.item.title).toBe('Versioned v1');
    expect(version.body.item.blocks[1].data.runs[0].text).toBe('One ');

    const restored = await api.post(`/api/admin/content/${id}/versions/${first.id}/restore`, {
      revision: item.revision,
    });
    expect(restored.status).toBe(200);
    expect(restored.body.title).toBe('Versioned v1');
    const after = await api.get(`/api/admin/content/${id}/versions`);
    expect(after.body.versions.map((v: { title: string; kind: string }) => `${v.kind}:${v.title}`)).toEqual([
      'restore:Versioned v1',
      'autosave:Versioned v4',
      'save:Versioned v2',
      'create:Versioned v1',
    ]);
    const audit = await t.db
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, id), eq(adminAuditLog.action, 'content.version.restore')));
    expect(audit).toHaveLength(1);
    // A restore from a stale revision is refused like any save.
    const stale = await api.post(`/api/admin/content/${id}/versions/${first.id}/restore`, { revision: 1 });
    expect(stale.status).toBe(409);
  });

  it(`keeps the newest ${KEPT_VERSIONS} versions only`, async () => {
    const api = as(t, admin);
    let item = (await api.post('/api/admin/content', adminContentInput('Many saves 0'))).body;
    for (let i = 1; i <= KEPT_VERSIONS + 4; i++) {
      item = (await put(item.id, item.revision, adminContentInput(`Many saves ${i}`))).body;
    }
    const rows = await t.db.select().from(contentVersions).where(eq(contentVersions.resourceId, item.id));
    expect(rows).toHaveLength(KEPT_VERSIONS);
    const titles = rows.map((r) => r.item.title);
    expect(titles).toContain(`Many saves ${KEPT_VERSIONS + 4}`);
    expect(titles).not.toContain('Many saves 4');
  });

  it('is for administrators only', async () => {
    const created = await as(t, admin).post('/api/admin/content', adminContentInput('Private history'));
    const res = await as(t, member).get(`/api/admin/content/${created.body.id}/versions`);
    expect(res.status).toBe(403);
  });
});

describe('scheduled publishing', () => {
  it('publishes a scheduled draft once its time has come, and members then see it', async () => {
    const api = as(t, admin);
    const created = await api.post(
      '/api/admin/content',
      adminContentInput('Scheduled article', { blocks: body('Soon') }),
    );
    const id = created.body.id as string;
    const at = new Date(Date.now() + 60 * 60_000);
    const past = await api.post(`/api/admin/content/${id}/schedule`, {
      revision: created.body.revision,
      publishAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.status).toBe(400);
    const scheduled = await api.post(`/api/admin/content/${id}/schedule`, {
      revision: created.body.revision,
      publishAt: at.toISOString(),
    });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.publishAt).toBe(at.toISOString());

    expect(await publishDueItems(t.db, new Date(at.getTime() - 1000))).not.toContain(id);
    expect((await as(t, member).get(`/api/content/${id}`)).status).toBe(404);

    expect(await publishDueItems(t.db, new Date(at.getTime() + 1000))).toContain(id);
    const seen = await as(t, member).get(`/api/content/${id}`);
    expect(seen.status).toBe(200);
    const item = await api.get(`/api/admin/content/${id}`);
    expect(item.body).toMatchObject({ status: 'published', publishAt: null });
    const audit = await t.db
      .select({ email: adminAuditLog.actorEmail })
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, id), eq(adminAuditLog.action, 'content.publish.scheduled')));
    expect(audit).toEqual([{ email: admin.email }]);
  });

  it('publishes each due draft once when two processes run at the same time', async () => {
    const api = as(t, admin);
    const ids: string[] = [];
    const at = new Date(Date.now() + 2 * 60 * 60_000);
    for (let i = 0; i < 6; i++) {
      const c = await api.post('/api/admin/content', adminContentInput(`Race ${i}`));
      await api.post(`/api/admin/content/${c.body.id}/schedule`, {
        revision: c.body.revision,
        publishAt: at.toISOString(),
      });
      ids.push(c.body.id);
    }
    const later = new Date(at.getTime() + 1000);
    const [a, b] = await Promise.all([publishDueItems(t.db, later), publishDueItems(t.db, later)]);
    const published = [...a, ...b].filter((id) => ids.includes(id));
    expect(published.sort()).toEqual([...ids].sort());
    const audit = await t.db
      .select({ id: adminAuditLog.targetId })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'content.publish.scheduled'));
    for (const id of ids) expect(audit.filter((r) => r.id === id)).toHaveLength(1);
  });

  it('refuses to schedule a published item, and publishing by hand clears a schedule', async () => {
    const api = as(t, admin);
    const c = await api.post('/api/admin/content', adminContentInput('Hand published'));
    const s = await api.post(`/api/admin/content/${c.body.id}/schedule`, {
      revision: c.body.revision,
      publishAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const p = await api.post(`/api/admin/content/${c.body.id}/publish`, { revision: s.body.revision });
    expect(p.body.publishAt).toBeNull();
    const again = await api.post(`/api/admin/content/${c.body.id}/schedule`, {
      revision: p.body.revision,
      publishAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(again.status).toBe(409);
  });
});

describe('hostile editor JSON', () => {
  const hostile: Array<[string, AdminContentInput['blocks'][number]]> = [
    [
      'a javascript: link',
      { type: 'paragraph', data: { runs: [{ text: 'x', link: 'javascript:alert(1)' }] } },
    ],
    [
      'a mixed-case javascript: link',
      { type: 'paragraph', data: { runs: [{ text: 'x', link: 'JaVaScRiPt:alert(1)' }] } },
    ],
    [
      'a data: link',
      { type: 'paragraph', data: { runs: [{ text: 'x', link: 'data:text/html,<script>1</script>' }] } },
    ],
    [
      'a protocol-relative link',
      { type: 'paragraph', data: { runs: [{ text: 'x', link: '//evil.example/' }] } },
    ],
    [
      'an event-handler attribute on a run',
      { type: 'paragraph', data: { runs: [{ text: 'x', onclick: 'alert(1)' }] } },
    ],
    ['an html attribute on a run', { type: 'paragraph', data: { runs: [{ text: 'x', html: '<b>x</b>' }] } }],
    [
      'a javascript: link in a list point',
      { type: 'list', data: { items: ['x'], itemRuns: [[{ text: 'x', link: 'javascript:1' }]] } },
    ],
    ['an unknown block kind', { type: 'script', data: { text: 'alert(1)' } }],
    ['an unknown html block', { type: 'raw', data: { html: '<img src=x onerror=alert(1)>' } }],
    ['a javascript: image', { type: 'image', data: { url: 'javascript:alert(1)', alt: 'x' } }],
    ['a data: image', { type: 'image', data: { url: 'data:image/svg+xml,<svg onload=alert(1)>', alt: 'x' } }],
  ];
  it.each(hostile)('refuses %s', async (_, block) => {
    const res = await as(t, admin).post(
      '/api/admin/content',
      adminContentInput('Hostile', { blocks: [block] }),
    );
    expect(res.status).toBe(400);
  });

  it('keeps script and markup typed as text as text (never markup)', async () => {
    const text = '<script>__xss(1)</script><img src=x onerror=__xss(2)>';
    const res = await as(t, admin).post(
      '/api/admin/content',
      adminContentInput('Text only', {
        blocks: [{ type: 'paragraph', data: { runs: [{ text, bold: true }] } }],
      }),
    );
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(resourceBlocks).where(eq(resourceBlocks.resourceId, res.body.id));
    expect(row?.data).toEqual({ text, runs: [{ text, bold: true }] });
  });
});
