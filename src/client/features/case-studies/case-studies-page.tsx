import { useQuery } from '@tanstack/react-query';
import { LibraryFilter } from '../../components/content/content-filters';
import { FilterBar } from '../../components/content/filter-select';
import { useListState } from '../../components/content/list-state';
import { listQuery } from '../../components/content/queries';
import { PageContainer, PageHeader } from '../../components/content/states';
import { useErrorToast } from '../../components/content/use-error-toast';
import { CardGridSkeleton } from '../content/card-grid';
import { PagedCards } from '../content/paged-cards';
import { ShareCaseStudyLink } from './share-case-study-link';

const PAGE_SIZE = 12;

export default function CaseStudiesPage() {
  const { filters, page, setFilter, setPage } = useListState({
    topic: null,
    industry: null,
    headcount: null,
  });
  const list = useQuery(listQuery('case-studies', { ...filters, page, pageSize: PAGE_SIZE }));
  useErrorToast(list.error, 'Error fetching case studies', 'Please try again later');

  return (
    <PageContainer>
      <PageHeader
        title="Case Studies"
        description="How L&D teams solved real problems: the challenge, what they did and what changed."
        actions={<ShareCaseStudyLink />}
      />
      <FilterBar label="Filter case studies">
        <LibraryFilter field="topics" value={filters.topic} onChange={(v) => setFilter('topic', v)} />
        <LibraryFilter
          field="industries"
          value={filters.industry}
          onChange={(v) => setFilter('industry', v)}
        />
        <LibraryFilter
          field="headcounts"
          value={filters.headcount}
          onChange={(v) => setFilter('headcount', v)}
        />
      </FilterBar>
      <PagedCards
        query={list}
        page={page}
        onPageChange={setPage}
        noun={['case study', 'case studies']}
        emptyText="No case studies found"
        loading={<CardGridSkeleton label="Loading case studies..." showLabel />}
        errorMessage="Case studies could not be loaded. Please try again later."
        label="Case studies"
        titleAs="h2"
      />
    </PageContainer>
  );
}
