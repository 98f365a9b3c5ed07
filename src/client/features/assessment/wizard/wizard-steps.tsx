import type { AssessmentBank, AssessmentInstance, AssessmentItem } from '@shared/contract/assessment';
import { ASSESSMENT_MESSAGES, CATEGORY_COLORS, peerWording } from '@shared/domain/assessment';
import { ArrowLeft, ArrowRight, LoaderCircle, Send, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { ErrorState } from '../../../components/content/states';
import { PendingButton } from '../../../components/pending-button';
import { CompetencyInfo } from '../competency-info';
import { categoryLabel } from '../format';
import { ItemQuestion } from './item-question';
import { SaveSummary } from './save-summary';
import { StepProgress } from './step-progress';
import { useAnswerQueue } from './use-answer-queue';
import { useSubmitAssessment } from './use-submit';

/** The step's heading: it takes focus on each new step. */
const STEP_HEADING_ID = 'wizard-step-heading';

/**
 * One competency per step; every answer saved as it is chosen. `focusFirstStep`: the member pressed
 * Start, so the first step's heading takes the focus the button had.
 */
export function WizardSteps({
  bank,
  instance,
  focusFirstStep = false,
}: {
  bank: AssessmentBank;
  instance: AssessmentInstance;
  focusFirstStep?: boolean;
}) {
  const steps = bank.competencies;
  const lastStep = Math.max(0, steps.length - 1);
  const [queue, snapshot] = useAnswerQueue(instance);
  const [step, setStep] = useState(() => Math.min(Math.max(0, instance.firstUnansweredStep), lastStep));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hintId = useId();
  const peer = instance.mode === 'peer';
  const subject = instance.subject.name ?? 'Unnamed User';
  // A rater reads each statement about the teammate (the peer wording), never the self wording.
  const wording = (item: AssessmentItem) =>
    peer ? peerWording(item.peerPrompt, instance.subject.firstName) : item.prompt;

  const answers = snapshot.answers;
  const competency = steps[step];
  const allItems = steps.flatMap((c) => c.items);
  const answered = allItems.filter((i) => answers[i.id] !== undefined).length;
  const unanswered = allItems.length - answered;
  const stepComplete = competency ? competency.items.every((i) => answers[i.id] !== undefined) : false;
  const isLast = step === lastStep;

  // Leaving with answers not saved yet: the browser asks first (they stay on this device anyway).
  useEffect(() => {
    if (snapshot.unsent === 0) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [snapshot.unsent]);

  const { submit, submitError } = useSubmitAssessment(instance);

  // Only when the wizard first appears: later steps move the focus themselves (go). Moved in the
  // same commit that shows the step, so nothing can read or type into the page before it lands.
  const focusOnArrival = useRef(focusFirstStep);
  useLayoutEffect(() => {
    if (focusOnArrival.current) headingRef.current?.focus();
  }, []);

  if (!competency) {
    return (
      <ErrorState title={ASSESSMENT_MESSAGES.noActiveAssessment} message="The assessment has no steps." />
    );
  }

  // A new step: its heading (the same element, new text) takes focus and comes into view, so
  // keyboard and screen reader users start reading at the new competency.
  const go = (to: number) => {
    setStep(Math.min(Math.max(0, to), lastStep));
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };
  const canSubmit = unanswered === 0 && snapshot.unsent === 0;
  const color = CATEGORY_COLORS[competency.category];

  let hint: string | null = null;
  if (!isLast && !stepComplete) hint = 'Answer every statement on this step to continue.';
  else if (isLast && unanswered > 0)
    hint = `${unanswered} ${unanswered === 1 ? 'statement is' : 'statements are'} still unanswered.`;
  else if (isLast && snapshot.unsent > 0)
    hint = 'Waiting for your answers to be saved before you can submit…';

  return (
    <section aria-labelledby={STEP_HEADING_ID} className="space-y-6">
      {peer ? (
        <p className="rounded-lg border border-border bg-surface px-4 py-3 text-ink">
          Answer each statement about {instance.subject.firstName ?? subject}. Your answers stay private: they
          are only ever shown as an average of several teammates.
        </p>
      ) : null}

      <StepProgress step={step} steps={steps.length} answered={answered} total={allItems.length} />

      <div className="overflow-hidden rounded-xl border border-border bg-surface shadow-sm">
        <div className="border-b border-black/10 px-4 py-4 md:px-6" style={{ backgroundColor: color }}>
          <p className="text-xs font-semibold tracking-wide text-ink uppercase">
            {categoryLabel(competency.category)}
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-3">
            <h2
              id={STEP_HEADING_ID}
              ref={headingRef}
              tabIndex={-1}
              className="scroll-mt-24 text-xl font-semibold text-ink focus-visible:outline-offset-4 md:text-2xl"
            >
              {competency.name}
            </h2>
            <CompetencyInfo competency={competency} />
          </div>
          <p className="mt-2 max-w-3xl text-ink">{competency.description}</p>
        </div>

        <ol className="divide-y divide-border">
          {competency.items.map((item, index) => (
            <li key={item.id} className="px-4 py-5 md:px-6">
              <ItemQuestion
                item={item}
                prompt={wording(item)}
                number={index + 1}
                scale={bank.scale}
                value={answers[item.id]}
                status={snapshot.status[item.id]}
                onChange={(value) => queue.set(item.id, value)}
                onRetry={queue.retryNow}
              />
            </li>
          ))}
        </ol>
      </div>

      <SaveSummary snapshot={snapshot} onRetry={queue.retryNow} />

      {submitError ? (
        <div role="alert" className="rounded-lg border border-danger/30 bg-danger-soft px-4 py-3 text-ink">
          <p className="flex items-center gap-2 font-semibold">
            <TriangleAlert className="size-4 text-danger" aria-hidden="true" />
            {submitError}
          </p>
        </div>
      ) : null}

      <div className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-3">
          <button type="button" className="btn-outline" disabled={step === 0} onClick={() => go(step - 1)}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back
          </button>
          {isLast ? (
            <PendingButton
              type="button"
              className="btn-primary"
              disabled={!canSubmit}
              pending={submit.isPending}
              aria-describedby={hint ? hintId : undefined}
              onClick={() => submit.mutate()}
            >
              {submit.isPending ? (
                <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
              ) : (
                <Send className="size-4" aria-hidden="true" />
              )}
              {submit.isPending ? 'Submitting…' : 'Submit'}
            </PendingButton>
          ) : (
            <button
              type="button"
              className="btn-primary"
              disabled={!stepComplete}
              aria-describedby={hint ? hintId : undefined}
              onClick={() => go(step + 1)}
            >
              Next
              <ArrowRight className="size-4" aria-hidden="true" />
            </button>
          )}
        </div>
        {hint ? (
          <p id={hintId} className="text-right text-sm text-muted">
            {hint}
          </p>
        ) : null}
      </div>
    </section>
  );
}
