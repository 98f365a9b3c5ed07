import type { AdminMemberDetail } from '@shared/contract/admin-members';
import type { TeamMove } from '@shared/contract/admin-teams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { PendingButton } from '../../../../components/pending-button';
import { apiDelete, apiPut } from '../../../../lib/api';
import { toast } from '../../../../lib/toast';
import { useAdminTeams } from '../members-page';

/** The member's one team: choosing another moves them. */
export function TeamPicker({ member }: { member: AdminMemberDetail }) {
  const id = useId();
  const teams = useAdminTeams();
  const [teamId, setTeamId] = useState(member.team?.id ?? '');
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: async (): Promise<TeamMove | null> => {
      if (teamId) return apiPut<TeamMove>(`/api/admin/teams/${teamId}/members/${member.id}`);
      await apiDelete(`/api/admin/teams/${member.team!.id}/members/${member.id}`);
      return null;
    },
    onSuccess: (move) => {
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      toast.success(
        move?.movedFrom
          ? `Moved from ${move.movedFrom.name} to ${move.team.name}.`
          : move
            ? `Added to ${move.team.name}.`
            : 'Removed from the team.',
      );
    },
    onError: (error) => toast.error(error.message),
  });
  const changed = teamId !== (member.team?.id ?? '');
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Team
      </label>
      <div className="flex flex-wrap gap-2">
        <select
          id={id}
          className="input h-10 w-auto min-w-48"
          value={teamId}
          onChange={(e) => setTeamId(e.target.value)}
          aria-describedby={`${id}-hint`}
        >
          <option value="">No team</option>
          {(teams.data?.items ?? []).map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
        <PendingButton
          type="button"
          className="btn-outline"
          pending={save.isPending}
          disabled={!changed}
          onClick={() => save.mutate()}
        >
          Save team
        </PendingButton>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted">
        A member belongs to one team: choosing another moves them out of{' '}
        {member.team?.name ?? 'their current one'}.
      </p>
    </div>
  );
}
