import { featureCountLabel, ROADMAP_MESSAGES, type RoadmapSort } from '@shared/domain/roadmap';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Lightbulb, MessageSquare, ThumbsUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { EmptyState, ErrorState, PageContainer, PageHeader } from '../../components/content/states';
import { useErrorToast } from '../../components/content/use-error-toast';
import { PendingButton } from '../../components/pending-button';
import { toast } from '../../lib/toast';
import { type RoadmapFeature, roadmapQuery, useVote } from './api';
import { FeedbackDialog, SuggestFeatureDialog } from './feature-dialogs';
import { StatusBadge } from './status-badge';

const SORTS: Array<{ value: RoadmapSort; label: string }> = [
  { value: 'status', label: 'Status' },
  { value: 'popularity', label: 'Popularity' },
];

function SortControl({ sort, onChange }: { sort: RoadmapSort; onChange: (sort: RoadmapSort) => void }) {
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">Sort by</legend>
      <span aria-hidden="true" className="text-sm text-muted">
        Sort by
      </span>
      <div className="inline-flex rounded-lg border border-border bg-surface p-0.5">
        {SORTS.map((s) => (
          <label
            key={s.value}
            className={clsx(
              'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              sort === s.value ? 'bg-primary text-primary-foreground' : 'text-ink hover:bg-subtle',
            )}
          >
            <input
              type="radio"
              name="roadmap-sort"
              value={s.value}
              checked={sort === s.value}
              onChange={() => onChange(s.value)}
              className="sr-only"
            />
            {s.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The vote toggle. While a vote is on its way, presses are ignored (a pending button). */
function UpvoteButton({ feature }: { feature: RoadmapFeature }) {
  const vote = useVote();
  // Marked as the press is handled: a second press must not send a second vote, even one that
  // comes before the pending state has rendered.
  const sending = useRef(false);
  const label = feature.userUpvoted ? `Remove your upvote from ${feature.title}` : `Upvote ${feature.title}`;
  return (
    <PendingButton
      type="button"
      pending={vote.isPending}
      aria-pressed={feature.userUpvoted}
      aria-label={label}
      onClick={() => {
        if (sending.current) return;
        sending.current = true;
        vote.mutate(
          { id: feature.id, upvoted: !feature.userUpvoted },
          {
            onError: () => toast.error(ROADMAP_MESSAGES.voteFailed),
            onSettled: () => {
              sending.current = false;
            },
          },
        );
      }}
      className={clsx(
        'inline-flex min-w-16 shrink-0 flex-col items-center gap-0.5 rounded-lg border px-3 py-2 text-sm font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        feature.userUpvoted
          ? 'border-primary bg-primary text-primary-foreground hover:bg-primary-hover'
          : 'border-border bg-surface text-ink hover:border-primary',
      )}
    >
      <ThumbsUp className={clsx('size-4', feature.userUpvoted && 'fill-current')} aria-hidden="true" />
      <span data-testid="upvote-count">{feature.upvoteCount}</span>
    </PendingButton>
  );
}

function FeatureCard({ feature, onFeedback }: { feature: RoadmapFeature; onFeedback: () => void }) {
  return (
    <li className="flex gap-4 rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-5">
      <UpvoteButton feature={feature} />
      <article className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="min-w-0 text-base font-semibold break-words text-ink">{feature.title}</h2>
          <StatusBadge status={feature.status} />
        </div>
        <p className="mt-1.5 text-sm break-words whitespace-pre-line text-muted">{feature.description}</p>
        <button type="button" className="btn-ghost -ml-3 mt-2 text-sm" onClick={onFeedback}>
          <MessageSquare className="size-4" aria-hidden="true" />
          Feedback
          <span className="sr-only"> on {feature.title}</span>
        </button>
      </article>
    </li>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{ROADMAP_MESSAGES.loading}</span>
      <ul aria-hidden="true" className="space-y-3">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="skeleton h-28 w-full rounded-xl" />
        ))}
      </ul>
    </div>
  );
}

/** /roadmap: public features, sorted by status or popularity, with votes, suggestions and feedback. */
export default function RoadmapPage() {
  const [sort, setSort] = useState<RoadmapSort>('status');
  const [suggesting, setSuggesting] = useState(false);
  const [feedbackOn, setFeedbackOn] = useState<RoadmapFeature | null>(null);
  const query = useQuery(roadmapQuery(sort));
  useErrorToast(query.error, ROADMAP_MESSAGES.loadFailed);
  const features = query.data?.features ?? [];

  const suggestButton = (
    <button type="button" className="btn-primary" onClick={() => setSuggesting(true)}>
      <Lightbulb className="size-4" aria-hidden="true" />
      Suggest Feature
    </button>
  );

  return (
    <PageContainer className="max-w-4xl">
      <PageHeader
        title="Roadmap"
        description="Vote for the features you want most, suggest new ones and tell us what you think."
        actions={suggestButton}
      />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <SortControl sort={sort} onChange={setSort} />
        {query.data ? (
          <p className="text-sm text-muted" aria-live="polite">
            {featureCountLabel(query.data.total)}
          </p>
        ) : null}
      </div>
      {query.isPending ? (
        <ListSkeleton />
      ) : query.isError && !query.data ? (
        <ErrorState message={ROADMAP_MESSAGES.loadFailed} onRetry={() => void query.refetch()} />
      ) : features.length === 0 ? (
        <EmptyState
          action={
            <>
              <p className="text-sm text-muted">{ROADMAP_MESSAGES.emptyHint}</p>
              {suggestButton}
            </>
          }
        >
          {ROADMAP_MESSAGES.emptyTitle}
        </EmptyState>
      ) : (
        <ul aria-label="Features" className="space-y-3">
          {features.map((f) => (
            <FeatureCard key={f.id} feature={f} onFeedback={() => setFeedbackOn(f)} />
          ))}
        </ul>
      )}
      <SuggestFeatureDialog open={suggesting} onOpenChange={setSuggesting} />
      <FeedbackDialog
        feature={feedbackOn}
        onOpenChange={(open) => (open ? undefined : setFeedbackOn(null))}
      />
    </PageContainer>
  );
}
