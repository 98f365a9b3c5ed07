import { and, eq, isNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { profiles, stripeEvents } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import type { StripeClient } from '../../payments/stripe';

/** A verified Stripe event, reduced to what is read here. */
export interface BillingEvent {
  id: string;
  type: string;
  /** Unix seconds. */
  created: number;
  data: { object: unknown };
}

export type WebhookOutcome =
  /** The profile was updated (or the customer linked). */
  | 'applied'
  /** This event id was processed before: nothing done. */
  | 'duplicate'
  /** Older than the newest event already applied to the profile: recorded, not applied. */
  | 'stale'
  /** A lifetime member: recorded, never downgraded. */
  | 'protected'
  /** No member matches the customer (or the customer is already linked elsewhere): recorded only. */
  | 'unmatched'
  /** An event type Praxis does not use. */
  | 'ignored';

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);

const idOf = z.union([z.string(), z.object({ id: z.string() }).transform((o) => o.id)]);
const unix = z.number().int().nullish();

const SubscriptionObject = z.object({
  customer: idOf,
  status: z.string().min(1),
  // Older API versions carry the period on the subscription, recent ones on each item.
  current_period_end: unix,
  items: z.object({ data: z.array(z.object({ current_period_end: unix })) }).nullish(),
  cancel_at_period_end: z.boolean().nullish(),
  cancel_at: unix,
  ended_at: unix,
});

const CustomerObject = z.object({ id: z.string(), email: z.string().nullish() });

const CheckoutSessionObject = z.object({
  customer: idOf.nullish(),
  customer_email: z.string().nullish(),
  customer_details: z.object({ email: z.string().nullish() }).nullish(),
});

/** Statuses that grant access: only these may link an unknown customer found through the API. */
const LIVE = new Set(['active', 'trialing', 'past_due']);

/*
 * Stripe's `created` has one-second resolution, so two events of one subscription can share it.
 * On such a tie the later-stage status wins: a subscription moves incomplete → live → ended and
 * never back, so a tie must not take it backwards (e.g. an `incomplete` created event delivered
 * after the `active` update of the same second).
 */
function stage(status: string | null): number {
  const s = (status ?? '').toLowerCase();
  if (s === 'incomplete' || s === '') return 0;
  if (s === 'canceled' || s === 'incomplete_expired') return 2;
  return 1;
}

const toDate = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

function periodEnd(sub: z.infer<typeof SubscriptionObject>): number | null {
  if (sub.current_period_end) return sub.current_period_end;
  const ends = (sub.items?.data ?? [])
    .map((i) => i.current_period_end)
    .filter((v): v is number => Boolean(v));
  // The next billing date of a multi-item subscription is its earliest item period end.
  return ends.length ? Math.min(...ends) : null;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Records the event; false when it had been recorded before (then nothing else may happen). */
async function recordOnce(tx: Tx, event: BillingEvent): Promise<boolean> {
  const inserted = await tx
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return inserted.length > 0;
}

/**
 * Links a Stripe customer to the member with that email, only when the member has no customer yet
 * and no other member holds this customer (a customer id is never moved between members).
 */
async function linkCustomer(tx: Tx, customerId: string, email: string | null | undefined): Promise<boolean> {
  const address = email?.trim().toLowerCase();
  if (!address) return false;
  const other = alias(profiles, 'other_profile');
  const linked = await tx
    .update(profiles)
    .set({ stripeCustomerId: customerId, updatedAt: new Date() })
    .where(
      and(
        eq(sql`lower(${profiles.email})`, address),
        isNull(profiles.stripeCustomerId),
        notExists(tx.select({ id: other.id }).from(other).where(eq(other.stripeCustomerId, customerId))),
      ),
    )
    .returning({ id: profiles.id });
  return linked.length > 0;
}

/** A cheap look before calling Stripe; recordOnce stays the authority on "applied once". */
async function seenBefore(db: Db, eventId: string): Promise<boolean> {
  const rows = await db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, eventId))
    .limit(1);
  return rows.length > 0;
}

