import type { AdminMemberPage } from '@shared/contract/admin-members';
import type { AdminTeamDetail, TeamMove } from '@shared/contract/admin-teams';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PendingButton } from '../../../components/pending-button';
import { apiDelete, apiGet, apiPatch, apiPut } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { AdminPageHeader } from '../admin-page-header';
import { type AdminColumn, AdminTable } from '../admin-table';
import { ShareBar } from '../share-bar';
import { formatDate, fullName } from '../format';
import { MergeTeam } from './merge-team';

type TeamMember = AdminTeamDetail['members'][number];

const teamKey = (id: string) => ['admin', 'team', id] as const;

/** One team: rename, merge or delete it, add and remove members, see who submitted a self-assessment. */
export default function TeamAdminPage() {
  const { id = '' } = useParams();
  const team = useQuery({
    queryKey: teamKey(id),
    queryFn: () => apiGet<AdminTeamDetail>(`/api/admin/teams/${id}`),
  });
  return (
    <>
      <Link
        to="/admin/teams"
        className="mb-4 inline-flex items-center gap-1 text-sm text-muted hover:text-ink"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All teams
      </Link>
      {team.isPending ? <p className="text-sm text-muted">Loading…</p> : null}
      {team.isError ? (
        <p role="alert" className="text-sm text-ink">
          {team.error.message}
        </p>
      ) : null}
      {team.data ? <TeamView team={team.data} /> : null}
    </>
  );
}

