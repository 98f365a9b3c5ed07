import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { FellowshipPromo } from '../../components/content/fellowship-promo';
import { publicEventsQuery } from '../../components/content/queries';
import { EmptyState, ErrorState, PageContainer, PageHeader } from '../../components/content/states';
import { useIsMember } from '../../components/content/use-member';
import { getConfig } from '../../lib/config';
import { CardGrid, CardGridSkeleton, FIRST_ROW } from '../content/card-grid';
import { lockedUnlessMember } from '../content/card/locked';

export default function PublicEventsPage() {
  const member = useIsMember();
  const query = useQuery(publicEventsQuery);
  const { appName } = getConfig();

  return (
    <PageContainer>
      <PageHeader
        title={`${appName} sessions`}
        description="Live sessions where L&D practitioners share what worked, what did not and what they would do differently."
      />
      {query.isPending ? (
        <CardGridSkeleton label="Loading sessions…" />
      ) : query.isError ? (
        <ErrorState
          message="Sessions could not be loaded. Please try again."
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-12">
          <section aria-labelledby="upcoming-heading">
            <h2 id="upcoming-heading" className="mb-4 text-xl font-semibold text-ink">
              Upcoming events
            </h2>
            {query.data.upcoming.length === 0 ? (
              <EmptyState>No upcoming events available.</EmptyState>
            ) : (
              <CardGrid cards={query.data.upcoming} label="Upcoming events" priorityImages={FIRST_ROW} />
            )}
          </section>
          <section aria-labelledby="featured-heading">
            <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
              <h2 id="featured-heading" className="text-xl font-semibold text-ink">
                Featured recordings
              </h2>
              {member ? (
                <Link to="/events" className="link inline-flex items-center gap-1">
                  See more recordings
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              ) : null}
            </div>
            {query.data.featured.length === 0 ? (
              <EmptyState>No recordings available yet.</EmptyState>
            ) : (
              <CardGrid
                cards={query.data.featured}
                label="Featured recordings"
                preferDialog
                cardProps={lockedUnlessMember(member)}
              />
            )}
            {member ? null : (
              <div className="mt-6">
                <FellowshipPromo title="Watch every recording">
                  {`Recordings are for ${appName} Fellows. Log in, or become a fellow to watch these and every past session.`}
                </FellowshipPromo>
              </div>
            )}
          </section>
        </div>
      )}
    </PageContainer>
  );
}