async function hasProfileFor(db: Db, customerId: string): Promise<boolean> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.stripeCustomerId, customerId))
    .limit(1);
  return rows.length > 0;
}

/** The email of a Stripe customer (null when deleted or unknown to Stripe). */
async function customerEmail(stripe: StripeClient, customerId: string): Promise<string | null> {
  try {
    const customer = await stripe.customers.retrieve(customerId);
    return 'deleted' in customer && customer.deleted ? null : (customer.email ?? null);
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 404) return null;
    throw err;
  }
}

async function applySubscriptionEvent(
  opts: { db: Db; stripe: StripeClient | null },
  event: BillingEvent,
): Promise<WebhookOutcome> {
  const sub = SubscriptionObject.parse(event.data.object);
  const deleted = event.type === 'customer.subscription.deleted';
  const status = deleted ? 'canceled' : sub.status;

  // A live subscription of a customer not linked yet (its customer.created went unseen or came
  // late): ask Stripe who the customer is, so the member is linked by email before applying.
  let email: string | null = null;
  if (
    opts.stripe &&
    LIVE.has(status) &&
    !(await seenBefore(opts.db, event.id)) &&
    !(await hasProfileFor(opts.db, sub.customer))
  ) {
    email = await customerEmail(opts.stripe, sub.customer);
  }

  const eventTime = new Date(event.created * 1000);
  const end = deleted ? (sub.ended_at ?? periodEnd(sub)) : periodEnd(sub);

  return opts.db.transaction(async (tx) => {
    if (!(await recordOnce(tx, event))) return 'duplicate';
    if (email) await linkCustomer(tx, sub.customer, email);
    const [profile] = await tx
      .select({
        id: profiles.id,
        status: profiles.subscriptionStatus,
        syncedAt: profiles.billingSyncedAt,
      })
      .from(profiles)
      .where(eq(profiles.stripeCustomerId, sub.customer))
      .limit(1)
      .for('update');
    if (!profile) return 'unmatched';
    if (profile.status?.toLowerCase() === 'lifetime') return 'protected';
    if (profile.syncedAt) {
      const synced = profile.syncedAt.getTime();
      const at = eventTime.getTime();
      if (at < synced || (at === synced && stage(status) < stage(profile.status))) return 'stale';
    }
    await tx
      .update(profiles)
      .set({
        subscriptionStatus: status,
        currentPeriodEnd: toDate(end),
        cancelAtPeriodEnd: !deleted && (Boolean(sub.cancel_at_period_end) || Boolean(sub.cancel_at)),
        billingSyncedAt: eventTime,
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, profile.id));
    return 'applied';
  });
}

async function applyLinkEvent(
  db: Db,
  event: BillingEvent,
  customerId: string | null | undefined,
  email?: string | null,
) {
  return db.transaction(async (tx): Promise<WebhookOutcome> => {
    if (!(await recordOnce(tx, event))) return 'duplicate';
    if (!customerId) return 'unmatched';
    return (await linkCustomer(tx, customerId, email)) ? 'applied' : 'unmatched';
  });
}

/**
 * Applies one verified Stripe event, at most once (the event id is recorded in the same
 * transaction as the change), never taking a member back to an older state.
 */
export async function applyStripeEvent(
  opts: { db: Db; stripe: StripeClient | null; logger: Logger },
  event: BillingEvent,
): Promise<WebhookOutcome> {
  let outcome: WebhookOutcome;
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    outcome = await applySubscriptionEvent(opts, event);
  } else if (event.type === 'customer.created') {
    const customer = CustomerObject.parse(event.data.object);
    outcome = await applyLinkEvent(opts.db, event, customer.id, customer.email);
  } else if (event.type === 'checkout.session.completed') {
    const session = CheckoutSessionObject.parse(event.data.object);
    const email = session.customer_details?.email ?? session.customer_email;
    outcome = await applyLinkEvent(opts.db, event, session.customer, email);
  } else {
    outcome = 'ignored';
  }
  opts.logger.info({ eventId: event.id, type: event.type, outcome }, 'stripe event');
  return outcome;
}
