import { RATING_REQUEST_MAX } from '@shared/domain/assessment';
import { formatShortDay } from '@shared/domain/dates';
import { Loader2 } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, useId, useState } from 'react';
import { type DeferredDialogProps, returnFocusTo } from '../../components/deferred';
import { dialogContentClass, dialogOverlayClass } from '../../components/dialog-classes';
import { DialogHeader } from '../../components/dialog-header';
import { PendingButton } from '../../components/pending-button';
import { isApiError, UNEXPECTED_ERROR_MESSAGE } from '../../lib/api';
import { toast } from '../../lib/toast';
import { type TeamMember, useAskForRatings } from './api';

const UNNAMED = 'Unnamed User';

/** The dialog itself (its code loads when it first opens): whom to ask, and the request. */
export default function AskForRatingsDialog({
  title,
  members,
  onClose,
  trigger,
}: DeferredDialogProps & { title: string; members: readonly TeamMember[] }) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={dialogContentClass('max-w-lg')} onCloseAutoFocus={returnFocusTo(trigger)}>
          <DialogHeader
            title={title}
            description="Each teammate you choose gets an email asking them to rate you. You only ever see an average of several teammates' ratings, never one person's answers."
          />
          <AskForm members={members.filter((m) => m.canAsk)} onDone={onClose} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
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
