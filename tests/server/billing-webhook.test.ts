import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, stripeEvents } from '../../src/server/db/schema';
import { createMember } from '../factories/members';
import {
  type StripeStandIn,
  signedEvent,
  startStripeStandIn,
  WEBHOOK_SECRET,
} from '../setup/stripe-stand-in';
import { createTestApp, type TestApp } from '../setup/test-app';

const DAY_S = 86_400;
const nowS = () => Math.floor(Date.now() / 1000);

let t: TestApp;
let stripe: StripeStandIn;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_praxis',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

/** Delivers a body as Stripe does: no browser origin, JSON, the signature header. */
function deliver(payload: string, signature: string | null, headers: Record<string, string> = {}) {
  const h: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8', ...headers };
  if (signature !== null) h['Stripe-Signature'] = signature;
  return t.app.request('/api/billing/webhook', { method: 'POST', headers: h, body: payload });
}

async function send(event: Parameters<typeof signedEvent>[0]) {
  const { payload, signature } = signedEvent(event);
  const res = await deliver(payload, signature);
  expect(res.status).toBe(200);
  return (await res.json()) as { received: true; outcome: string };
}

/** A subscription object in the recent API shape (period end on the items). */
function subscription(
  customer: string,
  status: string,
  opts: { periodEnd?: number; cancelAtPeriodEnd?: boolean; legacyPeriod?: boolean; endedAt?: number } = {},
) {
  const periodEnd = opts.periodEnd ?? nowS() + 30 * DAY_S;
  return {
    id: `sub_${customer}`,
    object: 'subscription',
    customer,
    status,
    cancel_at_period_end: opts.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    ended_at: opts.endedAt ?? null,
    ...(opts.legacyPeriod ? { current_period_end: periodEnd } : {}),
    items: {
      object: 'list',
      data: opts.legacyPeriod
        ? []
        : [{ id: `si_${customer}`, object: 'subscription_item', current_period_end: periodEnd }],
    },
  };
}

const profileOf = async (id: string) => (await t.db.select().from(profiles).where(eq(profiles.id, id)))[0]!;
const eventCount = async () => (await t.db.select({ n: count() }).from(stripeEvents))[0]!.n;

describe('webhook signature', () => {
  it('refuses a bad signature with 400 and changes nothing', async () => {
    const m = await createMember(t.db, { stripeCustomerId: 'cus_sig', subscriptionStatus: 'canceled' });
    const { payload } = signedEvent({
      type: 'customer.subscription.updated',
      created: nowS(),
      object: subscription('cus_sig', 'active'),
    });
    const forged = signedEvent(
      { type: 'customer.subscription.updated', created: nowS(), object: subscription('cus_sig', 'active') },
      'whsec_someone_else',
    );
    const before = await eventCount();

    for (const signature of [forged.signature, 't=1,v1=deadbeef', 'garbage']) {
      const res = await deliver(payload, signature);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: { code: 'invalid_signature', message: 'Invalid webhook signature.' },
      });
    }
    expect((await deliver(payload, null)).status).toBe(400);
    expect(await eventCount()).toBe(before);
    expect((await profileOf(m.id)).subscriptionStatus).toBe('canceled');
  });

  it('checks the raw body: a re-serialised body with the original signature is refused', async () => {
    const m = await createMember(t.db, { stripeCustomerId: 'cus_raw', subscriptionStatus: 'canceled' });
    const { payload, signature } = signedEvent({
      type: 'customer.subscription.updated',
      created: nowS(),
      object: subscription('cus_raw', 'active'),
    });
    const reformatted = JSON.stringify(JSON.parse(payload), null, 2);
    expect((await deliver(reformatted, signature)).status).toBe(400);
    expect((await profileOf(m.id)).subscriptionStatus).toBe('canceled');
    expect((await deliver(payload, signature)).status).toBe(200);
    expect((await profileOf(m.id)).subscriptionStatus).toBe('active');
  });

  it('is not subject to the browser origin check (Stripe sends no Origin)', async () => {
    const { payload, signature } = signedEvent({
      type: 'invoice.paid',
      created: nowS(),
      object: { id: 'in_1' },
    });
    const res = await deliver(payload, signature, {
      Origin: 'https://hooks.stripe.com',
      'Content-Type': 'text/plain',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: 'ignored' });
  });
});

