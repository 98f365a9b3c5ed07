import { useEffect } from 'react';
import {
  isRouteErrorResponse,
  Link,
  Outlet,
  ScrollRestoration,
  useMatches,
  useRouteError,
} from 'react-router';
import { isApiError } from '../lib/api';
import { getConfig } from '../lib/config';
import type { RouteHandle } from './route-handle';

function useDocumentTitle() {
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    | RouteHandle
    | undefined;
  useEffect(() => {
    const appName = getConfig().appName;
    document.title = title?.title ? `${title.title} · ${appName}` : appName;
  }, [title?.title]);
}

export function RootLayout() {
  useDocumentTitle();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first route chunks download (before any page can render). */
export function RouteFallback() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center">
      <span
        className="size-8 motion-safe:animate-spin rounded-full border-4 border-subtle border-t-primary"
        aria-hidden="true"
      />
      <span className="sr-only">Loading…</span>
    </div>
  );
}

/** Last-resort boundary: a crashed page or a chunk that no longer exists after a deployment. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main
      id="main-content"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-2xl font-semibold">{notFound ? 'Oops! Page not found' : 'Something went wrong'}</h1>
      <p className="max-w-md text-muted">
        {notFound
          ? 'The page you are looking for does not exist.'
          : 'This page could not be displayed. Reloading usually fixes it.'}
      </p>
      {isApiError(error) && error.requestId && (
        // Support finds the server's log lines for this failure by this reference.
        <p className="text-sm text-muted">
          Reference: <code>{error.requestId}</code>
        </p>
      )}
      <div className="flex gap-3">
        {!notFound && (
          <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
            Reload
          </button>
        )}
        <Link to="/" className="btn-outline">
          Back to home
        </Link>
      </div>
    </main>
  );
}
