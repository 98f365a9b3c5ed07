import type { ReadyResults } from '@shared/contract/assessment';
import { useQuery } from '@tanstack/react-query';
import { Sprout } from 'lucide-react';
import { ErrorState } from '../../../components/content/states';
import { isApiError, UNEXPECTED_ERROR_MESSAGE } from '../../../lib/api';
import { CardGrid, CardGridSkeleton } from '../../content/card-grid';
import { growNextQuery } from '../api';

/** Library picks for the weakest competencies: what a member acts on, so it comes right after the summary. */
export function GrowNext({ results, who }: { results: ReadyResults; who: string | null }) {
  if (results.growNextFor.length === 0) return null;
  return (
    <section aria-labelledby="grow-next-heading">
      <h2 id="grow-next-heading" className="flex items-center gap-2 text-xl font-semibold text-ink">
        <Sprout className="size-5 text-primary" aria-hidden="true" />
        Grow next
      </h2>
      <p className="mt-1 mb-4 text-muted">
        Library picks for {who ? `${who}'s` : 'your'} three weakest competencies. Save any of them for later.
      </p>
      <GrowNextGroups competencyIds={results.growNextFor} />
    </section>
  );
}

function GrowNextGroups({ competencyIds }: { competencyIds: readonly string[] }) {
  const query = useQuery(growNextQuery(competencyIds));
  if (query.isPending) return <CardGridSkeleton count={3} label="Loading library picks…" />;
  if (query.isError) {
    return (
      <ErrorState
        title="Could not load the library picks"
        message={isApiError(query.error) ? query.error.message : UNEXPECTED_ERROR_MESSAGE}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <div className="space-y-8">
      {query.data.groups.map((group) => (
        <section key={group.competencyId} aria-labelledby={`grow-${group.competencyId}`}>
          <h3 id={`grow-${group.competencyId}`} className="mb-3 text-lg font-semibold text-ink">
            {group.competencyName}
          </h3>
          {group.items.length === 0 ? (
            <p className="text-muted">No library items for this competency yet.</p>
          ) : (
            <CardGrid cards={group.items} label={`Library picks for ${group.competencyName}`} />
          )}
        </section>
      ))}
    </div>
  );
}
