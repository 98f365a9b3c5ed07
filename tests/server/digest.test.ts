import { eq, notInArray } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestPeriod } from '../../src/shared/domain/digest';
import {
  digestSends,
  digestSubscriptions,
  featureUpvotes,
  mailQueue,
  ratingRequests,
  roadmapFeatures,
  roadmapStatusChanges,
} from '../../src/server/db/schema';
import { runDigests } from '../../src/server/features/digest/scheduler';
import type { Mailer } from '../../src/server/mail/mailer';
import { oneClickUnsubscribeUrl } from '../../src/server/mail/unsubscribe';
import { createItem, saveItem } from '../factories/content';
import { createMember } from '../factories/members';
import { startTestSmtp, type TestSmtp } from '../setup/smtp';
import { createTestApp, type TestApp } from '../setup/test-app';
import { addBank, addSubmission, api, type Person, person, type TestBank } from './assessment-fixtures';

/*
 * The personal digest: the member's choice, what each section holds (new since the last digest),
 * nothing new → nothing sent, exactly once per member and period (also when a run fails half way
 * and is run again), the one-click unsubscribe, members without access, the preview (one's own
 * only), the console's send log, and the mail itself read with a real MIME parser.
 */

let t: TestApp;
let smtp: TestSmtp;
let bank: TestBank;
const DAY = 86_400_000;
const WEEK = 7 * DAY;
/** A run at the start of next week (UTC) plus an hour: every weekly digest turned on now is due. */
const nextWeek = (from = new Date()) => new Date(digestPeriod('weekly', from).end.getTime() + 60 * 60_000);

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url });
  bank = await addBank(t.db, 3);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const turnOn = (who: Person, frequency: 'weekly' | 'monthly' | 'off' = 'weekly') =>
  api(t, who).put('/api/digest', { frequency });
const sendsOf = (userId: string) => t.db.select().from(digestSends).where(eq(digestSends.userId, userId));

describe('the choice', () => {
  it('is off until the member chooses, then weekly or monthly with the next send time', async () => {
    const me = await person(t);
    expect((await api(t, me).get('/api/digest')).body).toEqual({ frequency: 'off', nextAt: null });
    const weekly = await turnOn(me);
    expect(weekly.status).toBe(200);
    expect(weekly.body.frequency).toBe('weekly');
    expect(new Date(weekly.body.nextAt).getTime()).toBe(digestPeriod('weekly', new Date()).end.getTime());
    const monthly = await turnOn(me, 'monthly');
    expect(new Date(monthly.body.nextAt).getUTCDate()).toBe(1);
    expect((await api(t, me).get('/api/digest')).body.frequency).toBe('monthly');
  });

  it('refuses anything but off, weekly or monthly, and visitors', async () => {
    const me = await person(t);
    for (const body of [{ frequency: 'daily' }, {}, { frequency: 7 }]) {
      const res = await api(t, me).put('/api/digest', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await api(t, me).get('/api/digest')).body.frequency).toBe('off');
    expect((await t.request('/api/digest')).status).toBe(401);
    expect((await t.request('/api/digest/preview')).status).toBe(401);
  });

  it('keeps where it started when weekly becomes monthly, and starts again when turned back on', async () => {
    const me = await person(t);
    await turnOn(me);
    const [first] = await t.db
      .select()
      .from(digestSubscriptions)
      .where(eq(digestSubscriptions.userId, me.id));
    await turnOn(me, 'monthly');
    const [second] = await t.db
      .select()
      .from(digestSubscriptions)
      .where(eq(digestSubscriptions.userId, me.id));
    expect(second!.since).toEqual(first!.since);
    await turnOn(me, 'off');
    await new Promise((r) => setTimeout(r, 5));
    await turnOn(me);
    const [third] = await t.db
      .select()
      .from(digestSubscriptions)
      .where(eq(digestSubscriptions.userId, me.id));
    expect(third!.since.getTime()).toBeGreaterThan(first!.since.getTime());
  });
});

