import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_TTL_SECONDS } from '../../src/server/auth/auth';
import { signSessionToken } from '../../src/server/auth/session-cookie';
import {
  featureComments,
  featureUpvotes,
  profiles,
  roadmapFeatures,
  roadmapNotifications,
  sessions,
} from '../../src/server/db/schema';
import type { RoadmapFeature, RoadmapList, UpvoteState } from '../../src/shared/contract/roadmap';
import { ROADMAP_MESSAGES } from '../../src/shared/domain/roadmap';
import { createMember } from '../factories/members';
import { type ReceivedMail, startTestSmtp, type TestSmtp } from '../setup/smtp';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../setup/test-app';

/*
 * The roadmap API: listing (one statement, hidden features never shown), votes exact under
 * concurrency, suggestions and feedback with their limits, and the status mail to voters and
 * authors through real loopback SMTP, with its one-click unsubscribe.
 */

let t: TestApp;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, APP_NAME: 'Praxis' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** A member with a session made directly (signing in 50 members would only test password hashing). */
async function member(opts: Parameters<typeof createMember>[1] = {}) {
  const m = await createMember(t.db, opts);
  const token = crypto.randomBytes(24).toString('base64url');
  await t.db.insert(sessions).values({
    token,
    userId: m.id,
    expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000),
  });
  const cookie = `better-auth.session_token=${signSessionToken(token, t.deps.env.BETTER_AUTH_SECRET)}`;
  return { ...m, cookie };
}

async function feature(values: Partial<typeof roadmapFeatures.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(roadmapFeatures)
    .values({
      title: `Feature ${crypto.randomUUID().slice(0, 6)}`,
      description: 'Something useful.',
      ...values,
    })
    .returning();
  return row!;
}

const json = async <T>(res: Response, status = 200): Promise<T> => {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
};

async function list(cookie: string, sort = 'status'): Promise<RoadmapList> {
  return json<RoadmapList>(await t.request(`/api/roadmap/features?sort=${sort}`, { cookie }));
}

const votesOf = async (featureId: string) =>
  (await t.db.select().from(featureUpvotes).where(eq(featureUpvotes.featureId, featureId))).length;

