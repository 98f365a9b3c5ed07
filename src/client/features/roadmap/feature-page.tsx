import { ROADMAP_MESSAGES } from '@shared/domain/roadmap';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import {
  BackLink,
  DetailSkeleton,
  ErrorState,
  NotFoundState,
  PageContainer,
} from '../../components/content/states';
import { isApiError } from '../../lib/api';
import { featureQuery } from './api';
import { FeatureCard } from './feature-card';
import { FeedbackDialog } from './feature-dialogs';

/**
 * /roadmap/{id}: one feature, where the status mail and the roadmap's cards lead — its status, the
 * team's latest note, the member's vote and feedback. A hidden or unknown feature is not found.
 */
export default function FeaturePage() {
  const id = useParams().id ?? '';
  const query = useQuery(featureQuery(id));
  const [feedbackOpen, setFeedbackOpen] = useState(false);

  if (query.isPending) return <DetailSkeleton label={ROADMAP_MESSAGES.loading} />;
  if (isApiError(query.error) && query.error.status === 404) {
    return (
      <NotFoundState
        title={ROADMAP_MESSAGES.featureNotFound}
        message="It may have been merged into another feature or taken off the roadmap."
        backTo="/roadmap"
        backLabel="Back to the roadmap"
      />
    );
  }
  return (
    <PageContainer className="max-w-4xl">
      <BackLink to="/roadmap">Back to the roadmap</BackLink>
      {query.data ? (
        <>
          <FeatureCard feature={query.data} onFeedback={() => setFeedbackOpen(true)} standalone />
          <FeedbackDialog
            feature={feedbackOpen ? query.data : null}
            onOpenChange={(open) => setFeedbackOpen(open)}
          />
        </>
      ) : (
        <ErrorState message={ROADMAP_MESSAGES.loadFailed} onRetry={() => void query.refetch()} />
      )}
    </PageContainer>
  );
}
