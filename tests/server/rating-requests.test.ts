import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, ratingRequests } from '../../src/server/db/schema';
import { RATING_REQUEST_MESSAGES } from '../../src/shared/domain/assessment';
import { formatShortDay } from '../../src/shared/domain/dates';
import { createMember } from '../factories/members';
import { type ReceivedMail, startTestSmtp, type TestSmtp } from '../setup/smtp';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../setup/test-app';
import { addBank, addSubmission, api, DAY, type Person, person, type TestBank } from './assessment-fixtures';

/*
 * Asking teammates for a rating: only current teammates with a membership, one open request per
 * pair, one mail per request through real loopback SMTP with its one-click unsubscribe, weekly
 * reminders, "rated" once the teammate rates after the request, and what My Team shows of it.
 */

let t: TestApp;
let smtp: TestSmtp;
let bank: TestBank;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, APP_NAME: 'Praxis' });
  bank = await addBank(t.db, 1);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let teams = 0;
/** A fresh team: Maya asks; Zoe and Ben are her teammates. */
async function team() {
  const name = `Team ${++teams}`;
  const maya = await person(t, { team: name, firstName: 'Maya', lastName: 'Stone' });
  const zoe = await person(t, { team: name, firstName: 'Zoe', lastName: 'Adams' });
  const ben = await person(t, { team: name, firstName: 'Ben', lastName: 'Ortiz' });
  return { name, maya, zoe, ben };
}

const ask = (who: Person, raterIds: unknown) =>
  api(t, who).post('/api/assessment/rating-requests', { raterIds });
const remind = (who: Person, raterId: string) =>
  api(t, who).post(`/api/assessment/rating-requests/${raterId}/remind`);
const requestsOf = (requesterId: string) =>
  t.db.select().from(ratingRequests).where(eq(ratingRequests.requesterId, requesterId));
const memberIn = async (viewer: Person, id: string) =>
  (await api(t, viewer).get('/api/team')).body.members.find((m: { id: string }) => m.id === id);
/** Moves a request back in time, as if it had been made `days` ago. */
const age = (requesterId: string, raterId: string, days: number) =>
  t.db
    .update(ratingRequests)
    .set({ requestedAt: sql`now() - make_interval(days => ${days})` })
    .where(and(eq(ratingRequests.requesterId, requesterId), eq(ratingRequests.raterId, raterId)));

function header(mail: ReceivedMail, name: string): string {
  const head = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
}

describe('asking teammates', () => {
  it('asks each teammate once, with a mail that names who asks and opens the rating', async () => {
    const { maya, zoe, ben } = await team();
    const first = await ask(maya, [zoe.id, ben.id, zoe.id.toUpperCase()]);
    expect(first.status).toBe(200);
    expect(new Set(first.body.asked)).toEqual(new Set([zoe.id, ben.id]));
    expect(first.body.alreadyAsked).toEqual([]);

    for (const rater of [zoe, ben]) {
      const mail = await smtp.waitFor(rater.email);
      expect(mail.subject).toBe('Maya Stone asks you for a rating');
      expect(mail.text).toContain('Maya Stone, a member of your team on Praxis, asks you for a rating');
      expect(mail.links[0]).toBe(`${TEST_ORIGIN}/ld-assessment?rate=${maya.id}&name=Maya+Stone`);
      expect(header(mail, 'List-Unsubscribe')).toMatch(
        new RegExp(`^<${TEST_ORIGIN}/api/assessment/rating-requests/unsubscribe\\?u=${rater.id}&t=[\\w-]+>$`),
      );
      expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    }

    // Asking again while the requests are open changes nothing and mails nobody.
    const [before] = await requestsOf(maya.id);
    const again = await ask(maya, [ben.id, zoe.id]);
    expect(again.status).toBe(200);
    expect(again.body.asked).toEqual([]);
    expect(new Set(again.body.alreadyAsked)).toEqual(new Set([zoe.id, ben.id]));
    await smtp.settle();
    expect(smtp.to(zoe.email)).toHaveLength(1);
    expect(smtp.to(ben.email)).toHaveLength(1);
    const rows = await requestsOf(maya.id);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.raterId === before!.raterId)!.requestedAt).toEqual(before!.requestedAt);
  });

  it('refuses anyone who is not a current teammate with a membership: 404, nothing written, no mail', async () => {
    const { name, maya, zoe } = await team();
    const outsider = await person(t, { team: 'Somewhere else' });
    const canceled = await createMember(t.db, {
      teamName: name,
      subscriptionStatus: 'canceled',
      currentPeriodEnd: new Date(Date.now() - 30 * DAY),
    });
    const deactivated = await createMember(t.db, { teamName: name, deactivatedAt: new Date() });
    const unknown = crypto.randomUUID();
    for (const stranger of [outsider.id, canceled.id, deactivated.id, unknown, maya.id]) {
      const res = await ask(maya, [zoe.id, stranger]);
      expect(res.status, stranger).toBe(404);
      expect(res.body.error.message).toBe(RATING_REQUEST_MESSAGES.notTeammates);
    }
    expect(await requestsOf(maya.id)).toEqual([]);
    await smtp.settle();
    expect(smtp.to(zoe.email)).toHaveLength(0);

    // My Team offers to ask only those who can be asked.
    expect((await memberIn(maya, zoe.id)).canAsk).toBe(true);
    expect((await memberIn(maya, canceled.id)).canAsk).toBe(false);
    expect((await memberIn(maya, deactivated.id)).canAsk).toBe(false);
    expect((await memberIn(maya, maya.id)).canAsk).toBe(false);
  });

  it('answers a malformed or oversized body with a clear 400 and writes nothing', async () => {
    const { maya, zoe } = await team();
    const many = Array.from({ length: 51 }, () => crypto.randomUUID());
    for (const [body, message] of [
      [[], 'Choose at least one teammate'],
      [many, 'At most 50 teammates at once'],
      [['not-a-member'], 'Each teammate must be named by their member id (UUID)'],
      ['everyone', null],
      [undefined, null],
    ] as const) {
      const res = await ask(maya, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (message) expect(JSON.stringify(res.body)).toContain(message);
    }
    expect(await requestsOf(maya.id)).toEqual([]);
    await smtp.settle();
    expect(smtp.to(zoe.email)).toHaveLength(0);
  });

  it('needs a member with access', async () => {
    const { name, zoe } = await team();
    expect(
      (await t.request('/api/assessment/rating-requests', { method: 'POST', json: { raterIds: [zoe.id] } }))
        .status,
    ).toBe(401);
    const lapsed = await createMember(t.db, {
      teamName: name,
      subscriptionStatus: 'canceled',
      currentPeriodEnd: new Date(Date.now() - DAY),
    });
    const cookie = await t.signIn(lapsed.email, lapsed.password);
    const res = await t.request('/api/assessment/rating-requests', {
      method: 'POST',
      cookie,
      json: { raterIds: [zoe.id] },
    });
    expect(res.status).toBe(403);
    expect(await requestsOf(lapsed.id)).toEqual([]);
  });
});

