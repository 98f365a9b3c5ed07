import type { SearchResult } from '@shared/contract/search';
import { SEARCH_KINDS, type SearchKind } from '@shared/domain/content';
import { queryOptions } from '@tanstack/react-query';
import { parsePage, readFilters } from '../../components/content/list-state';
import { queryString } from '../../components/content/queries';
import { apiGet } from '../../lib/api';

/** GET /api/search (docs/api/library-search.md). */

/** The filter's label of each search kind (the kinds themselves are the server's, in its order). */
const SEARCH_TYPE_LABELS: Record<SearchKind, string> = {
  resource: 'Resources',
  'case-study': 'Case studies',
  event: 'Events',
  canvas: 'Canvases',
  canvascollection: 'Canvas collections',
  research: 'Research',
};

export const SEARCH_TYPES = SEARCH_KINDS.map((value) => ({ value, label: SEARCH_TYPE_LABELS[value] }));

export type SearchType = SearchKind;

export const SEARCH_TYPE_VALUES: readonly string[] = SEARCH_KINDS;

/** The search page's one filter, in its URL. */
export const SEARCH_FILTERS = { type: SEARCH_TYPE_VALUES };

export type { SearchResult } from '@shared/contract/search';

/** 3 characters and a 300 ms pause start a search as you type. */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 300;
/** Results in the desktop dropdown and the mobile overlay. */
export const DROPDOWN_RESULTS = 5;
export const OVERLAY_RESULTS = 10;
/** Recent searches the mobile overlay shows. */
export const OVERLAY_RECENT = 3;

export interface SearchParams {
  q: string;
  type?: string;
  page?: number;
  pageSize?: number;
}

/** Keys start with 'content': a save refreshes results' saved state with every other list. */
export function searchQuery({ q, type = '', page = 1, pageSize }: SearchParams) {
  return queryOptions({
    queryKey: ['content', 'search', { q, type, page, pageSize: pageSize ?? null }],
    queryFn: ({ signal }) =>
      apiGet<SearchResult>(
        `/api/search${queryString({ q, type, page: page > 1 ? page : undefined, pageSize })}`,
        {
          signal,
        },
      ),
    staleTime: 60_000,
  });
}

export function searchPath(q: string): string {
  return `/search?q=${encodeURIComponent(q)}`;
}

/** The results a /search URL shows, or null without a query (its route loader asks for these). */
export function searchQueryFor(params: URLSearchParams) {
  const q = (params.get('q') ?? '').trim();
  if (q === '') return null;
  return searchQuery({
    q,
    type: readFilters(params, SEARCH_FILTERS).type,
    page: parsePage(params.get('page')),
  });
}
