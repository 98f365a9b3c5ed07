import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, vocabularyGroups } from '../../src/server/db/schema';
import { searchLibrary } from '../../src/server/features/search/service';
import { shippedVocabulary } from '../../src/server/features/vocabulary/install';
import { createItem } from '../factories/content';
import { createTestApp, type TestApp } from '../setup/test-app';
import { api, type Person, person } from './assessment-fixtures';

/*
 * The console's Vocabulary area: administrators list, add, change and delete the groups search and
 * the assistant expand questions with; every change is audited; members and visitors are refused;
 * a change is what search finds next (the cached results are not served stale).
 */

let t: TestApp;
let admin: Person;
let member: Person;
const PATH = '/api/admin/vocabulary';

beforeAll(async () => {
  t = await createTestApp();
  admin = await person(t, { role: 'admin' });
  member = await person(t);
});
afterAll(() => t.close());

const audit = async (id: string) =>
  (await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, id))).map((e) => e.action);
const remove = (who: Person | null, id: string) =>
  t.request(`${PATH}/${id}`, { method: 'DELETE', ...(who ? { cookie: who.cookie } : {}) });

describe('the vocabulary console', () => {
  it('lists the shipped vocabulary every install has, TNA among it', async () => {
    const res = await api(t, admin).get(PATH);
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(shippedVocabulary().length);
    const tna = res.body.items.find((g: { terms: string[] }) => g.terms.includes('tna'));
    expect(tna.terms).toContain('training needs analysis');
  });

  it('refuses visitors (401) and members who are not administrators (403)', async () => {
    expect((await t.request(PATH)).status).toBe(401);
    expect((await api(t, member).get(PATH)).status).toBe(403);
    expect((await api(t, member).post(PATH, { label: 'X', terms: ['a b', 'c d'] })).status).toBe(403);
    const [any] = await t.db.select().from(vocabularyGroups).limit(1);
    expect(
      (await api(t, member).put(`${PATH}/${any!.id}`, { label: 'X', terms: ['a b', 'c d'] })).status,
    ).toBe(403);
    expect((await remove(member, any!.id)).status).toBe(403);
    expect((await remove(null, any!.id)).status).toBe(401);
  });

  it('validates a group: two different terms at least, no empty or over-long term, a label', async () => {
    const bad = [
      { label: 'One term', terms: ['kirkpatrick'] },
      { label: 'Same twice', terms: ['ROI', 'roi '] },
      { label: 'Empty term', terms: ['roi', '  '] },
      { label: 'Long term', terms: ['roi', 'x'.repeat(61)] },
      { label: '', terms: ['roi', 'return on investment'] },
      { label: 'Markup', terms: ['roi', '<script>'] },
      { label: 'Too many', terms: Array.from({ length: 21 }, (_, i) => `term ${i}`) },
    ];
    for (const body of bad) expect((await api(t, admin).post(PATH, body)).status, body.label).toBe(400);
    expect((await api(t, admin).put(`${PATH}/not-a-uuid`, { label: 'X', terms: ['a', 'b'] })).status).toBe(
      400,
    );
  });

  it('adds, changes and deletes a group, each change audited with what it was and became', async () => {
    const added = await api(t, admin).post(PATH, {
      label: 'Gardening',
      terms: ['Pruning ', 'hedge  trimming'],
    });
    expect(added.status).toBe(201);
    expect(added.body.terms).toEqual(['pruning', 'hedge trimming']);
    const id = added.body.id as string;
    const changed = await api(t, admin).put(`${PATH}/${id}`, {
      label: 'Gardening',
      terms: ['pruning', 'topiary'],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.terms).toEqual(['pruning', 'topiary']);
    expect((await remove(admin, id)).status).toBe(204);
    expect((await remove(admin, id)).status).toBe(404);
    expect((await api(t, admin).put(`${PATH}/${id}`, { label: 'G', terms: ['a', 'b'] })).status).toBe(404);
    expect(await audit(id)).toEqual([
      'vocabulary.group.create',
      'vocabulary.group.update',
      'vocabulary.group.delete',
    ]);
    const [update] = await t.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'vocabulary.group.update'));
    expect(update!.before).toEqual({ label: 'Gardening', terms: ['pruning', 'hedge trimming'] });
    expect(update!.actorUserId).toBe(admin.id);
  });

  it('an added group is what search finds next, and a deleted one no longer', async () => {
    const item = await createItem(t.db, { title: 'Scheduling the night shift rota', topics: ['Operations'] });
    const find = async () =>
      (await searchLibrary(t.db, { q: 'graveyard', userId: admin.id, page: 1, pageSize: 5 })).items.map(
        (c) => c.id,
      );
    expect(await find()).not.toContain(item.id);
    const added = await api(t, admin).post(PATH, {
      label: 'Night work',
      terms: ['graveyard', 'night shift'],
    });
    expect(await find()).toContain(item.id);
    await remove(admin, added.body.id);
    expect(await find()).not.toContain(item.id);
  });
});
