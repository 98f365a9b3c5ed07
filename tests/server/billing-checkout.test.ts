import crypto from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, stripeEvents } from '../../src/server/db/schema';
import { createMember } from '../factories/members';
import {
  type StripeStandIn,
  signedEvent,
  startStripeStandIn,
  stripeEnv,
} from '../setup/stripe-stand-in';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../setup/test-app';

/*
 * Joining by card: the server creates the Checkout session for the signed-in member (tied to them
 * by their user id, never by email), and the signed checkout.session.completed webhook activates
 * that member's membership, once.
 */

const PRICE = 'price_fellowship_yearly';
let t: TestApp;
let stripe: StripeStandIn;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp({
    ...stripeEnv(stripe),
    STRIPE_PRICE_ID: PRICE,
    MEMBERSHIP_PRICE: '€480 per year',
  });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

type ProfileFields = Parameters<typeof createMember>[1];

async function joiner(fields: ProfileFields = { subscriptionStatus: null }) {
  const m = await createMember(t.db, fields);
  return { ...m, cookie: await t.signIn(m.email, m.password) };
}

const startCheckout = (cookie?: string) => t.request('/api/billing/checkout', { method: 'POST', cookie });

/** Creates a session through the API and returns the stand-in's record of it. */
async function checkoutFor(cookie: string) {
  const res = await startCheckout(cookie);
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  const id = new URL(url).pathname.split('/').pop()!;
  return stripe.checkoutSessions.get(id)!;
}

function deliver(payload: string, signature: string) {
  return t.app.request('/api/billing/webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': signature },
    body: payload,
  });
}

async function outcomeOf(event: { payload: string; signature: string }) {
  const res = await deliver(event.payload, event.signature);
  expect(res.status).toBe(200);
  return ((await res.json()) as { outcome: string }).outcome;
}

const profileOf = async (id: string) => (await t.db.select().from(profiles).where(eq(profiles.id, id)))[0]!;
const status = async (cookie: string, path = '/api/resources') => (await t.request(path, { cookie })).status;

describe('GET /api/billing/join', () => {
  it('tells anyone whether joining by card is open and the price to show', async () => {
    const res = await t.request('/api/billing/join');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ cardAvailable: true, price: '€480 per year' });
  });

  it('says card joining is closed without a price id or Stripe key', async () => {
    const bare = await createTestApp();
    try {
      expect(await (await bare.request('/api/billing/join')).json()).toEqual({
        cardAvailable: false,
        price: null,
      });
      const m = await createMember(bare.db, { subscriptionStatus: null });
      const cookie = await bare.signIn(m.email, m.password);
      const res = await bare.request('/api/billing/checkout', { method: 'POST', cookie });
      expect(res.status).toBe(503);
      expect((await res.json()).error).toEqual({
        code: 'billing_not_configured',
        message: 'Joining by card is not available on this platform.',
      });
    } finally {
      await bare.close();
    }
  });
});

describe('POST /api/billing/checkout', () => {
  it('needs a session', async () => {
    expect((await startCheckout()).status).toBe(401);
  });

  it('creates a subscription session tied to the member by id, never by email', async () => {
    const m = await joiner();
    const before = stripe.requests.length;
    const res = await startCheckout(m.cookie);
    expect(res.status).toBe(200);
    const { url } = await res.json();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/checkout\/cs_test_/);

    const sent = stripe.requests.slice(before).find((r) => r.path === '/v1/checkout/sessions')!;
    expect(sent.method).toBe('POST');
    expect(sent.form.get('mode')).toBe('subscription');
    expect(sent.form.get('line_items[0][price]')).toBe(PRICE);
    expect(sent.form.get('line_items[0][quantity]')).toBe('1');
    expect(sent.form.get('client_reference_id')).toBe(m.id);
    expect(sent.form.get('metadata[userId]')).toBe(m.id);
    expect(sent.form.get('subscription_data[metadata][userId]')).toBe(m.id);
    expect(sent.form.get('success_url')).toBe(`${TEST_ORIGIN}/join?checkout=success`);
    expect(sent.form.get('cancel_url')).toBe(`${TEST_ORIGIN}/join?checkout=canceled`);
    // Nothing ties the session to an email address, and no customer is invented.
    expect(sent.form.has('customer_email')).toBe(false);
    expect(sent.form.has('customer')).toBe(false);
    expect([...sent.form.values()]).not.toContain(m.email);
  });

  it('reuses the Stripe customer of a member whose card subscription ended', async () => {
    const m = await joiner({
      subscriptionStatus: 'canceled',
      stripeCustomerId: 'cus_returning',
      currentPeriodEnd: new Date(Date.now() - 86_400_000),
    });
    const session = await checkoutFor(m.cookie);
    expect(session.customer).toBe('cus_returning');
    expect(session.client_reference_id).toBe(m.id);
  });

  it.each([
    ['an active member', { subscriptionStatus: 'active' }],
    ['a lifetime member', { subscriptionStatus: 'lifetime' }],
    ['a member marked unknown', { subscriptionStatus: 'unknown' }],
    ['a super admin', { role: 'super_admin', subscriptionStatus: null }],
  ] as const)('answers 409 to %s, who already has access', async (_who, fields) => {
    const m = await joiner(fields);
    const before = stripe.requests.length;
    const res = await startCheckout(m.cookie);
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe('already_member');
    expect(stripe.requests.length).toBe(before);
  });

  it('reports a Stripe refusal as 502', async () => {
    const m = await joiner();
    stripe.failNext(400, "No such price: 'price_fellowship_yearly'");
    const res = await startCheckout(m.cookie);
    expect(res.status).toBe(502);
    expect((await res.json()).error.code).toBe('checkout_failed');
  });
});