describe('subscription events', () => {
  it('sync status, period end (from the items) and cancel-at-period-end', async () => {
    const m = await createMember(t.db, { stripeCustomerId: 'cus_sync' });
    const end = nowS() + 25 * DAY_S;
    const created = nowS();
    const body = await send({
      type: 'customer.subscription.updated',
      created,
      object: subscription('cus_sync', 'active', { periodEnd: end, cancelAtPeriodEnd: true }),
    });
    expect(body).toEqual({ received: true, outcome: 'applied' });
    const row = await profileOf(m.id);
    expect(row.subscriptionStatus).toBe('active');
    expect(row.currentPeriodEnd!.getTime()).toBe(end * 1000);
    expect(row.cancelAtPeriodEnd).toBe(true);
    expect(row.billingSyncedAt!.getTime()).toBe(created * 1000);
  });

  it('read the period end from the subscription itself in older API versions', async () => {
    const m = await createMember(t.db, { stripeCustomerId: 'cus_legacy' });
    const end = nowS() + 10 * DAY_S;
    await send({
      type: 'customer.subscription.created',
      created: nowS(),
      object: subscription('cus_legacy', 'trialing', { periodEnd: end, legacyPeriod: true }),
    });
    const row = await profileOf(m.id);
    expect(row.subscriptionStatus).toBe('trialing');
    expect(row.currentPeriodEnd!.getTime()).toBe(end * 1000);
  });

  it('mark a deleted subscription canceled, access ending when it ended', async () => {
    const m = await createMember(t.db, {
      stripeCustomerId: 'cus_deleted',
      subscriptionStatus: 'active',
      currentPeriodEnd: new Date(Date.now() + 20 * DAY_S * 1000),
      cancelAtPeriodEnd: true,
    });
    const ended = nowS() - 60;
    await send({
      type: 'customer.subscription.deleted',
      created: nowS(),
      object: subscription('cus_deleted', 'canceled', { endedAt: ended, cancelAtPeriodEnd: true }),
    });
    const row = await profileOf(m.id);
    expect(row).toMatchObject({ subscriptionStatus: 'canceled', cancelAtPeriodEnd: false });
    expect(row.currentPeriodEnd!.getTime()).toBe(ended * 1000);
    const cookie = await t.signIn(m.email, m.password);
    expect((await (await t.request('/api/billing', { cookie })).json()).state).toBe('canceled');
  });

  it('are applied once: a replayed event changes nothing the second time', async () => {
    const m = await createMember(t.db, { stripeCustomerId: 'cus_replay' });
    const { payload, signature } = signedEvent({
      id: 'evt_replay_1',
      type: 'customer.subscription.updated',
      created: nowS() - 100,
      object: subscription('cus_replay', 'active'),
    });
    const first = await deliver(payload, signature);
    expect(await first.json()).toEqual({ received: true, outcome: 'applied' });

    // Meanwhile the member's state changes (an admin, or a newer event)…
    await t.db.update(profiles).set({ subscriptionStatus: 'past_due' }).where(eq(profiles.id, m.id));
    const before = await eventCount();
    // …and Stripe redelivers the same event.
    const second = await deliver(payload, signature);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await profileOf(m.id)).subscriptionStatus).toBe('past_due');
    expect(await eventCount()).toBe(before);
  });

  it('are applied once even when Stripe delivers the same event several times at once', async () => {
    const m = await createMember(t.db, { stripeCustomerId: 'cus_burst' });
    const { payload, signature } = signedEvent({
      id: 'evt_burst_1',
      type: 'customer.subscription.updated',
      created: nowS(),
      object: subscription('cus_burst', 'active'),
    });
    const answers = await Promise.all(
      Array.from({ length: 5 }, async () => (await (await deliver(payload, signature)).json()).outcome),
    );
    expect(answers.filter((o) => o === 'applied')).toHaveLength(1);
    expect(answers.filter((o) => o === 'duplicate')).toHaveLength(4);
    expect((await profileOf(m.id)).subscriptionStatus).toBe('active');
  });

  it('never regress: an older event after a newer one is recorded but not applied', async () => {
    const m = await createMember(t.db, { stripeCustomerId: 'cus_order' });
    const newerEnd = nowS() + 30 * DAY_S;
    await send({
      id: 'evt_order_newer',
      type: 'customer.subscription.updated',
      created: nowS() - 10,
      object: subscription('cus_order', 'active', { periodEnd: newerEnd }),
    });
    const stale = await send({
      id: 'evt_order_older',
      type: 'customer.subscription.updated',
      created: nowS() - 500,
      object: subscription('cus_order', 'incomplete', { periodEnd: nowS() - DAY_S, cancelAtPeriodEnd: true }),
    });
    expect(stale.outcome).toBe('stale');
    const row = await profileOf(m.id);
    expect(row).toMatchObject({ subscriptionStatus: 'active', cancelAtPeriodEnd: false });
    expect(row.currentPeriodEnd!.getTime()).toBe(newerEnd * 1000);
    const [recorded] = await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, 'evt_order_older'));
    expect(recorded).toBeDefined();
  });

  it('on a same-second tie never move backwards (incomplete after active, active after canceled)', async () => {
    const m = await createMember(t.db, { stripeCustomerId: 'cus_tie' });
    const second = nowS() - 30;
    await send({
      type: 'customer.subscription.updated',
      created: second,
      object: subscription('cus_tie', 'active'),
    });
    const late = await send({
      type: 'customer.subscription.created',
      created: second,
      object: subscription('cus_tie', 'incomplete'),
    });
    expect(late.outcome).toBe('stale');
    expect((await profileOf(m.id)).subscriptionStatus).toBe('active');

    await send({
      type: 'customer.subscription.deleted',
      created: second + 5,
      object: subscription('cus_tie', 'canceled'),
    });
    const revived = await send({
      type: 'customer.subscription.updated',
      created: second + 5,
      object: subscription('cus_tie', 'active'),
    });
    expect(revived.outcome).toBe('stale');
    expect((await profileOf(m.id)).subscriptionStatus).toBe('canceled');
  });

  it('never downgrade a lifetime member', async () => {
    const m = await createMember(t.db, { stripeCustomerId: 'cus_lifetime', subscriptionStatus: 'lifetime' });
    for (const type of ['customer.subscription.updated', 'customer.subscription.deleted']) {
      const body = await send({
        type,
        created: nowS(),
        object: subscription('cus_lifetime', 'canceled', { periodEnd: nowS() - DAY_S }),
      });
      expect(body.outcome).toBe('protected');
    }
    const row = await profileOf(m.id);
    expect(row).toMatchObject({ subscriptionStatus: 'lifetime', currentPeriodEnd: null });
  });

  it('cannot undo an administrator’s earlier manual change with an event older than it', async () => {
    const m = await createMember(t.db, {
      stripeCustomerId: 'cus_manual',
      subscriptionStatus: 'active',
      billingSyncedAt: new Date(),
    });
    const body = await send({
      type: 'customer.subscription.deleted',
      created: nowS() - 3600,
      object: subscription('cus_manual', 'canceled'),
    });
    expect(body.outcome).toBe('stale');
    expect((await profileOf(m.id)).subscriptionStatus).toBe('active');
  });
});

