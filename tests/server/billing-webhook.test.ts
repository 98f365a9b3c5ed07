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
import { createTestApp, type TestApp } from '../setup/test-app';

const DAY_S = 86_400;
const nowS = () => Math.floor(Date.now() / 1000);

let t: TestApp;
let stripe: StripeStandIn;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp({
    ...stripeEnv(stripe),
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
        requestId: expect.any(String),
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

describe('customers are never linked to members by email', () => {
  it('ignores customer.created, even for a member’s own address', async () => {
    const m = await createMember(t.db, { email: 'Grace.Hopper@Example.test', subscriptionStatus: null });
    const body = await send({
      type: 'customer.created',
      created: nowS(),
      object: { id: 'cus_grace', object: 'customer', email: 'grace.hopper@example.TEST' },
    });
    expect(body.outcome).toBe('ignored');
    expect((await profileOf(m.id)).stripeCustomerId).toBeNull();

    const sub = await send({
      type: 'customer.subscription.created',
      created: nowS(),
      object: subscription('cus_grace', 'active'),
    });
    expect(sub.outcome).toBe('unmatched');
    expect(await profileOf(m.id)).toMatchObject({ stripeCustomerId: null, subscriptionStatus: null });
  });

  it('does not take a checkout that names no member, whatever email it carries', async () => {
    const m = await createMember(t.db, { email: 'katherine@example.test', subscriptionStatus: null });
    const body = await send({
      type: 'checkout.session.completed',
      created: nowS(),
      object: {
        id: 'cs_test_1',
        object: 'checkout.session',
        mode: 'subscription',
        customer: 'cus_katherine',
        subscription: 'sub_katherine',
        customer_email: 'katherine@example.test',
        customer_details: { email: 'katherine@example.test' },
      },
    });
    expect(body.outcome).toBe('unmatched');
    expect(await profileOf(m.id)).toMatchObject({ stripeCustomerId: null, subscriptionStatus: null });
  });

  it('does not ask Stripe who a live subscription’s unknown customer is', async () => {
    const m = await createMember(t.db, { email: 'early.bird@example.test', subscriptionStatus: null });
    stripe.customers.set('cus_early', { email: 'Early.Bird@example.test' });
    const before = stripe.requests.length;
    const body = await send({
      type: 'customer.subscription.created',
      created: nowS(),
      object: subscription('cus_early', 'active'),
    });
    expect(body.outcome).toBe('unmatched');
    expect(stripe.requests.length).toBe(before);
    expect(await profileOf(m.id)).toMatchObject({ stripeCustomerId: null, subscriptionStatus: null });
  });

  it.each([
    ['wire transfer', { subscriptionStatus: 'active' }, 'active'],
    ['lifetime', { subscriptionStatus: 'lifetime' }, 'lifetime'],
    ['explicit unknown', { subscriptionStatus: 'unknown' }, 'unknown'],
  ] as const)(
    'an email-matching customer never downgrades a %s membership set by hand',
    async (_kind, fields, state) => {
      const email = `manual-${state}@example.test`;
      const m = await createMember(t.db, { email, ...fields });
      stripe.customers.set(`cus_same_email_${state}`, { email });
      const created = await send({
        type: 'customer.created',
        created: nowS() + 30,
        object: { id: `cus_same_email_${state}`, object: 'customer', email },
      });
      expect(created.outcome).toBe('ignored');
      for (const type of ['customer.subscription.updated', 'customer.subscription.deleted']) {
        const body = await send({
          type,
          created: nowS() + 60,
          object: subscription(`cus_same_email_${state}`, 'canceled', { periodEnd: nowS() - DAY_S }),
        });
        expect(body.outcome).toBe('unmatched');
      }
      const cookie = await t.signIn(m.email, m.password);
      const billing = await (await t.request('/api/billing', { cookie })).json();
      expect(billing).toMatchObject({ state, access: 'FULL_ACCESS', hasCustomer: false });
    },
  );

  it('records events of customers nobody holds, touching no member', async () => {
    const before = stripe.requests.length;
    const ended = await send({
      type: 'customer.subscription.deleted',
      created: nowS(),
      object: subscription('cus_stranger', 'canceled'),
    });
    expect(ended.outcome).toBe('unmatched');
    const live = await send({
      id: 'evt_unknown_live',
      type: 'customer.subscription.updated',
      created: nowS(),
      object: subscription('cus_unknown_to_stripe', 'active'),
    });
    expect(live.outcome).toBe('unmatched');
    expect(stripe.requests.length).toBe(before);
    const [recorded] = await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, 'evt_unknown_live'));
    expect(recorded).toBeDefined();
    const nobody = await t.db
      .select()
      .from(profiles)
      .where(eq(profiles.stripeCustomerId, 'cus_unknown_to_stripe'));
    expect(nobody).toEqual([]);
  });
});
