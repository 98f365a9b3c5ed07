import type { SubscriptionState } from '@shared/domain/subscription';

/** How the console names each membership state. */
export const STATE_LABELS: Record<SubscriptionState, string> = {
  lifetime: 'Lifetime',
  active: 'Active',
  canceled: 'Ended',
  unknown: 'Unknown',
  none: 'None',
};

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export const formatDate = (iso: string | null | undefined, empty = '—') =>
  iso ? dateFormat.format(new Date(iso)) : empty;
export const formatDateTime = (iso: string | null | undefined, empty = '—') =>
  iso ? dateTimeFormat.format(new Date(iso)) : empty;

/** "3 days ago", "today", or the date for anything older than a month. */
export function formatAgo(iso: string | null | undefined, now: Date = new Date()): string {
  if (!iso) return 'Never';
  const days = Math.floor((now.getTime() - new Date(iso).getTime()) / 864e5);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 31) return `${days} days ago`;
  return formatDate(iso);
}

export const fullName = (p: { firstName: string; lastName: string; email?: string }) =>
  `${p.firstName} ${p.lastName}`.trim() || p.email || 'No name';
