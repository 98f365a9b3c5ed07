import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LONGEST_RATE_WINDOW_SECONDS } from '../../src/server/lib/rate-limit';
import { createLogger } from '../../src/server/lib/logger';
import { mailOutbox, rateLimits, resourceViews, sessions } from '../../src/server/db/schema';
import { VIEW_WINDOW_MINUTES } from '../../src/server/features/content/views';
import { cleanUp, OUTBOX_KEEP_MS, startMaintenance } from '../../src/server/maintenance';
import { createItem } from '../factories/content';
import { createMember } from '../factories/members';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
let userId: string;
let itemId: string;

beforeAll(async () => {
  t = await createTestApp();
  userId = (await createMember(t.db, { subscriptionStatus: 'lifetime' })).id;
  itemId = (await createItem(t.db, { type: 'resource' })).id;
});
afterAll(async () => {
  await t.close();
});

const MINUTE = 60_000;

/** One row of each kind just past what is kept, and one just inside it; returns their ids. */
async function plant(now: Date) {
  const at = (ms: number) => new Date(now.getTime() + ms);
  const tag = crypto.randomUUID();
  const s = await t.db
    .insert(sessions)
    .values([
      { token: `old-${tag}`, userId, expiresAt: at(-MINUTE) },
      { token: `live-${tag}`, userId, expiresAt: at(MINUTE) },
    ])
    .returning({ id: sessions.id });
  const longest = LONGEST_RATE_WINDOW_SECONDS * 1000;
  const r = await t.db
    .insert(rateLimits)
    .values([
      { key: `old-${tag}`, count: 1, lastRequest: now.getTime() - longest - MINUTE },
      { key: `live-${tag}`, count: 1, lastRequest: now.getTime() - longest + MINUTE },
    ])
    .returning({ id: rateLimits.id });
  const window = VIEW_WINDOW_MINUTES * MINUTE;
  const v = await t.db
    .insert(resourceViews)
    .values([
      { userId, resourceId: itemId, viewedAt: at(-window - MINUTE) },
      { userId, resourceId: itemId, viewedAt: at(-window + MINUTE) },
    ])
    .returning({ id: resourceViews.id });
  const mail = { to: 'a@praxis.test', subject: 's', html: '<p>x</p>', text: 'x' };
  const o = await t.db
    .insert(mailOutbox)
    .values([
      { ...mail, createdAt: at(-OUTBOX_KEEP_MS - MINUTE) },
      { ...mail, createdAt: at(-OUTBOX_KEEP_MS + MINUTE) },
    ])
    .returning({ id: mailOutbox.id });
  return { sessions: s, rateLimits: r, views: v, outbox: o };
}

/** Which of the planted rows are still there: [old, kept] per table. */
async function remaining(planted: Awaited<ReturnType<typeof plant>>) {
  const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id);
  const left = async (
    table: typeof sessions | typeof rateLimits | typeof resourceViews | typeof mailOutbox,
    rows: Array<{ id: string }>,
  ) => {
    const found = new Set(
      (
        await t.db
          .select({ id: table.id })
          .from(table)
          .where(inArray(table.id, ids(rows)))
      ).map((r) => r.id),
    );
    return rows.map((r) => found.has(r.id));
  };
  return {
    sessions: await left(sessions, planted.sessions),
    rateLimits: await left(rateLimits, planted.rateLimits),
    views: await left(resourceViews, planted.views),
    outbox: await left(mailOutbox, planted.outbox),
  };
}

const OLD_GONE_RECENT_KEPT = {
  sessions: [false, true],
  rateLimits: [false, true],
  views: [false, true],
  outbox: [false, true],
};

describe('clean-up', () => {
  it('deletes expired sessions, spent rate-limit counters, old view rows and day-old dev mail, and nothing newer', async () => {
    const now = new Date();
    const planted = await plant(now);
    const cleaned = await cleanUp(t.db, now);
    expect(await remaining(planted)).toEqual(OLD_GONE_RECENT_KEPT);
    for (const n of Object.values(cleaned)) expect(n).toBeGreaterThanOrEqual(1);
  });

  it('runs on its own on a schedule until stopped', async () => {
    const planted = await plant(new Date());
    const job = startMaintenance(t.db, createLogger('silent'), 20);
    try {
      await expect
        .poll(async () => remaining(planted), { timeout: 5000, interval: 50 })
        .toEqual(OLD_GONE_RECENT_KEPT);
    } finally {
      // Resolves once a run under way has finished; none starts after it.
      await job.stop();
    }
    // Stopped: a row that expires from now on stays, though five ticks' time passes.
    const later = await plant(new Date());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await remaining(later)).sessions).toEqual([true, true]);
  });
});
