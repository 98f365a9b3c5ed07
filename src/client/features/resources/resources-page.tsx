import { useQuery } from '@tanstack/react-query';
import { LibraryFilter } from '../../components/content/content-filters';
import { FilterBar, FilterSelect } from '../../components/content/filter-select';
import { useListState } from '../../components/content/list-state';
import { PageContainer, PageHeader } from '../../components/content/states';
import { useErrorToast } from '../../components/content/use-error-toast';
import { PagedCards } from '../content/paged-cards';
import { RESOURCE_FILTERS, resourcesQuery } from './queries';

export { RESOURCES_PAGE_SIZE } from './queries';

const CONTENT_TYPES = [
  { value: '', label: 'All Types' },
  { value: 'text', label: 'Text' },
  { value: 'video', label: 'Video' },
  { value: 'audio', label: 'Audio' },
];

export default function ResourcesPage() {
  const { filters, page, setFilter, setPage } = useListState(RESOURCE_FILTERS);
  const list = useQuery(resourcesQuery(filters, page));
  useErrorToast(list.error, 'Error fetching resources', 'Please try again later');

  return (
    <PageContainer>
      <PageHeader
        title="Resources"
        description="Articles, guides, videos and podcasts picked by practitioners for practitioners."
      />
      <FilterBar label="Filter resources">
        <LibraryFilter field="topics" value={filters.topic} onChange={(v) => setFilter('topic', v)} />
        <FilterSelect
          label="Content Type"
          value={filters.contentType}
          options={CONTENT_TYPES}
          onChange={(v) => setFilter('contentType', v)}
        />
      </FilterBar>
      <PagedCards
        query={list}
        page={page}
        onPageChange={setPage}
        noun={['resource', 'resources']}
        emptyText="No resources found"
        errorMessage="Resources could not be loaded. Please try again later."
        label="Resources"
        titleAs="h2"
      />
    </PageContainer>
  );
}
