import { parseEventDate } from './events';
import { isSuperAdmin } from './roles';

/**
 * The membership states a profile can be in:
 * - lifetime, active: a membership that grants access;
 * - unknown: an administrator marked the membership as unknown on purpose; it grants access;
 * - canceled: there was a membership and it ended (or Stripe is not being paid);
 * - none: no membership at all (a self-signed-up account that never joined, an invitee whose card
 *   subscription is still to come, an account an administrator cleared).
 */
export const SUBSCRIPTION_STATES = ['lifetime', 'active', 'canceled', 'unknown', 'none'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export const ACCESS_LEVELS = ['FULL_ACCESS', 'RESTRICTED_ACCESS', 'NO_MEMBERSHIP'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** Where a member whose membership ended is sent. */
export const RESTRICTED_REDIRECT = '/subscription-canceled';
/** Where a signed-in person without a membership is sent: the way in. */
export const NO_MEMBERSHIP_REDIRECT = '/join';

/** The status an administrator stores to mark a membership as unknown on purpose. */
export const UNKNOWN_STATUS = 'unknown';

export interface SubscriptionProfile {
  subscriptionStatus?: string | null;
  currentPeriodEnd?: string | Date | null;
  stripeCustomerId?: string | null;
}

/*
 * Stripe statuses beyond the spec's:
 * - trialing: a paying-to-be member; same rule as active.
 * - past_due: Stripe is still retrying the renewal and has already moved the period end forward;
 *   access continues only while a period end exists and lies in the future (never open-ended).
 * - unpaid, incomplete, incomplete_expired, paused: Stripe is not being paid, so canceled.
 * Access fails closed: no status at all is no membership, and a status nobody here knows is
 * treated as an ended membership (canceled), never as access.
 */
const ACTIVE_LIKE = new Set(['active', 'trialing']);

const hasText = (v?: string | null): boolean => typeof v === 'string' && v.trim() !== '';

/** Present but unparseable period ends count as present and not in the future. */
function periodEnd(p: SubscriptionProfile): { present: boolean; date: Date | null } {
  const raw = p.currentPeriodEnd;
  const present = raw instanceof Date || hasText(raw as string | null | undefined);
  return { present, date: present ? parseEventDate(raw) : null };
}

export function deriveSubscriptionState(p: SubscriptionProfile, now: Date = new Date()): SubscriptionState {
  const status = (p.subscriptionStatus ?? '').trim().toLowerCase();
  if (status === 'lifetime') return 'lifetime';

  const end = periodEnd(p);
  const inFuture = end.date !== null && end.date.getTime() > now.getTime();
  const passed = end.present && !inFuture;

  if (ACTIVE_LIKE.has(status)) {
    return inFuture || (!end.present && !hasText(p.stripeCustomerId)) ? 'active' : 'canceled';
  }
  if (status === 'past_due') return inFuture ? 'active' : 'canceled';
  // A period end that has passed means a membership existed and ended, whatever the status says.
  if (passed) return 'canceled';
  if (status === '') return 'none';
  if (status === UNKNOWN_STATUS) return 'unknown';
  // canceled, unpaid, incomplete, incomplete_expired, paused, and any status not recognised here.
  return 'canceled';
}

export function accessLevel(state: SubscriptionState, role?: string | null): AccessLevel {
  if (isSuperAdmin(role)) return 'FULL_ACCESS';
  if (state === 'canceled') return 'RESTRICTED_ACCESS';
  if (state === 'none') return 'NO_MEMBERSHIP';
  return 'FULL_ACCESS';
}

/** The page a member without full access is sent to, or null when they have access. */
export function accessRedirect(access: AccessLevel): string | null {
  if (access === 'RESTRICTED_ACCESS') return RESTRICTED_REDIRECT;
  if (access === 'NO_MEMBERSHIP') return NO_MEMBERSHIP_REDIRECT;
  return null;
}

export function billingPortalAllowed(p: SubscriptionProfile, now: Date = new Date()): boolean {
  if (deriveSubscriptionState(p, now) !== 'active' || !hasText(p.stripeCustomerId)) return false;
  const end = periodEnd(p).date;
  return end !== null && end.getTime() > now.getTime();
}
