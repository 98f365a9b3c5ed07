import type { Ok } from '@shared/contract/common';
import type { RoadmapFeature, RoadmapList, SimilarFeatures, UpvoteState } from '@shared/contract/roadmap';
import type { RoadmapSort } from '@shared/domain/roadmap';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '../../lib/api';

export type { RoadmapFeature, RoadmapList } from '@shared/contract/roadmap';

export const roadmapKeys = {
  all: ['roadmap'] as const,
  list: (sort: RoadmapSort) => ['roadmap', 'list', sort] as const,
  feature: (id: string) => ['roadmap', 'feature', id] as const,
  similar: (q: string) => ['roadmap', 'similar', q] as const,
};

/** One feature, for its own page (the address the status mail links to). */
export const featureQuery = (id: string) =>
  queryOptions({
    queryKey: roadmapKeys.feature(id),
    queryFn: ({ signal }) =>
      apiGet<RoadmapFeature>(`/api/roadmap/features/${encodeURIComponent(id)}`, { signal }),
  });

export const roadmapQuery = (sort: RoadmapSort) =>
  queryOptions({
    queryKey: roadmapKeys.list(sort),
    queryFn: ({ signal }) => apiGet<RoadmapList>(`/api/roadmap/features?sort=${sort}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const similarQuery = (q: string) =>
  queryOptions({
    queryKey: roadmapKeys.similar(q),
    queryFn: ({ signal }) =>
      apiGet<SimilarFeatures>(`/api/roadmap/features/similar?q=${encodeURIComponent(q)}`, { signal }),
    staleTime: 30_000,
  });

type Cached = RoadmapList | RoadmapFeature;
type Snapshot = Array<[readonly unknown[], Cached | undefined]>;

/** The lists and the feature pages in the cache: a vote shows on every one of them. */
const votable = {
  predicate: ({ queryKey: k }: { queryKey: readonly unknown[] }) =>
    k[0] === 'roadmap' && (k[1] === 'list' || k[1] === 'feature'),
};

function patchFeature(cached: Cached | undefined, id: string, patch: (f: RoadmapFeature) => RoadmapFeature) {
  if (!cached) return cached;
  if (!('features' in cached)) return cached.id === id ? patch(cached) : cached;
  return { ...cached, features: cached.features.map((f) => (f.id === id ? patch(f) : f)) };
}

/**
 * Sets my vote on a feature. The card changes at once in every cached list and page; a failure
 * puts them back as they were (the caller shows the message). The server answers the exact count.
 */
export function useVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, upvoted }: { id: string; upvoted: boolean }) =>
      upvoted
        ? apiPut<UpvoteState>(`/api/roadmap/features/${id}/upvote`)
        : apiDelete<UpvoteState>(`/api/roadmap/features/${id}/upvote`),
    onMutate: async ({ id, upvoted }) => {
      await queryClient.cancelQueries(votable);
      const before: Snapshot = queryClient.getQueriesData<Cached>(votable);
      queryClient.setQueriesData<Cached>(votable, (cached) =>
        patchFeature(cached, id, (f) =>
          f.userUpvoted === upvoted
            ? f
            : { ...f, userUpvoted: upvoted, upvoteCount: Math.max(0, f.upvoteCount + (upvoted ? 1 : -1)) },
        ),
      );
      return { before };
    },
    onError: (_error, _vars, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (state) => {
      queryClient.setQueriesData<Cached>(votable, (cached) =>
        patchFeature(cached, state.featureId, (f) => ({
          ...f,
          userUpvoted: state.userUpvoted,
          upvoteCount: state.upvoteCount,
        })),
      );
      void queryClient.invalidateQueries({ queryKey: [...roadmapKeys.all, 'similar'] });
    },
  });
}

export function useSuggestFeature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { title: string; description: string }) =>
      apiPost<RoadmapFeature>('/api/roadmap/features', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roadmapKeys.all }),
  });
}

export function useSendFeatureFeedback() {
  return useMutation({
    mutationFn: ({ id, comment }: { id: string; comment: string }) =>
      apiPost<Ok>(`/api/roadmap/features/${id}/feedback`, { comment }),
  });
}
