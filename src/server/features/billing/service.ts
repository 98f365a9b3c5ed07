import { eq, sql } from 'drizzle-orm';
import type { BillingSummary } from '../../../shared/contract/billing';
import type { RedirectUrl } from '../../../shared/contract/common';
import { isSuperAdmin } from '../../../shared/domain/roles';
import {
  accessLevel,
  billingPortalAllowed,
  deriveSubscriptionState,
  UNKNOWN_STATUS,
} from '../../../shared/domain/subscription';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { BILLING_NOT_CONFIGURED, type StripeClient } from '../../payments/stripe';
import type { ProfileRow } from '../../auth/profile';

export const PORTAL_FAILED = 'Failed to open billing portal';

type BillingFields = Pick<
  ProfileRow,
  'role' | 'subscriptionStatus' | 'currentPeriodEnd' | 'stripeCustomerId' | 'cancelAtPeriodEnd'
>;

/** What the billing page shows, derived by the shared rule. */
export function billingSummary(profile: BillingFields, now: Date = new Date()): BillingSummary {
  const state = deriveSubscriptionState(profile, now);
  return {
    isSuperAdmin: isSuperAdmin(profile.role),
    state,
    access: accessLevel(state, profile.role),
    status: profile.subscriptionStatus,
    currentPeriodEnd: profile.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: profile.cancelAtPeriodEnd,
    hasCustomer: Boolean(profile.stripeCustomerId),
    portalAllowed: billingPortalAllowed(profile, now),
  };
}

/** A Stripe billing portal session for the member; its url is opened in a new tab. */
export async function openBillingPortal(
  opts: { stripe: StripeClient | null; appUrl: string; logger: Logger },
  profile: BillingFields & { id: string },
): Promise<RedirectUrl> {
  if (!billingPortalAllowed(profile)) {
    throw badRequest(
      profile.stripeCustomerId
        ? 'The billing portal is available only while your card subscription is active.'
        : 'Your subscription is not managed through card billing. Please contact the administrator.',
      'billing_portal_unavailable',
    );
  }
  if (!opts.stripe) throw new AppError(503, 'billing_not_configured', BILLING_NOT_CONFIGURED);
  try {
    const session = await opts.stripe.billingPortal.sessions.create({
      customer: profile.stripeCustomerId!,
      return_url: `${opts.appUrl.replace(/\/$/, '')}/billing`,
    });
    return { url: session.url };
  } catch (err) {
    opts.logger.error({ err, userId: profile.id }, 'billing portal session failed');
    throw new AppError(502, 'billing_portal_failed', PORTAL_FAILED);
  }
}

export const MANUAL_SUBSCRIPTION_KINDS = ['lifetime', 'wire', 'unknown', 'clear'] as const;
export type ManualSubscriptionKind = (typeof MANUAL_SUBSCRIPTION_KINDS)[number];

/** A membership set by hand; only wire transfers carry an end date (optional: open-ended). */
export type ManualSubscription =
  | { kind: 'lifetime' | 'unknown' | 'clear' }
  | { kind: 'wire'; endsAt?: Date | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The profile columns of a membership set by hand. Every kind detaches the member from Stripe. */
export function manualSubscriptionFields(manual: ManualSubscription) {
  const status = (() => {
    switch (manual.kind) {
      case 'lifetime':
        return 'lifetime';
      case 'wire':
        return 'active';
      case 'unknown':
        return UNKNOWN_STATUS;
      case 'clear':
        return null;
    }
  })();
  return {
    subscriptionStatus: status,
    currentPeriodEnd: manual.kind === 'wire' ? (manual.endsAt ?? null) : null,
    cancelAtPeriodEnd: false,
    stripeCustomerId: null,
  };
}

/**
 * Sets a membership by hand (administrators, the admin command line, invites):
 * - lifetime: lifetime access;
 * - wire: paid by wire transfer: active, optionally until an end date;
 * - unknown: the spec's "unknown" state on purpose (full access, the billing page says unknown);
 * - clear: back to no membership.
 * A membership set by hand is not Stripe's to change: the Stripe customer link is removed, so
 * Stripe events of that customer no longer match this member (they are recorded as unmatched),
 * and the sync time moves to now, so a delayed event older than this decision can never undo it.
 * `member` is a user id or an email address.
 */
export async function setManualSubscription(
  db: Db,
  member: string,
  manual: ManualSubscription,
): Promise<ProfileRow> {
  const key = member.trim();
  const where = UUID.test(key) ? eq(profiles.id, key) : eq(sql`lower(${profiles.email})`, key.toLowerCase());
  const now = new Date();
  const [row] = await db
    .update(profiles)
    .set({ ...manualSubscriptionFields(manual), billingSyncedAt: now, updatedAt: now })
    .where(where)
    .returning();
  if (!row) throw notFound('Member not found');
  return row;
}