describe('a digest', () => {
  let me: Person;
  let mate: Person;
  let other: Person;
  let featureId: string;
  const now = nextWeek();
  /** After the digest was turned on, before the run. */
  const fresh = new Date(Date.now() + 60_000);

  beforeAll(async () => {
    me = await person(t, { team: 'Digest team', firstName: 'Dana', lastName: 'Digest' });
    mate = await person(t, { team: 'Digest team', firstName: 'Milo', lastName: 'Mate' });
    other = await person(t, { team: 'Another team', firstName: 'Olga', lastName: 'Other' });
    // Growth areas: the weakest of my self-assessment is the third competency.
    const [A, B] = bank.competencies.map((c) => c.id);
    await addSubmission(t.db, bank, {
      target: me.id,
      answers: (item) => (item.competencyId === A ? 5 : item.competencyId === B ? 4 : 1),
    });
    await turnOn(me);
    await turnOn(other);
    // Saved before: the topic I save most is Coaching.
    const old1 = await createItem(t.db, {
      title: 'Old coaching guide',
      topics: ['Coaching'],
      createdAt: new Date(Date.now() - 30 * DAY),
    });
    const old2 = await createItem(t.db, {
      title: 'Old coaching canvas',
      topics: ['Coaching', 'Feedback'],
      createdAt: new Date(Date.now() - 30 * DAY),
    });
    await saveItem(t.db, me.id, old1.id);
    await saveItem(t.db, me.id, old2.id);
    // New since I turned the digest on.
    await createItem(t.db, {
      id: 'dg_topic',
      title: 'Coaching conversations that land',
      topics: ['coaching'],
      createdAt: fresh,
    });
    await createItem(t.db, {
      id: 'dg_growth',
      title: `${bank.competencies[2]!.name} in practice`,
      topics: [],
      createdAt: fresh,
    });
    await createItem(t.db, {
      id: 'dg_event',
      type: 'event',
      title: 'Digest live session',
      date: new Date(now.getTime() + 5 * DAY),
      createdAt: fresh,
    });
    await createItem(t.db, {
      id: 'dg_past_event',
      type: 'event',
      title: 'An event already over',
      date: new Date(now.getTime() - DAY),
      createdAt: fresh,
    });
    await createItem(t.db, {
      id: 'dg_draft',
      title: 'Coaching draft',
      topics: ['Coaching'],
      status: 'draft',
      createdAt: fresh,
    });
    // A feature I voted for moved; a teammate asks me for a rating; a request from outside one's team is not listed.
    const [feature] = await t.db
      .insert(roadmapFeatures)
      .values({ title: 'Calendar sync', description: 'Sync events', status: 'planned' })
      .returning();
    featureId = feature!.id;
    await t.db.insert(featureUpvotes).values({ featureId, userId: me.id });
    await t.db
      .insert(roadmapStatusChanges)
      .values({ featureId, fromStatus: 'idea', toStatus: 'planned', changedAt: fresh });
    await t.db.insert(ratingRequests).values({ requesterId: mate.id, raterId: me.id, requestedAt: fresh });
    await t.db.insert(ratingRequests).values({ requesterId: mate.id, raterId: other.id, requestedAt: fresh });
  });

  it('previews its sections for the member alone', async () => {
    const { status, body } = await api(t, me).get('/api/digest/preview');
    expect(status).toBe(200);
    expect(body.frequency).toBe('weekly');
    const byKey = Object.fromEntries(
      body.sections.map((s: { key: string; items: unknown[] }) => [s.key, s.items]),
    );
    // The same sections the mail will hold (the run below), from the same function.
    expect(Object.keys(byKey)).toEqual(['growth', 'topics', 'events', 'roadmap', 'ratings']);
    expect(byKey.topics).toEqual([
      { title: 'Coaching conversations that land', path: '/resources/dg_topic', detail: 'Topic: coaching' },
    ]);
    expect(byKey.ratings[0].path).toBe(`/ld-assessment?rate=${mate.id}&name=Milo+Mate`);
    // Another member's preview holds nothing of mine.
    const theirs = await api(t, other).get('/api/digest/preview');
    expect(JSON.stringify(theirs.body)).not.toContain('Dana');
  });

  it('holds new items in each section, written once with its mail', async () => {
    const run = await runDigests(t.deps, { now });
    expect(run.sent).toBeGreaterThanOrEqual(2);
    const [mine] = await sendsOf(me.id);
    expect(mine).toMatchObject({ status: 'sent', period: digestPeriod('weekly', now).key, reason: null });
    expect(mine!.counts).toEqual({ growth: 1, topics: 1, events: 1, roadmap: 1, ratings: 1 });
    const mail = await smtp.waitFor(me.email);
    expect(mail.subject).toBe('Your weekly Praxis digest: 5 new things for you');
    for (const text of [
      'Coaching conversations that land',
      `${bank.competencies[2]!.name} in practice`,
      'Digest live session',
      'Calendar sync',
      'Now Planned',
      'Milo Mate asks for your rating',
    ]) {
      expect(mail.text).toContain(text);
    }
    for (const absent of ['An event already over', 'Coaching draft', 'Old coaching guide']) {
      expect(mail.text).not.toContain(absent);
    }
    expect(mail.links).toContain('http://localhost:3000/resources/dg_topic');
    expect(mail.links).toContain(`http://localhost:3000/roadmap/${featureId}`);
    expect(mail.links).toContain('http://localhost:3000/my-account');
    // The other member's digest holds neither my vote's news nor a request from outside their team.
    const theirs = await smtp.waitFor(other.email);
    expect(theirs.text).toContain('Digest live session');
    expect(theirs.text).not.toContain('Milo Mate');
    expect(theirs.text).not.toContain('Calendar sync');
  });

  it('is a real MIME message: text and HTML parts, one-click unsubscribe headers', async () => {
    const raw = (await smtp.waitFor(me.email)).raw;
    const parsed = await simpleParser(raw);
    expect(parsed.subject).toBe('Your weekly Praxis digest: 5 new things for you');
    expect(parsed.text).toContain('New in the topics you save most');
    expect(parsed.html).toContain('<a href="http://localhost:3000/resources/dg_topic"');
    expect(parsed.html).toContain('lang="en"');
    // mailparser groups the List-* headers; the raw lines are checked too.
    const list = parsed.headers.get('list') as Record<string, { url?: string; name?: string }>;
    const oneClick = oneClickUnsubscribeUrl(
      'http://localhost:3000',
      t.deps.env.BETTER_AUTH_SECRET,
      'digest',
      me.id,
    );
    expect(list.unsubscribe?.url).toBe(oneClick);
    expect(list['unsubscribe-post']?.name).toBe('List-Unsubscribe=One-Click');
    expect(parsed.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    expect(parsed.messageId).toBe(`<digest-${me.id}-${digestPeriod('weekly', now).key}@localhost>`);
    expect(parsed.html).toContain('/digest/unsubscribe?u=');
  });

  it('goes out once per period however often the scheduler runs', async () => {
    const before = smtp.to(me.email).length;
    await runDigests(t.deps, { now: new Date(now.getTime() + 60 * 60_000) });
    await smtp.settle(100);
    expect(smtp.to(me.email)).toHaveLength(before);
    expect(await sendsOf(me.id)).toHaveLength(1);
  });

  it('next period: nothing new since the last digest is nothing sent', async () => {
    const later = new Date(now.getTime() + WEEK);
    const before = smtp.to(me.email).length;
    await runDigests(t.deps, { now: later });
    const rows = await sendsOf(me.id);
    expect(rows.find((r) => r.period === digestPeriod('weekly', later).key)).toMatchObject({
      status: 'skipped',
      reason: 'nothing_new',
      items: 0,
    });
    await smtp.settle(100);
    expect(smtp.to(me.email)).toHaveLength(before);
  });

  it('the console lists the sends, newest first, by status; members may not read it', async () => {
    const admin = await person(t, { role: 'admin' });
    const all = await api(t, admin).get('/api/admin/digest/sends?pageSize=100');
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThanOrEqual(3);
    const times = all.body.items.map((i: { createdAt: string }) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const skipped = await api(t, admin).get('/api/admin/digest/sends?status=skipped');
    expect(skipped.body.items.every((i: { status: string }) => i.status === 'skipped')).toBe(true);
    expect(skipped.body.items.some((i: { memberName: string }) => i.memberName === 'Dana Digest')).toBe(true);
    expect((await api(t, admin).get('/api/admin/digest/sends?status=bogus')).status).toBe(400);
    expect((await api(t, me).get('/api/admin/digest/sends')).status).toBe(403);
  });
});

describe('who gets one', () => {
  it('members whose membership ended, and deactivated accounts, get none', async () => {
    const canceled = await createMember(t.db, { subscriptionStatus: 'canceled' });
    const deactivated = await createMember(t.db, { deactivatedAt: new Date() });
    const since = new Date(Date.now() - 2 * WEEK);
    for (const m of [canceled, deactivated]) {
      await t.db.insert(digestSubscriptions).values({ userId: m.id, frequency: 'weekly', since });
      await createItem(t.db, {
        type: 'event',
        title: 'An event for everyone',
        date: new Date(Date.now() + 30 * DAY),
        createdAt: new Date(Date.now() - DAY),
      });
    }
    await runDigests(t.deps, { now: new Date() });
    for (const m of [canceled, deactivated]) {
      expect(await sendsOf(m.id)).toEqual([
        expect.objectContaining({ status: 'skipped', reason: 'no_access' }),
      ]);
      expect(smtp.to(m.email)).toEqual([]);
    }
  });

  it('one-click unsubscribe (RFC 8058) turns it off with the signed link only', async () => {
    const me = await person(t);
    await turnOn(me);
    const url = new URL(
      oneClickUnsubscribeUrl('http://localhost:3000', t.deps.env.BETTER_AUTH_SECRET, 'digest', me.id),
    );
    const forged = await t.request(`${url.pathname}?u=${me.id}&t=${'x'.repeat(43)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'null' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(forged.status).toBe(400);
    expect((await api(t, me).get('/api/digest')).body.frequency).toBe('weekly');
    const res = await t.app.request(`${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect((await api(t, me).get('/api/digest')).body.frequency).toBe('off');
  });
});

/**
 * `count` new weekly subscribers, the only members due at `later`, with an upcoming event to tell
 * them of; `mineOf` reads the digests written to them.
 */
async function dueAt(later: Date, count: number, title: string) {
  const since = new Date(Date.now() - DAY);
  const members = await Promise.all(Array.from({ length: count }, () => createMember(t.db)));
  await t.db
    .insert(digestSubscriptions)
    .values(members.map((m) => ({ userId: m.id, frequency: 'weekly' as const, since })));
  await createItem(t.db, {
    type: 'event',
    title,
    date: new Date(later.getTime() + DAY),
    createdAt: new Date(),
  });
  const ids = new Set<string>(members.map((m) => m.id));
  await t.db.delete(digestSubscriptions).where(notInArray(digestSubscriptions.userId, [...ids]));
  const mineOf = async () => (await t.db.select().from(digestSends)).filter((r) => ids.has(r.userId));
  return { members, mineOf };
}

describe('a run asked to stop (the app shutting down)', () => {
  it('ends after the batch under way; the next run writes the rest, each exactly once', async () => {
    const later = new Date(Date.now() + 20 * WEEK);
    const { mineOf } = await dueAt(later, 5, 'Shutdown-proof session');
    const stopping = new AbortController();
    const first = await runDigests(t.deps, {
      now: later,
      batchSize: 2,
      deliver: false,
      // Shutdown begins while the first batch is written.
      afterBatch: () => stopping.abort(),
      stopping: stopping.signal,
    });
    expect(first.batches).toBe(1);
    expect(await mineOf()).toHaveLength(2);
    await runDigests(t.deps, { now: later, batchSize: 2 });
    const rows = await mineOf();
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((r) => r.userId)).size).toBe(5);
  });
});

describe('a long run', () => {
  it('lets the server take its turn between batches, so requests wait one batch at most', async () => {
    const later = new Date(Date.now() + 30 * WEEK);
    await dueAt(later, 6, 'Long-run session');
    let turns = 0;
    const run = await runDigests(t.deps, {
      now: later,
      batchSize: 2,
      deliver: false,
      // Queued behind the batch just written: it runs only if the run gives the event loop a turn.
      afterBatch: () => setImmediate(() => turns++),
    });
    expect(run.batches).toBe(3);
    expect(turns).toBe(3);
  });
});

describe('a run that fails half way', () => {
  it('leaves only its committed batches; the next run writes the rest, each exactly once', async () => {
    const later = new Date(Date.now() + 10 * WEEK);
    const { members, mineOf } = await dueAt(later, 7, 'Crash-proof session');
    // A mailer that dies on the batch holding the 5th message, inside the batch's transaction.
    let queued = 0;
    const dying: Mailer = {
      ...t.deps.mailer,
      async queue(tx, messages) {
        await t.deps.mailer.queue(tx, messages);
        queued += messages.length;
        if (queued >= 5) throw new Error('crash in the middle of a batch');
      },
    };
    await expect(
      runDigests({ ...t.deps, mailer: dying }, { now: later, batchSize: 2, deliver: false }),
    ).rejects.toThrow('crash in the middle');
    // Batches of 2: the first two committed (4 members), the third rolled back whole.
    expect(await mineOf()).toHaveLength(4);
    expect((await t.db.select().from(mailQueue)).length).toBeGreaterThanOrEqual(4);
    const rest = await runDigests(t.deps, { now: later, batchSize: 2 });
    expect(rest.sent).toBeGreaterThanOrEqual(3);
    const rows = await mineOf();
    expect(rows).toHaveLength(7);
    expect(new Set(rows.map((r) => r.userId)).size).toBe(7);
    for (const m of members) {
      await smtp.waitFor(m.email);
    }
    await smtp.settle(100);
    for (const m of members) expect(smtp.to(m.email), m.email).toHaveLength(1);
    expect(await t.db.select().from(mailQueue)).toEqual([]);
  });
});
