import type { AssessmentBank } from '@shared/contract/assessment';
import { ASSESSMENT_MESSAGES } from '@shared/domain/assessment';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorState, PageContainer, PageHeader } from '../../components/content/states';
import { isApiError, UNEXPECTED_ERROR_MESSAGE } from '../../lib/api';
import { useMe } from '../../lib/session';
import { bankQuery } from './api';
import { type AssessmentMode, MODE_BADGES, readMode } from './mode';
import { StartError, StartPanel, useWizardInstance } from './start';
import { WizardSkeleton } from './wizard/skeleton';

/** The results (charts, tables, grow-next cards) are their own chunk, loaded only to show them. */
const ResultsView = lazy(() => import('./results'));
const ResultsActions = lazy(() => import('./results').then((m) => ({ default: m.ResultsActions })));
/**
 * So is the wizard's: a member who opens their results never downloads it, and one who takes the
 * assessment starts fetching it as the wizard page opens, while their instance is asked for.
 */
const loadWizard = () => import('./wizard/wizard-steps');
const WizardSteps = lazy(() => loadWizard().then((m) => ({ default: m.WizardSteps })));

function ResultsFallback() {
  return (
    <div role="status" aria-live="polite" className="rounded-xl border border-border bg-surface p-6">
      <span className="sr-only">Loading results…</span>
      <div aria-hidden="true" className="skeleton mx-auto aspect-square w-full max-w-[440px] rounded-full" />
    </div>
  );
}

function ModeBadge({ mode }: { mode: ShownMode }) {
  const peer = mode.kind === 'rate' || mode.kind === 'peer-results';
  return (
    <span
      data-testid="mode-badge"
      className={clsx(
        'inline-flex items-center rounded-full border px-3 py-1 text-sm font-semibold',
        peer
          ? 'border-primary bg-primary text-primary-foreground'
          : 'border-border bg-accent text-accent-foreground',
      )}
    >
      {MODE_BADGES[mode.kind]}
    </span>
  );
}

const DESCRIPTIONS: Record<ShownMode['kind'], string> = {
  self: 'Rate yourself on 15 L&D competencies in 5 categories; see where you stand and what to grow next.',
  redo: 'Take the self-assessment again: your new answers become your results, and the change since the last one is shown.',
  results: 'Rate yourself on 15 L&D competencies in 5 categories; see where you stand and what to grow next.',
  rate: "Rate a teammate on the 15 L&D competencies: your answers count towards their teammates' average.",
  'peer-results': "A teammate's latest self-assessment: levels, standing and key skills.",
};

/**
 * /ld-assessment: the self-assessment wizard, a teammate's rating, and results (see mode.ts for
 * the query string).
 */
export default function LdAssessmentPage() {
  const [params] = useSearchParams();
  const me = useMe();
  const mode = readMode(params, me.data?.user.id);

  if (mode.kind === 'invalid') {
    return (
      <PageContainer>
        <PageHeader title="L&D Assessment" />
        <ErrorState title="This assessment link is not valid" message={mode.message} />
        <p className="mt-4 text-center">
          <Link to="/my-team" className="link">
            Go to My Team
          </Link>
        </p>
      </PageContainer>
    );
  }
  return <AssessmentPage mode={mode} />;
}

type ShownMode = Exclude<AssessmentMode, { kind: 'invalid' }>;
/** The modes that run the wizard (unless results are shown instead). */
type WizardMode = Extract<ShownMode, { kind: 'self' | 'redo' | 'rate' }>;

function AssessmentLayout({
  mode,
  title,
  actions,
  children,
}: {
  mode: ShownMode;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageContainer>
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            {title}
            <ModeBadge mode={mode} />
          </span>
        }
        description={DESCRIPTIONS[mode.kind]}
        actions={actions}
      />
      {children}
    </PageContainer>
  );
}

const RATE_TITLE = 'Rate a teammate';

