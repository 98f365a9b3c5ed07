import type { MyTeam } from '@shared/contract/assessment';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/api';

export type { MyTeam, TeamMember } from '@shared/contract/assessment';

export const teamKeys = { mine: ['team'] as const };

export const myTeamQuery = queryOptions({
  queryKey: teamKeys.mine,
  queryFn: ({ signal }) => apiGet<MyTeam>('/api/team', { signal }),
  // Who has results changes as teammates submit: always read again on a visit, kept five minutes.
  staleTime: 0,
  gcTime: 5 * 60_000,
});
