import { ACCOUNT_MESSAGES, FEEDBACK_MAX, FeedbackInput } from '@shared/account';
import { MessageSquareText } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import { DialogHeader } from '../../components/dialog-header';
import { CountedTextarea } from '../../components/form/counted-textarea';
import { PendingButton } from '../../components/pending-button';
import { toast } from '../../lib/toast';
import { AccountCard } from './account-card';
import { useSendFeedback } from './api';
import { Spinner } from '../../components/spinner';

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
      <CountedTextarea
        label="Your feedback"
        value={comment}
        onChange={(e) => {
          setComment(e.target.value);
          if (error) setError(null);
        }}
        maxLength={FEEDBACK_MAX}
        rows={6}
        error={error}
        className="min-h-32"
      />
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
