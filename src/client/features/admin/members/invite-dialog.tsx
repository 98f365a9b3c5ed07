import type { InviteReport } from '@shared/contract/admin-members';
import {
  INVITE_ACCESS,
  INVITE_BATCH_MAX,
  type InviteAccess,
  type InviteRow,
  parseInviteCsv,
} from '@shared/domain/invite-csv';
import { findTeamByName, newTeamNames } from '@shared/domain/teams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DialogHeader } from '../../../components/dialog-header';
import { Field } from '../../../components/form/field';
import { TextField } from '../../../components/form/text-field';
import { useAdminTeams } from '../teams/admin-teams-query';
import { PendingButton } from '../../../components/pending-button';
import { apiPost } from '../../../lib/api';

const ACCESS_LABELS: Record<InviteAccess, string> = {
  wire: 'Wire transfer (active now)',
  lifetime: 'Lifetime',
  stripe: 'Card, to join by themselves',
};

const CSV_EXAMPLE = 'email,first,last,team,access\nana@example.com,Ana,Lopez,Leadership,lifetime';

/** Invite one person or paste a list; each line is reported back (invited, or why not). */
export function InviteDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl border border-border bg-surface p-5 shadow-xl outline-none sm:p-6">
          <DialogHeader
            title="Invite people"
            description="Each person gets an email with a link to choose their password. Their account exists from now on."
          />
          <InviteForm />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface InviteFormValues {
  mode: 'one' | 'list';
  email: string;
  firstName: string;
  lastName: string;
  teamName: string;
  access: InviteAccess;
  csv: string;
}

const ONE_PERSON = [
  ['email', 'Email'],
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['teamName', 'Team'],
] as const;

