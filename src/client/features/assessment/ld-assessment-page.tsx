import type { AssessmentBank } from '@shared/contract/assessment';
import { ASSESSMENT_MESSAGES } from '@shared/domain/assessment';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { RotateCcw } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorState, PageContainer, PageHeader } from '../../components/content/states';
import { isApiError, UNEXPECTED_ERROR_MESSAGE } from '../../lib/api';
import { useMe } from '../../lib/session';
import { bankQuery } from './api';
import { type AssessmentMode, MODE_BADGES, readMode } from './mode';
import { AssessmentWizard, WizardSkeleton } from './wizard';

/** The results (charts, tables, grow-next cards) are their own chunk, loaded only to show them. */
const ResultsView = lazy(() => import('./results'));

function ResultsFallback() {
  return (
    <div role="status" aria-live="polite" className="rounded-xl border border-border bg-surface p-6">
      <span className="sr-only">Loading results…</span>
      <div aria-hidden="true" className="skeleton mx-auto aspect-square w-full max-w-[440px] rounded-full" />
    </div>
  );
}

function ModeBadge({ mode }: { mode: Exclude<AssessmentMode, { kind: 'invalid' }> }) {
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

const DESCRIPTIONS: Record<Exclude<AssessmentMode, { kind: 'invalid' }>['kind'], string> = {
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

function AssessmentPage({ mode }: { mode: Exclude<AssessmentMode, { kind: 'invalid' }> }) {
  const bank = useQuery(bankQuery);
  const data = bank.data;

  const title =
    mode.kind === 'rate'
      ? `Rate ${mode.name ?? 'a teammate'}`
      : mode.kind === 'peer-results'
        ? `Results for ${mode.name ?? 'a teammate'}`
        : 'L&D Assessment';

  const showingResults =
    mode.kind === 'results' ||
    mode.kind === 'peer-results' ||
    (mode.kind === 'self' && data?.hasResults === true);

  let actions = null;
  if (data && showingResults && mode.kind !== 'peer-results') {
    actions = (
      <Link to="/ld-assessment?redo=self" className="btn-outline">
        <RotateCcw className="size-4" aria-hidden="true" />
        {data.selfInstance ? 'Continue your self-assessment' : 'Redo self-assessment'}
      </Link>
    );
  }

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
      {bank.isPending ? (
        showingResults ? (
          <ResultsFallback />
        ) : (
          <WizardSkeleton />
        )
      ) : bank.isError ? (
        <ErrorState
          title={
            isApiError(bank.error) && bank.error.status === 404
              ? ASSESSMENT_MESSAGES.noActiveAssessment
              : 'Could not load the assessment'
          }
          message={
            isApiError(bank.error) && bank.error.status === 404
              ? 'There is no assessment to take at the moment. Please check back later.'
              : isApiError(bank.error) && bank.error.message !== UNEXPECTED_ERROR_MESSAGE
                ? bank.error.message
                : UNEXPECTED_ERROR_MESSAGE
          }
          onRetry={() => void bank.refetch()}
        />
      ) : (
        <ModeBody mode={mode} bank={bank.data} showingResults={showingResults} />
      )}
    </PageContainer>
  );
}

function ModeBody({
  mode,
  bank,
  showingResults,
}: {
  mode: Exclude<AssessmentMode, { kind: 'invalid' }>;
  bank: AssessmentBank;
  showingResults: boolean;
}) {
  if (showingResults) {
    return (
      <Suspense fallback={<ResultsFallback />}>
        <ResultsView
          userId={mode.kind === 'peer-results' ? mode.userId : null}
          name={mode.kind === 'peer-results' ? mode.name : null}
          competencies={bank.competencies}
          inTeam={bank.team !== null}
        />
      </Suspense>
    );
  }
  if (mode.kind === 'rate') {
    return (
      <AssessmentWizard
        bank={bank}
        start={{ mode: 'peer', subjectId: mode.subjectId }}
        subjectName={mode.name}
      />
    );
  }
  return <AssessmentWizard bank={bank} start={{ mode: 'self' }} initialInstance={bank.selfInstance} />;
}
