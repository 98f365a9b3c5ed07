import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  adminAuditLog,
  assessmentInstances,
  assessmentMeanCounts,
  assistantConversations,
  assistantMessages,
  collections,
  featureComments,
  featureUpvotes,
  npsModalDisplays,
  peerAverages,
  profiles,
  ratingRequests,
  resources,
  roadmapFeatures,
  savedResources,
  sessions,
  teamAverages,
  userFeedback,
  users,
} from '../../src/server/db/schema';
import type { OwnDataExport } from '../../src/shared/contract/own-data';
import { startTestSmtp, type TestSmtp } from '../setup/smtp';
import { type StripeStandIn, startStripeStandIn, stripeEnv } from '../setup/stripe-stand-in';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../setup/test-app';
import { createItems } from '../factories/content';
import { TEST_PASSWORD } from '../factories/members';
import { addBank, addSubmission, type Person, person, type TestBank, teamId } from './assessment-fixtures';

/*
 * A member's own data: "Download my data" holds everything of theirs and nothing of anyone else's;
 * "Close my account" (password or emailed code, then the email typed) cancels a card subscription
 * at Stripe, deletes the account and its private data, keeps votes as counts, lets their ratings
 * stop counting only as the averages' rule allows, writes an audit entry without personal data,
 * emails a confirmation and signs out. Administrators close a member's account the same way.
 */

let t: TestApp;
let smtp: TestSmtp;
let stripe: StripeStandIn;
let bank: TestBank;

beforeAll(async () => {
  smtp = await startTestSmtp();
  stripe = await startStripeStandIn();
  t = await createTestApp({ SMTP_URL: smtp.url, APP_NAME: 'Praxis', ...stripeEnv(stripe) });
  bank = await addBank(t.db);
  await createItems(t.db, 2);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await stripe?.close();
});

