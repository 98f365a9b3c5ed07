import { useQuery } from '@tanstack/react-query';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { formatDate } from '../admin/format';
import { LoadError } from '../admin/load-error';
import { assistantFeedbackOverview } from './api';

/**
 * The assistant's feedback in the admin console: how many answers got a thumbs up or down, and the
 * questions and notes members chose to share. Conversations themselves are never shown here.
 */
export function AssistantFeedbackCard() {
  const overview = useQuery({
    queryKey: ['admin', 'assistant-feedback'],
    queryFn: assistantFeedbackOverview,
  });
  return (
    <section aria-labelledby="assistant-feedback" className="mb-10">
      <h2 id="assistant-feedback" className="text-lg font-semibold text-ink">
        Assistant answers
      </h2>
      <p className="mb-3 text-sm text-muted">
        Members’ thumbs up and down on the assistant’s answers. A question is shown only when the member chose
        to share it with their note.
      </p>
      {overview.isPending ? (
        <div aria-busy="true" className="space-y-3" data-testid="assistant-feedback-loading">
          <span className="sr-only">Loading the assistant’s feedback…</span>
          <div className="grid grid-cols-2 gap-3 sm:w-96">
            <div className="skeleton h-20" />
            <div className="skeleton h-20" />
          </div>
        </div>
      ) : overview.isError ? (
        <LoadError
          message="The assistant’s feedback could not be loaded."
          error={overview.error}
          onRetry={() => void overview.refetch()}
        />
      ) : (
        <div className="space-y-4">
          <dl className="grid grid-cols-2 gap-3 sm:w-96" aria-label="Feedback on answers">
            <div className="rounded-lg border border-border bg-surface px-4 py-3">
              <dt className="flex items-center gap-1.5 text-sm text-muted">
                <ThumbsUp className="size-4" aria-hidden="true" /> Helpful
              </dt>
              <dd className="mt-1 text-2xl font-semibold text-ink tabular-nums">{overview.data.up}</dd>
            </div>
            <div className="rounded-lg border border-border bg-surface px-4 py-3">
              <dt className="flex items-center gap-1.5 text-sm text-muted">
                <ThumbsDown className="size-4" aria-hidden="true" /> Not helpful
              </dt>
              <dd className="mt-1 text-2xl font-semibold text-ink tabular-nums">{overview.data.down}</dd>
            </div>
          </dl>
          {overview.data.shared.length === 0 ? (
            <p className="rounded-lg border border-border bg-surface p-5 text-muted">
              No member has shared a question yet.
            </p>
          ) : (
            <ul aria-label="Shared questions" className="space-y-2">
              {overview.data.shared.map((f) => (
                <li key={`${f.at}-${f.question}`} className="rounded-lg border border-border bg-surface p-4">
                  <p className="flex items-center gap-2 text-xs text-muted">
                    {f.rating === 'up' ? (
                      <ThumbsUp className="size-3.5" aria-label="Helpful" />
                    ) : (
                      <ThumbsDown className="size-3.5" aria-label="Not helpful" />
                    )}
                    <time dateTime={f.at}>{formatDate(f.at)}</time>
                  </p>
                  <p className="mt-1 font-medium break-words whitespace-pre-wrap text-ink">{f.question}</p>
                  {f.note && (
                    <p className="mt-1 text-sm break-words whitespace-pre-wrap text-muted">{f.note}</p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
