import type { PageBank } from './level-texts';
import { ASSESSMENT_MESSAGES } from '@shared/domain/assessment';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState, ErrorState } from '../../../components/content/states';
import { isApiError, UNEXPECTED_ERROR_MESSAGE } from '../../../lib/api';
import { resultsQuery } from '../api';
import { ReadyResultsView } from './ready-results';
import { ResultsSkeleton } from './skeleton';

/** My results (userId null) or, for administrators, a teammate's: loading, failure, none yet, ready. */
export function MemberResults({
  userId,
  name,
  bank,
}: {
  userId: string | null;
  name: string | null;
  bank: PageBank;
}) {
  const query = useQuery(resultsQuery(userId));
  if (query.isPending) return <ResultsSkeleton />;
  if (query.isError) {
    const server =
      isApiError(query.error) && query.error.message !== UNEXPECTED_ERROR_MESSAGE
        ? query.error.message
        : null;
    return userId ? (
      <ErrorState
        title={ASSESSMENT_MESSAGES.peerResultsUnavailable}
        message={
          server && server !== ASSESSMENT_MESSAGES.peerResultsUnavailable
            ? server
            : 'Only administrators can open the results of a member of their own team.'
        }
        onRetry={() => void query.refetch()}
      />
    ) : (
      <ErrorState
        title="Could not load your results"
        message={server ?? UNEXPECTED_ERROR_MESSAGE}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const results = query.data;
  if (results.status === 'none') {
    const who = results.subject.name ?? name ?? 'Unnamed User';
    return (
      <EmptyState
        action={
          results.subject.isSelf ? (
            <Link to="/ld-assessment?redo=self" className="btn-primary">
              Take the self-assessment
            </Link>
          ) : (
            <Link to="/my-team" className="btn-outline">
              Back to My Team
            </Link>
          )
        }
      >
        {results.subject.isSelf
          ? 'No results yet: you have not submitted a self-assessment.'
          : `No results yet: ${who} has not submitted a self-assessment.`}
      </EmptyState>
    );
  }
  return <ReadyResultsView results={results} name={name} bank={bank} />;
}
