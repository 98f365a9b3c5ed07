import type { AdminTeam, AdminTeamDetail } from '@shared/contract/admin-teams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { PendingButton } from '../../../components/pending-button';
import { apiPost } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { AdminPageHeader } from '../admin-page-header';
import { type AdminColumn, AdminTable } from '../admin-table';
import { adminTeamsKey, useAdminTeams } from '../members/members-page';
import { ShareBar } from '../share-bar';

const COLUMNS: AdminColumn<AdminTeam>[] = [
  {
    header: 'Team',
    cell: (team) => (
      <Link to={`/admin/teams/${team.id}`} className="link">
        {team.name}
      </Link>
    ),
  },
  { header: 'Members', cellClassName: 'tabular-nums', cell: (team) => team.memberCount },
  {
    header: 'Self-assessments',
    cell: (team) => (
      <ShareBar
        value={team.selfAssessed}
        max={team.memberCount}
        label={`${team.selfAssessed} of ${team.memberCount} submitted`}
      />
    ),
  },
];

/** The console's teams: who is in each and how many submitted their self-assessment. */
export default function TeamsAdminPage() {
  const teams = useAdminTeams();
  return (
    <>
      <AdminPageHeader
        title="Teams"
        description="A member belongs to one team. Coverage counts the members who submitted a self-assessment."
      />
      <CreateTeam />
      <AdminTable
        caption="Teams and their self-assessment coverage"
        columns={COLUMNS}
        query={teams}
        emptyText="No teams yet."
        errorText="The teams could not be loaded."
      />
    </>
  );
}

function CreateTeam() {
  const id = useId();
  const [name, setName] = useState('');
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (n: string) => apiPost<AdminTeamDetail>('/api/admin/teams', { name: n }),
    onSuccess: (team) => {
      setName('');
      void queryClient.invalidateQueries({ queryKey: adminTeamsKey });
      toast.success(`Team ${team.name} created.`);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim()) create.mutate(name.trim());
  };
  return (
    <form onSubmit={submit} className="mb-6 flex flex-wrap items-end gap-2">
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          New team
        </label>
        <input
          id={id}
          className="input h-10 w-64 max-w-full"
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
          aria-describedby={create.isError ? `${id}-error` : undefined}
        />
      </div>
      <PendingButton type="submit" className="btn-primary" pending={create.isPending} disabled={!name.trim()}>
        Create team
      </PendingButton>
      {create.isError ? (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-700">
          {create.error.message}
        </p>
      ) : null}
    </form>
  );
}