const unique = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}`;

async function member(opts: { team?: string; firstName?: string; lastName?: string } = {}) {
  return person(t, { firstName: 'Test', lastName: unique('Member'), ...opts });
}

const exportOf = (who: Person) => t.request('/api/account/data', { cookie: who.cookie });
const close = (who: Person, body: Record<string, unknown>) =>
  t.request('/api/account/close', { method: 'POST', cookie: who.cookie, json: body });
const closeWithPassword = (who: Person) =>
  close(who, { password: TEST_PASSWORD, confirmation: who.email.toUpperCase() });

const exists = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id))).length > 0;

async function addFeature(title: string, by?: string) {
  const [f] = await t.db
    .insert(roadmapFeatures)
    .values({ title, description: `${title}, please`, createdByUserId: by ?? null })
    .returning();
  return f!;
}

async function someItems(n: number) {
  return t.db.select({ id: resources.id, title: resources.title }).from(resources).limit(n);
}

/** Everything a member can leave behind, written directly. */
async function fillAccount(who: Person, words: string) {
  const [first, second] = await someItems(2);
  if (!first || !second) throw new Error('the test database has no content');
  const [list] = await t.db
    .insert(collections)
    .values({ userId: who.id, name: `${words} list` })
    .returning();
  await t.db.insert(savedResources).values([
    { userId: who.id, resourceId: first.id },
    { userId: who.id, resourceId: second.id, collectionId: list!.id },
  ]);
  const [conversation] = await t.db
    .insert(assistantConversations)
    .values({ userId: who.id, title: `${words} conversation` })
    .returning();
  await t.db.insert(assistantMessages).values([
    {
      conversationId: conversation!.id,
      role: 'user',
      content: `${words} question`,
      createdAt: new Date(Date.now() - 1000),
    },
    {
      conversationId: conversation!.id,
      role: 'assistant',
      content: `${words} answer`,
      citations: [first.id],
    },
  ]);
  const [display] = await t.db.insert(npsModalDisplays).values({ userId: who.id }).returning();
  await t.db
    .insert(userFeedback)
    .values({ userId: who.id, score: 9, comment: `${words} survey`, displayId: display!.id });
  const idea = await addFeature(`${words} idea`, who.id);
  await t.db.insert(featureUpvotes).values({ featureId: idea.id, userId: who.id });
  await t.db
    .insert(featureComments)
    .values({ featureId: idea.id, userId: who.id, comment: `${words} feedback` });
  return { idea, list: list!, conversation: conversation! };
}

describe('GET /api/account/data', () => {
  it('is for signed-in members only', async () => {
    expect((await t.request('/api/account/data')).status).toBe(401);
  });

  it('holds everything of the member and nothing of their teammates', async () => {
    const team = unique('Owls');
    const me = await member({ team, firstName: 'Robin' });
    const mate = await member({ team, firstName: 'Sasha', lastName: 'Teammate' });
    const other = await member({ team, firstName: 'Kim' });
    await fillAccount(me, 'mine');
    await fillAccount(mate, 'theirs');
    await t.db
      .update(profiles)
      .set({ title: 'L&D lead', roadmapUpdates: false })
      .where(eq(profiles.id, me.id));
    // My own self-assessment, a rating I gave my teammate; theirs of themselves and of me.
    await addSubmission(t.db, bank, { target: me.id, answers: 4 });
    await addSubmission(t.db, bank, { target: mate.id, rater: me.id, mode: 'peer', answers: 2 });
    await addSubmission(t.db, bank, { target: mate.id, answers: 5 });
    await addSubmission(t.db, bank, { target: me.id, rater: mate.id, mode: 'peer', answers: 1 });
    await addSubmission(t.db, bank, { target: me.id, rater: other.id, mode: 'peer', answers: 1 });
    await t.db.insert(ratingRequests).values([
      { requesterId: me.id, raterId: mate.id },
      { requesterId: other.id, raterId: me.id },
    ]);

    const res = await exportOf(me);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Praxis-my-data-\d{4}-\d\d-\d\d\.json"/,
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const text = await res.text();
    const data = JSON.parse(text) as OwnDataExport;

    expect(data.account).toMatchObject({ id: me.id, email: me.email });
    expect(data.profile).toMatchObject({ firstName: 'Robin', title: 'L&D lead' });
    expect(data.emailPreferences).toEqual({ roadmapUpdates: false, ratingRequestEmails: true, digest: 'off' });
    expect(data.team?.name).toBe(team);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.library.saved).toHaveLength(1);
    expect(data.library.collections).toEqual([
      expect.objectContaining({
        name: 'mine list',
        items: [expect.objectContaining({ itemId: expect.any(String) })],
      }),
    ]);
    expect(data.assistant.conversations).toEqual([
      expect.objectContaining({
        title: 'mine conversation',
        messages: [
          expect.objectContaining({ role: 'user', content: 'mine question' }),
          expect.objectContaining({ role: 'assistant', content: 'mine answer' }),
        ],
      }),
    ]);
    expect(data.survey.answers).toEqual([expect.objectContaining({ score: 9, comment: 'mine survey' })]);
    expect(data.survey.shown).toHaveLength(1);
    expect(data.roadmap.suggestions.map((s) => s.title)).toEqual(['mine idea']);
    expect(data.roadmap.votes.map((v) => v.feature)).toEqual(['mine idea']);
    expect(data.roadmap.feedback.map((f) => f.comment)).toEqual(['mine feedback']);

    // My self-assessment with my answers; the rating I gave, with my answers and their name only.
    expect(data.assessments.own).toHaveLength(1);
    expect(data.assessments.own[0]!.answers).toHaveLength(bank.items.length);
    expect(data.assessments.own[0]!.answers.every((a) => a.value === 4)).toBe(true);
    expect(data.assessments.ratingsGiven).toHaveLength(1);
    const given = data.assessments.ratingsGiven[0]!;
    expect(given.ratedMember).toMatch(/^Sasha Teammate/);
    expect(given.answers.every((a) => a.value === 2)).toBe(true);
    expect(Object.keys(given)).not.toContain('scores');
    expect(data.assessments.ratingRequests.sent).toEqual([
      expect.objectContaining({ to: expect.stringMatching(/^Sasha/) }),
    ]);
    expect(data.assessments.ratingRequests.received).toEqual([
      expect.objectContaining({ from: expect.stringMatching(/^Kim/) }),
    ]);

    // Nothing of anyone else: no teammate's words, email, ids, results or ratings of me.
    for (const theirs of ['theirs', mate.email, other.email, mate.id, other.id])
      expect(text).not.toContain(theirs);
    const values = JSON.stringify(
      [...data.assessments.own, ...data.assessments.ratingsGiven].flatMap((a) =>
        a.answers.map((x) => x.value),
      ),
    );
    expect(values).not.toContain('1');
    expect(values).not.toContain('5');
  });
});

describe('POST /api/account/close (password)', () => {
  it('refuses a visitor, a wrong password and a confirmation that is not the email; nothing changes', async () => {
    const me = await member();
    expect(
      (await t.request('/api/account/close', { method: 'POST', json: { confirmation: 'x' } })).status,
    ).toBe(401);
    const wrong = await close(me, { password: 'not-my-password', confirmation: me.email });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.message).toBe('Password is incorrect');
    const noPassword = await close(me, { confirmation: me.email });
    expect(noPassword.status).toBe(400);
    const typo = await close(me, { password: TEST_PASSWORD, confirmation: `x${me.email}` });
    expect(typo.status).toBe(400);
    expect((await typo.json()).error.message).toBe('Type your email address exactly to confirm.');
    expect(await exists(me.id)).toBe(true);
    expect((await t.request('/api/me', { cookie: me.cookie })).status).toBe(200);
  });

  it('deletes the account and its private data, keeps votes as counts, audits without personal data, mails and signs out', async () => {
    const me = await member({ firstName: 'Leaving', lastName: 'Person' });
    const stays = await member();
    const { idea } = await fillAccount(me, 'gone');
    await t.db.insert(featureUpvotes).values({ featureId: idea.id, userId: stays.id });
    const voteCount = async () => {
      const res = await t.request('/api/roadmap/features', { cookie: stays.cookie });
      const body = (await res.json()) as
        | { features: { id: string; upvoteCount: number }[] }
        | { id: string; upvoteCount: number }[];
      const list = Array.isArray(body) ? body : body.features;
      return list.find((f) => f.id === idea.id)?.upvoteCount;
    };
    expect(await voteCount()).toBe(2);

    const res = await closeWithPassword(me);
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe('Your account is closed.');
    // The browser's session cookie is cleared, and the session itself is gone.
    expect(res.headers.getSetCookie().some((c) => /session_token=;/.test(c) || /Max-Age=0/.test(c))).toBe(
      true,
    );
    expect((await t.request('/api/me', { cookie: me.cookie })).status).toBe(401);

    expect(await exists(me.id)).toBe(false);
    for (const [table, column] of [
      [profiles, profiles.id],
      [sessions, sessions.userId],
      [savedResources, savedResources.userId],
      [collections, collections.userId],
      [assistantConversations, assistantConversations.userId],
      [userFeedback, userFeedback.userId],
      [featureUpvotes, featureUpvotes.userId],
      [assessmentInstances, assessmentInstances.raterUserId],
    ] as const) {
      expect(await t.db.select().from(table).where(eq(column, me.id))).toEqual([]);
    }
    // The vote stays as a count; the idea and the feedback stay, without an author.
    expect(await voteCount()).toBe(2);
    const [kept] = await t.db.select().from(roadmapFeatures).where(eq(roadmapFeatures.id, idea.id));
    expect(kept).toMatchObject({ createdByUserId: null, departedUpvotes: 1 });
    // The member's vote still counts after the others' change.
    await t.request(`/api/roadmap/features/${idea.id}/upvote`, { method: 'DELETE', cookie: stays.cookie });
    expect(await voteCount()).toBe(1);

    const entries = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, me.id));
    expect(entries.map((e) => e.action)).toEqual(['member.close']);
    expect(entries[0]!.actorUserId).toBeNull();
    const audit = JSON.stringify(entries);
    for (const personal of [me.email, 'Leaving', 'Person', me.email.split('@')[0]!])
      expect(audit).not.toContain(personal);

    const mail = await smtp.waitFor(me.email);
    expect(mail.subject).toBe('Your Praxis account is closed');
    expect(mail.text).toContain('sign up again with this email address');
  });

  it('a merged feature keeps the votes of closed accounts it had', async () => {
    const admin = await person(t, { role: 'admin' });
    const leaving = await member();
    const duplicate = await addFeature(unique('Dark mode'));
    const into = await addFeature(unique('Night theme'));
    await t.db.insert(featureUpvotes).values([
      { featureId: duplicate.id, userId: leaving.id },
      { featureId: into.id, userId: admin.id },
    ]);
    expect((await closeWithPassword(leaving)).status).toBe(200);
    const merged = await t.request(`/api/admin/roadmap/features/${duplicate.id}/merge`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { intoId: into.id },
    });
    expect(merged.status).toBe(200);
    expect((await merged.json()).feature.upvoteCount).toBe(2);
  });

  it('lets the email sign up afresh, and nothing of the old account shows', async () => {
    const me = await member();
    await fillAccount(me, 'before');
    expect((await closeWithPassword(me)).status).toBe(200);
    const before = smtp.to(me.email).length;

    const signUp = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: {
        email: me.email,
        password: 'tidal-quartz-lantern',
        name: 'Robin Anew',
        firstName: 'Robin',
        lastName: 'Anew',
        callbackURL: '/auth/callback?type=signup',
      },
    });
    expect(signUp.status).toBe(200);
    const mail = await smtp.waitFor(me.email, { count: before + 1 });
    // A new account is being created: the verification mail, not "you already have an account".
    expect(mail.subject).toBe('Verify your email for Praxis');
    const token = new URL(mail.links.find((l) => l.startsWith(TEST_ORIGIN))!).searchParams.get('token')!;
    const verified = await t.request('/api/auth-flows/verify-email', {
      method: 'POST',
      json: { token, password: 'tidal-quartz-lantern' },
    });
    expect(verified.status).toBe(200);
    const cookie = verified.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const fresh = { ...me, cookie, id: '' };
    const data = (await (await exportOf(fresh)).json()) as OwnDataExport;
    expect(data.account.id).not.toBe(me.id);
    expect(data.library).toEqual({ saved: [], collections: [], views: [] });
    expect(data.assistant.conversations).toEqual([]);
    expect(data.survey.answers).toEqual([]);
    expect(data.roadmap).toEqual({ suggestions: [], votes: [], feedback: [] });
    expect(data.assessments.own).toEqual([]);
  });

  it('cancels the card subscription at Stripe first; when Stripe fails nothing is closed', async () => {
    const me = await member();
    const customer = `cus_${crypto.randomBytes(6).toString('hex')}`;
    const subscription = `sub_${crypto.randomBytes(6).toString('hex')}`;
    stripe.customers.set(customer, { email: me.email });
    stripe.subscriptions.set(subscription, {
      id: subscription,
      object: 'subscription',
      customer,
      status: 'active',
    });
    await t.db
      .update(profiles)
      .set({ stripeCustomerId: customer, currentPeriodEnd: new Date(Date.now() + 86_400_000 * 300) })
      .where(eq(profiles.id, me.id));

    stripe.failNext(400, 'Stripe refused for a moment');
    const failed = await closeWithPassword(me);
    expect(failed.status).toBe(502);
    expect(await exists(me.id)).toBe(true);
    expect(stripe.subscriptions.get(subscription)!.status).toBe('active');

    const res = await closeWithPassword(me);
    expect(res.status).toBe(200);
    expect(stripe.subscriptions.get(subscription)!.status).toBe('canceled');
    expect(
      stripe.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscription}`),
    ).toBe(true);
    const [entry] = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, me.id));
    expect(entry!.after).toEqual({ cardSubscriptionsCanceled: 1 });
  });

  it('refuses the last super admin', async () => {
    await t.db
      .update(profiles)
      .set({ role: 'member' })
      .where(sql`${profiles.role} in ('super_admin', 'super-admin')`);
    const boss = await person(t, { role: 'super_admin' });
    const res = await closeWithPassword(boss);
    expect(res.status).toBe(403);
    expect(await exists(boss.id)).toBe(true);
  });
});

