import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../../src/server/db/schema';
import type { AdminMemberPage } from '../../src/shared/contract/admin-members';
import type { Me } from '../../src/shared/contract/me';
import { createMember, TEST_PASSWORD } from '../factories/members';
import { startTestSmtp, type TestSmtp } from '../setup/smtp';
import { type StripeStandIn, startStripeStandIn, stripeEnv } from '../setup/stripe-stand-in';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../setup/test-app';

/*
 * Joining without card payments: sign-up asks names; a person without membership who signs in has
 * asked to join (administrators are emailed, the Waiting view lists them); activation welcomes them
 * by email, refusal tells them. A lapsed member is never turned into a request. With Stripe, the
 * way in (and back) is Checkout.
 */

let smtp: TestSmtp;
let t: TestApp;
let admin: { id: string; email: string; cookie: string };

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, APP_NAME: 'Praxis', SUPPORT_EMAIL: 'help@praxis.test' });
  const a = await createMember(t.db, {
    email: 'ana.admin@example.test',
    role: 'admin',
    firstName: 'Ana',
    lastName: 'Reyes',
    subscriptionStatus: 'lifetime',
  });
  admin = { ...a, cookie: await t.signIn(a.email, a.password) };
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const profileOf = async (id: string) => (await t.db.select().from(profiles).where(eq(profiles.id, id)))[0]!;
const waiting = async (cookie = admin.cookie) => {
  const res = await t.request('/api/admin/members?status=waiting', { cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as AdminMemberPage).items;
};
const me = async (cookie: string) => (await (await t.request('/api/me', { cookie })).json()) as Me;

/** A verified account without any membership, as a sign-up leaves it once the email is proven. */
async function stranger(label: string) {
  return createMember(t.db, {
    email: `${label.toLowerCase()}-${Date.now()}@example.test`,
    firstName: 'Sam',
    lastName: label,
    subscriptionStatus: null,
  });
}

describe('sign-up', () => {
  const signUp = (body: Record<string, unknown>) =>
    t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { password: 'granite-orchid-ferry', name: '', ...body },
    });

  it('asks a first and a last name, with the messages of the profile form', async () => {
    const noFirst = await signUp({ email: 'a-first@example.test', lastName: 'Lovelace' });
    expect(noFirst.status).toBe(400);
    expect((await noFirst.json()).message).toBe('First name is required');
    const noLast = await signUp({ email: 'a-last@example.test', firstName: 'Ada', lastName: '   ' });
    expect(noLast.status).toBe(400);
    expect((await noLast.json()).message).toBe('Last name is required');
    const [none] = await t.db.select().from(users).where(eq(users.email, 'a-last@example.test'));
    expect(none).toBeUndefined();
  });

  it('keeps the names on the new profile', async () => {
    const email = 'mary.ann@example.test';
    const res = await signUp({ email, name: 'Mary Ann Smith', firstName: ' Mary Ann ', lastName: 'Smith' });
    expect(res.status).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(await profileOf(user!.id)).toMatchObject({ firstName: 'Mary Ann', lastName: 'Smith', email });
  });
});

