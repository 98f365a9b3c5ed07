import type { ContentCard } from '@shared/content-card';
import { RECENTLY_SAVED_LIMIT } from '@shared/domain/recent-saves';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, PageContainer, PageHeader } from '../../components/content/states';
import { useErrorToast } from '../../components/content/use-error-toast';
import { apiPost } from '../../lib/api';
import { ME_QUERY_KEY, type Me, useMe } from '../../lib/session';
import { CardGrid, CardGridSkeleton, FIRST_ROW } from '../content/card-grid';
import { useDrawnAside } from '../content/use-drawn-aside';
import { homeQuery } from '../library/api';

/** 'Just added' shows 3 (the server sends 3; the client holds to it too). */
const JUST_ADDED_SHOWN = 3;

export const NO_UPCOMING_TEXT = 'No upcoming events available.';
export const NO_RECENT_TEXT = 'No recent items available.';
export const NO_RECENTLY_SAVED_TEXT =
  "You haven't saved any resources yet. Start exploring and save content that interests you!";

interface SectionDef {
  title: string;
  more: { to: string; label: string };
  empty: string;
  pick: (data: {
    upcomingEvents: ContentCard[];
    justAdded: ContentCard[];
    recentlySaved: ContentCard[];
  }) => ContentCard[];
  skeletons: number;
  /** On a phone, only this many cards (the section's link leads to the rest). */
  phoneLimit?: number;
}

/**
 * On a phone the page leads with what is next and what is new: the next two events, then 'Just
 * added', then the rest, each card a compact row, so the whole dashboard is a few screens long.
 * Wider screens keep the grid of full cards.
 */
export const PHONE_UPCOMING_SHOWN = 2;

const SECTIONS: SectionDef[] = [
  {
    title: 'Upcoming events',
    more: { to: '/events', label: 'All events' },
    empty: NO_UPCOMING_TEXT,
    pick: (d) => d.upcomingEvents,
    skeletons: 3,
    phoneLimit: PHONE_UPCOMING_SHOWN,
  },
  {
    title: 'Just added',
    more: { to: '/resources', label: 'All resources' },
    empty: NO_RECENT_TEXT,
    pick: (d) => d.justAdded.slice(0, JUST_ADDED_SHOWN),
    skeletons: JUST_ADDED_SHOWN,
  },
  {
    title: 'Recently saved',
    more: { to: '/saved', label: 'All saved' },
    empty: NO_RECENTLY_SAVED_TEXT,
    pick: (d) => d.recentlySaved.slice(0, RECENTLY_SAVED_LIMIT),
    skeletons: RECENTLY_SAVED_LIMIT,
  },
];

/**
 * Whether this is the member's first visit, decided once per page view: the server is told at once,
 * so the next visit welcomes them back, while this one keeps its "Welcome".
 */
function useFirstVisit(profile: Me['profile'] | undefined): boolean {
  const queryClient = useQueryClient();
  const [first, setFirst] = useState<boolean | null>(() => (profile ? !profile.welcomed : null));
  useEffect(() => {
    if (!profile) return;
    if (first === null) setFirst(!profile.welcomed);
    if (profile.welcomed) return;
    // Later pages of this session already count as coming back.
    queryClient.setQueryData<Me>(ME_QUERY_KEY, (me) =>
      me ? { ...me, profile: { ...me.profile, welcomed: true } } : me,
    );
    // A lost note only means one more "Welcome" later; it never blocks the page.
    apiPost('/api/me/welcomed').catch(() => undefined);
  }, [profile, first, queryClient]);
  return first ?? false;
}

export function greeting(firstName: string | undefined, firstVisit: boolean): string {
  const hello = firstVisit ? 'Welcome' : 'Welcome back';
  return firstName
    ? `${hello}, ${firstName}. Here is what is new in the library.`
    : `${hello}. Here is what is new in the library.`;
}

/** The home dashboard: three sections, all from one request (GET /api/home). */
export default function HomePage() {
  const me = useMe();
  const firstName = me.data?.profile.firstName?.trim() || undefined;
  const firstVisit = useFirstVisit(me.data?.profile);
  const query = useQuery(homeQuery);
  useErrorToast(query.error, 'Error', 'Failed to load your dashboard. Please try again.');
  // The cards are drawn in a background render that yields to the browser (see PagedCards).
  const data = useDrawnAside(query.isPending ? undefined : query.data);
  const sections = SECTIONS.map((section) => ({ section, cards: data ? section.pick(data) : null }));
  const firstWithCards = sections.find((s) => s.cards !== null && s.cards.length > 0);

  return (
    <PageContainer>
      <PageHeader title="Home" description={greeting(firstName, firstVisit)} />
      {query.isError ? (
        <ErrorState
          message="Failed to load your dashboard. Please try again."
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-10">
          {sections.map(({ section, cards }) => (
            <HomeSection
              key={section.title}
              section={section}
              cards={cards}
              // Only the first section with cards is on screen when the page first paints.
              priorityImages={section === firstWithCards?.section ? FIRST_ROW : 0}
            />
          ))}
        </div>
      )}
    </PageContainer>
  );
}

function HomeSection({
  section,
  cards,
  priorityImages,
}: {
  section: SectionDef;
  cards: ContentCard[] | null;
  priorityImages: number;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <h2 id={headingId} className="text-xl font-semibold text-ink">
          {section.title}
        </h2>
        <Link to={section.more.to} className="link inline-flex shrink-0 items-center gap-1 text-sm">
          {section.more.label}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {cards === null ? (
        <CardGridSkeleton count={section.skeletons} label={`Loading ${section.title.toLowerCase()}…`} />
      ) : cards.length === 0 ? (
        <EmptyState>{section.empty}</EmptyState>
      ) : (
        <CardGrid
          cards={cards}
          label={section.title}
          priorityImages={priorityImages}
          phoneLimit={section.phoneLimit}
          compactOnPhone
        />
      )}
    </section>
  );
}
