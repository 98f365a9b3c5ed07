import { RATING_REQUEST_MAX } from '@shared/domain/assessment';
import { formatShortDay } from '@shared/domain/dates';
import { useQuery } from '@tanstack/react-query';
import { Loader2, MessageSquarePlus } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, useId, useState } from 'react';
import { dialogContentClass, dialogOverlayClass } from '../../components/dialog-classes';
import { DialogHeader } from '../../components/dialog-header';
import { PendingButton } from '../../components/pending-button';
import { isApiError, UNEXPECTED_ERROR_MESSAGE } from '../../lib/api';
import { toast } from '../../lib/toast';
import { myTeamQuery, type TeamMember, useAskForRatings } from './api';

export const ASK_TITLE = 'Ask teammates for a rating';
const UNNAMED = 'Unnamed User';

/** The button that opens the dialog (My Team, results): shown once someone in the team can be asked. */
export function AskForRatingsButton({ members }: { members: readonly TeamMember[] }) {
  const [open, setOpen] = useState(false);
  if (!members.some((m) => m.canAsk)) return null;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="btn-outline">
        <MessageSquarePlus className="size-4" aria-hidden="true" />
        {ASK_TITLE}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={dialogContentClass('max-w-lg')}>
          <DialogHeader
            title={ASK_TITLE}
            description="Each teammate you choose gets an email asking them to rate you. You only ever see an average of several teammates' ratings, never one person's answers."
          />
          <AskForm members={members.filter((m) => m.canAsk)} onDone={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The same button where the team is not loaded yet (the results page): it reads My Team itself. */
export function AskForRatingsFromTeam() {
  const team = useQuery(myTeamQuery);
  return team.data ? <AskForRatingsButton members={team.data.members} /> : null;
}

function AskForm({ members, onDone }: { members: TeamMember[]; onDone: () => void }) {
  const legendId = useId();
  const errorId = useId();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const ask = useAskForRatings();
  const open = (m: TeamMember) => m.myRequest?.status === 'requested';

  const toggle = (id: string, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (chosen.size === 0) return setProblem('Choose at least one teammate.');
    if (chosen.size > RATING_REQUEST_MAX)
      return setProblem(`At most ${RATING_REQUEST_MAX} teammates at once.`);
    ask.mutate([...chosen], {
      onSuccess: (result) => {
        const n = result.asked.length;
        toast.success(
          n > 0 ? `Asked ${n} ${n === 1 ? 'teammate' : 'teammates'} for a rating` : 'Already asked',
          {
            description:
              result.alreadyAsked.length > 0
                ? 'Teammates you had asked already were not emailed again.'
                : 'They get an email with a link to rate you.',
          },
        );
        onDone();
      },
      onError: (error) =>
        setProblem(
          isApiError(error) && error.message !== UNEXPECTED_ERROR_MESSAGE
            ? error.message
            : 'The requests could not be sent. Please try again.',
        ),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <fieldset aria-labelledby={legendId} aria-describedby={problem ? errorId : undefined}>
        <legend id={legendId} className="text-sm font-semibold text-ink">
          Teammates
        </legend>
        <ul className="mt-2 divide-y divide-border rounded-lg border border-border">
          {members.map((m) => {
            const name = m.name ?? UNNAMED;
            const already = open(m);
            return (
              <li key={m.id}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 has-[:disabled]:cursor-default">
                  <input
                    type="checkbox"
                    className="size-4 shrink-0 accent-primary"
                    checked={chosen.has(m.id)}
                    disabled={already}
                    onChange={(e) => toggle(m.id, e.target.checked)}
                  />
                  <span className="min-w-0">
                    <span className="block font-medium break-words text-ink">{name}</span>
                    {already && m.myRequest ? (
                      <span className="block text-sm text-muted">
                        Asked on {formatShortDay(m.myRequest.requestedAt)}: remind them from My Team
                      </span>
                    ) : m.myRequest?.status === 'rated' ? (
                      <span className="block text-sm text-muted">Rated you after your last request</span>
                    ) : null}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {problem ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Dialog.Close className="btn-outline">Cancel</Dialog.Close>
        <PendingButton type="submit" className="btn-primary" pending={ask.isPending}>
          {ask.isPending ? <Loader2 className="size-4 motion-safe:animate-spin" aria-hidden="true" /> : null}
          {ask.isPending ? 'Sending…' : `Ask for a rating${chosen.size > 1 ? ` (${chosen.size})` : ''}`}
        </PendingButton>
      </div>
    </form>
  );
}
