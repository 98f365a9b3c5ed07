import { featureCountLabel, ROADMAP_MESSAGES, type RoadmapSort } from '@shared/domain/roadmap';
import { useQuery } from '@tanstack/react-query';
import { Lightbulb } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { EmptyState, ErrorState, PageContainer, PageHeader } from '../../components/content/states';
import { useErrorToast } from '../../components/content/use-error-toast';
import { SegmentedControl } from '../../components/segmented-control';
import { type RoadmapFeature, roadmapQuery } from './api';
import { FeatureCard } from './feature-card';
import { useRoadmapSort } from './sort-preference';

/**
 * The suggestion and feedback forms (with the form library and the schemas) load when one is first
 * opened, not with the list the member came to read.
 */
const loadDialogs = () => import('./feature-dialogs');
const SuggestFeatureDialog = lazy(() => loadDialogs().then((m) => ({ default: m.SuggestFeatureDialog })));
const FeedbackDialog = lazy(() => loadDialogs().then((m) => ({ default: m.FeedbackDialog })));

const SORTS: Array<{ value: RoadmapSort; label: string }> = [
  { value: 'status', label: 'Status' },
  { value: 'popularity', label: 'Popularity' },
];

function ListSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{ROADMAP_MESSAGES.loading}</span>
      <ul aria-hidden="true" className="space-y-3">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="skeleton h-28 w-full rounded-xl" />
        ))}
      </ul>
    </div>
  );
}

/** True from the first time `now` is true on. */
function useWanted(now: boolean): boolean {
  const [wanted, setWanted] = useState(now);
  if (now && !wanted) setWanted(true);
  return wanted || now;
}

/**
 * /roadmap: public features, sorted by status or popularity (the member's choice is remembered),
 * with votes, suggestions and feedback; each title opens the feature's own page.
 */
export default function RoadmapPage() {
  const [sort, setSort] = useRoadmapSort();
  const [suggesting, setSuggesting] = useState(false);
  const [feedbackOn, setFeedbackOn] = useState<RoadmapFeature | null>(null);
  const dialogsWanted = useWanted(suggesting || feedbackOn !== null);
  const query = useQuery(roadmapQuery(sort));
  useErrorToast(query.error, ROADMAP_MESSAGES.loadFailed);
  const features = query.data?.features ?? [];

  const suggestButton = (
    <button type="button" className="btn-primary" onClick={() => setSuggesting(true)}>
      <Lightbulb className="size-4" aria-hidden="true" />
      Suggest Feature
    </button>
  );

  return (
    <PageContainer className="max-w-4xl">
      <PageHeader
        title="Roadmap"
        description="Vote for the features you want most, suggest new ones and tell us what you think."
        actions={suggestButton}
      />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <SegmentedControl legend="Sort by" options={SORTS} value={sort} onChange={setSort} />
        {query.data ? (
          <p className="text-sm text-muted" aria-live="polite">
            {featureCountLabel(query.data.total)}
          </p>
        ) : null}
      </div>
      {query.isPending ? (
        <ListSkeleton />
      ) : query.isError && !query.data ? (
        <ErrorState message={ROADMAP_MESSAGES.loadFailed} onRetry={() => void query.refetch()} />
      ) : features.length === 0 ? (
        <EmptyState
          action={
            <>
              <p className="text-sm text-muted">{ROADMAP_MESSAGES.emptyHint}</p>
              {suggestButton}
            </>
          }
        >
          {ROADMAP_MESSAGES.emptyTitle}
        </EmptyState>
      ) : (
        <ul aria-label="Features" className="space-y-3">
          {features.map((f) => (
            <li key={f.id}>
              <FeatureCard feature={f} onFeedback={() => setFeedbackOn(f)} />
            </li>
          ))}
        </ul>
      )}
      {/* A form's code arrives within a moment of the first click; the dialogs then stay mounted. */}
      {dialogsWanted ? (
        <Suspense fallback={null}>
          <SuggestFeatureDialog open={suggesting} onOpenChange={setSuggesting} />
          <FeedbackDialog
            feature={feedbackOn}
            onOpenChange={(open) => (open ? undefined : setFeedbackOn(null))}
          />
        </Suspense>
      ) : null}
    </PageContainer>
  );
}