describe('the roadmap list', () => {
  it('shows public features with counts and my own vote, never hidden ones', async () => {
    const me = await member();
    const other = await member();
    const shown = await feature({ title: 'Shown feature', status: 'planned' });
    const hidden = await feature({ title: 'Hidden feature', isPublic: false });
    await t.db.insert(featureUpvotes).values([
      { featureId: shown.id, userId: me.id },
      { featureId: shown.id, userId: other.id },
      { featureId: hidden.id, userId: other.id },
    ]);
    const { features, total } = await list(me.cookie);
    expect(total).toBe(features.length);
    expect(features.some((f) => f.id === hidden.id)).toBe(false);
    const mine = features.find((f) => f.id === shown.id)!;
    expect(mine).toMatchObject({ upvoteCount: 2, userUpvoted: true, status: 'planned' });
    const theirs = (await list(other.cookie)).features.find((f) => f.id === shown.id)!;
    expect(theirs.userUpvoted).toBe(true);
    const third = await member();
    expect((await list(third.cookie)).features.find((f) => f.id === shown.id)!.userUpvoted).toBe(false);
  });

  it('sorts by status in roadmap order, or by popularity', async () => {
    const me = await member();
    const order = ['idea', 'planned', 'on_hold', 'in_progress', 'implemented'];
    const byStatus = (await list(me.cookie, 'status')).features.map((f) => order.indexOf(f.status));
    expect(byStatus).toEqual([...byStatus].sort((a, b) => a - b));

    const popular = await feature({ title: 'Most popular', status: 'implemented' });
    const voters = await Promise.all(Array.from({ length: 3 }, () => member()));
    await t.db.insert(featureUpvotes).values(voters.map((v) => ({ featureId: popular.id, userId: v.id })));
    const counts = (await list(me.cookie, 'popularity')).features.map((f) => f.upvoteCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect((await list(me.cookie, 'popularity')).features[0]!.upvoteCount).toBeGreaterThanOrEqual(3);
    expect((await t.request('/api/roadmap/features?sort=newest', { cookie: me.cookie })).status).toBe(400);
  });

  it('is for members with access only', async () => {
    expect((await t.request('/api/roadmap/features')).status).toBe(401);
    const lapsed = await member({ subscriptionStatus: null });
    expect((await t.request('/api/roadmap/features', { cookie: lapsed.cookie })).status).toBe(403);
    const f = await feature();
    const vote = await t.request(`/api/roadmap/features/${f.id}/upvote`, {
      method: 'PUT',
      cookie: lapsed.cookie,
    });
    expect(vote.status).toBe(403);
    expect(await votesOf(f.id)).toBe(0);
  });
});

describe('upvotes', () => {
  it('toggle on and off, idempotent PUT and DELETE', async () => {
    const me = await member();
    const f = await feature();
    const path = `/api/roadmap/features/${f.id}/upvote`;
    expect(await json<UpvoteState>(await t.request(path, { method: 'PUT', cookie: me.cookie }))).toEqual({
      featureId: f.id,
      userUpvoted: true,
      upvoteCount: 1,
    });
    expect(
      (await json<UpvoteState>(await t.request(path, { method: 'PUT', cookie: me.cookie }))).upvoteCount,
    ).toBe(1);
    expect(
      await json<UpvoteState>(await t.request(path, { method: 'DELETE', cookie: me.cookie })),
    ).toMatchObject({
      userUpvoted: false,
      upvoteCount: 0,
    });
    const on = await json<UpvoteState>(
      await t.request(`${path}/toggle`, { method: 'POST', cookie: me.cookie }),
    );
    expect(on).toMatchObject({ userUpvoted: true, upvoteCount: 1 });
    const off = await json<UpvoteState>(
      await t.request(`${path}/toggle`, { method: 'POST', cookie: me.cookie }),
    );
    expect(off).toMatchObject({ userUpvoted: false, upvoteCount: 0 });
  });

  it('50 members toggling at once end with exactly 50 votes', async () => {
    const f = await feature();
    const members = await Promise.all(Array.from({ length: 50 }, () => member()));
    const answers = await Promise.all(
      members.map((m) =>
        t.request(`/api/roadmap/features/${f.id}/upvote/toggle`, { method: 'POST', cookie: m.cookie }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(members.map(() => 200));
    expect(await votesOf(f.id)).toBe(50);
    const seen = (await list(members[0]!.cookie)).features.find((x) => x.id === f.id)!;
    expect(seen).toMatchObject({ upvoteCount: 50, userUpvoted: true });
    // And all of them taking it back at once leaves none.
    await Promise.all(
      members.map((m) =>
        t.request(`/api/roadmap/features/${f.id}/upvote`, { method: 'DELETE', cookie: m.cookie }),
      ),
    );
    expect(await votesOf(f.id)).toBe(0);
  });

  it("one member's 20 parallel toggles end consistent: one vote or none, as the answer says", async () => {
    const me = await member();
    const f = await feature();
    await Promise.all(
      Array.from({ length: 20 }, () =>
        t.request(`/api/roadmap/features/${f.id}/upvote/toggle`, { method: 'POST', cookie: me.cookie }),
      ),
    );
    const rows = await votesOf(f.id);
    expect([0, 1]).toContain(rows);
    const seen = (await list(me.cookie)).features.find((x) => x.id === f.id)!;
    expect(seen.upvoteCount).toBe(rows);
    expect(seen.userUpvoted).toBe(rows === 1);
    // 20 parallel votes are one vote.
    await Promise.all(
      Array.from({ length: 20 }, () =>
        t.request(`/api/roadmap/features/${f.id}/upvote`, { method: 'PUT', cookie: me.cookie }),
      ),
    );
    expect(await votesOf(f.id)).toBe(1);
  });

  it('hidden or unknown features cannot be voted on', async () => {
    const me = await member();
    const hidden = await feature({ isPublic: false });
    for (const id of [hidden.id, crypto.randomUUID(), 'not-a-uuid']) {
      const res = await t.request(`/api/roadmap/features/${id}/upvote`, { method: 'PUT', cookie: me.cookie });
      expect(res.status).toBe(404);
      expect((await res.json()).error.message).toBe(ROADMAP_MESSAGES.featureNotFound);
    }
    expect(await votesOf(hidden.id)).toBe(0);
  });
});

describe('suggestions', () => {
  it('creates a public idea by me, with my own vote, that everyone sees', async () => {
    const me = await member();
    const created = await json<RoadmapFeature>(
      await t.request('/api/roadmap/features', {
        method: 'POST',
        cookie: me.cookie,
        json: { title: '  Dark mode for reading  ', description: 'Easier on the eyes at night.' },
      }),
      201,
    );
    expect(created).toMatchObject({
      title: 'Dark mode for reading',
      status: 'idea',
      upvoteCount: 1,
      userUpvoted: true,
      statusNote: null,
    });
    const [row] = await t.db.select().from(roadmapFeatures).where(eq(roadmapFeatures.id, created.id));
    expect(row).toMatchObject({ isPublic: true, createdByUserId: me.id, status: 'idea' });
    // The author's vote is a vote like any other: counted for others, and taken back like any other.
    const votes = await t.db.select().from(featureUpvotes).where(eq(featureUpvotes.featureId, created.id));
    expect(votes.map((v) => v.userId)).toEqual([me.id]);
    const other = await member();
    expect((await list(other.cookie)).features.find((f) => f.id === created.id)).toMatchObject({
      upvoteCount: 1,
      userUpvoted: false,
    });
    const back = await t.request(`/api/roadmap/features/${created.id}/upvote`, {
      method: 'DELETE',
      cookie: me.cookie,
    });
    expect(await json<UpvoteState>(back)).toMatchObject({ upvoteCount: 0, userUpvoted: false });
  });

  it('enforces the limits with the spec messages', async () => {
    const me = await member();
    const post = (body: unknown) =>
      t.request('/api/roadmap/features', { method: 'POST', cookie: me.cookie, json: body });
    const cases: Array<[unknown, string]> = [
      [{ title: '', description: 'x' }, 'Please fill in all fields'],
      [{ title: 'x', description: '   ' }, 'Please fill in all fields'],
      [{ description: 'x' }, 'Please fill in all fields'],
      [{ title: 'x'.repeat(101), description: 'x' }, 'Title must be at most 100 characters'],
      [{ title: 'x', description: 'y'.repeat(1001) }, 'Description must be at most 1000 characters'],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe(message);
    }
    expect((await post({ title: 'x'.repeat(100), description: 'y'.repeat(1000) })).status).toBe(201);
  });

  it('offers up to 3 similar public features, typo-tolerant', async () => {
    const me = await member();
    const calendar = await feature({ title: 'Calendar sync for upcoming sessions' });
    const secret = await feature({ title: 'Calendar sync for admins only', isPublic: false });
    const similar = async (q: string) =>
      (
        await json<{ features: RoadmapFeature[] }>(
          await t.request(`/api/roadmap/features/similar?q=${encodeURIComponent(q)}`, { cookie: me.cookie }),
        )
      ).features;
    const found = await similar('calender sync');
    expect(found.map((f) => f.id)).toContain(calendar.id);
    expect(found.map((f) => f.id)).not.toContain(secret.id);
    expect(found.length).toBeLessThanOrEqual(3);
    for (let i = 0; i < 4; i++) await feature({ title: `Offline reading mode ${i}` });
    expect((await similar('offline reading')).length).toBe(3);
    expect(await similar('ab')).toEqual([]);
  });
});

describe('feedback', () => {
  it('is stored for administrators and never returned to members', async () => {
    const me = await member();
    const f = await feature();
    const secretWords = `Private note ${crypto.randomUUID()}`;
    const res = await t.request(`/api/roadmap/features/${f.id}/feedback`, {
      method: 'POST',
      cookie: me.cookie,
      json: { comment: secretWords },
    });
    expect(await json(res, 201)).toEqual({ ok: true, message: 'Feedback submitted!' });
    const everything = [
      await t.request('/api/roadmap/features', { cookie: me.cookie }),
      await t.request('/api/roadmap/features?sort=popularity', { cookie: me.cookie }),
      await t.request(`/api/roadmap/features/similar?q=${encodeURIComponent(f.title)}`, {
        cookie: me.cookie,
      }),
    ];
    for (const answer of everything) expect(await answer.text()).not.toContain(secretWords);
    expect((await t.request('/api/admin/roadmap/feedback', { cookie: me.cookie })).status).toBe(403);

    const admin = await member({ role: 'admin' });
    const { comments } = await json<{ comments: Array<{ comment: string; author: { id: string } }> }>(
      await t.request(`/api/admin/roadmap/feedback?featureId=${f.id}`, { cookie: admin.cookie }),
    );
    expect(comments).toEqual([
      expect.objectContaining({ comment: secretWords, author: expect.objectContaining({ id: me.id }) }),
    ]);
  });

  it('enforces required and 1000 characters, and public features only', async () => {
    const me = await member();
    const f = await feature();
    const send = (id: string, comment: unknown) =>
      t.request(`/api/roadmap/features/${id}/feedback`, {
        method: 'POST',
        cookie: me.cookie,
        json: { comment },
      });
    for (const [comment, message] of [
      ['  ', 'Please enter your feedback'],
      ['x'.repeat(1001), 'Feedback must be at most 1000 characters'],
    ] as const) {
      const res = await send(f.id, comment);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe(message);
    }
    expect((await send(f.id, 'x'.repeat(1000))).status).toBe(201);
    const hidden = await feature({ isPublic: false });
    expect((await send(hidden.id, 'hello')).status).toBe(404);
  });
});

function header(mail: ReceivedMail, name: string): string {
  const head = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
}

describe('status changes mail voters and author once', () => {
  it('mails every voter and the author once, with one-click unsubscribe headers', async () => {
    const admin = await member({ role: 'admin' });
    const author = await member();
    const voterA = await member();
    const voterB = await member();
    const quiet = await member({ roadmapUpdates: false });
    const f = await feature({ title: 'Team reading lists', createdByUserId: author.id });
    await t.db
      .insert(featureUpvotes)
      .values([author, voterA, voterB, quiet].map((m) => ({ featureId: f.id, userId: m.id })));
    const change = (status: string, cookie = admin.cookie) =>
      t.request(`/api/admin/roadmap/features/${f.id}/status`, { method: 'PUT', cookie, json: { status } });

    expect((await change('in_progress', author.cookie)).status).toBe(403);
    const body = await json<{ changed: boolean; notified: number; feature: { status: string } }>(
      await change('in_progress'),
    );
    expect(body).toMatchObject({ changed: true, notified: 3, feature: { status: 'in_progress' } });
    for (const m of [author, voterA, voterB]) {
      const mail = await smtp.waitFor(m.email);
      expect(mail.subject).toBe('Now in progress: Team reading lists');
      expect(mail.text).toContain('Team reading lists');
      expect(header(mail, 'List-Unsubscribe')).toMatch(
        /^<http:\/\/localhost:3000\/api\/roadmap\/unsubscribe\?u=/,
      );
      expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    }
    // The same status again is no change; nobody is mailed twice.
    expect(await json(await change('in_progress'))).toMatchObject({ changed: false, notified: 0 });
    await smtp.settle();
    for (const m of [author, voterA, voterB]) expect(smtp.to(m.email)).toHaveLength(1);
    expect(smtp.to(quiet.email)).toHaveLength(0);

    // Two administrators setting the same new status at once make one change: one mail each.
    await Promise.all([change('implemented'), change('implemented')]);
    await smtp.waitFor(voterA.email, { count: 2 });
    await smtp.settle();
    for (const m of [author, voterA, voterB]) {
      expect(smtp.to(m.email).map((x) => x.subject)).toEqual([
        'Now in progress: Team reading lists',
        'Now available: Team reading lists',
      ]);
    }
    const sent = await t.db.select().from(roadmapNotifications);
    expect(sent.filter((n) => n.userId === voterA.id)).toHaveLength(2);
  });

  it('the one-click link unsubscribes without a session or Origin; a forged token does not', async () => {
    const admin = await member({ role: 'admin' });
    const voter = await member();
    const f = await feature({ title: 'Bulk export' });
    await t.db.insert(featureUpvotes).values({ featureId: f.id, userId: voter.id });
    await t.request(`/api/admin/roadmap/features/${f.id}/status`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: { status: 'planned' },
    });
    const mail = await smtp.waitFor(voter.email);
    expect(mail.subject).toBe('Now planned: Bulk export');
    const url = new URL(header(mail, 'List-Unsubscribe').slice(1, -1));
    // The page link in the text asks first; the header's URL is the one-click POST.
    expect(mail.links.some((l) => l.startsWith(`${TEST_ORIGIN}/roadmap/unsubscribe?`))).toBe(true);

    const forged = new URL(url);
    forged.searchParams.set('u', admin.id);
    const refused = await t.app.request(`${forged.pathname}${forged.search}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(refused.status).toBe(400);

    const res = await t.app.request(`${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    const [p] = await t.db.select().from(profiles).where(eq(profiles.id, voter.id));
    expect(p!.roadmapUpdates).toBe(false);
    const [a] = await t.db.select().from(profiles).where(eq(profiles.id, admin.id));
    expect(a!.roadmapUpdates).toBe(true);
    expect(await json(await t.request('/api/roadmap/updates', { cookie: voter.cookie }))).toEqual({
      roadmapUpdates: false,
    });

    await t.request(`/api/admin/roadmap/features/${f.id}/status`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: { status: 'in_progress' },
    });
    await smtp.settle();
    expect(smtp.to(voter.email)).toHaveLength(1);

    // The switch on My Account turns it back on.
    const on = await t.request('/api/roadmap/updates', {
      method: 'PUT',
      cookie: voter.cookie,
      json: { roadmapUpdates: true },
    });
    expect(await json(on)).toEqual({ roadmapUpdates: true });
  });
});

describe('administration', () => {
  it('lists hidden features, edits, hides and shows', async () => {
    const admin = await member({ role: 'admin' });
    const me = await member();
    const f = await feature({ title: 'To be hidden' });
    const patch = (body: unknown) =>
      t.request(`/api/admin/roadmap/features/${f.id}`, { method: 'PATCH', cookie: admin.cookie, json: body });
    expect(await json(await patch({ isPublic: false }))).toMatchObject({ isPublic: false });
    expect((await list(me.cookie)).features.some((x) => x.id === f.id)).toBe(false);
    const all = await json<{ features: Array<{ id: string }> }>(
      await t.request('/api/admin/roadmap/features', { cookie: admin.cookie }),
    );
    expect(all.features.some((x) => x.id === f.id)).toBe(true);
    expect(await json(await patch({ isPublic: true, title: 'Now shown' }))).toMatchObject({
      isPublic: true,
      title: 'Now shown',
    });
    expect((await list(me.cookie)).features.some((x) => x.id === f.id)).toBe(true);
    expect((await patch({ title: 'x'.repeat(101) })).status).toBe(400);
    expect((await t.request('/api/admin/roadmap/features', { cookie: me.cookie })).status).toBe(403);
  });

  it('merges a duplicate: votes move, a voter of both counts once, feedback moves', async () => {
    const admin = await member({ role: 'admin' });
    const [x, y, z] = await Promise.all([member(), member(), member()]);
    const target = await feature({ title: 'Calendar feed' });
    const duplicate = await feature({ title: 'ICS calendar subscription' });
    await t.db.insert(featureUpvotes).values([
      { featureId: duplicate.id, userId: x.id },
      { featureId: duplicate.id, userId: y.id },
      { featureId: target.id, userId: y.id },
      { featureId: target.id, userId: z.id },
    ]);
    await t.db
      .insert(featureComments)
      .values({ featureId: duplicate.id, userId: x.id, comment: 'Outlook please' });
    const res = await t.request(`/api/admin/roadmap/features/${duplicate.id}/merge`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { intoId: target.id },
    });
    const merged = await json<{ feature: { upvoteCount: number; commentCount: number }; movedVotes: number }>(
      res,
    );
    expect(merged).toMatchObject({ movedVotes: 1, feature: { upvoteCount: 3, commentCount: 1 } });
    expect(await votesOf(target.id)).toBe(3);
    expect(await t.db.select().from(roadmapFeatures).where(eq(roadmapFeatures.id, duplicate.id))).toEqual([]);
    const comments = await t.db
      .select()
      .from(featureComments)
      .where(and(eq(featureComments.featureId, target.id), eq(featureComments.userId, x.id)));
    expect(comments).toHaveLength(1);
    const self = await t.request(`/api/admin/roadmap/features/${target.id}/merge`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { intoId: target.id },
    });
    expect(self.status).toBe(400);
  });
});
