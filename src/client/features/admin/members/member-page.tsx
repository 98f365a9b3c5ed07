import type { AdminMemberDetail, TeamMove } from '@shared/contract/admin-people';
import type { AssignableRole } from '@shared/domain/roles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type ReactNode, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { DialogHeader } from '../../../components/dialog-header';
import { PendingButton } from '../../../components/pending-button';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { AdminPageHeader } from '../admin-page-header';
import { formatDate, formatDateTime, fullName, STATE_LABELS } from '../people/format';
import { Badge, useAdminTeams } from './members-page';
import { RoleControl } from './role-control';

const memberKey = (id: string) => ['admin', 'member', id] as const;

/** One member in the console: who they are, their team, membership, role and account. */
export default function MemberAdminPage() {
  const { id = '' } = useParams();
  const member = useQuery({
    queryKey: memberKey(id),
    queryFn: () => apiGet<AdminMemberDetail>(`/api/admin/members/${id}`),
  });
  const back = (
    <Link
      to="/admin/members"
      className="mb-4 inline-flex items-center gap-1 text-sm text-muted hover:text-ink"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      All members
    </Link>
  );
  if (member.isPending) {
    return (
      <>
        {back}
        <p className="text-sm text-muted">Loading…</p>
      </>
    );
  }
  if (member.isError) {
    return (
      <>
        {back}
        <AdminPageHeader title="Member" />
        <p role="alert" className="text-sm text-ink">
          {member.error.message}
        </p>
      </>
    );
  }
  return (
    <>
      {back}
      <MemberView member={member.data} />
    </>
  );
}

function useMemberAction<T>(id: string, run: (input: T) => Promise<unknown>, success: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (data) => {
      if (data && typeof data === 'object' && 'permissions' in data) {
        queryClient.setQueryData(memberKey(id), data);
      } else void queryClient.invalidateQueries({ queryKey: memberKey(id) });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'members'] });
      toast.success(success);
    },
    onError: (error) => toast.error(error.message),
  });
}

function MemberView({ member }: { member: AdminMemberDetail }) {
  const id = member.id;
  const setRole = useMemberAction(
    id,
    (role: AssignableRole) => apiPost<AdminMemberDetail>(`/api/admin/members/${id}/role`, { role }),
    'Role changed.',
  );
  const deactivate = useMemberAction(
    id,
    (on: boolean) =>
      apiPost<AdminMemberDetail>(`/api/admin/members/${id}/${on ? 'deactivate' : 'reactivate'}`),
    member.deactivated ? 'Account reactivated.' : 'Account deactivated: signed out everywhere.',
  );
  const resend = useMemberAction(
    id,
    () => apiPost<AdminMemberDetail>(`/api/admin/members/${id}/invite/resend`),
    'A fresh invitation was sent.',
  );

  return (
    <>
      <AdminPageHeader
        title={fullName(member)}
        description={
          <>
            {member.email}
            {member.invitePending ? <Badge>Invited</Badge> : null}
            {member.deactivated ? <Badge tone="warn">Deactivated</Badge> : null}
          </>
        }
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title="Profile">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
            <Term label="Title">{member.title || '—'}</Term>
            <Term label="Company">{member.company || '—'}</Term>
            <Term label="Joined">{formatDate(member.joinedAt)}</Term>
            <Term label="Last sign-in">{formatDateTime(member.lastSignInAt, 'Never')}</Term>
            <Term label="Last active">{formatDateTime(member.lastActiveAt, 'Never')}</Term>
            <Term label="Onboarding">{member.onboardingCompleted ? 'Completed' : 'Not completed'}</Term>
            <Term label="Self-assessments">
              {member.assessments.selfSubmitted}
              {member.assessments.lastSubmittedAt
                ? ` (last ${formatDate(member.assessments.lastSubmittedAt)})`
                : ''}
            </Term>
            <Term label="Ratings given">{member.assessments.peerSubmitted}</Term>
            <Term label="Rated by">
              {member.assessments.ratedBy} teammate{member.assessments.ratedBy === 1 ? '' : 's'}
            </Term>
          </dl>
        </Card>

        <Card title="Team">
          <TeamPicker member={member} />
        </Card>

        <Card title="Membership">
          <MembershipEditor member={member} />
        </Card>

        <Card title="Role">
          <RoleControl
            key={member.role}
            member={member}
            pending={setRole.isPending}
            onChange={(role) => setRole.mutate(role)}
          />
        </Card>

        {member.invitePending ? (
          <Card title="Invitation">
            <p className="mb-3 text-sm text-ink">
              {member.invite
                ? member.invite.expired
                  ? `The invitation expired on ${formatDate(member.invite.expiresAt)}.`
                  : `Invited; the link works until ${formatDate(member.invite.expiresAt)}.`
                : 'Invited; no link is valid at the moment.'}
            </p>
            <div className="flex flex-wrap gap-2">
              <PendingButton
                type="button"
                className="btn-outline"
                pending={resend.isPending}
                onClick={() => resend.mutate(undefined)}
              >
                Resend invitation
              </PendingButton>
              <RevokeInvite member={member} />
            </div>
          </Card>
        ) : null}

        <Card title="Account">
          <div className="flex flex-col gap-4">
            <div>
              <p className="mb-2 text-sm text-muted">
                {member.deactivated
                  ? `Deactivated on ${formatDate(member.deactivatedAt)}: cannot sign in; everything is kept.`
                  : 'Deactivating signs the member out everywhere and refuses their sign-in; their data is kept.'}
              </p>
              <ConfirmButton
                label={member.deactivated ? 'Reactivate account' : 'Deactivate account'}
                title={member.deactivated ? 'Reactivate this account?' : 'Deactivate this account?'}
                description={
                  member.deactivated
                    ? `${member.email} will be able to sign in again.`
                    : `${member.email} is signed out everywhere now and cannot sign in until reactivated.`
                }
                permission={member.permissions.deactivate}
                pending={deactivate.isPending}
                onConfirm={() => deactivate.mutate(!member.deactivated)}
              />
            </div>
            <DeleteMember member={member} />
          </div>
        </Card>
      </div>
    </>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-border bg-surface p-4" aria-label={title}>
      <h2 className="mb-3 text-base font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 text-ink">{children}</dd>
    </>
  );
}