describe('POST /api/account/close (emailed code, for members without a password)', () => {
  async function linkOnlyMember() {
    const me = await member();
    await t.db.update(users).set({ passwordSet: false }).where(eq(users.id, me.id));
    await t.db.update(accounts).set({ password: null }).where(eq(accounts.userId, me.id));
    return me;
  }
  const askCode = (who: Person) =>
    t.request('/api/account/close/code', { method: 'POST', cookie: who.cookie });
  const codeIn = (text: string) => /is (\d{6})\./.exec(text)![1]!;

  it('a member with a password confirms with it, not with a code', async () => {
    const me = await member();
    expect((await askCode(me)).status).toBe(400);
  });

  it('mails a code; a wrong code is refused, the right one closes the account', async () => {
    const me = await linkOnlyMember();
    expect((await askCode(me)).status).toBe(200);
    const mail = await smtp.waitFor(me.email);
    expect(mail.subject).toBe('Your Praxis code to close your account');
    const code = codeIn(mail.text);
    const wrongCode = code === '000000' ? '000001' : '000000';

    expect((await close(me, { password: TEST_PASSWORD, confirmation: me.email })).status).toBe(400);
    const wrong = await close(me, { code: wrongCode, confirmation: me.email });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.code).toBe('invalid_code');
    // A mistyped confirmation does not use the code up.
    expect((await close(me, { code, confirmation: 'someone@else.test' })).status).toBe(400);
    expect(await exists(me.id)).toBe(true);

    expect((await close(me, { code, confirmation: me.email })).status).toBe(200);
    expect(await exists(me.id)).toBe(false);
  });

  it('a code is gone after 5 wrong tries, even for the right one after', async () => {
    const me = await linkOnlyMember();
    await askCode(me);
    const code = codeIn((await smtp.waitFor(me.email)).text);
    const wrongCode = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await close(me, { code: wrongCode, confirmation: me.email })).status).toBe(400);
    expect((await close(me, { code, confirmation: me.email })).status).toBe(400);
    expect(await exists(me.id)).toBe(true);
  });
});

