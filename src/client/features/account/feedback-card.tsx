import { ACCOUNT_MESSAGES, FEEDBACK_MAX, FeedbackInput } from '@shared/account';
import { MessageSquareText } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, useId, useState } from 'react';
import { DialogHeader } from '../../components/dialog-header';
import { PendingButton } from '../../components/pending-button';
import { toast } from '../../lib/toast';
import { AccountCard } from './account-card';
import { useSendFeedback } from './api';
import { Spinner } from './fields';

/** Share Feedback: 'Give Feedback' opens a dialog with a 1–1000 character comment and a counter. */
export function FeedbackCard() {
  const [open, setOpen] = useState(false);
  return (
    <AccountCard title="Share Feedback" description="Tell us what works and what we could do better.">
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger className="btn-outline">
          <MessageSquareText className="size-4" aria-hidden="true" />
          Give Feedback
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 motion-safe:animate-fade-in" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-surface p-6 shadow-xl outline-none motion-safe:animate-fade-in">
            <FeedbackForm onDone={() => setOpen(false)} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </AccountCard>
  );
}

function FeedbackForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const counterId = useId();
  const errorId = useId();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendFeedback();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    const parsed = FeedbackInput.safeParse({ comment });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? ACCOUNT_MESSAGES.feedbackRequired);
      return;
    }
    setError(null);
    send.mutate(parsed.data.comment, {
      onSuccess: () => {
        toast.success('Thank you for your feedback!', {
          description: 'Your response helps us improve our service.',
        });
        onDone();
      },
      onError: () => toast.error('Error', { description: 'Failed to submit feedback. Please try again.' }),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <DialogHeader
        title="Give Feedback"
        description="What is working for you, what is missing, what should we change? The team reads every message."
      />
      <div className="space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium text-ink">
          Your feedback
        </label>
        <textarea
          id={id}
          value={comment}
          onChange={(e) => {
            setComment(e.target.value);
            if (error) setError(null);
          }}
          maxLength={FEEDBACK_MAX}
          rows={6}
          aria-invalid={error ? true : undefined}
          aria-describedby={[counterId, error ? errorId : null].filter(Boolean).join(' ')}
          className="input min-h-32 resize-y"
        />
        <div className="flex items-start justify-between gap-3">
          {error ? (
            <p id={errorId} role="alert" className="text-sm font-medium text-danger">
              {error}
            </p>
          ) : (
            <span />
          )}
          <p id={counterId} className="shrink-0 text-xs text-muted tabular-nums">
            {comment.length}/{FEEDBACK_MAX}
            <span className="sr-only"> characters</span>
          </p>
        </div>
      </div>
      <div className="flex justify-end gap-2">
        <Dialog.Close className="btn-outline" type="button">
          Cancel
        </Dialog.Close>
        <PendingButton type="submit" className="btn-primary" pending={send.isPending}>
          {send.isPending ? <Spinner /> : null}
          {send.isPending ? 'Sending…' : 'Submit Feedback'}
        </PendingButton>
      </div>
    </form>
  );
}
