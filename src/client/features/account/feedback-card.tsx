import { zodResolver } from '@hookform/resolvers/zod';
import { FEEDBACK_MAX, FeedbackInput } from '@shared/domain/account';
import { MessageSquareText } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
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
  const send = useSendFeedback();
  const form = useForm({ resolver: zodResolver(FeedbackInput), defaultValues: { comment: '' } });

  const submit = form.handleSubmit(({ comment }) => {
    if (send.isPending) return;
    send.mutate(comment, {
      onSuccess: () => {
        toast.success('Thank you for your feedback!', {
          description: 'Your response helps us improve our service.',
        });
        onDone();
      },
      onError: () => toast.error('Error', { description: 'Failed to submit feedback. Please try again.' }),
    });
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <DialogHeader
        title="Give Feedback"
        description="What is working for you, what is missing, what should we change? The team reads every message."
      />
      <CountedTextarea
        label="Your feedback"
        value={form.watch('comment')}
        maxLength={FEEDBACK_MAX}
        rows={6}
        error={form.formState.errors.comment?.message}
        className="min-h-32"
        {...form.register('comment')}
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
