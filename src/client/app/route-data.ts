import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, Params } from 'react-router';
import { type DetailKind, detailQuery, publicResourceQuery } from '../components/content/queries';
import { homeQuery } from '../features/library/api';
import { resourcesQueryFor } from '../features/resources/queries';
import { searchQueryFor } from '../features/search/api';
import { meQueryOptions } from '../lib/session';

/**
 * Route loaders that start a page's main request while the page's code is still downloading, so
 * the two travel side by side instead of one after the other. They never hold a navigation up:
 * each returns at once, the page still shows its own loading state and reads the answer from the
 * query cache under the very key the loader filled (the same query options on both sides).
 *
 * Members-only data is asked for once /api/me (already on its way since start-up) says the viewer
 * is a member with access: a visitor on their way to /login never sends a request bound to fail.
 */

/** What a page asks for first, as a call on the query client; null when the URL asks for nothing. */
type Prefetch = ((queryClient: QueryClient) => Promise<void>) | null;

export interface PageData {
  want: (url: URL, params: Params) => Prefetch;
  /** Public pages (a resource page) are read by visitors too: no need to wait for /api/me. */
  public?: boolean;
}

const detail =
  (kind: DetailKind) =>
  (_url: URL, params: Params): Prefetch => {
    const id = params.id;
    return id ? (qc) => qc.prefetchQuery(detailQuery(id, kind)) : null;
  };

/** The main request of each page that has one worth starting early, by route path. */
export const PAGE_DATA: Record<string, PageData> = {
  '/': { want: () => (qc) => qc.prefetchQuery(homeQuery) },
  resources: { want: (url) => (qc) => qc.prefetchQuery(resourcesQueryFor(url.searchParams)) },
  search: {
    want: (url) => {
      const options = searchQueryFor(url.searchParams);
      return options ? (qc) => qc.prefetchQuery(options) : null;
    },
  },
  'resources/:id': {
    want: (_url, params) => {
      const id = params.id;
      return id ? (qc) => qc.prefetchQuery(publicResourceQuery(id)) : null;
    },
    public: true,
  },
  'case-studies/:id': { want: detail('case-study') },
  'research/:id': { want: detail('research') },
  'events/:id': { want: detail('event') },
  'canvases/:id': { want: detail('canvas') },
};

/**
 * Full access is what the protected layout lets through (the shared access rule sends every other
 * level elsewhere). The rule's module is not imported here: it brings date handling with it, and
 * this file is part of the sign-in page's JavaScript.
 */
async function hasAccess(queryClient: QueryClient): Promise<boolean> {
  const me = await queryClient.ensureQueryData(meQueryOptions);
  return me?.subscription.access === 'FULL_ACCESS';
}

/** The loader of a page: starts its request (failures are the page's to show) and returns at once. */
export function prefetchLoader(queryClient: QueryClient, data: PageData): LoaderFunction {
  return ({ request, params }) => {
    const prefetch = data.want(new URL(request.url), params);
    if (prefetch) {
      const allowed = data.public ? Promise.resolve(true) : hasAccess(queryClient);
      allowed.then(
        (go) => (go ? prefetch(queryClient) : undefined),
        () => undefined,
      );
    }
    return null;
  };
}