function TeamPicker({ member }: { member: AdminMemberDetail }) {
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

const MANUAL_KINDS = [
  { value: 'lifetime', label: 'Lifetime' },
  { value: 'wire', label: 'Wire transfer' },
  { value: 'unknown', label: 'Unknown (full access)' },
  { value: 'clear', label: 'None (no access)' },
] as const;

function MembershipEditor({ member }: { member: AdminMemberDetail }) {
  const ids = { kind: useId(), end: useId() };
  const s = member.subscription;
  const [kind, setKind] = useState<(typeof MANUAL_KINDS)[number]['value']>(
    s.status === 'lifetime' ? 'lifetime' : s.status === 'unknown' ? 'unknown' : s.status ? 'wire' : 'clear',
  );
  const [endsAt, setEndsAt] = useState(s.currentPeriodEnd ? s.currentPeriodEnd.slice(0, 10) : '');
  const set = useMemberAction(
    member.id,
    () =>
      apiPost(`/api/admin/members/${member.id}/subscription`, {
        kind,
        ...(kind === 'wire' && endsAt ? { endsAt: new Date(`${endsAt}T23:59:59Z`).toISOString() } : {}),
      }),
    'Membership saved.',
  );
  const summary = (
    <p className="mb-3 text-sm text-ink">
      {STATE_LABELS[s.state]}
      {s.currentPeriodEnd ? ` · until ${formatDate(s.currentPeriodEnd)}` : ''}
      {s.cancelAtPeriodEnd ? ' · cancels at period end' : ''}
    </p>
  );
  if (s.managedBy === 'stripe') {
    return (
      <>
        {summary}
        <p className="text-sm text-muted">Paid by card and managed in Stripe: it changes only there.</p>
      </>
    );
  }
  if (!member.permissions.membership.allowed) {
    return (
      <>
        {summary}
        <p className="text-sm text-muted">{member.permissions.membership.reason}</p>
      </>
    );
  }
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        set.mutate(undefined);
      }}
    >
      {summary}
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.kind} className="text-sm font-medium text-ink">
            Set membership
          </label>
          <select
            id={ids.kind}
            className="input h-10 w-auto min-w-48"
            value={kind}
            onChange={(e) => setKind(e.target.value as typeof kind)}
          >
            {MANUAL_KINDS.map((k) => (
              <option key={k.value} value={k.value}>
                {k.label}
              </option>
            ))}
          </select>
        </div>
        {kind === 'wire' ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.end} className="text-sm font-medium text-ink">
              Paid until (optional)
            </label>
            <input
              id={ids.end}
              type="date"
              className="input h-10 w-auto"
              value={endsAt}
              onChange={(e) => setEndsAt(e.target.value)}
            />
          </div>
        ) : null}
        <PendingButton type="submit" className="btn-outline" pending={set.isPending}>
          Save membership
        </PendingButton>
      </div>
    </form>
  );
}

