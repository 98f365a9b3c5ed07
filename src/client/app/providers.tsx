import {
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  useQueryClient,
} from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useSyncExternalStore } from 'react';
import { isApiError } from '../lib/api';
import { onApiError, startSessionKeepAlive } from '../lib/session-expiry';
import { loadSonner, requestToaster, toasterStore } from '../lib/toast';

/** Client errors (4xx) will not fix themselves: only network/server failures are retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  // Any 401 while signed in may mean the session ended (see lib/session-expiry).
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onApiError(client, error) }),
    mutationCache: new MutationCache({ onError: (error) => onApiError(client, error) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

/** Refreshes the session periodically while the app is open (see lib/session-expiry). */
function SessionKeepAlive() {
  const queryClient = useQueryClient();
  useEffect(() => startSessionKeepAlive(queryClient), [queryClient]);
  return null;
}

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/**
 * Mounts sonner's Toaster on the first toast, or once the page has loaded and the browser is idle:
 * not before, so its download and first render never compete with the page's own. Idle, with no
 * deadline: its mount is an urgent update, and one arriving while the first page is still being
 * drawn in the background made React throw that drawing away and start it again.
 */
function DeferredToaster() {
  const wanted = useSyncExternalStore(
    toasterStore.subscribe,
    toasterStore.getSnapshot,
    toasterStore.getSnapshot,
  );
  useEffect(() => {
    if (wanted) return;
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    let handle: number | undefined;
    const start = () => {
      handle = idle(() => requestToaster());
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      if (handle !== undefined) cancel(handle);
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="bottom-right" richColors closeButton />
    </Suspense>
  );
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <SessionKeepAlive />
      <DeferredToaster />
    </QueryClientProvider>
  );
}