describe('their ratings stop counting, as the averages rule allows', () => {
  const published = async (target: string) => {
    const [row] = await t.db
      .select()
      .from(peerAverages)
      .where(and(eq(peerAverages.assessmentId, bank.assessmentId), eq(peerAverages.targetUserId, target)));
    return row!;
  };

  it('a rater leaving alone leaves the shown average as it was; with one more change it is republished without them', async () => {
    const team = unique('Herons');
    const rated = await member({ team });
    // Published at 3 raters, then again once 2 more changed: all 5.
    const raters = await Promise.all([1, 2, 3, 4, 5].map(() => member({ team })));
    for (const [i, r] of raters.entries()) {
      await addSubmission(t.db, bank, { target: rated.id, rater: r.id, mode: 'peer', answers: i + 1 });
    }
    const first = await published(rated.id);
    expect(new Set(first.raterIds)).toEqual(new Set(raters.map((r) => r.id)));

    // One leaves: one change only, so the published average (theirs included) stays exactly.
    expect((await closeWithPassword(raters[3]!)).status).toBe(200);
    const afterOne = await published(rated.id);
    expect(afterOne.averages).toEqual(first.averages);
    expect(afterOne.raterIds).toEqual(first.raterIds);

    // A new rating makes a second change: republished, without the departed rater.
    const newcomer = await member({ team });
    await addSubmission(t.db, bank, { target: rated.id, rater: newcomer.id, mode: 'peer', answers: 5 });
    const second = await published(rated.id);
    expect(new Set(second.raterIds)).toEqual(
      new Set([...raters.slice(0, 3).map((r) => r.id), raters[4]!.id, newcomer.id]),
    );
  });

  it('closing is itself the second change when one was waiting: republished at once without them', async () => {
    const team = unique('Cranes');
    const rated = await member({ team });
    const raters = await Promise.all([1, 2, 3, 4].map(() => member({ team })));
    for (const r of raters.slice(0, 3)) {
      await addSubmission(t.db, bank, { target: rated.id, rater: r.id, mode: 'peer', answers: 3 });
    }
    const first = await published(rated.id);
    // A fourth rating waits (one change), then a first rater leaves (the second).
    await addSubmission(t.db, bank, { target: rated.id, rater: raters[3]!.id, mode: 'peer', answers: 5 });
    expect((await published(rated.id)).raterIds).toEqual(first.raterIds);
    expect((await closeWithPassword(raters[0]!)).status).toBe(200);
    const second = await published(rated.id);
    expect(new Set(second.raterIds)).toEqual(new Set([raters[1]!.id, raters[2]!.id, raters[3]!.id]));
    expect(second.averages).not.toEqual(first.averages);
  });

  it("a member's self-assessment leaves the population counts, and the team's averages move only by the rule", async () => {
    const team = unique('Kites');
    // Published at 3 self-assessments, then again once 2 more changed: all 5.
    const people = await Promise.all([1, 2, 3, 4, 5].map(() => member({ team })));
    for (const p of people) await addSubmission(t.db, bank, { target: p.id, answers: 3 });
    const id = await teamId(t.db, team);
    const teamRow = async () =>
      (await t.db.select().from(teamAverages).where(eq(teamAverages.teamId, id)))[0]!;
    const population = async () => {
      const [row] = await t.db
        .select({ n: sql<number>`sum(${assessmentMeanCounts.members})::int` })
        .from(assessmentMeanCounts)
        .where(
          and(
            eq(assessmentMeanCounts.assessmentId, bank.assessmentId),
            eq(assessmentMeanCounts.industry, ''),
            eq(assessmentMeanCounts.competencyId, ''),
          ),
        );
      return row!.n;
    };
    const before = await teamRow();
    expect(before.memberIds).toHaveLength(5);
    const counted = await population();
    expect((await closeWithPassword(people[0]!)).status).toBe(200);
    expect(await population()).toBe(counted - 1);
    expect(await teamRow()).toEqual(before);
  });
});

