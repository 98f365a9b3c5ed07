import { parseEventDate } from './events';
import { isSuperAdmin } from './roles';

export type SubscriptionState = 'lifetime' | 'active' | 'canceled' | 'unknown';
export type AccessLevel = 'FULL_ACCESS' | 'RESTRICTED_ACCESS';

export const RESTRICTED_REDIRECT = '/subscription-canceled';

export interface SubscriptionProfile {
  subscriptionStatus?: string | null;
  currentPeriodEnd?: string | Date | null;
  stripeCustomerId?: string | null;
}

/*
 * Stripe statuses beyond the spec's four, chosen conservatively because 'unknown' grants full access:
 * - trialing: a paying-to-be member; same rule as active.
 * - past_due: Stripe is still retrying the renewal and has already moved the period end forward;
 *   access continues only while a period end exists and lies in the future (never open-ended).
 * - unpaid, incomplete, incomplete_expired, paused: Stripe is not being paid, so canceled.
 * Any other string, or no status at all, stays unknown unless its period end has passed.
 */
const ACTIVE_LIKE = new Set(['active', 'trialing']);
const NOT_PAYING = new Set(['canceled', 'cancelled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused']);

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
  const passed = end.date !== null && !inFuture;

  if (ACTIVE_LIKE.has(status)) {
    return inFuture || (!end.present && !hasText(p.stripeCustomerId)) ? 'active' : 'canceled';
  }
  if (status === 'past_due') return inFuture ? 'active' : 'canceled';
  if (NOT_PAYING.has(status) || passed) return 'canceled';
  return 'unknown';
}

export function accessLevel(state: SubscriptionState, role?: string | null): AccessLevel {
  if (isSuperAdmin(role)) return 'FULL_ACCESS';
  return state === 'canceled' ? 'RESTRICTED_ACCESS' : 'FULL_ACCESS';
}

export function billingPortalAllowed(p: SubscriptionProfile, now: Date = new Date()): boolean {
  if (deriveSubscriptionState(p, now) !== 'active' || !hasText(p.stripeCustomerId)) return false;
  const end = periodEnd(p).date;
  return end !== null && end.getTime() > now.getTime();
}
