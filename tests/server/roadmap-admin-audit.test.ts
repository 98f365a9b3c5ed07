import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, featureUpvotes, roadmapFeatures } from '../../src/server/db/schema';
import { createMember } from '../factories/members';
import { createTestApp, type TestApp } from '../setup/test-app';

/* Every roadmap change an administrator makes is in the audit log, written with the change. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function admin() {
  const m = await createMember(t.db, { role: 'admin', subscriptionStatus: 'lifetime' });
  return { ...m, cookie: await t.signIn(m.email, m.password) };
}

async function feature(title: string) {
  const [row] = await t.db.insert(roadmapFeatures).values({ title, description: 'Useful.' }).returning();
  return row!;
}

const auditOf = (featureId: string) =>
  t.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, featureId));

describe('roadmap administration in the audit log', () => {
  it('records a status change with the status before and after, and nothing when unchanged', async () => {
    const a = await admin();
    const f = await feature('Calendar sync');
    const put = (status: string) =>
      t.request(`/api/admin/roadmap/features/${f.id}/status`, {
        method: 'PUT',
        cookie: a.cookie,
        json: { status },
      });
    expect((await put('in_progress')).status).toBe(200);
    expect((await put('in_progress')).status).toBe(200);
    expect(await auditOf(f.id)).toEqual([
      expect.objectContaining({
        actorUserId: a.id,
        actorEmail: a.email,
        action: 'feature.status.change',
        targetType: 'feature',
        before: { status: 'idea' },
        after: { status: 'in_progress' },
      }),
    ]);
  });

  it('records edits and hiding with the fields as they were', async () => {
    const a = await admin();
    const f = await feature('Old title');
    const patch = (json: object) =>
      t.request(`/api/admin/roadmap/features/${f.id}`, { method: 'PATCH', cookie: a.cookie, json });
    expect((await patch({ title: 'New title' })).status).toBe(200);
    expect((await patch({ isPublic: false })).status).toBe(200);
    const rows = await auditOf(f.id);
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual(
      expect.arrayContaining([
        ['feature.edit', { title: 'Old title' }, { title: 'New title' }],
        ['feature.hide', { isPublic: true }, { isPublic: false }],
      ]),
    );
  });

  it('records a merge with the votes it moved; a refused merge records nothing', async () => {
    const a = await admin();
    const voter = await createMember(t.db, {});
    const dup = await feature('Calendar sync (dup)');
    const into = await feature('Calendar sync');
    await t.db.insert(featureUpvotes).values({ featureId: dup.id, userId: voter.id });
    const merge = (id: string, intoId: string) =>
      t.request(`/api/admin/roadmap/features/${id}/merge`, {
        method: 'POST',
        cookie: a.cookie,
        json: { intoId },
      });
    expect((await merge(into.id, into.id)).status).toBe(400);
    expect(await auditOf(into.id)).toEqual([]);
    expect((await merge(dup.id, into.id)).status).toBe(200);
    expect(await auditOf(dup.id)).toEqual([
      expect.objectContaining({
        action: 'feature.merge',
        before: { title: 'Calendar sync (dup)', upvoteCount: 1 },
        after: { mergedInto: into.id, movedVotes: 1, movedComments: 0 },
      }),
    ]);
  });
});
