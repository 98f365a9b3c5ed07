import type { ContentCard } from '@shared/content-card';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, Params } from 'react-router';
import { type DetailKind, detailQuery, publicResourceQuery } from '../components/content/queries';
import { FIRST_ROW } from '../features/content/first-row';
import { homeQuery } from '../features/library/api';
import { resourcesQueryFor } from '../features/resources/queries';
import { roadmapQuery } from '../features/roadmap/api';
import { readSort as readRoadmapSort } from '../features/roadmap/sort-preference';
import { searchQueryFor } from '../features/search/api';
import { type CardImageSource, cardImageSource, COMPACT_CARD_SIZES } from '../lib/card-image-source';
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

/**
 * The covers of a list's first row are what a phone paints last, and the largest thing it paints:
 * they are asked for (at high priority, like the cards' own) the moment the list's data arrives,
 * while the page is still being drawn, and the cards then find them in the image cache.
 */
function preloadCovers(cards: readonly ContentCard[], sizes?: string): void {
  for (const card of cards.slice(0, FIRST_ROW)) {
    // What the card itself will ask for (a generated cover without its title, an uploaded one at
    // the width the card is drawn), else the card would fetch its cover a second time.
    const source: CardImageSource | null = cardImageSource(card.image, sizes);
    if (!source) continue;
    const image = new Image();
    image.fetchPriority = 'high';
    if ('srcSet' in source) {
      image.sizes = source.sizes;
      image.srcset = source.srcSet;
    }
    image.src = source.src;
  }
}

/** The main request of each page that has one worth starting early, by route path. */
export const PAGE_DATA: Record<string, PageData> = {
  // The home page's first section with cards, in its order (upcoming events, just added, saved).
  '/': {
    want: () => (qc) =>
      qc.fetchQuery(homeQuery).then((home) => {
        const first = [home.upcomingEvents, home.justAdded, home.recentlySaved].find((l) => l.length > 0);
        // The home page's cards are compact rows on a phone.
        preloadCovers(first ?? [], COMPACT_CARD_SIZES);
      }),
  },
  resources: {
    want: (url) => (qc) =>
      qc.fetchQuery(resourcesQueryFor(url.searchParams)).then((page) => preloadCovers(page.items)),
  },
  search: {
    want: (url) => {
      const options = searchQueryFor(url.searchParams);
      return options ? (qc) => qc.fetchQuery(options).then((result) => preloadCovers(result.items)) : null;
    },
  },
  // In the order this browser last chose.
  roadmap: { want: () => (qc) => qc.prefetchQuery(roadmapQuery(readRoadmapSort())) },
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

/** The loader of a page: starts its request and returns at once. */
export function prefetchLoader(queryClient: QueryClient, data: PageData): LoaderFunction {
  return ({ request, params }) => {
    const prefetch = data.want(new URL(request.url), params);
    if (prefetch) {
      const allowed = data.public ? Promise.resolve(true) : hasAccess(queryClient);
      // A failed request is the page's to show: it reads the same query.
      allowed.then((go) => (go ? prefetch(queryClient) : undefined)).catch(() => undefined);
    }
    return null;
  };
}
