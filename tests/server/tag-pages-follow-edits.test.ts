import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../src/server/db/schema';
import { createItem } from '../factories/content';
import { createMember } from '../factories/members';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * A tag page reads resource_tags, which the database keeps from each published item's topics,
 * industry and company size: every edit must show on the very next request.
 */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const m = await createMember(t.db, { subscriptionStatus: 'lifetime' });
  cookie = await t.signIn(m.email, m.password);
});
afterAll(async () => {
  await t.close();
});

const tagged = async (tag: string, type?: string) => {
  const res = await t.request(`/api/tags/${encodeURIComponent(tag)}${type ? `?type=${type}` : ''}`, {
    cookie,
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { items: Array<{ id: string }>; total: number };
  return { ids: body.items.map((i) => i.id), total: body.total };
};

describe('tag pages after edits', () => {
  it('follow a topic, an industry and a company size as they change', async () => {
    const item = await createItem(t.db, {
      type: 'case-study',
      topics: ['Follow Topic'],
      industry: 'Follow Industry',
      headcount: 'Follow Size',
    });
    expect((await tagged('follow topic')).ids).toEqual([item.id]);
    expect((await tagged('FOLLOW INDUSTRY', 'case-study')).ids).toEqual([item.id]);
    expect((await tagged('follow size', 'resource')).ids).toEqual([]);

    await t.db
      .update(resources)
      .set({ topics: ['Other Topic'], industry: null })
      .where(eq(resources.id, item.id));
    expect(await tagged('follow topic')).toEqual({ ids: [], total: 0 });
    expect((await tagged('other topic')).ids).toEqual([item.id]);
    expect((await tagged('follow industry')).total).toBe(0);
    expect((await tagged('follow size')).ids).toEqual([item.id]);
  });

  it('follow a change of type, drop an unpublished item and a deleted one', async () => {
    const item = await createItem(t.db, { type: 'resource', topics: ['Typed Topic'] });
    expect((await tagged('typed topic', 'resource')).ids).toEqual([item.id]);
    await t.db.update(resources).set({ type: 'canvas' }).where(eq(resources.id, item.id));
    expect((await tagged('typed topic', 'resource')).ids).toEqual([]);
    expect((await tagged('typed topic', 'canvas')).ids).toEqual([item.id]);

    await t.db.update(resources).set({ status: 'draft' }).where(eq(resources.id, item.id));
    expect((await tagged('typed topic')).total).toBe(0);
    await t.db.update(resources).set({ status: 'published' }).where(eq(resources.id, item.id));
    expect((await tagged('typed topic')).ids).toEqual([item.id]);

    await t.db.delete(resources).where(eq(resources.id, item.id));
    expect((await tagged('typed topic')).total).toBe(0);
  });

  it('keep newest first when an item is dated again', async () => {
    const older = await createItem(t.db, {
      topics: ['Dated Topic'],
      createdAt: new Date(Date.now() - 86_400_000),
    });
    const newer = await createItem(t.db, { topics: ['Dated Topic'], createdAt: new Date() });
    expect((await tagged('dated topic')).ids).toEqual([newer.id, older.id]);
    await t.db
      .update(resources)
      .set({ createdAt: new Date(Date.now() + 60_000) })
      .where(eq(resources.id, older.id));
    expect((await tagged('dated topic')).ids).toEqual([older.id, newer.id]);
  });
});
