import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTopicList, TopicRenameResult } from '../../src/shared/contract/admin-topics';
import { auditSentenceText } from '../../src/shared/domain/audit-log';
import type { AuditPage } from '../../src/shared/contract/admin-audit';
import { resources } from '../../src/server/db/schema';
import { createItem } from '../factories/content';
import { createMember } from '../factories/members';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const adm = await createMember(t.db, { role: 'admin', firstName: 'Ana', lastName: 'Ruiz' });
  adminCookie = await t.signIn(adm.email, adm.password);
  const m = await createMember(t.db);
  memberCookie = await t.signIn(m.email, m.password);
});
afterAll(() => t.close());

const call = (method: string, p: string, json?: unknown, cookie = adminCookie) =>
  t.request(`/api/admin${p}`, { method, cookie, ...(json === undefined ? {} : { json }) });
const topicsOf = async (id: string) =>
  (await t.db.select({ topics: resources.topics }).from(resources).where(eq(resources.id, id)))[0]?.topics;

describe('topics in the console', () => {
  it('lists every topic with its number of items, drafts included', async () => {
    await createItem(t.db, { title: 'T1', topics: ['Listing A', 'Listing B'] });
    await createItem(t.db, { title: 'T2', topics: ['Listing A'], status: 'draft' });
    const list = (await (await call('GET', '/topics')).json()) as AdminTopicList;
    expect(list.items).toEqual(
      expect.arrayContaining([
        { name: 'Listing A', items: 2 },
        { name: 'Listing B', items: 1 },
      ]),
    );
  });

  it('renames a topic on every item, keeping each item’s order', async () => {
    const a = await createItem(t.db, { title: 'R1', topics: ['First', 'Mentoring', 'Last'] });
    const b = await createItem(t.db, { title: 'R2', topics: ['Mentoring'], status: 'draft' });
    const res = await call('POST', '/topics/rename', { from: 'Mentoring', to: 'Mentoring & Sponsorship' });
    expect(res.status).toBe(200);
    expect((await res.json()) as TopicRenameResult).toEqual({
      name: 'Mentoring & Sponsorship',
      merged: false,
      items: 2,
    });
    expect(await topicsOf(a.id)).toEqual(['First', 'Mentoring & Sponsorship', 'Last']);
    expect(await topicsOf(b.id)).toEqual(['Mentoring & Sponsorship']);
  });

  it('merges into a topic another item has, whatever the capitals, each name once per item', async () => {
    const both = await createItem(t.db, { title: 'M1', topics: ['Coaching', 'Coaching skills'] });
    const one = await createItem(t.db, { title: 'M2', topics: ['Coaching skills', 'Feedback'] });
    const res = await call('POST', '/topics/rename', { from: 'Coaching skills', to: 'coaching' });
    expect((await res.json()) as TopicRenameResult).toEqual({ name: 'Coaching', merged: true, items: 2 });
    expect(await topicsOf(both.id)).toEqual(['Coaching']);
    expect(await topicsOf(one.id)).toEqual(['Coaching', 'Feedback']);
    const log = (await (await call('GET', '/audit?targetType=topic&action=topic.merge')).json()) as AuditPage;
    expect(log.items.map(auditSentenceText)).toEqual([
      'Ana Ruiz merged the topic Coaching skills into Coaching on 2 items',
    ]);
  });

  it('refuses an unknown topic, an empty or too long name, members and visitors, changing nothing', async () => {
    const kept = await createItem(t.db, { title: 'K', topics: ['Kept'] });
    expect((await call('POST', '/topics/rename', { from: 'Nowhere', to: 'X' })).status).toBe(404);
    expect((await call('POST', '/topics/rename', { from: 'Kept', to: '   ' })).status).toBe(400);
    expect((await call('POST', '/topics/rename', { from: 'Kept', to: 'x'.repeat(61) })).status).toBe(400);
    expect((await call('POST', '/topics/rename', { from: 'Kept', to: 'Kept' })).status).toBe(400);
    expect((await call('POST', '/topics/rename', { from: 'Kept', to: 'Y' }, memberCookie)).status).toBe(403);
    expect((await t.request('/api/admin/topics')).status).toBe(401);
    expect(await topicsOf(kept.id)).toEqual(['Kept']);
  });
});
