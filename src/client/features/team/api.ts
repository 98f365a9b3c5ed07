import type { RatingsAsked, Reminded } from '@shared/contract/assessment';
import type { MyTeam } from '@shared/contract/team';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../lib/api';

export type { MyTeam, TeamMember } from '@shared/contract/team';

export const teamKeys = {
  mine: ['team'] as const,
};

export const myTeamQuery = queryOptions({
  queryKey: teamKeys.mine,
  queryFn: ({ signal }) => apiGet<MyTeam>('/api/team', { signal }),
  // Who has results changes as teammates submit: always read again on a visit, kept five minutes.
  staleTime: 0,
  gcTime: 5 * 60_000,
});

const enc = encodeURIComponent;

/** Asks teammates for a rating; My Team is read again to show the requests. */
export function useAskForRatings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (raterIds: string[]) =>
      apiPost<RatingsAsked>('/api/assessment/rating-requests', { raterIds }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.mine, exact: true }),
  });
}

/** Reminds a teammate of my open request (the server allows one a week). */
export function useRemind() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (raterId: string) =>
      apiPost<Reminded>(`/api/assessment/rating-requests/${enc(raterId)}/remind`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.mine, exact: true }),
  });
}
