import { SURVEY_COMMENT_MAX, SURVEY_MESSAGES, scoreLabel } from '@shared/domain/survey';
import { useMutation } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { DialogHeader } from '../../components/dialog-header';
import { CountedTextarea } from '../../components/form/counted-textarea';
import { PendingButton } from '../../components/pending-button';
import { apiPost } from '../../lib/api';
import { getConfig } from '../../lib/config';
import { toast } from '../../lib/toast';
import { surveySessionId } from './storage';

const SCORES = Array.from({ length: 11 }, (_, i) => i);

/** The satisfaction survey: a score 0–10, then an optional comment (Back returns to the score). */
export default function SurveyModal({ onClose }: { onClose: () => void }) {
  const [step, setStep] = useState<'score' | 'comment'>('score');
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const appName = getConfig().appName;
  const submit = useMutation({
    mutationFn: (input: { score: number; comment: string }) =>
      apiPost('/api/survey/responses', {
        score: input.score,
        comment: input.comment.trim() || undefined,
        sessionId: surveySessionId(),
      }),
  });

  function close() {
    setStep('score');
    setScore(null);
    setComment('');
    onClose();
  }

  function send() {
    if (score === null || submit.isPending) return;
    submit.mutate(
      { score, comment },
      {
        onSuccess: () => {
          toast.success(SURVEY_MESSAGES.thanks, { description: SURVEY_MESSAGES.thanksDetail });
          close();
        },
        onError: () => toast.error(SURVEY_MESSAGES.errorTitle, { description: SURVEY_MESSAGES.failed }),
      },
    );
  }

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 motion-safe:animate-fade-in" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-border bg-surface p-6 shadow-xl outline-none motion-safe:animate-fade-in">
          {step === 'score' ? (
            <div className="space-y-5">
              <DialogHeader
                title={`How likely are you to recommend ${appName} to a colleague?`}
                description="Choose a score from 0 (not likely) to 10 (very likely)."
              />
              <fieldset>
                <legend className="sr-only">Score from 0 to 10</legend>
                <div className="grid grid-cols-6 gap-2 sm:grid-cols-11">
                  {SCORES.map((n) => (
                    <button
                      key={n}
                      type="button"
                      aria-label={`${n} – ${scoreLabel(n)}`}
                      aria-pressed={score === n}
                      onClick={() => {
                        setScore(n);
                        setStep('comment');
                      }}
                      className={clsx(
                        'h-11 rounded-lg border text-sm font-semibold tabular-nums focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                        score === n
                          ? 'border-primary bg-primary text-primary-foreground'
                          : 'border-border bg-surface text-ink hover:border-primary hover:bg-accent',
                      )}
                    >
                      {n}
                    </button>
                  ))}
                </div>
                <div aria-hidden="true" className="mt-2 flex justify-between text-xs text-muted">
                  <span>Not good</span>
                  <span>Neutral</span>
                  <span>Very good</span>
                </div>
              </fieldset>
            </div>
          ) : (
            <form
              className="space-y-4"
              onSubmit={(event) => {
                event.preventDefault();
                send();
              }}
            >
              <DialogHeader
                title="Anything you would like to add?"
                description={`You chose ${score} (${scoreLabel(score ?? 0)}). A comment is optional.`}
              />
              <CountedTextarea
                label="Comment (optional)"
                value={comment}
                onChange={(e) => setComment(e.target.value)}
                maxLength={SURVEY_COMMENT_MAX}
                rows={4}
                className="min-h-24"
              />
              <div className="flex justify-between gap-2">
                <button type="button" className="btn-outline" onClick={() => setStep('score')}>
                  Back
                </button>
                <PendingButton type="submit" className="btn-primary" pending={submit.isPending}>
                  {submit.isPending ? 'Submitting…' : 'Submit'}
                </PendingButton>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