function ConfirmButton({
  label,
  title,
  description,
  permission,
  pending = false,
  onConfirm,
  danger,
}: {
  label: string;
  title: string;
  description: string;
  permission: { allowed: boolean; reason: string | null };
  pending?: boolean;
  onConfirm: () => void;
  danger?: boolean;
}) {
  const [open, setOpen] = useState(false);
  if (!permission.allowed) {
    return (
      <p className="text-sm text-muted">
        <span className="font-medium text-ink">{label}: </span>
        {permission.reason}
      </p>
    );
  }
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={danger ? 'btn border border-red-700 text-red-800 hover:bg-red-50' : 'btn-outline'}
      >
        {label}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-xl border border-border bg-surface p-5 shadow-xl outline-none">
          <DialogHeader title={title} description={description} />
          <div className="flex justify-end gap-2">
            <Dialog.Close className="btn-outline">Cancel</Dialog.Close>
            <PendingButton
              type="button"
              className="btn-primary"
              pending={pending}
              onClick={() => {
                onConfirm();
                setOpen(false);
              }}
            >
              {label}
            </PendingButton>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function RevokeInvite({ member }: { member: AdminMemberDetail }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const revoke = useMutation({
    mutationFn: () => apiPost(`/api/admin/members/${member.id}/invite/revoke`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'members'] });
      toast.success(`The invitation of ${member.email} was revoked.`);
      navigate('/admin/members');
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <ConfirmButton
      label="Revoke invitation"
      title="Revoke this invitation?"
      description={`The link stops working and the account of ${member.email}, never used, is removed.`}
      permission={member.permissions.delete}
      pending={revoke.isPending}
      onConfirm={() => revoke.mutate()}
    />
  );
}

function DeleteMember({ member }: { member: AdminMemberDetail }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => apiDelete(`/api/admin/members/${member.id}`, { confirmEmail: typed }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      toast.success('The account was deleted.');
      navigate('/admin/members');
    },
  });
  const matches = typed.trim().toLowerCase() === member.email.toLowerCase();
  if (!member.permissions.delete.allowed) {
    return (
      <p className="text-sm text-muted">
        <span className="font-medium text-ink">Delete account: </span>
        {member.permissions.delete.reason}
      </p>
    );
  }
  return (
    <div>
      <p className="mb-2 text-sm text-muted">
        Deleting closes the account as the member could: their personal data goes for good, a card
        subscription is canceled and they are emailed a confirmation. Their votes stay as counts; roadmap
        ideas and comments they wrote stay, without their name.
      </p>
      <Dialog.Root
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          setTyped('');
          remove.reset();
        }}
      >
        <Dialog.Trigger className="btn border border-red-700 text-red-800 hover:bg-red-50">
          Delete account
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-xl border border-border bg-surface p-5 shadow-xl outline-none">
            <DialogHeader
              title="Delete this account for good?"
              description="This cannot be undone. Type the member's email to confirm."
            />
            <form
              className="flex flex-col gap-3"
              onSubmit={(e) => {
                e.preventDefault();
                if (matches) remove.mutate();
              }}
            >
              <label htmlFor={id} className="text-sm font-medium text-ink">
                Type <span className="font-mono">{member.email}</span>
              </label>
              <input
                id={id}
                className="input"
                autoComplete="off"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
              />
              {remove.isError ? (
                <p role="alert" className="text-sm text-red-700">
                  {remove.error.message}
                </p>
              ) : null}
              <div className="flex justify-end gap-2">
                <Dialog.Close className="btn-outline">Cancel</Dialog.Close>
                <PendingButton
                  type="submit"
                  className="btn bg-red-700 text-white hover:bg-red-800"
                  pending={remove.isPending}
                  disabled={!matches}
                >
                  Delete account
                </PendingButton>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
