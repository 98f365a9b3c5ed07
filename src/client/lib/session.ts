import type { Me } from '@shared/contract/me';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet, apiPost } from './api';

export type { Me, MeProfile, MeSubscription, MeTeam, MeUser } from '@shared/contract/me';

export const ME_QUERY_KEY = ['me'] as const;

/** Signed out is a normal state, not an error: the query resolves to `null` on 401. */
export async function fetchMe(): Promise<Me | null> {
  try {
    return await apiGet<Me>('/api/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: fetchMe,
  staleTime: 60_000,
  // A session can end elsewhere (sign-out in another tab, subscription canceled): re-check on focus.
  refetchOnWindowFocus: true,
});

export function useMe() {
  return useQuery(meQueryOptions);
}

/**
 * Ends the session on the server, then forgets everything cached for this user and records the
 * signed-out state so /login shows its form at once instead of bouncing back to the app.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    await apiPost('/api/auth/sign-out', {});
  } catch (error) {
    // No session left on the server is the outcome we wanted anyway.
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
  await queryClient.cancelQueries();
  queryClient.clear();
  queryClient.setQueryData(ME_QUERY_KEY, null);
}
