import type { AdminMemberDetail } from '@shared/contract/admin-members';
import type { AssignableRole } from '@shared/domain/roles';
import type { ReactNode } from 'react';
import { PendingButton } from '../../../../components/pending-button';
import { apiPost } from '../../../../lib/api';
import { AdminPageHeader } from '../../admin-page-header';
import { formatDate, formatDateTime, fullName } from '../../format';
import { Badge } from '../members-page';
import { RoleControl } from '../role-control';
import { ConfirmButton, RevokeInvite } from './confirm-button';
import { DeleteMember } from './delete-member';
import { useMemberAction } from './member-action';
import { MembershipEditor } from './membership-editor';
import { TeamPicker } from './team-picker';

/** The member's cards: profile, team, membership, role, invitation and account. */
export function MemberView({ member }: { member: AdminMemberDetail }) {
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
