import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resources } from '../../src/server/db/schema';
import { createItem, createItems, daysFromNow } from '../factories/content';
import { createMember } from '../factories/members';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * List totals are kept per filter and content version (features/content/public-pages.ts): every
 * change of the library must show in the very next answer, while a view (which changes nothing a
 * total depends on) must not cost a recount.
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

async function page(path: string) {
  const res = await t.request(path, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as { total: number; items: Array<{ id: string; title: string }> };
}

describe('list totals after a change', () => {
  it('count an insert, an edit that moves an item out of the filter, and a deletion at once', async () => {
    const topic = `Totals ${crypto.randomUUID()}`;
    await createItems(t.db, 3, { type: 'resource', topics: [topic] });
    const path = `/api/resources?topic=${encodeURIComponent(topic)}`;
    expect((await page(path)).total).toBe(3);
    expect((await page(path)).total).toBe(3);

    const added = await createItem(t.db, { type: 'resource', topics: [topic] });
    const afterInsert = await page(path);
    expect(afterInsert.total).toBe(4);
    expect(afterInsert.items[0]!.id).toBe(added.id);

    await t.db
      .update(resources)
      .set({ topics: ['Elsewhere'] })
      .where(eq(resources.id, added.id));
    expect((await page(path)).total).toBe(3);

    const [first] = (await page(path)).items;
    await t.db.delete(resources).where(eq(resources.id, first!.id));
    expect((await page(path)).total).toBe(2);
  });

  it('shows an edited title in the page while the total stays', async () => {
    const topic = `Titles ${crypto.randomUUID()}`;
    const [item] = await createItems(t.db, 1, { type: 'case-study', topics: [topic] });
    const path = `/api/case-studies?topic=${encodeURIComponent(topic)}`;
    expect((await page(path)).items[0]!.id).toBe(item!.id);
    await t.db
      .update(resources)
      .set({ title: 'Renamed for the totals test' })
      .where(eq(resources.id, item!.id));
    const after = await page(path);
    expect(after.total).toBe(1);
    expect(after.items[0]!.title).toBe('Renamed for the totals test');
  });

  it('moves an event from upcoming to past when its start passes, at the same content version', async () => {
    const topic = `Soon ${crypto.randomUUID()}`;
    // Starts in two seconds: counted as upcoming now, as past once it has started.
    await createItem(t.db, { type: 'event', topics: [topic], date: new Date(Date.now() + 2000) });
    await createItem(t.db, { type: 'event', topics: [topic], date: daysFromNow(-3) });
    const upcoming = `/api/events?topic=${encodeURIComponent(topic)}&timeline=upcoming`;
    const past = `/api/events?topic=${encodeURIComponent(topic)}&timeline=past`;
    expect((await page(upcoming)).total).toBe(1);
    expect((await page(past)).total).toBe(1);
    // Two seconds and a bit later, on the clock the app reads (its timers stay real).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2100 });
    try {
      expect((await page(upcoming)).total).toBe(0);
      expect((await page(past)).total).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
