import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicPages } from '../../src/server/features/content/public-pages';
import { createItems } from '../factories/content';
import { createMember } from '../factories/members';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * A list's page is kept per content version as every member sees it (features/content/public-pages.ts):
 * what differs per member (saved) and what moves with every visit (view counts) must still be each
 * member's own and current.
 */
let t: TestApp;
let ann: string;
let ben: string;

beforeAll(async () => {
  t = await createTestApp();
  const a = await createMember(t.db, { subscriptionStatus: 'lifetime' });
  const b = await createMember(t.db, { subscriptionStatus: 'lifetime' });
  ann = await t.signIn(a.email, a.password);
  ben = await t.signIn(b.email, b.password);
});
afterAll(async () => {
  await t.close();
});

type Card = { id: string; isSaved: boolean; viewCount: number };

async function items(path: string, cookie: string): Promise<Card[]> {
  const res = await t.request(path, { cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: Card[] }).items;
}

describe('a kept list page', () => {
  it("shows each member their own saves, at once, on the page another member's request kept", async () => {
    const topic = `Kept ${crypto.randomUUID()}`;
    const [first, second] = await createItems(t.db, 2, { type: 'resource', topics: [topic] });
    const path = `/api/resources?topic=${encodeURIComponent(topic)}`;
    // Ben's request builds and keeps the page; Ann's is answered from it.
    expect((await items(path, ben)).every((c) => !c.isSaved)).toBe(true);

    const saved = await t.request('/api/saved', {
      method: 'POST',
      cookie: ann,
      json: { resourceId: first!.id },
    });
    expect(saved.status).toBeLessThan(300);

    const forAnn = await items(path, ann);
    expect(forAnn.find((c) => c.id === first!.id)?.isSaved).toBe(true);
    expect(forAnn.find((c) => c.id === second!.id)?.isSaved).toBe(false);
    expect((await items(path, ben)).every((c) => !c.isSaved)).toBe(true);
  });

  it('shows a view in the next answer, although a view keeps the content version', async () => {
    const topic = `Viewed ${crypto.randomUUID()}`;
    const [item] = await createItems(t.db, 1, { type: 'case-study', topics: [topic] });
    const path = `/api/case-studies?topic=${encodeURIComponent(topic)}`;
    const before = (await items(path, ann))[0]!.viewCount;
    const view = await t.request(`/api/content/${item!.id}/views`, { method: 'POST', cookie: ann, json: {} });
    expect(view.status).toBe(200);
    expect((await items(path, ben))[0]!.viewCount).toBe(before + 1);
  });
});

describe('a page built after a change this app has not read yet', () => {
  it('shows the change, and every later change, though it is marked with the version seen before', async () => {
    const topic = `Marked ${crypto.randomUUID()}`;
    const path = `/api/resources?topic=${encodeURIComponent(topic)}`;
    // Any list read notes the current version; the items below are then added behind the app's back.
    await items('/api/canvases', ann);
    const [first] = await createItems(t.db, 1, { type: 'resource', topics: [topic] });
    expect((await items(path, ann)).map((c) => c.id)).toEqual([first!.id]);
    // Read again (the page is built again at the version it now knows), then changed again.
    expect((await items(path, ben)).map((c) => c.id)).toEqual([first!.id]);
    const [second] = await createItems(t.db, 1, { type: 'resource', topics: [topic] });
    expect(new Set((await items(path, ann)).map((c) => c.id))).toEqual(new Set([first!.id, second!.id]));
  });
});

describe('a total kept for all the pages of a list', () => {
  it('is counted again for every page after a change', async () => {
    const topic = `Totalled ${crypto.randomUUID()}`;
    await createItems(t.db, 13, { type: 'canvas', topics: [topic] });
    const path = (page: number) => `/api/tags/${encodeURIComponent(topic)}?page=${page}`;
    const total = async (page: number) => {
      const res = await t.request(path(page), { cookie: ann });
      expect(res.status).toBe(200);
      return ((await res.json()) as { total: number }).total;
    };
    expect(await total(1)).toBe(13);
    expect(await total(2)).toBe(13);
    await createItems(t.db, 1, { type: 'canvas', topics: [topic] });
    expect(await total(2)).toBe(14);
    expect(await total(1)).toBe(14);
  });
});

describe('PublicPages', () => {
  const page = (version: number, validUntil = Number.POSITIVE_INFINITY) => ({
    version,
    sections: { items: [] },
    extra: null,
    validUntil,
  });

  it('never replaces a page by one built at an earlier version', () => {
    const pages = new PublicPages(t.db);
    pages.keep('k', page(5));
    pages.keep('k', page(4));
    expect(pages.get('k', new Date())?.version).toBe(5);
    pages.keep('k', page(6));
    expect(pages.get('k', new Date())?.version).toBe(6);
  });

  it('forgets a page once its time is up', () => {
    const pages = new PublicPages(t.db);
    pages.keep('k', page(1, 1_000));
    expect(pages.get('k', new Date(999))).toBeDefined();
    expect(pages.get('k', new Date(1_000))).toBeUndefined();
  });

  it('holds at most 24,000 cards in all, however many a page holds', () => {
    const pages = new PublicPages(t.db);
    const card = { id: 'x' } as never;
    const full = () => ({ ...page(1), sections: { items: Array.from({ length: 48 }, () => card) } });
    for (let i = 0; i < 600; i++) pages.keep(`big${i}`, full());
    // 500 pages of 48 cards fill the 24,000: the first 100 went.
    expect(pages.get('big99', new Date())).toBeUndefined();
    expect(pages.get('big100', new Date())).toBeDefined();
    expect(pages.get('big599', new Date())).toBeDefined();
  });

  it('holds at most 2,000 pages, letting the least recently read go first', () => {
    const pages = new PublicPages(t.db);
    for (let i = 0; i < 2000; i++) pages.keep(`p${i}`, page(1));
    pages.get('p0', new Date());
    pages.keep('p2000', page(1));
    expect(pages.get('p0', new Date())).toBeDefined();
    expect(pages.get('p1', new Date())).toBeUndefined();
    expect(pages.get('p2000', new Date())).toBeDefined();
  });
});
