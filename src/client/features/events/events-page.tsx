import { useQuery } from '@tanstack/react-query';
import { LibraryFilter } from '../../components/content/content-filters';
import { FilterBar, FilterSelect } from '../../components/content/filter-select';
import { useListState } from '../../components/content/list-state';
import { listQuery } from '../../components/content/queries';
import { PageContainer, PageHeader } from '../../components/content/states';
import { useErrorToast } from '../../components/content/use-error-toast';
import { PagedCards } from '../content/paged-cards';

const PAGE_SIZE = 12;

const TIMELINES = [
  { value: '', label: 'All events' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
];

export default function EventsPage() {
  const { filters, page, setFilter, setPage } = useListState({ topic: null, timeline: ['upcoming', 'past'] });
  const list = useQuery(listQuery('events', { ...filters, page, pageSize: PAGE_SIZE }));
  useErrorToast(list.error, 'Error fetching events', 'Please try again later');

  return (
    <PageContainer>
      <PageHeader
        title="Events"
        description="Live fellowship sessions coming up, and the recordings of the ones you missed."
      />
      <FilterBar label="Filter events">
        <LibraryFilter field="topics" value={filters.topic} onChange={(v) => setFilter('topic', v)} />
        <FilterSelect
          label="Upcoming or past"
          value={filters.timeline}
          options={TIMELINES}
          onChange={(v) => setFilter('timeline', v)}
        />
      </FilterBar>
      <PagedCards
        query={list}
        page={page}
        onPageChange={setPage}
        noun={['event', 'events']}
        emptyText="No events found with the selected filters"
        errorMessage="Events could not be loaded. Please try again later."
        label="Events"
        titleAs="h2"
      />
    </PageContainer>
  );
}