function TeamView({ team }: { team: AdminTeamDetail }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const refresh = (data?: AdminTeamDetail) => {
    if (data) queryClient.setQueryData(teamKey(team.id), data);
    void queryClient.invalidateQueries({ queryKey: ['admin'] });
  };
  const remove = useMutation({
    mutationFn: (userId: string) =>
      apiDelete<AdminTeamDetail>(`/api/admin/teams/${team.id}/members/${userId}`),
    onSuccess: (data) => {
      refresh(data);
      toast.success('Removed from the team.');
    },
    onError: (e) => toast.error(e.message),
  });
  const del = useMutation({
    mutationFn: () => apiDelete(`/api/admin/teams/${team.id}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      toast.success(`Team ${team.name} deleted; its members have no team now.`);
      navigate('/admin/teams');
    },
    onError: (e) => toast.error(e.message),
  });

  const columns: AdminColumn<TeamMember>[] = [
    {
      header: 'Name',
      cellClassName: 'max-w-[14rem]',
      cell: (m) => (
        <>
          <Link to={`/admin/members/${m.id}`} className="link block truncate">
            {fullName(m)}
          </Link>
          <span className="block truncate text-xs text-muted">{m.email}</span>
        </>
      ),
    },
    {
      header: 'Self-assessment',
      cellClassName: 'whitespace-nowrap',
      cell: (m) => (m.selfAssessedAt ? `Submitted ${formatDate(m.selfAssessedAt)}` : 'Not yet'),
    },
    {
      header: 'Actions',
      headerHidden: true,
      cellClassName: 'text-right',
      cell: (m) => (
        <PendingButton
          type="button"
          className="btn-ghost px-2"
          // The member being removed waits; the other rows are unavailable until then.
          pending={remove.isPending && remove.variables === m.id}
          disabled={remove.isPending && remove.variables !== m.id}
          onClick={() => remove.mutate(m.id)}
          aria-label={`Remove ${fullName(m)} from ${team.name}`}
        >
          Remove
        </PendingButton>
      ),
    },
  ];

  return (
    <>
      <AdminPageHeader
        title={team.name}
        description={
          <ShareBar
            value={team.selfAssessed}
            max={team.memberCount}
            label={`${team.selfAssessed} of ${team.memberCount} members submitted a self-assessment`}
          />
        }
      />
      <div className="mb-6 grid gap-4 lg:grid-cols-2">
        <Rename team={team} onDone={refresh} />
        <AddMember team={team} onDone={refresh} />
      </div>

      <h2 className="mb-2 text-base font-semibold text-ink">Members</h2>
      {/* The shared table scrolls inside its box and clips the hidden "Actions" header with it:
          otherwise that header sticks out past a phone's screen and the browser shrinks the whole
          page to show it. */}
      <div className="mb-6">
        <AdminTable
          caption={`Members of ${team.name}`}
          columns={columns}
          rows={team.members}
          emptyText="Nobody in this team yet."
        />
      </div>

      <MergeTeam team={team} />

      <section aria-labelledby="delete-team" className="rounded-lg border border-border bg-surface p-4">
        <h2 id="delete-team" className="mb-2 text-base font-semibold text-ink">
          Delete team
        </h2>
        <p className="mb-3 text-sm text-muted">
          Its members stay, without a team; their assessments are kept.
        </p>
        <PendingButton
          type="button"
          className="btn border border-red-700 text-red-800 hover:bg-red-50"
          pending={del.isPending}
          onClick={() => setConfirmingDelete(true)}
        >
          Delete {team.name}
        </PendingButton>
      </section>
      {confirmingDelete ? (
        <ConfirmDialog
          title={`Delete the team ${team.name}?`}
          action="Delete team"
          danger
          running={del.isPending}
          onConfirm={() => del.mutate()}
          onClose={() => setConfirmingDelete(false)}
        >
          <p>Its members stay, without a team; their assessments are kept.</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

function Rename({ team, onDone }: { team: AdminTeamDetail; onDone: (t: AdminTeamDetail) => void }) {
  const id = useId();
  const [name, setName] = useState(team.name);
  const rename = useMutation({
    mutationFn: () => apiPatch<AdminTeamDetail>(`/api/admin/teams/${team.id}`, { name: name.trim() }),
    onSuccess: (t) => {
      onDone(t);
      toast.success('Team renamed.');
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim() && name.trim() !== team.name) rename.mutate();
  };
  return (
    <form onSubmit={submit} className="rounded-lg border border-border bg-surface p-4">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        Team name
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          className="input h-10 w-56 max-w-full"
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
        />
        <PendingButton
          type="submit"
          className="btn-outline"
          pending={rename.isPending}
          disabled={name.trim() === team.name || !name.trim()}
        >
          Rename
        </PendingButton>
      </div>
      {rename.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {rename.error.message}
        </p>
      ) : null}
    </form>
  );
}

/** Finds a member by name or email and puts them in this team (moving them from theirs). */
function AddMember({ team, onDone }: { team: AdminTeamDetail; onDone: (t: AdminTeamDetail) => void }) {
  const id = useId();
  const [q, setQ] = useState('');
  const found = useQuery({
    queryKey: ['admin', 'members', `team-add:${q}`],
    queryFn: () => apiGet<AdminMemberPage>(`/api/admin/members?q=${encodeURIComponent(q)}&pageSize=5`),
    enabled: q.trim().length >= 2,
  });
  const add = useMutation({
    mutationFn: (userId: string) => apiPut<TeamMove>(`/api/admin/teams/${team.id}/members/${userId}`),
    onSuccess: (move) => {
      onDone(move.team);
      setQ('');
      toast.success(
        move.movedFrom ? `Moved here from ${move.movedFrom.name}.` : `Added to ${move.team.name}.`,
      );
    },
    onError: (e) => toast.error(e.message),
  });
  const candidates = (found.data?.items ?? []).filter((m) => m.team?.id !== team.id);
  return (
    <div className="rounded-lg border border-border bg-surface p-4">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        Add a member
      </label>
      <input
        id={id}
        type="search"
        className="input h-10"
        placeholder="Name or email"
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      {q.trim().length >= 2 ? (
        <ul className="mt-2 flex flex-col gap-1" aria-label="Matching members">
          {candidates.map((m) => (
            <li key={m.id} className="flex items-center justify-between gap-2 text-sm">
              <span className="min-w-0 truncate">
                {fullName(m)} <span className="text-muted">· {m.team ? `in ${m.team.name}` : 'no team'}</span>
              </span>
              <PendingButton
                type="button"
                className="btn-outline px-3 py-1"
                // The member being added waits; the other rows are unavailable until then.
                pending={add.isPending && add.variables === m.id}
                disabled={add.isPending && add.variables !== m.id}
                onClick={() => add.mutate(m.id)}
              >
                {m.team ? 'Move here' : 'Add'}
                <span className="sr-only"> {fullName(m)}</span>
              </PendingButton>
            </li>
          ))}
          {found.data && candidates.length === 0 ? (
            <li className="text-sm text-muted">Nobody else matches.</li>
          ) : null}
        </ul>
      ) : (
        <p className="mt-2 text-xs text-muted">A member in another team is moved here: they have one team.</p>
      )}
    </div>
  );
}
