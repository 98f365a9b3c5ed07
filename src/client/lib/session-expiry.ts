import type { QueryClient } from '@tanstack/react-query';
import { ApiError, apiGet, isApiError } from './api';
import { fetchMe, ME_QUERY_KEY, type Me } from './session';

/**
 * Keeping a session alive, and noticing when it has ended.
 *
 * - While the app is open and visible, the session is refreshed every few minutes (better-auth
 *   extends a session it is asked about), so an active member is never signed out mid-work.
 * - When an API call answers 401 while the app believes a member is signed in, /api/me is asked
 *   once more; if the session is really gone, everything cached for the member is dropped and the
 *   signed-out state recorded. The protected layout then sends them to /login?next=<here>, where
 *   the notice below is shown.
 */

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
export const KEEP_ALIVE_INTERVAL_MS = 5 * 60_000;

let expiredNotice = false;

/** Whether /login should say the session expired (read without consuming: React may render twice). */
export function hasSessionExpiredNotice(): boolean {
  return expiredNotice;
}

export function clearSessionExpiredNotice(): void {
  expiredNotice = false;
}

const signedIn = (queryClient: QueryClient) => Boolean(queryClient.getQueryData<Me | null>(ME_QUERY_KEY));

/** Forgets the member's cached data and records the signed-out state, with the notice for /login. */
export function expireSession(queryClient: QueryClient): void {
  if (!signedIn(queryClient)) return;
  expiredNotice = true;
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
  queryClient.setQueryData(ME_QUERY_KEY, null);
}

let confirming: Promise<void> | undefined;

/** The global error hook of react-query: a 401 on a signed-in page may mean the session ended. */
export function onApiError(queryClient: QueryClient, error: unknown): void {
  if (!(isApiError(error) && error.status === 401) || !signedIn(queryClient) || confirming) return;
  confirming = fetchMe()
    .then((me) => {
      if (me === null) expireSession(queryClient);
    })
    .catch(() => {
      // Network trouble: not proof the session ended; the next call will tell.
    })
    .finally(() => {
      confirming = undefined;
    });
}

/** Asks better-auth about the session (which extends it); ends the app's session if it is gone. */
export async function refreshSession(queryClient: QueryClient): Promise<void> {
  if (!signedIn(queryClient)) return;
  try {
    const session = await apiGet<{ session?: unknown } | null>('/api/auth/get-session');
    if (!session) expireSession(queryClient);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) expireSession(queryClient);
  }
}

/**
 * Starts the keep-alive loop: every `intervalMs` while the tab is visible, and at once when the tab
 * comes back after at least that long. Returns the function that stops it.
 */
export function startSessionKeepAlive(
  queryClient: QueryClient,
  intervalMs = KEEP_ALIVE_INTERVAL_MS,
): () => void {
  let last = Date.now();
  const tick = () => {
    if (document.visibilityState !== 'visible') return;
    last = Date.now();
    void refreshSession(queryClient);
  };
  const timer = window.setInterval(tick, intervalMs);
  const onVisible = () => {
    if (document.visibilityState === 'visible' && Date.now() - last >= intervalMs) tick();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