function AssessmentPage({ mode }: { mode: ShownMode }) {
  const bank = useQuery(bankQuery);
  const data = bank.data;

  const showingResults =
    mode.kind === 'results' ||
    mode.kind === 'peer-results' ||
    (mode.kind === 'self' && data?.hasResults === true);

  if (data && !showingResults && (mode.kind === 'self' || mode.kind === 'redo' || mode.kind === 'rate')) {
    // A new teammate (or a new kind of visit) is a new wizard, with its own instance.
    const key = mode.kind === 'rate' ? `rate:${mode.subjectId}` : mode.kind;
    return <WizardPage key={key} mode={mode} bank={data} />;
  }

  const title =
    mode.kind === 'rate'
      ? RATE_TITLE
      : mode.kind === 'peer-results'
        ? `Results for ${mode.name ?? 'a teammate'}`
        : 'L&D Assessment';

  let actions = null;
  if (data && showingResults && mode.kind !== 'peer-results') {
    actions = (
      <Suspense fallback={null}>
        <ResultsActions inTeam={data.team !== null} continuing={data.selfInstance !== null} />
      </Suspense>
    );
  }

  let body: ReactNode;
  if (data && showingResults) {
    body = (
      <Suspense fallback={<ResultsFallback />}>
        <ResultsView
          userId={mode.kind === 'peer-results' ? mode.userId : null}
          name={mode.kind === 'peer-results' ? mode.name : null}
          competencies={data.competencies}
          bankVersion={data.assessment.version}
          inTeam={data.team !== null}
        />
      </Suspense>
    );
  } else if (bank.isError) {
    const noAssessment = isApiError(bank.error) && bank.error.status === 404;
    body = (
      <ErrorState
        title={noAssessment ? ASSESSMENT_MESSAGES.noActiveAssessment : 'Could not load the assessment'}
        message={
          noAssessment
            ? 'There is no assessment to take at the moment. Please check back later.'
            : isApiError(bank.error) && bank.error.message !== UNEXPECTED_ERROR_MESSAGE
              ? bank.error.message
              : UNEXPECTED_ERROR_MESSAGE
        }
        onRetry={() => void bank.refetch()}
      />
    );
  } else {
    body = showingResults ? <ResultsFallback /> : <WizardSkeleton />;
  }

  return (
    <AssessmentLayout mode={mode} title={title} actions={actions}>
      {body}
    </AssessmentLayout>
  );
}

/** The wizard: continues the open self-assessment, or starts one (or a rating) when asked. */
function WizardPage({ mode, bank }: { mode: WizardMode; bank: AssessmentBank }) {
  const peer = mode.kind === 'rate';
  const session = useWizardInstance({
    start: peer ? { mode: 'peer', subjectId: mode.subjectId } : { mode: 'self' },
    open: peer ? null : bank.selfInstance,
    startOnArrival: mode.kind !== 'self',
  });
  const { instance } = session;
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    void loadWizard();
  }, []);

  // The person rated is named by the server, never by the link (whose name anyone can edit).
  const title = peer
    ? instance
      ? `You are rating ${instance.subject.name ?? 'Unnamed User'}`
      : RATE_TITLE
    : 'L&D Assessment';

  let body: ReactNode;
  if (instance) {
    body = (
      <Suspense fallback={<WizardSkeleton />}>
        <WizardSteps key={instance.id} bank={bank} instance={instance} focusFirstStep={pressed} />
      </Suspense>
    );
  } else if (session.error) body = <StartError peer={peer} error={session.error} onRetry={session.retry} />;
  else if (mode.kind === 'self') {
    body = (
      <StartPanel
        pending={session.pending}
        onStart={() => {
          setPressed(true);
          session.ask();
        }}
      />
    );
  } else body = <WizardSkeleton />;

  return (
    <AssessmentLayout mode={mode} title={title}>
      {body}
    </AssessmentLayout>
  );
}
