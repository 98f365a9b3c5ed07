import type { AdminTeamDetail } from '@shared/contract/admin-people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { apiPost } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { AdminPageHeader } from '../admin-page-header';
import { adminTeamsKey, useAdminTeams } from '../members/members-page';
import { ShareBar } from '../people/coverage-bar';

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
      {teams.isError ? (
        <p role="alert" className="text-sm text-ink">
          The teams could not be loaded. {teams.error.message}
        </p>
      ) : null}
      <div className="relative overflow-x-auto rounded-lg border border-border bg-surface">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Teams and their self-assessment coverage</caption>
          <thead className="border-b border-border bg-subtle/50 text-xs uppercase tracking-wide text-muted">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Team
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Members
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Self-assessments
              </th>
            </tr>
          </thead>
          <tbody>
            {teams.isPending ? (
              <tr>
                <td colSpan={3} className="px-3 py-6 text-center text-muted">
                  Loading…
                </td>
              </tr>
            ) : null}
            {(teams.data?.items ?? []).map((team) => (
              <tr key={team.id} className="border-b border-border last:border-0">
                <td className="px-3 py-2">
                  <Link to={`/admin/teams/${team.id}`} className="link">
                    {team.name}
                  </Link>
                </td>
                <td className="px-3 py-2 tabular-nums">{team.memberCount}</td>
                <td className="px-3 py-2">
                  <ShareBar
                    value={team.selfAssessed}
                    max={team.memberCount}
                    label={`${team.selfAssessed} of ${team.memberCount} submitted`}
                  />
                </td>
              </tr>
            ))}
            {teams.data && teams.data.items.length === 0 ? (
              <tr>
                <td colSpan={3} className="px-3 py-6 text-center text-muted">
                  No teams yet.
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
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
      <button type="submit" className="btn-primary" disabled={!name.trim() || create.isPending}>
        Create team
      </button>
      {create.isError ? (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-700">
          {create.error.message}
        </p>
      ) : null}
    </form>
  );
}
