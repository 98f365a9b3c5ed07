import type { AdminTeamList } from '@shared/contract/admin-teams';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';

export const adminTeamsKey = ['admin', 'teams'] as const;

/** The teams, for filters and pickers (one request shared by every picker on the page). */
export function useAdminTeams() {
  return useQuery({ queryKey: adminTeamsKey, queryFn: () => apiGet<AdminTeamList>('/api/admin/teams') });
}
