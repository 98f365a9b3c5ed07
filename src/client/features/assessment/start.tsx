import type { AssessmentInstance, StartInstance } from '@shared/contract/assessment';
import { ASSESSMENT_MESSAGES } from '@shared/domain/assessment';
import { useMutation } from '@tanstack/react-query';
import { ClipboardList, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../components/content/states';
import { PendingButton } from '../../components/pending-button';
import { isApiError, UNEXPECTED_ERROR_MESSAGE } from '../../lib/api';
import { assessmentApi } from './api';

/**
 * Which instance a wizard runs on. An assessment starts only because the member asked: by opening
 * a rating or a redo (`startOnArrival`), or by pressing Start on their first self-assessment. The
 * instance is held from the moment it is known, so reading the bank again (which says there is no
 * open self-assessment once this one is submitted) never swaps it out or starts another.
 */
export function useWizardInstance(opts: {
  start: StartInstance;
  /** The open instance the bank already carries (self mode): continued, nothing started. */
  open: AssessmentInstance | null;
  startOnArrival: boolean;
}) {
  const [held] = useState(opts.open);
  const begin = useMutation({ mutationFn: () => assessmentApi.start(opts.start) });
  const { mutate } = begin;
  const asked = useRef(false);

  const ask = () => {
    if (asked.current) return;
    asked.current = true;
    mutate();
  };

  // The arrival is the request: once per visit (the ref keeps a development double effect from asking twice).
  const arrival = opts.startOnArrival && held === null;
  useEffect(() => {
    if (!arrival || asked.current) return;
    asked.current = true;
    mutate();
  }, [arrival, mutate]);

  return {
    instance: held ?? begin.data ?? null,
    pending: begin.isPending,
    error: begin.isError ? begin.error : null,
    ask,
    retry: () => mutate(),
  };
}

/** Before a first self-assessment: what it is, and the button that starts it. */
export function StartPanel({ pending, onStart }: { pending: boolean; onStart: () => void }) {
  return (
    <section
      aria-labelledby="start-heading"
      className="flex flex-col items-start gap-4 rounded-xl border border-border bg-surface p-6 shadow-sm"
    >
      <ClipboardList className="size-8 text-primary" aria-hidden="true" />
      <h2 id="start-heading" className="text-xl font-semibold text-ink">
        Your self-assessment
      </h2>
      <p className="max-w-2xl text-ink">
        One step per competency: say how far you agree with each statement about your work. Every answer is
        saved as you choose it, so you can stop at any time and carry on later.
      </p>
      <PendingButton type="button" className="btn-primary" pending={pending} onClick={onStart}>
        {pending ? <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" /> : null}
        {pending ? 'Starting…' : 'Start the self-assessment'}
      </PendingButton>
    </section>
  );
}

/** A start the server refused: why, a retry, and for a rating the way back to My Team. */
export function StartError({ peer, error, onRetry }: { peer: boolean; error: unknown; onRetry: () => void }) {
  const fallback = peer ? ASSESSMENT_MESSAGES.createRatingFailed : ASSESSMENT_MESSAGES.createInstanceFailed;
  const message = isApiError(error) && error.message !== UNEXPECTED_ERROR_MESSAGE ? error.message : fallback;
  return (
    <div className="space-y-4">
      <ErrorState
        title={message}
        message={
          peer
            ? 'You can rate members of your own team only. Pick a teammate on My Team.'
            : 'The assessment could not be started. Please try again.'
        }
        onRetry={onRetry}
      />
      {peer ? (
        <p className="text-center">
          <Link to="/my-team" className="link">
            Go to My Team
          </Link>
        </p>
      ) : null}
    </div>
  );
}
