import type { BillingSummary } from '@shared/contract/billing';
import type { RedirectUrl } from '@shared/contract/common';
import { queryOptions } from '@tanstack/react-query';
import { formatLongDay } from '@shared/domain/dates';
import { apiGet, apiPost } from '../../lib/api';

export type { BillingSummary };

export const BILLING_QUERY_KEY = ['billing'] as const;

export const billingQueryOptions = queryOptions({
  queryKey: BILLING_QUERY_KEY,
  queryFn: () => apiGet<BillingSummary>('/api/billing'),
  // Coming back from the billing portal (another tab) shows what changed there.
  refetchOnWindowFocus: true,
});

export const createBillingPortalSession = () => apiPost<RedirectUrl>('/api/billing/portal');

/** Billing dates read like "March 4, 2026", in the member's own time zone. */
export function formatBillingDate(iso: string | null): string | null {
  return formatLongDay(iso) || null;
}
