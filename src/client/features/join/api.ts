import type { JoinOptions } from '@shared/contract/billing';
import type { RedirectUrl } from '@shared/contract/common';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../lib/api';

export type { JoinOptions };

export const joinOptionsQuery = queryOptions({
  queryKey: ['billing', 'join'] as const,
  queryFn: () => apiGet<JoinOptions>('/api/billing/join'),
  staleTime: 5 * 60_000,
});

/** Asks the server for a Stripe Checkout session; the browser then goes to its url. */
export const startCheckout = () => apiPost<RedirectUrl>('/api/billing/checkout');

/** How often the Welcome state asks whether the payment has landed. */
export const WELCOME_REFRESH_MS = 2000;

/** Leaves the app for Stripe's page (a function so tests can watch it). */
export const goTo = { url: (url: string) => window.location.assign(url) };

/** The sign-up form: not promoted on the sign-in page, reached from /join, back to /join after. */
export const SIGN_UP_PATH = '/login?mode=sign-up&next=%2Fjoin';