describe('DELETE /api/admin/members/{id}: an administrator closes an account the same way', () => {
  const adminClose = (admin: Person, id: string, confirmEmail: string) =>
    t.request(`/api/admin/members/${id}`, { method: 'DELETE', cookie: admin.cookie, json: { confirmEmail } });

  it('follows the account rules, cancels the subscription, keeps votes and mails the member', async () => {
    const admin = await person(t, { role: 'admin' });
    const otherAdmin = await person(t, { role: 'admin' });
    const plain = await member();
    const target = await member();
    expect((await adminClose(plain, target.id, target.email)).status).toBe(403);
    expect((await adminClose(admin, otherAdmin.id, otherAdmin.email)).status).toBe(403);
    expect((await adminClose(admin, target.id, 'wrong@example.test')).status).toBe(400);
    expect(await exists(target.id)).toBe(true);

    const { idea } = await fillAccount(target, 'admin-closed');
    const customer = `cus_${crypto.randomBytes(6).toString('hex')}`;
    const subscription = `sub_${crypto.randomBytes(6).toString('hex')}`;
    stripe.subscriptions.set(subscription, {
      id: subscription,
      object: 'subscription',
      customer,
      status: 'active',
    });
    await t.db.update(profiles).set({ stripeCustomerId: customer }).where(eq(profiles.id, target.id));

    expect((await adminClose(admin, target.id, target.email)).status).toBe(200);
    expect(await exists(target.id)).toBe(false);
    expect(stripe.subscriptions.get(subscription)!.status).toBe('canceled');
    const [kept] = await t.db.select().from(roadmapFeatures).where(eq(roadmapFeatures.id, idea.id));
    expect(kept!.departedUpvotes).toBe(1);
    expect((await smtp.waitFor(target.email)).subject).toBe('Your Praxis account is closed');
    const entries = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, target.id));
    expect(entries.map((e) => [e.action, e.actorUserId])).toEqual([['member.delete', admin.id]]);
    expect(JSON.stringify(entries)).not.toContain(target.email);
  });
});