describe('the "Rating requests" switch', () => {
  it('a teammate who turned it off is asked (My Team shows it) but not mailed', async () => {
    const { maya, zoe } = await team();
    expect((await api(t, zoe).get('/api/assessment/rating-requests/emails')).body).toEqual({
      ratingRequestEmails: true,
    });
    const off = await api(t, zoe).put('/api/assessment/rating-requests/emails', {
      ratingRequestEmails: false,
    });
    expect(off.body).toEqual({ ratingRequestEmails: false });
    expect(
      (await api(t, zoe).put('/api/assessment/rating-requests/emails', { ratingRequestEmails: 'no' })).status,
    ).toBe(400);

    expect((await ask(maya, [zoe.id])).body.asked).toEqual([zoe.id]);
    await smtp.settle();
    expect(smtp.to(zoe.email)).toHaveLength(0);
    expect((await memberIn(zoe, maya.id)).asksMeSince).not.toBeNull();
  });

  it('the one-click link of the mail turns it off without a session or Origin; a forged token does not', async () => {
    const { maya, zoe, ben } = await team();
    await ask(maya, [zoe.id]);
    const mail = await smtp.waitFor(zoe.email);
    const url = new URL(header(mail, 'List-Unsubscribe').slice(1, -1));
    const post = (u: URL) =>
      t.app.request(`${u.pathname}${u.search}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });

    const forged = new URL(url);
    forged.searchParams.set('u', ben.id);
    expect((await post(forged)).status).toBe(400);
    // A roadmap unsubscribe token opens nothing here.
    const roadmap = new URL(url);
    roadmap.pathname = '/api/roadmap/unsubscribe';
    expect((await post(roadmap)).status).toBe(400);

    expect((await post(url)).status).toBe(200);
    const [z] = await t.db.select().from(profiles).where(eq(profiles.id, zoe.id));
    expect(z!.ratingRequestEmails).toBe(false);
    expect(z!.roadmapUpdates).toBe(true);
    const [b] = await t.db.select().from(profiles).where(eq(profiles.id, ben.id));
    expect(b!.ratingRequestEmails).toBe(true);

    // A reminder, a week on, respects it.
    await age(maya.id, zoe.id, 8);
    expect((await remind(maya, zoe.id)).status).toBe(200);
    await smtp.settle();
    expect(smtp.to(zoe.email)).toHaveLength(1);
  });
});

describe('reminders', () => {
  it('reminds once a week at most, and says when the next one is possible', async () => {
    const { maya, zoe } = await team();
    await ask(maya, [zoe.id]);
    await smtp.waitFor(zoe.email);
    const [row] = await requestsOf(maya.id);

    const early = await remind(maya, zoe.id);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('remind_too_early');
    expect(early.body.error.message).toBe(
      RATING_REQUEST_MESSAGES.remindTooEarly(
        'Zoe',
        formatShortDay(new Date(row!.requestedAt.getTime() + 7 * DAY)),
      ),
    );

    await age(maya.id, zoe.id, 8);
    const done = await remind(maya, zoe.id);
    expect(done.status).toBe(200);
    expect(new Date(done.body.remindFrom).getTime() - new Date(done.body.remindedAt).getTime()).toBe(7 * DAY);
    const reminder = await smtp.waitFor(zoe.email, { count: 2 });
    expect(reminder.subject).toBe('Reminder: Maya Stone asks you for a rating');
    expect(header(reminder, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // Two at once, or one more the same week: no more mail.
    const again = await Promise.all([remind(maya, zoe.id), remind(maya, zoe.id)]);
    expect(again.map((r) => r.status)).toEqual([409, 409]);
    await smtp.settle();
    expect(smtp.to(zoe.email)).toHaveLength(2);
    expect((await memberIn(maya, zoe.id)).myRequest.remindFrom).toBe(done.body.remindFrom);
  });

  it('answers 404 for a teammate never asked, a non-teammate, or a malformed id', async () => {
    const { maya, ben } = await team();
    const outsider = await person(t, { team: 'Far away' });
    for (const id of [ben.id, outsider.id, 'not-an-id', crypto.randomUUID()]) {
      const res = await remind(maya, id);
      expect(res.status, id).toBe(404);
    }
    expect((await remind(maya, ben.id)).body.error.message).toBe(RATING_REQUEST_MESSAGES.notAsked);
  });
});

describe('rated, and what My Team shows', () => {
  it('counts a rating made after the request; asking again reopens it', async () => {
    const { maya, zoe, ben } = await team();
    // Zoe rated Maya before being asked: that rating does not answer the request.
    await addSubmission(t.db, bank, {
      target: maya.id,
      rater: zoe.id,
      mode: 'peer',
      answers: 4,
      submittedAt: new Date(Date.now() - 3 * DAY),
    });
    await ask(maya, [zoe.id, ben.id]);
    let seen = await memberIn(maya, zoe.id);
    expect(seen.myRequest).toMatchObject({ status: 'requested', ratedAt: null });
    expect(await memberIn(zoe, maya.id)).toMatchObject({
      asksMeSince: seen.myRequest.requestedAt,
      myRatingAt: expect.any(String),
    });

    await addSubmission(t.db, bank, { target: maya.id, rater: zoe.id, mode: 'peer', answers: 2 });
    seen = await memberIn(maya, zoe.id);
    expect(seen.myRequest).toMatchObject({ status: 'rated', ratedAt: expect.any(String), remindFrom: null });
    // Names and days only: nothing of the rating itself.
    expect(Object.keys(seen).sort()).toEqual(
      [
        'id',
        'name',
        'firstName',
        'lastName',
        'avatarUrl',
        'title',
        'company',
        'isSelf',
        'actions',
        'canAsk',
        'myRatingAt',
        'asksMeSince',
        'myRequest',
      ].sort(),
    );
    expect(Object.keys(seen.myRequest).sort()).toEqual(['ratedAt', 'remindFrom', 'requestedAt', 'status']);
    expect((await memberIn(maya, ben.id)).myRequest.status).toBe('requested');
    const zoesView = await memberIn(zoe, maya.id);
    expect(zoesView.asksMeSince).toBeNull();
    expect(new Date(zoesView.myRatingAt).getTime()).toBeGreaterThan(Date.now() - DAY);

    // Nothing to remind once rated; asking again is a new request, mailed again.
    expect((await remind(maya, zoe.id)).body.error.code).toBe('already_rated');
    await smtp.waitFor(zoe.email);
    expect((await ask(maya, [zoe.id])).body.asked).toEqual([zoe.id]);
    await smtp.waitFor(zoe.email, { count: 2 });
    expect((await memberIn(maya, zoe.id)).myRequest).toMatchObject({ status: 'requested', ratedAt: null });
    expect((await memberIn(zoe, maya.id)).asksMeSince).not.toBeNull();
  });

  it('shows nothing of requests to myself, and nothing between other teammates', async () => {
    const { maya, zoe, ben } = await team();
    await ask(zoe, [ben.id]);
    const mine = await memberIn(maya, maya.id);
    expect(mine).toMatchObject({ canAsk: false, myRatingAt: null, asksMeSince: null, myRequest: null });
    expect(await memberIn(maya, zoe.id)).toMatchObject({ asksMeSince: null, myRequest: null });
    expect(await memberIn(maya, ben.id)).toMatchObject({ asksMeSince: null, myRequest: null });
  });
});
