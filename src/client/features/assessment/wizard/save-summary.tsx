import { clsx } from 'clsx';
import { Check, CloudOff, LoaderCircle, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AnswerSnapshot } from '../answer-queue';

/** One line, read out politely, that says whether every answer is safe. */
export function SaveSummary({ snapshot, onRetry }: { snapshot: AnswerSnapshot; onRetry: () => void }) {
  let body: ReactNode;
  let tone = 'border-border bg-surface text-muted';
  if (snapshot.failure) {
    tone = 'border-danger/30 bg-danger-soft text-ink';
    body = (
      <>
        <TriangleAlert className="size-4 shrink-0 text-danger" aria-hidden="true" />
        <span>
          {snapshot.failure}{' '}
          <button type="button" className="link" onClick={() => window.location.reload()}>
            Reload the assessment
          </button>
        </span>
      </>
    );
  } else if (snapshot.retrying) {
    tone = 'border-danger/30 bg-danger-soft text-ink';
    body = (
      <>
        <CloudOff className="size-4 shrink-0 text-danger" aria-hidden="true" />
        <span>
          {snapshot.unsent} {snapshot.unsent === 1 ? 'answer is' : 'answers are'} not saved yet: the
          connection seems to be down. They are kept on this device and sent again automatically.{' '}
          <button type="button" className="link" onClick={onRetry}>
            Retry now
          </button>
        </span>
      </>
    );
  } else if (snapshot.unsent > 0) {
    body = (
      <>
        <LoaderCircle className="size-4 shrink-0 motion-safe:animate-spin" aria-hidden="true" />
        <span>Saving…</span>
      </>
    );
  } else {
    body = (
      <>
        <Check className="size-4 shrink-0 text-success" aria-hidden="true" />
        <span>All answers saved</span>
      </>
    );
  }
  return (
    <div
      role="status"
      data-testid="save-summary"
      className={clsx('flex items-start gap-2 rounded-lg border px-4 py-2 text-sm', tone)}
    >
      {body}
    </div>
  );
}
