import { formatShortDay } from '@shared/domain/dates';
import { featurePath, ROADMAP_MESSAGES } from '@shared/domain/roadmap';
import { clsx } from 'clsx';
import { MessageSquare, ThumbsUp } from 'lucide-react';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { PendingButton } from '../../components/pending-button';
import { toast } from '../../lib/toast';
import { type RoadmapFeature, useVote } from './api';
import { StatusBadge } from './status-badge';

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
        'inline-flex min-w-16 shrink-0 flex-col items-center gap-0.5 self-start rounded-lg border px-3 py-2 text-sm font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
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

/** The team's word on the latest status change, with its day. */
export function TeamNote({ note, changedAt }: { note: string; changedAt: string | null }) {
  return (
    <figure className="mt-3 rounded-lg border-l-4 border-primary bg-subtle px-3 py-2">
      <figcaption className="text-xs font-semibold text-ink">
        Note from the team
        {changedAt ? (
          <>
            {' · '}
            <time dateTime={changedAt} className="font-normal text-muted">
              {formatShortDay(changedAt)}
            </time>
          </>
        ) : null}
      </figcaption>
      <blockquote className="mt-1 text-sm break-words whitespace-pre-line text-ink">{note}</blockquote>
    </figure>
  );
}

/**
 * A feature as members see it: vote, title, status, description, the team's note and feedback. In
 * the list its title links to the feature's own page; on that page the title is the page's heading.
 */
export function FeatureCard({
  feature,
  onFeedback,
  standalone = false,
}: {
  feature: RoadmapFeature;
  onFeedback: () => void;
  standalone?: boolean;
}) {
  const Title = standalone ? 'h1' : 'h2';
  const titleId = useId();
  return (
    <article
      className="flex gap-4 rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-5"
      aria-labelledby={titleId}
    >
      <UpvoteButton feature={feature} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <Title
            id={titleId}
            className={clsx(
              'min-w-0 font-semibold break-words text-ink',
              standalone ? 'text-xl md:text-2xl' : 'text-base',
            )}
          >
            {standalone ? (
              feature.title
            ) : (
              <Link to={featurePath(feature.id)} className="hover:underline focus-visible:underline">
                {feature.title}
              </Link>
            )}
          </Title>
          <StatusBadge status={feature.status} />
        </div>
        <p className="mt-1.5 text-sm break-words whitespace-pre-line text-muted">{feature.description}</p>
        {feature.statusNote ? (
          <TeamNote note={feature.statusNote} changedAt={feature.statusChangedAt} />
        ) : null}
        <button type="button" className="btn-ghost -ml-3 mt-2 text-sm" onClick={onFeedback}>
          <MessageSquare className="size-4" aria-hidden="true" />
          Feedback
          <span className="sr-only"> on {feature.title}</span>
        </button>
      </div>
    </article>
  );
}