describe('linking customers to members by email', () => {
  it('links on customer.created (email case-insensitive), then applies its subscription', async () => {
    const m = await createMember(t.db, { email: 'Grace.Hopper@Example.test' });
    const linked = await send({
      type: 'customer.created',
      created: nowS(),
      object: { id: 'cus_grace', object: 'customer', email: 'grace.hopper@example.TEST' },
    });
    expect(linked.outcome).toBe('applied');
    expect((await profileOf(m.id)).stripeCustomerId).toBe('cus_grace');

    await send({
      type: 'customer.subscription.created',
      created: nowS(),
      object: subscription('cus_grace', 'active'),
    });
    expect((await profileOf(m.id)).subscriptionStatus).toBe('active');
  });

  it('links on checkout.session.completed from the customer details', async () => {
    const m = await createMember(t.db, { email: 'katherine@example.test' });
    const body = await send({
      type: 'checkout.session.completed',
      created: nowS(),
      object: {
        id: 'cs_test_1',
        object: 'checkout.session',
        mode: 'subscription',
        customer: 'cus_katherine',
        customer_email: null,
        customer_details: { email: 'katherine@example.test' },
      },
    });
    expect(body.outcome).toBe('applied');
    expect((await profileOf(m.id)).stripeCustomerId).toBe('cus_katherine');
  });

  it('never replaces a member’s customer id, nor takes one another member holds', async () => {
    const holder = await createMember(t.db, { email: 'holder@example.test', stripeCustomerId: 'cus_taken' });
    const other = await createMember(t.db, { email: 'other@example.test' });
    const keeper = await createMember(t.db, {
      email: 'keeper@example.test',
      stripeCustomerId: 'cus_original',
    });

    const steal = await send({
      type: 'customer.created',
      created: nowS(),
      object: { id: 'cus_taken', object: 'customer', email: 'other@example.test' },
    });
    expect(steal.outcome).toBe('unmatched');
    const replace = await send({
      type: 'checkout.session.completed',
      created: nowS(),
      object: {
        id: 'cs_2',
        object: 'checkout.session',
        customer: 'cus_new',
        customer_details: { email: 'keeper@example.test' },
      },
    });
    expect(replace.outcome).toBe('unmatched');

    expect((await profileOf(holder.id)).stripeCustomerId).toBe('cus_taken');
    expect((await profileOf(other.id)).stripeCustomerId).toBeNull();
    expect((await profileOf(keeper.id)).stripeCustomerId).toBe('cus_original');
  });

  it('asks Stripe for the customer when a live subscription arrives before its customer is linked', async () => {
    const m = await createMember(t.db, { email: 'early.bird@example.test' });
    stripe.customers.set('cus_early', { email: 'Early.Bird@example.test' });
    const body = await send({
      type: 'customer.subscription.created',
      created: nowS(),
      object: subscription('cus_early', 'active'),
    });
    expect(body.outcome).toBe('applied');
    expect(stripe.requests.some((r) => r.method === 'GET' && r.path === '/v1/customers/cus_early')).toBe(
      true,
    );
    expect(await profileOf(m.id)).toMatchObject({
      stripeCustomerId: 'cus_early',
      subscriptionStatus: 'active',
    });
  });

  it('records events of customers nobody matches, touching no member', async () => {
    const before = stripe.requests.length;
    const ended = await send({
      type: 'customer.subscription.deleted',
      created: nowS(),
      object: subscription('cus_stranger', 'canceled'),
    });
    expect(ended.outcome).toBe('unmatched');
    // An ended subscription of an unknown customer grants nothing: Stripe is not even asked.
    expect(stripe.requests.length).toBe(before);

    const live = await send({
      type: 'customer.subscription.updated',
      created: nowS(),
      object: subscription('cus_unknown_to_stripe', 'active'),
    });
    expect(live.outcome).toBe('unmatched');
    const nobody = await t.db
      .select()
      .from(profiles)
      .where(eq(profiles.stripeCustomerId, 'cus_unknown_to_stripe'));
    expect(nobody).toEqual([]);
  });
});
