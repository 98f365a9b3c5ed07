import type {
  ContentCard,
  ContentDetail,
  ContentFilters,
  Page,
  PublicCaseStudy,
  PublicEvents,
  PublicResource,
  ResearchPage,
} from '@shared/contract/content';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../lib/api';

/**
 * Content queries (5 minutes fresh, 10 minutes kept; the app-wide retry policy already
 * retries server and network failures twice and never a 4xx). Every key starts with 'content' so a
 * save or an admin edit can refresh all of them at once.
 */
export const CONTENT_CACHE = { staleTime: 5 * 60_000, gcTime: 10 * 60_000 } as const;

export type ListKind = 'resources' | 'case-studies' | 'events' | 'research' | 'canvases';

export type ListParams = Record<string, string | number | undefined>;

export type {
  ContentDetail,
  ContentDetailItem,
  ContentFilters,
  PublicCard,
  PublicCaseStudy,
  PublicEvents,
  PublicResource,
  ResearchPage,
} from '@shared/contract/content';

/** Query string without empty values, in a stable order. */
export function queryString(params: ListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue;
    search.set(key, String(value));
  }
  const s = search.toString();
  return s === '' ? '' : `?${s}`;
}

const LIST_PATHS: Record<ListKind, string> = {
  resources: '/api/resources',
  'case-studies': '/api/case-studies',
  events: '/api/events',
  research: '/api/research',
  canvases: '/api/canvases',
};

export function listQuery(kind: Exclude<ListKind, 'research'>, params: ListParams) {
  return queryOptions({
    queryKey: ['content', 'list', kind, params],
    queryFn: ({ signal }) =>
      apiGet<Page<ContentCard>>(`${LIST_PATHS[kind]}${queryString(params)}`, { signal }),
    ...CONTENT_CACHE,
  });
}

export function researchQuery(params: ListParams) {
  return queryOptions({
    queryKey: ['content', 'list', 'research', params],
    queryFn: ({ signal }) => apiGet<ResearchPage>(`${LIST_PATHS.research}${queryString(params)}`, { signal }),
    ...CONTENT_CACHE,
  });
}

export function tagQuery(tag: string, params: ListParams) {
  return queryOptions({
    queryKey: ['content', 'tag', tag, params],
    queryFn: ({ signal }) =>
      apiGet<Page<ContentCard>>(`/api/tags/${encodeURIComponent(tag)}${queryString(params)}`, { signal }),
    ...CONTENT_CACHE,
  });
}

/** The API pages at most this many items per request. */
export const MAX_PAGE_SIZE = 48;

/**
 * Every match of a tag at once, for phones (no pagination on mobile, at most 100):
 * pages of 48 are fetched one after the other until `limit` items or the end.
 */
export function tagAllQuery(tag: string, params: ListParams, limit: number) {
  return infiniteQueryOptions({
    queryKey: ['content', 'tag', tag, { ...params, all: limit }],
    queryFn: ({ signal, pageParam }) =>
      apiGet<Page<ContentCard>>(
        `/api/tags/${encodeURIComponent(tag)}${queryString({ ...params, page: pageParam, pageSize: MAX_PAGE_SIZE })}`,
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return last.items.length > 0 && loaded < Math.min(last.total, limit) ? last.page + 1 : undefined;
    },
    ...CONTENT_CACHE,
  });
}

export const filtersQuery = queryOptions({
  queryKey: ['content', 'filters'],
  queryFn: ({ signal }) => apiGet<ContentFilters>('/api/content/filters', { signal }),
  ...CONTENT_CACHE,
});

/** The page asking for an item: the server answers 404 (with that page's text) for another kind. */
export type DetailKind = 'case-study' | 'event' | 'research' | 'canvas' | 'resource';

export function detailQuery(id: string, kind: DetailKind) {
  return queryOptions({
    queryKey: ['content', 'detail', id, kind],
    queryFn: ({ signal }) =>
      apiGet<ContentDetail>(`/api/content/${encodeURIComponent(id)}${queryString({ type: kind })}`, {
        signal,
      }),
    ...CONTENT_CACHE,
  });
}

export const publicEventsQuery = queryOptions({
  queryKey: ['content', 'public', 'events'],
  queryFn: ({ signal }) => apiGet<PublicEvents>('/api/public/events', { signal }),
  ...CONTENT_CACHE,
});

export function publicCaseStudyQuery(id: string) {
  return queryOptions({
    queryKey: ['content', 'public', 'case-study', id],
    queryFn: ({ signal }) =>
      apiGet<PublicCaseStudy>(`/api/public/case-studies/${encodeURIComponent(id)}`, { signal }),
    ...CONTENT_CACHE,
  });
}

export function publicResourceQuery(id: string) {
  return queryOptions({
    queryKey: ['content', 'public', 'resource', id],
    queryFn: ({ signal }) =>
      apiGet<PublicResource>(`/api/public/resources/${encodeURIComponent(id)}`, { signal }),
    ...CONTENT_CACHE,
  });
}

/** Records a view; fire and forget (a failure must never disturb the member). */
export function recordView(id: string): void {
  apiPost(`/api/content/${encodeURIComponent(id)}/views`).catch(() => {});
}
