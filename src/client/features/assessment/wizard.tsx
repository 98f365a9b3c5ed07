import type { AssessmentBank, AssessmentInstance, AssessmentItem } from '@shared/contract/assessment';
import { ASSESSMENT_MESSAGES, CATEGORY_COLORS, peerWording } from '@shared/domain/assessment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { ArrowLeft, ArrowRight, Check, CloudOff, LoaderCircle, Send, TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { MAIN_ID } from '../../app/shell/app-shell';
import { ErrorState } from '../../components/content/states';
import { PendingButton } from '../../components/pending-button';
import { isApiError, UNEXPECTED_ERROR_MESSAGE } from '../../lib/api';
import { toast } from '../../lib/toast';
import { AnswerQueue, type AnswerSnapshot, type ItemSaveState } from './answer-queue';
import { assessmentApi, assessmentKeys } from './api';
import { CompetencyInfo } from './competency-info';
import { categoryLabel } from './format';

type Scale = AssessmentBank['scale'];

/** The step's heading: it takes focus on each new step. */
export const STEP_HEADING_ID = 'wizard-step-heading';

export function WizardSkeleton() {
  return (
    <div role="status" aria-live="polite" className="rounded-xl border border-border bg-surface p-6">
      <span className="sr-only">Loading the assessment…</span>
      <div aria-hidden="true" className="space-y-4">
        <div className="skeleton h-4 w-32" />
        <div className="skeleton h-8 w-2/3" />
        <div className="skeleton h-4 w-full" />
        {[0, 1, 2].map((i) => (
          <div key={i} className="skeleton h-24 w-full" />
        ))}
      </div>
    </div>
  );
}

function submitErrorMessage(error: unknown): string {
  if (!isApiError(error)) return ASSESSMENT_MESSAGES.submitFailed;
  if (error.status === 409) return ASSESSMENT_MESSAGES.alreadySubmitted;
  // The 422 names how many items are unanswered.
  if (error.status === 422 || error.message !== UNEXPECTED_ERROR_MESSAGE) return error.message;
  return `${ASSESSMENT_MESSAGES.submitFailed}: ${UNEXPECTED_ERROR_MESSAGE}`;
}

function useAnswerQueue(instance: AssessmentInstance): [AnswerQueue, AnswerSnapshot] {
  const [queue] = useState(
    () =>
      new AnswerQueue({
        instanceId: instance.id,
        initial: instance.answers,
        send: (itemId, value) => assessmentApi.saveAnswer(instance.id, itemId, value),
      }),
  );
  useEffect(() => {
    queue.start();
    return () => queue.stop();
  }, [queue]);
  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  return [queue, snapshot];
}

/** One competency per step; every answer saved as it is chosen. */
export function WizardSteps({ bank, instance }: { bank: AssessmentBank; instance: AssessmentInstance }) {
  const steps = bank.competencies;
  const lastStep = Math.max(0, steps.length - 1);
  const [queue, snapshot] = useAnswerQueue(instance);
  const [step, setStep] = useState(() => Math.min(Math.max(0, instance.firstUnansweredStep), lastStep));
  const [submitError, setSubmitError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
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

  const submit = useMutation({
    mutationFn: () => assessmentApi.submit(instance.id),
    onMutate: () => setSubmitError(null),
    onSuccess: async (result) => {
      // The wizard, and the Submit button with focus, go away: focus goes to the page's main area
      // rather than the whole document, so the next Tab starts in what comes next.
      document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
      if (peer) {
        toast.success(result.alreadySubmitted ? 'This rating was already submitted' : 'Rating submitted', {
          description: `Thank you for rating ${subject}.`,
        });
        void queryClient.invalidateQueries({ queryKey: ['team'] });
        void queryClient.invalidateQueries({ queryKey: assessmentKeys.all });
        navigate('/my-team');
        return;
      }
      // Results at once: the bank is told before it is read again, so the wizard never flashes back.
      queryClient.setQueryData<AssessmentBank>(assessmentKeys.bank, (data) =>
        data ? { ...data, hasResults: true, selfInstance: null } : data,
      );
      void queryClient.invalidateQueries({ queryKey: assessmentKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['team'] });
      toast.success(
        result.alreadySubmitted ? 'This assessment was already submitted' : 'Assessment submitted',
        { description: 'Here are your results.' },
      );
      navigate('/ld-assessment');
    },
    onError: (error) => setSubmitError(submitErrorMessage(error)),
  });

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

      <div>
        <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
          <p className="font-semibold text-ink" data-testid="wizard-step">
            Step {step + 1} of {steps.length}
          </p>
          <p className="text-muted">
            {answered} of {allItems.length} statements answered
          </p>
        </div>
        <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-subtle">
          <div
            className="h-full rounded-full bg-primary transition-[width]"
            style={{ width: `${allItems.length ? (answered / allItems.length) * 100 : 0}%` }}
          />
        </div>
      </div>

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

function ItemQuestion({
  item,
  prompt,
  number,
  scale,
  value,
  status,
  onChange,
  onRetry,
}: {
  item: AssessmentItem;
  prompt: string;
  number: number;
  scale: Scale;
  value: number | undefined;
  status: ItemSaveState | undefined;
  onChange: (value: number) => void;
  onRetry: () => void;
}) {
  const name = `answer-${item.id}`;
  return (
    <fieldset data-item-id={item.id}>
      <legend className="float-left w-full font-medium text-ink">
        <span className="sr-only">Statement {number}: </span>
        {prompt}
      </legend>
      <div className="clear-left grid gap-2 pt-3 sm:grid-cols-5">
        {scale.map((option) => {
          const checked = value === option.value;
          return (
            <label
              key={option.value}
              className={clsx(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm transition-colors sm:flex-col sm:justify-center sm:gap-1.5 sm:text-center',
                checked
                  ? 'border-primary bg-accent font-semibold text-accent-foreground'
                  : 'border-border bg-surface text-ink hover:bg-subtle',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="size-4 shrink-0 accent-primary"
              />
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
      <ItemStatus value={value} status={status} onRetry={onRetry} />
    </fieldset>
  );
}

function ItemStatus({
  value,
  status,
  onRetry,
}: {
  value: number | undefined;
  status: ItemSaveState | undefined;
  onRetry: () => void;
}) {
  const base = 'mt-2 flex min-h-6 items-center gap-1.5 text-sm';
  if (value === undefined) return <p className={clsx(base, 'text-muted')}>Not answered yet</p>;
  const state = status?.state ?? 'saved';
  if (state === 'saving') {
    return (
      <p className={clsx(base, 'text-muted')} data-save-state="saving">
        <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
        Saving…
      </p>
    );
  }
  if (state === 'saved') {
    return (
      <p className={clsx(base, 'text-success')} data-save-state="saved">
        <Check className="size-4" aria-hidden="true" />
        Saved
      </p>
    );
  }
  if (status?.state === 'retrying') {
    return (
      <p className={clsx(base, 'flex-wrap text-danger')} data-save-state="retrying">
        <CloudOff className="size-4" aria-hidden="true" />
        {status.message}
        <button type="button" className="link text-sm" onClick={onRetry}>
          Retry now
        </button>
      </p>
    );
  }
  return (
    <p className={clsx(base, 'text-danger')} data-save-state="failed">
      <TriangleAlert className="size-4" aria-hidden="true" />
      Not saved: {status?.state === 'failed' ? status.message : ''}
    </p>
  );
}

/** One line, read out politely, that says whether every answer is safe. */
function SaveSummary({ snapshot, onRetry }: { snapshot: AnswerSnapshot; onRetry: () => void }) {
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
