import type { SearchResult } from '@shared/contract/search';
import { queryOptions } from '@tanstack/react-query';
import { queryString } from '../../components/content/queries';
import { apiGet } from '../../lib/api';

/** GET /api/search (docs/api/library-search.md). */

export const SEARCH_TYPES = [
  { value: 'resource', label: 'Resources' },
  { value: 'case-study', label: 'Case studies' },
  { value: 'event', label: 'Events' },
  { value: 'canvas', label: 'Canvases' },
  { value: 'canvascollection', label: 'Canvas collections' },
  { value: 'research', label: 'Research' },
] as const;

export type SearchType = (typeof SEARCH_TYPES)[number]['value'];

export const SEARCH_TYPE_VALUES: readonly string[] = SEARCH_TYPES.map((t) => t.value);

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