describe('checkout.session.completed', () => {
  it('activates the member the session was created for (status and period end from Stripe)', async () => {
    const m = await joiner();
    expect(await status(m.cookie)).toBe(403);
    const session = await checkoutFor(m.cookie);
    const completed = await stripe.completeCheckout(session.id, { email: 'card-holder@elsewhere.test' });

    expect(await outcomeOf(completed)).toBe('applied');
    const sub = stripe.subscriptions.get(completed.session.subscription!)!;
    const row = await profileOf(m.id);
    expect(row.stripeCustomerId).toBe(completed.session.customer);
    expect(row.subscriptionStatus).toBe('active');
    expect(row.currentPeriodEnd!.getTime()).toBe(
      (sub.items as { data: Array<{ current_period_end: number }> }).data[0]!.current_period_end * 1000,
    );
    expect(stripe.requests.some((r) => r.method === 'GET' && r.path === `/v1/subscriptions/${sub.id}`)).toBe(
      true,
    );
    expect(await status(m.cookie)).toBe(200);
    const me = await (await t.request('/api/me', { cookie: m.cookie })).json();
    expect(me.subscription).toMatchObject({ state: 'active', access: 'FULL_ACCESS', hasCustomer: true });
  });

  it('is applied once: the same event again is a duplicate and asks Stripe nothing', async () => {
    const m = await joiner();
    const session = await checkoutFor(m.cookie);
    const completed = await stripe.completeCheckout(session.id);
    expect(await outcomeOf(completed)).toBe('applied');

    // Meanwhile the subscription ended (a later event)…
    await t.db.update(profiles).set({ subscriptionStatus: 'canceled' }).where(eq(profiles.id, m.id));
    const before = stripe.requests.length;
    // …and Stripe redelivers the checkout event.
    expect(await outcomeOf(completed)).toBe('duplicate');
    expect(stripe.requests.length).toBe(before);
    expect((await profileOf(m.id)).subscriptionStatus).toBe('canceled');
  });

  it('activates nobody when the session names no member, a stranger id, or ids that disagree', async () => {
    const m = await joiner();
    const session = await checkoutFor(m.cookie);
    const { session: paid } = await stripe.completeCheckout(session.id);
    const events = await t.db.select({ n: count() }).from(stripeEvents);

    const forged = (changes: Record<string, unknown>) =>
      signedEvent({
        type: 'checkout.session.completed',
        created: Math.floor(Date.now() / 1000),
        object: { ...paid, ...changes },
      });
    const cases = [
      { client_reference_id: crypto.randomUUID(), metadata: {} },
      { client_reference_id: 'not-a-uuid', metadata: {} },
      { client_reference_id: null, metadata: {} },
      { client_reference_id: m.id, metadata: { userId: crypto.randomUUID() } },
      { mode: 'payment' },
    ];
    for (const changes of cases) expect(await outcomeOf(forged(changes))).toBe('unmatched');

    expect(await profileOf(m.id)).toMatchObject({ subscriptionStatus: null, stripeCustomerId: null });
    const after = await t.db.select({ n: count() }).from(stripeEvents);
    expect(after[0]!.n).toBe(events[0]!.n + cases.length);
  });

  it('never moves a customer another member holds', async () => {
    const holder = await createMember(t.db, { stripeCustomerId: 'cus_held', subscriptionStatus: 'canceled' });
    const m = await joiner();
    const session = await checkoutFor(m.cookie);
    stripe.checkoutSessions.get(session.id)!.customer = 'cus_held';
    const completed = await stripe.completeCheckout(session.id);
    expect(await outcomeOf(completed)).toBe('unmatched');
    expect((await profileOf(holder.id)).stripeCustomerId).toBe('cus_held');
    expect(await profileOf(m.id)).toMatchObject({ stripeCustomerId: null, subscriptionStatus: null });
  });

  it('keeps a lifetime membership granted meanwhile, linking the customer only', async () => {
    const m = await joiner();
    const session = await checkoutFor(m.cookie);
    await t.db.update(profiles).set({ subscriptionStatus: 'lifetime' }).where(eq(profiles.id, m.id));
    const completed = await stripe.completeCheckout(session.id);
    expect(await outcomeOf(completed)).toBe('protected');
    expect(await profileOf(m.id)).toMatchObject({
      subscriptionStatus: 'lifetime',
      stripeCustomerId: completed.session.customer,
    });
  });

  it('does not undo an administrator’s later decision with an older checkout event', async () => {
    const m = await joiner();
    const session = await checkoutFor(m.cookie);
    const { session: paid } = await stripe.completeCheckout(session.id);
    // The administrator cleared the membership after the payment; the event arrives late.
    await t.db
      .update(profiles)
      .set({ subscriptionStatus: null, billingSyncedAt: new Date() })
      .where(eq(profiles.id, m.id));
    const late = signedEvent({
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000) - 3600,
      object: { ...paid },
    });
    expect(await outcomeOf(late)).toBe('stale');
    expect(await profileOf(m.id)).toMatchObject({ subscriptionStatus: null, stripeCustomerId: null });
  });
});
