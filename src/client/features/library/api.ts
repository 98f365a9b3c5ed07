import type { Ok } from '@shared/contract/common';
import type { HomeDashboard } from '@shared/contract/home';
import type { Collection, CollectionDetail, SavedList, SavedState } from '@shared/contract/library';
import { queryOptions } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPatch, apiPost } from '../../lib/api';

/** Client side of docs/api/library-search.md (saved items, collections, home dashboard). */

export type { HomeDashboard } from '@shared/contract/home';
export type { Collection, CollectionDetail, SavedList, SavedState } from '@shared/contract/library';

/** The collection-name rule is the server's own (shared/domain/collections.ts). */
export { COLLECTION_NAME_MAX, collectionName } from '@shared/domain/collections';

/** '1 resource' / 'N resources'. */
export function resourceCount(n: number): string {
  return `${n} ${n === 1 ? 'resource' : 'resources'}`;
}

const enc = encodeURIComponent;

/**
 * Query keys. Everything that shows saved state starts with 'library', 'home' or 'content' (see
 * cache.ts), so one invalidation after a change refreshes every view of it.
 */
export const libraryKeys = {
  saved: (topic: string) => ['library', 'saved', { topic }] as const,
  savedAll: ['library', 'saved'] as const,
  collections: ['library', 'collections'] as const,
  collectionsFor: (resourceId: string) => ['library', 'collections', { resourceId }] as const,
  collection: (id: string) => ['library', 'collection', id] as const,
  home: ['home'] as const,
};

export function savedListQuery(topic: string) {
  return queryOptions({
    queryKey: libraryKeys.saved(topic),
    queryFn: ({ signal }) =>
      apiGet<SavedList>(`/api/saved${topic ? `?topic=${enc(topic)}` : ''}`, { signal }),
  });
}

export const collectionsQuery = queryOptions({
  queryKey: libraryKeys.collections,
  queryFn: ({ signal }) => apiGet<Collection[]>('/api/collections', { signal }),
});

export function collectionsForQuery(resourceId: string) {
  return queryOptions({
    queryKey: libraryKeys.collectionsFor(resourceId),
    queryFn: ({ signal }) =>
      apiGet<Collection[]>(`/api/collections?resourceId=${enc(resourceId)}`, { signal }),
    // The dialog must show what the collections hold now, not a minute ago.
    staleTime: 0,
  });
}

export function collectionQuery(id: string) {
  return queryOptions({
    queryKey: libraryKeys.collection(id),
    queryFn: ({ signal }) => apiGet<CollectionDetail>(`/api/collections/${enc(id)}`, { signal }),
  });
}

export const homeQuery = queryOptions({
  queryKey: libraryKeys.home,
  queryFn: ({ signal }) => apiGet<HomeDashboard>('/api/home', { signal }),
});

export const libraryApi = {
  saveToCollection: (resourceId: string, collectionId: string) =>
    apiPost<SavedState>('/api/saved', { resourceId, collectionId }),
  createCollection: (name: string, resourceId?: string) =>
    apiPost<Collection>('/api/collections', resourceId ? { name, resourceId } : { name }),
  renameCollection: (id: string, name: string) =>
    apiPatch<Collection>(`/api/collections/${enc(id)}`, { name }),
  deleteCollection: (id: string) => apiDelete<Ok>(`/api/collections/${enc(id)}`),
  removeFromCollection: (id: string, resourceId: string) =>
    apiDelete<Collection>(`/api/collections/${enc(id)}/items/${enc(resourceId)}`),
};
