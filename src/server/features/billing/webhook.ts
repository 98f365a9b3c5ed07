import { and, eq, ne } from 'drizzle-orm';
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
  /** The profile was updated (a completed checkout also links its customer). */
  | 'applied'
  /** This event id was processed before: nothing done. */
  | 'duplicate'
  /** Older than the newest event already applied to the profile: recorded, not applied. */
  | 'stale'
  /** A lifetime member: recorded, never changed by Stripe. */
  | 'protected'
  /**
   * No member holds the customer, the checkout names no member, or its customer is held by
   * another member: recorded only.
   */
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const CheckoutSessionObject = z.object({
  mode: z.string().nullish(),
  client_reference_id: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  customer: idOf.nullish(),
  subscription: idOf.nullish(),
});

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

/** A cheap look before calling Stripe; recordOnce stays the authority on "applied once". */
async function seenBefore(db: Db, eventId: string): Promise<boolean> {
  const rows = await db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, eventId))
    .limit(1);
  return rows.length > 0;
}

type Subscription = z.infer<typeof SubscriptionObject>;

/** The profile columns a Stripe subscription decides. */
function subscriptionFields(sub: Subscription, deleted: boolean) {
  return {
    subscriptionStatus: deleted ? 'canceled' : sub.status,
    currentPeriodEnd: toDate(deleted ? (sub.ended_at ?? periodEnd(sub)) : periodEnd(sub)),
    cancelAtPeriodEnd: !deleted && (Boolean(sub.cancel_at_period_end) || Boolean(sub.cancel_at)),
  };
}

/**
 * Whether an event may change this profile: never a lifetime membership, and never with an event
 * older than the newest one applied (or than a decision an administrator made since).
 */
function verdict(
  profile: { status: string | null; syncedAt: Date | null },
  status: string,
  eventTime: Date,
): 'apply' | 'protected' | 'stale' {
  if (profile.status?.trim().toLowerCase() === 'lifetime') return 'protected';
  if (profile.syncedAt) {
    const synced = profile.syncedAt.getTime();
    const at = eventTime.getTime();
    if (at < synced || (at === synced && stage(status) < stage(profile.status))) return 'stale';
  }
  return 'apply';
}

const lockedProfile = (tx: Tx) =>
  tx
    .select({
      id: profiles.id,
      customerId: profiles.stripeCustomerId,
      status: profiles.subscriptionStatus,
      syncedAt: profiles.billingSyncedAt,
    })
    .from(profiles)
    .limit(1)
    .for('update');

/** Subscription changes apply to the member holding the customer; no member, nothing changes. */
async function applySubscriptionEvent(db: Db, event: BillingEvent): Promise<WebhookOutcome> {
  const sub = SubscriptionObject.parse(event.data.object);
  const fields = subscriptionFields(sub, event.type === 'customer.subscription.deleted');
  const eventTime = new Date(event.created * 1000);

  return db.transaction(async (tx) => {
    if (!(await recordOnce(tx, event))) return 'duplicate';
    const [profile] = await lockedProfile(tx).where(eq(profiles.stripeCustomerId, sub.customer));
    if (!profile) return 'unmatched';
    const outcome = verdict(profile, fields.subscriptionStatus, eventTime);
    if (outcome !== 'apply') return outcome;
    await tx
      .update(profiles)
      .set({ ...fields, billingSyncedAt: eventTime, updatedAt: new Date() })
      .where(eq(profiles.id, profile.id));
    return 'applied';
  });
}

/** The member a checkout session was created for: the ids this server put on it, which must agree. */
function checkoutMember(session: z.infer<typeof CheckoutSessionObject>): string | null {
  const ids = [session.client_reference_id, session.metadata?.userId].filter((v): v is string => Boolean(v));
  if (ids.length === 0 || ids.some((id) => id !== ids[0]) || !UUID.test(ids[0]!)) return null;
  return ids[0]!;
}

/**
 * A completed checkout activates the membership of the member it was created for. The session
 * names the member by our own ids (never by email); its subscription is read from Stripe for the
 * status and period end. The customer is linked to that member unless another member holds it
 * (a customer id is never moved between members).
 */
async function applyCheckoutCompleted(
  opts: { db: Db; stripe: StripeClient | null },
  event: BillingEvent,
): Promise<WebhookOutcome> {
  const session = CheckoutSessionObject.parse(event.data.object);
  const userId = checkoutMember(session);
  const customerId = session.customer;
  const subscriptionId = session.subscription;
  const usable = session.mode === 'subscription' && userId && customerId && subscriptionId;

  let sub: Subscription | null = null;
  if (usable && opts.stripe && !(await seenBefore(opts.db, event.id))) {
    sub = SubscriptionObject.parse(await opts.stripe.subscriptions.retrieve(subscriptionId));
  }
  const eventTime = new Date(event.created * 1000);

  return opts.db.transaction(async (tx): Promise<WebhookOutcome> => {
    if (!(await recordOnce(tx, event))) return 'duplicate';
    if (!usable || !sub || sub.customer !== customerId) return 'unmatched';
    const [profile] = await lockedProfile(tx).where(eq(profiles.id, userId));
    if (!profile) return 'unmatched';
    if (profile.customerId !== customerId) {
      const [holder] = await tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(eq(profiles.stripeCustomerId, customerId), ne(profiles.id, userId)))
        .limit(1);
      if (holder) return 'unmatched';
    }
    const fields = subscriptionFields(sub, false);
    const outcome = verdict(profile, fields.subscriptionStatus, eventTime);
    if (outcome === 'stale') return outcome;
    // A lifetime member keeps lifetime; the customer is still linked so its events are recorded
    // against them (and protected) rather than lost.
    await tx
      .update(profiles)
      .set({
        stripeCustomerId: customerId,
        ...(outcome === 'apply' ? { ...fields, billingSyncedAt: eventTime } : {}),
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, profile.id));
    return outcome === 'apply' ? 'applied' : outcome;
  });
}

/**
 * Applies one verified Stripe event, at most once (the event id is recorded in the same
 * transaction as the change), never taking a member back to an older state. Customers are linked
 * to members only by completed checkouts this server created; nothing is ever matched by email.
 */
export async function applyStripeEvent(
  opts: { db: Db; stripe: StripeClient | null; logger: Logger },
  event: BillingEvent,
): Promise<WebhookOutcome> {
  let outcome: WebhookOutcome;
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    outcome = await applySubscriptionEvent(opts.db, event);
  } else if (event.type === 'checkout.session.completed') {
    outcome = await applyCheckoutCompleted(opts, event);
  } else {
    outcome = 'ignored';
  }
  opts.logger.info({ eventId: event.id, type: event.type, outcome }, 'stripe event');
  return outcome;
}
