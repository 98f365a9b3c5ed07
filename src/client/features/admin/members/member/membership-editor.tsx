import type { AdminMemberDetail } from '@shared/contract/admin-members';
import { useId, useState } from 'react';
import { PendingButton } from '../../../../components/pending-button';
import { apiPost } from '../../../../lib/api';
import { formatDate, STATE_LABELS } from '../../format';
import { useMemberAction } from './member-action';

const MANUAL_KINDS = [
  { value: 'lifetime', label: 'Lifetime' },
  { value: 'wire', label: 'Wire transfer' },
  { value: 'unknown', label: 'Unknown (full access)' },
  { value: 'clear', label: 'None (no access)' },
] as const;

/** A membership set by hand (lifetime, wire transfer…); one paid by card changes only in Stripe. */
export function MembershipEditor({ member }: { member: AdminMemberDetail }) {
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