describe('a membership request, without card payments', () => {
  it('is made by signing in without a membership: every administrator is emailed, once', async () => {
    const person = await stranger('Request');
    const before = smtp.to(admin.email).length;
    const cookie = await t.signIn(person.email, TEST_PASSWORD);

    const mail = await smtp.waitFor(admin.email, { count: before + 1 });
    expect(mail.subject).toBe('Membership request from Sam Request');
    expect(mail.text).toContain(person.email);
    expect(mail.links[0]).toBe(`${TEST_ORIGIN}/admin/members?status=waiting`);
    expect((await me(cookie)).profile.membershipRequestedAt).not.toBeNull();

    const listed = (await waiting()).find((r) => r.id === person.id);
    expect(listed?.waitingSince).toBe((await profileOf(person.id)).membershipRequestedAt!.toISOString());

    // Signing in again asks nothing more.
    await t.signIn(person.email, TEST_PASSWORD);
    await smtp.settle(300);
    expect(smtp.to(admin.email)).toHaveLength(before + 1);
  });

  it('is not made by members, lapsed members or administrators', async () => {
    const lapsed = await createMember(t.db, {
      subscriptionStatus: 'canceled',
      currentPeriodEnd: new Date(Date.now() - 86_400_000),
    });
    const active = await createMember(t.db);
    const otherAdmin = await createMember(t.db, { role: 'admin', subscriptionStatus: null });
    const before = smtp.to(admin.email).length;
    for (const m of [lapsed, active, otherAdmin]) await t.signIn(m.email, TEST_PASSWORD);
    await smtp.settle(300);
    expect(smtp.to(admin.email)).toHaveLength(before);
    for (const m of [lapsed, active, otherAdmin]) {
      expect((await profileOf(m.id)).membershipRequestedAt).toBeNull();
    }
    // The lapsed member's way back is not "waiting": without Stripe, Checkout is closed, and /join
    // says how to renew.
    const cookie = await t.signIn(lapsed.email, TEST_PASSWORD);
    expect((await t.request('/api/billing/checkout', { method: 'POST', cookie })).status).toBe(503);
    expect((await me(cookie)).subscription.state).toBe('canceled');
  });

  it('activation welcomes the person by email, starts their membership and ends the wait', async () => {
    const person = await stranger('Welcome');
    await t.signIn(person.email, TEST_PASSWORD);
    expect((await waiting()).map((r) => r.id)).toContain(person.id);

    const res = await t.request(`/api/admin/members/${person.id}/subscription`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { kind: 'wire' },
    });
    expect(res.status).toBe(200);
    const mail = await smtp.waitFor(person.email);
    expect(mail.subject).toBe('Welcome to Praxis');
    expect(mail.text).toContain('Welcome, Sam!');
    expect(mail.links[0]).toBe(`${TEST_ORIGIN}/`);
    expect((await profileOf(person.id)).memberSince).not.toBeNull();
    expect((await waiting()).map((r) => r.id)).not.toContain(person.id);

    // Changing the kind of an existing membership is no new welcome.
    await t.request(`/api/admin/members/${person.id}/subscription`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { kind: 'lifetime' },
    });
    await smtp.settle(300);
    expect(smtp.to(person.email)).toHaveLength(1);
  });

  it('refusal tells the person by email, once; only administrators may refuse', async () => {
    const person = await stranger('Refuse');
    const cookie = await t.signIn(person.email, TEST_PASSWORD);
    const refuse = (as: string) =>
      t.request(`/api/admin/members/${person.id}/request/refuse`, { method: 'POST', cookie: as });

    expect((await refuse(cookie)).status).toBe(403);
    expect((await refuse(admin.cookie)).status).toBe(200);
    const mail = await smtp.waitFor(person.email);
    expect(mail.subject).toBe('Your Praxis membership request');
    expect(mail.text).toContain('could not accept it');
    expect(mail.text).toContain('help@praxis.test');
    expect((await waiting()).map((r) => r.id)).not.toContain(person.id);
    expect((await me(cookie)).profile.membershipRefused).toBe(true);

    expect((await refuse(admin.cookie)).status).toBe(409);
    const unknown = await t.request(`/api/admin/members/${crypto.randomUUID()}/request/refuse`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(unknown.status).toBe(404);
    // Signing in again does not ask again after a refusal.
    await t.signIn(person.email, TEST_PASSWORD);
    expect((await profileOf(person.id)).membershipRequestedAt).not.toBeNull();
    expect((await profileOf(person.id)).membershipRefusedAt).not.toBeNull();
  });
});

describe('welcome and welcome back', () => {
  it('a member is welcomed on the first visit, and welcomed back after it', async () => {
    const m = await createMember(t.db);
    const cookie = await t.signIn(m.email, TEST_PASSWORD);
    expect((await me(cookie)).profile.welcomed).toBe(false);
    expect((await t.request('/api/me/welcomed', { method: 'POST', cookie })).status).toBe(200);
    expect((await me(cookie)).profile.welcomed).toBe(true);
    const at = (await profileOf(m.id)).welcomedAt;
    await t.request('/api/me/welcomed', { method: 'POST', cookie });
    expect((await profileOf(m.id)).welcomedAt).toEqual(at);
    expect((await t.request('/api/me/welcomed', { method: 'POST' })).status).toBe(401);
  });
});

describe('invitations', () => {
  it('say who invited and into which team', async () => {
    const email = `invitee-${Date.now()}@example.test`;
    const res = await t.request('/api/admin/invites', {
      method: 'POST',
      cookie: admin.cookie,
      json: {
        rows: [
          { line: 1, email, firstName: 'Jo', lastName: 'Ellis', teamName: 'Learning Design', access: 'wire' },
        ],
        confirmNewTeams: true,
      },
    });
    expect(res.status).toBe(200);
    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe('Ana Reyes invited you to Praxis');
    expect(mail.text).toContain('Ana Reyes has invited you to join Praxis');
    expect(mail.text).toContain('in the team Learning Design');
  });
});

describe('with card payments', () => {
  let stripe: StripeStandIn;
  let paid: TestApp;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    paid = await createTestApp({ ...stripeEnv(stripe), STRIPE_PRICE_ID: 'price_yearly', SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await paid?.close();
    await stripe?.close();
  });

  it('signing in without a membership asks nothing; Checkout is the way in, and back for a lapsed member', async () => {
    await createMember(paid.db, {
      email: 'paid-admin@example.test',
      role: 'admin',
      subscriptionStatus: 'lifetime',
    });
    const newcomer = await createMember(paid.db, { subscriptionStatus: null });
    const lapsed = await createMember(paid.db, {
      subscriptionStatus: 'canceled',
      currentPeriodEnd: new Date(Date.now() - 86_400_000),
    });
    for (const m of [newcomer, lapsed]) {
      const cookie = await paid.signIn(m.email, TEST_PASSWORD);
      const checkout = await paid.request('/api/billing/checkout', { method: 'POST', cookie });
      expect(checkout.status).toBe(200);
      expect((await checkout.json()).url).toMatch(/^http/);
    }
    await smtp.settle(300);
    expect(smtp.to('paid-admin@example.test')).toHaveLength(0);
    const [row] = await paid.db.select().from(profiles).where(eq(profiles.id, newcomer.id));
    expect(row!.membershipRequestedAt).toBeNull();
  });
});
