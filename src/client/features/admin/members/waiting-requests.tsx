import type { AdminMemberPage, AdminMemberRow } from '@shared/contract/admin-members';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PendingButton } from '../../../components/pending-button';
import { apiGet, apiPost } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { LoadError } from '../load-error';
import { formatDate, fullName } from '../format';

/** The memberships an administrator can open to a person who asked (the console's activation kinds). */
export const ACTIVATION_KINDS = [
  { value: 'wire', label: 'Wire transfer' },
  { value: 'lifetime', label: 'Lifetime' },
  { value: 'unknown', label: 'Unknown (full access)' },
] as const;
type ActivationKind = (typeof ACTIVATION_KINDS)[number]['value'];

export const WAITING_QUERY = 'status=waiting&sort=joined&dir=asc&page=1&pageSize=100';

/** People who asked to become members and wait for an answer, oldest request first. */
export function WaitingRequests() {
  const waiting = useQuery({
    queryKey: ['admin', 'members', WAITING_QUERY],
    queryFn: () => apiGet<AdminMemberPage>(`/api/admin/members?${WAITING_QUERY}`),
  });

  if (waiting.isPending) {
    return (
      <div role="status" aria-live="polite" className="space-y-3">
        <span className="sr-only">Loading the waiting requests…</span>
        {[0, 1].map((i) => (
          <div key={i} aria-hidden="true" className="skeleton h-24 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (waiting.isError) {
    return (
      <LoadError
        message="The waiting requests could not be loaded."
        error={waiting.error}
        onRetry={() => void waiting.refetch()}
      />
    );
  }
  if (waiting.data.items.length === 0) {
    return (
      <p className="rounded-xl border border-border bg-surface p-6 text-sm text-muted">
        No one is waiting. Membership requests appear here as people ask to join.
      </p>
    );
  }
  return (
    <ul aria-label="Waiting for an answer" className="space-y-3">
      {waiting.data.items.map((person) => (
        <WaitingPerson key={person.id} person={person} />
      ))}
    </ul>
  );
}

function WaitingPerson({ person }: { person: AdminMemberRow }) {
  const queryClient = useQueryClient();
  const kindId = useId();
  const [kind, setKind] = useState<ActivationKind>('wire');
  const [refusing, setRefusing] = useState(false);
  const name = fullName(person);
  const done = (message: string) => {
    toast.success(message);
    setRefusing(false);
    void queryClient.invalidateQueries({ queryKey: ['admin', 'members'] });
  };
  const activate = useMutation({
    mutationFn: () => apiPost(`/api/admin/members/${person.id}/subscription`, { kind }),
    onSuccess: () => done(`${name} is now a member. A welcome email is on its way.`),
    onError: (error) => toast.error(error.message),
  });
  const refuse = useMutation({
    mutationFn: () => apiPost(`/api/admin/members/${person.id}/request/refuse`),
    onSuccess: () => done(`Request refused. ${name} has been told by email.`),
    onError: (error) => toast.error(error.message),
  });
  const busy = activate.isPending || refuse.isPending;

  return (
    <li className="rounded-xl border border-border bg-surface p-4 shadow-sm">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <Link to={`/admin/members/${person.id}`} className="link break-words font-medium">
          {name}
        </Link>
        <span className="text-xs text-muted">Asked on {formatDate(person.waitingSince)}</span>
      </div>
      <p className="break-all text-sm text-muted">{person.email}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex flex-col gap-1">
          <label htmlFor={kindId} className="text-sm font-medium text-ink">
            Activate as
          </label>
          <select
            id={kindId}
            className="input h-10"
            value={kind}
            onChange={(e) => setKind(e.target.value as ActivationKind)}
            disabled={busy}
          >
            {ACTIVATION_KINDS.map((k) => (
              <option key={k.value} value={k.value}>
                {k.label}
              </option>
            ))}
          </select>
        </div>
        <PendingButton
          type="button"
          className="btn-primary"
          pending={activate.isPending}
          disabled={busy}
          onClick={() => activate.mutate()}
        >
          {activate.isPending ? 'Activating…' : `Activate ${name}`}
        </PendingButton>
        <button type="button" className="btn-outline" disabled={busy} onClick={() => setRefusing(true)}>
          Refuse
        </button>
      </div>
      {refusing ? (
        <ConfirmDialog
          title={`Refuse ${name}'s request?`}
          action="Refuse request"
          danger
          running={refuse.isPending}
          onConfirm={() => refuse.mutate()}
          onClose={() => setRefusing(false)}
        >
          <p>{person.email} is told by email that the request was not accepted. They keep their account.</p>
        </ConfirmDialog>
      ) : null}
    </li>
  );
}