function InviteForm() {
  const form = useForm<InviteFormValues>({
    defaultValues: {
      mode: 'one',
      email: '',
      firstName: '',
      lastName: '',
      teamName: '',
      access: 'wire',
      csv: '',
    },
  });
  const mode = form.watch('mode');
  const [problem, setProblem] = useState<string | null>(null);
  const queryClient = useQueryClient();

  const teamsListId = useId();
  // The teams there are, to pick from as you type; a name no team has is confirmed before sending.
  const teams = useAdminTeams();
  const [pending, setPending] = useState<{ rows: InviteRow[]; newTeams: string[] } | null>(null);

  const send = useMutation({
    mutationFn: (batch: { rows: InviteRow[]; confirmNewTeams: boolean }) =>
      apiPost<InviteReport>('/api/admin/invites', batch),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onSettled: () => setPending(null),
  });

  // Each row is checked by the server, which reports every line back; here only the batch's size.
  const submit = form.handleSubmit(({ mode, csv, access, email, firstName, lastName, teamName }) => {
    setProblem(null);
    const typed: InviteRow[] =
      mode === 'one'
        ? [{ line: 1, email: email.trim(), firstName, lastName, teamName, access }]
        : parseInviteCsv(csv, access);
    if (typed.length === 0) return setProblem('Paste at least one line.');
    if (typed.length > INVITE_BATCH_MAX) return setProblem(`At most ${INVITE_BATCH_MAX} people at once.`);
    const known = teams.data?.items ?? [];
    // A team typed in other capitals is the existing team, written as it is.
    const rows = typed.map((r) => ({
      ...r,
      teamName: findTeamByName(known, r.teamName)?.name ?? r.teamName.trim(),
    }));
    const newTeams = newTeamNames(
      known,
      rows.map((r) => r.teamName),
    );
    if (newTeams.length > 0) return setPending({ rows, newTeams });
    send.mutate({ rows, confirmNewTeams: false });
  });

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate={mode === 'list'}>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 text-sm font-medium text-ink">Who</legend>
        {(['one', 'list'] as const).map((m) => (
          <label key={m} className="inline-flex items-center gap-2 text-sm">
            <input type="radio" value={m} {...form.register('mode')} />
            {m === 'one' ? 'One person' : 'Paste a list (CSV)'}
          </label>
        ))}
      </fieldset>

      {mode === 'one' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {ONE_PERSON.map(([key, label]) => (
            <div key={key} className={key === 'email' || key === 'teamName' ? 'sm:col-span-2' : undefined}>
              <TextField
                label={label}
                type={key === 'email' ? 'email' : 'text'}
                required={key === 'email'}
                autoComplete="off"
                {...(key === 'teamName'
                  ? {
                      list: teamsListId,
                      hint: 'Start typing to pick an existing team. A new team is created only after you confirm it.',
                    }
                  : {})}
                {...form.register(key)}
              />
            </div>
          ))}
          <datalist id={teamsListId}>
            {(teams.data?.items ?? []).map((t) => (
              <option key={t.id} value={t.name} />
            ))}
          </datalist>
        </div>
      ) : (
        <Field
          label="One person per line: email, first name, last name, team, access"
          hint="Only the email is required. Access is wire, lifetime or stripe; an empty one takes the choice below. A first line starting with “email” is skipped."
        >
          {(control) => (
            <textarea
              {...control}
              className="input min-h-40 font-mono text-xs"
              placeholder={CSV_EXAMPLE}
              {...form.register('csv')}
            />
          )}
        </Field>
      )}

      <Field label={`Membership ${mode === 'list' ? '(when a line gives none)' : ''}`}>
        {(control) => (
          <select {...control} className="input h-10" {...form.register('access')}>
            {INVITE_ACCESS.map((a) => (
              <option key={a} value={a}>
                {ACCESS_LABELS[a]}
              </option>
            ))}
          </select>
        )}
      </Field>

      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      {send.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {send.error.message}
        </p>
      ) : null}
      {send.data ? <InviteReportTable report={send.data} /> : null}
      {pending ? (
        <ConfirmDialog
          title={
            pending.newTeams.length === 1
              ? `Create the new team “${pending.newTeams[0]}”?`
              : `Create ${pending.newTeams.length} new teams?`
          }
          action={pending.newTeams.length === 1 ? 'Create team and invite' : 'Create teams and invite'}
          running={send.isPending}
          onConfirm={() => send.mutate({ rows: pending.rows, confirmNewTeams: true })}
          onClose={() => setPending(null)}
        >
          <p>No team is called {pending.newTeams.map((n) => `“${n}”`).join(', ')} yet.</p>
          <p>Check the spelling: to add people to an existing team, cancel and pick it from the list.</p>
        </ConfirmDialog>
      ) : null}

      <div className="flex justify-end gap-2">
        <Dialog.Close className="btn-outline">Close</Dialog.Close>
        <PendingButton type="submit" className="btn-primary" pending={send.isPending}>
          {send.isPending ? 'Sending…' : mode === 'one' ? 'Send invitation' : 'Send invitations'}
        </PendingButton>
      </div>
    </form>
  );
}

/** What became of each line of an invitation batch. */
export function InviteReportTable({ report }: { report: InviteReport }) {
  return (
    <section aria-labelledby="invite-report-title" className="rounded-lg border border-border">
      <h3
        id="invite-report-title"
        className="border-b border-border px-3 py-2 text-sm font-semibold"
        role="status"
      >
        {report.invited} invited, {report.failed} not invited
      </h3>
      <div className="max-h-64 overflow-y-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Invitation report, one row per line</caption>
          <thead className="text-xs text-muted">
            <tr>
              <th scope="col" className="px-3 py-1 font-medium">
                Line
              </th>
              <th scope="col" className="px-3 py-1 font-medium">
                Email
              </th>
              <th scope="col" className="px-3 py-1 font-medium">
                Result
              </th>
            </tr>
          </thead>
          <tbody>
            {report.rows.map((row) => (
              <tr key={`${row.line}-${row.email}`} className="border-t border-border align-top">
                <td className="px-3 py-1.5 tabular-nums">{row.line}</td>
                <td className="max-w-[12rem] px-3 py-1.5 break-all">{row.email || '—'}</td>
                <td className="px-3 py-1.5">
                  <span className="inline-flex items-start gap-1.5">
                    {row.status === 'invited' ? (
                      <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
                    ) : (
                      <XCircle className="mt-0.5 size-4 shrink-0 text-red-700" aria-hidden="true" />
                    )}
                    <span>
                      <span className="sr-only">
                        {row.status === 'invited' ? 'Invited: ' : 'Not invited: '}
                      </span>
                      {row.message}
                    </span>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
