import type { AdminTeamDetail } from '@shared/contract/admin-teams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { FilterSelect } from '../../../components/content/filter-select';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { apiPost } from '../../../lib/api';
import { useAdminTeams } from './admin-teams-query';
import { toast } from '../../../lib/toast';

/**
 * Merge this team into another (two teams that are one, "helix bank" beside "Helix Bank"): its
 * members and their assessments move there and this team goes, after a confirmation.
 */
export function MergeTeam({ team }: { team: AdminTeamDetail }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [intoId, setIntoId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const teams = useAdminTeams();
  const others = (teams.data?.items ?? []).filter((t) => t.id !== team.id);
  const into = others.find((t) => t.id === intoId);
  const merge = useMutation({
    mutationFn: () => apiPost<AdminTeamDetail>(`/api/admin/teams/${team.id}/merge`, { intoId }),
    onSuccess: (merged) => {
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      toast.success(`${team.name} merged into ${merged.name}.`);
      navigate(`/admin/teams/${merged.id}`);
    },
    onError: (e) => {
      setConfirming(false);
      toast.error(e.message);
    },
  });
  const people = team.memberCount === 1 ? '1 member' : `${team.memberCount} members`;

  return (
    <section aria-labelledby={headingId} className="mb-6 rounded-lg border border-border bg-surface p-4">
      <h2 id={headingId} className="mb-2 text-base font-semibold text-ink">
        Merge into another team
      </h2>
      <p className="mb-3 text-sm text-muted">
        For two teams that are one: this team’s members and their assessments move to the team you choose, and{' '}
        {team.name} is removed.
      </p>
      {others.length === 0 && !teams.isPending ? (
        <p className="text-sm text-muted">There is no other team to merge into.</p>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <FilterSelect
            label="Merge into"
            value={intoId}
            onChange={setIntoId}
            disabled={teams.isPending}
            options={[
              { value: '', label: teams.isPending ? 'Loading teams…' : 'Choose a team' },
              ...others.map((t) => ({ value: t.id, label: t.name })),
            ]}
          />
          <button
            type="button"
            className="btn-outline h-10"
            disabled={!into}
            onClick={() => setConfirming(true)}
          >
            Merge teams
          </button>
        </div>
      )}
      {confirming && into ? (
        <ConfirmDialog
          title={`Merge ${team.name} into ${into.name}?`}
          action="Merge teams"
          running={merge.isPending}
          onConfirm={() => merge.mutate()}
          onClose={() => setConfirming(false)}
        >
          <p>
            {people} and their assessments move to {into.name}; {team.name} is removed. This cannot be undone.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
