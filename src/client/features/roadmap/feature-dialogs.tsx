import { zodResolver } from '@hookform/resolvers/zod';
import {
  FeatureFeedbackInput,
  type FeatureSuggestion,
  FeatureSuggestionInput,
} from '@shared/contract/roadmap';
import { FEATURE_FEEDBACK_MAX, ROADMAP_MESSAGES, SIMILAR_MIN_CHARS } from '@shared/domain/roadmap';
import { useQuery } from '@tanstack/react-query';
import { ThumbsUp } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { DialogHeader } from '../../components/dialog-header';
import { CountedTextarea } from '../../components/form/counted-textarea';
import { PendingButton } from '../../components/pending-button';
import { isApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useDebouncedValue } from '../search/use-debounced-value';
import { type RoadmapFeature, similarQuery, useSendFeatureFeedback, useSuggestFeature, useVote } from './api';
import { FeatureTextFields } from './feature-text-fields';
import { StatusBadge } from './status-badge';

const contentClass =
  'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-border bg-surface p-6 shadow-xl outline-none motion-safe:animate-fade-in';

function DialogFrame({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 motion-safe:animate-fade-in" />
        <Dialog.Content className={contentClass}>{children}</Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SimilarFeatures({ title, onVoted }: { title: string; onVoted: () => void }) {
  const q = useDebouncedValue(title.trim(), 300);
  const enabled = q.length >= SIMILAR_MIN_CHARS;
  const similar = useQuery({ ...similarQuery(q), enabled });
  const vote = useVote();
  const features = enabled ? (similar.data?.features ?? []) : [];
  if (features.length === 0) return null;
  return (
    <section aria-label="Similar features" className="rounded-lg border border-border bg-subtle p-3">
      <p className="text-sm font-medium text-ink">Similar features already on the roadmap</p>
      <ul className="mt-2 space-y-2">
        {features.map((f: RoadmapFeature) => (
          <li
            key={f.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-surface p-2"
          >
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-ink">{f.title}</p>
              <div className="mt-1 flex items-center gap-2 text-xs text-muted">
                <StatusBadge status={f.status} />
                <span>
                  {f.upvoteCount} {f.upvoteCount === 1 ? 'vote' : 'votes'}
                </span>
              </div>
            </div>
            {f.userUpvoted ? (
              <span className="text-xs font-medium text-success">You voted for this</span>
            ) : (
              <PendingButton
                type="button"
                className="btn-outline text-sm"
                // The feature being voted for waits; the others are unavailable until the vote is in.
                pending={vote.isPending && vote.variables?.id === f.id}
                disabled={vote.isPending && vote.variables?.id !== f.id}
                onClick={() =>
                  vote.mutate(
                    { id: f.id, upvoted: true },
                    {
                      onSuccess: () => {
                        toast.success(`Your vote was added to "${f.title}"`);
                        onVoted();
                      },
                      onError: () => toast.error(ROADMAP_MESSAGES.voteFailed),
                    },
                  )
                }
              >
                <ThumbsUp className="size-4" aria-hidden="true" />
                {ROADMAP_MESSAGES.voteInstead}
                <span className="sr-only">: {f.title}</span>
              </PendingButton>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Suggest Feature: title and description with counters; similar features offered while typing. */
export function SuggestFeatureDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <DialogFrame open={open} onOpenChange={onOpenChange}>
      {open ? <SuggestForm onDone={() => onOpenChange(false)} /> : null}
    </DialogFrame>
  );
}

function SuggestForm({ onDone }: { onDone: () => void }) {
  const suggest = useSuggestFeature();
  const form = useForm<FeatureSuggestion>({
    resolver: zodResolver(FeatureSuggestionInput),
    defaultValues: { title: '', description: '' },
  });

  const submit = form.handleSubmit(
    (suggestion) => {
      if (suggest.isPending) return;
      suggest.mutate(suggestion, {
        onSuccess: () => {
          toast.success(ROADMAP_MESSAGES.featureSubmitted);
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 401) {
            toast.error(ROADMAP_MESSAGES.authRequired, { description: ROADMAP_MESSAGES.authRequiredHint });
          } else if (isApiError(error) && error.status === 400) {
            toast.error(error.message);
          } else {
            toast.error(ROADMAP_MESSAGES.featureFailed);
          }
        },
      });
    },
    (invalid) => {
      const messages = Object.values(invalid).map((e) => e?.message);
      if (messages.includes(ROADMAP_MESSAGES.fillAllFields)) {
        toast.error(ROADMAP_MESSAGES.validationError, { description: ROADMAP_MESSAGES.fillAllFields });
      }
    },
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <DialogHeader
        title="Suggest a Feature"
        description="Tell us what would make the platform more useful to you. Other members can vote for it."
      />
      <FeatureTextFields
        form={form}
        afterTitle={<SimilarFeatures title={form.watch('title')} onVoted={onDone} />}
      />
      <div className="flex justify-end gap-2">
        <Dialog.Close className="btn-outline" type="button">
          Cancel
        </Dialog.Close>
        <PendingButton type="submit" className="btn-primary" pending={suggest.isPending}>
          {suggest.isPending ? 'Submitting…' : 'Submit Feature'}
        </PendingButton>
      </div>
    </form>
  );
}

/** Feedback on one feature: read by the team only. */
export function FeedbackDialog({
  feature,
  onOpenChange,
}: {
  feature: RoadmapFeature | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <DialogFrame open={feature !== null} onOpenChange={onOpenChange}>
      {feature ? <FeedbackForm feature={feature} onDone={() => onOpenChange(false)} /> : null}
    </DialogFrame>
  );
}

function FeedbackForm({ feature, onDone }: { feature: RoadmapFeature; onDone: () => void }) {
  const send = useSendFeatureFeedback();
  const form = useForm({ resolver: zodResolver(FeatureFeedbackInput), defaultValues: { comment: '' } });

  const submit = form.handleSubmit(({ comment }) => {
    if (send.isPending) return;
    send.mutate(
      { id: feature.id, comment },
      {
        onSuccess: () => {
          toast.success(ROADMAP_MESSAGES.feedbackSubmitted);
          onDone();
        },
        onError: () => toast.error(ROADMAP_MESSAGES.feedbackFailed),
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <DialogHeader
        title="Feedback"
        description={
          <>
            On <span className="font-medium text-ink">{feature.title}</span>. Only our team reads it.
          </>
        }
      />
      <CountedTextarea
        label="Your feedback"
        value={form.watch('comment')}
        maxLength={FEATURE_FEEDBACK_MAX}
        error={form.formState.errors.comment?.message}
        className="min-h-28"
        {...form.register('comment')}
      />
      <div className="flex justify-end gap-2">
        <Dialog.Close className="btn-outline" type="button">
          Cancel
        </Dialog.Close>
        <PendingButton type="submit" className="btn-primary" pending={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send Feedback'}
        </PendingButton>
      </div>
    </form>
  );
}
