import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { FilterBar, type FilterOption, FilterSelect } from '../../components/content/filter-select';
import { useListState } from '../../components/content/list-state';
import { PageContainer, PageHeader } from '../../components/content/states';
import { useErrorToast } from '../../components/content/use-error-toast';
import { toast } from '../../lib/toast';
import { CardGridSkeleton } from '../content/card-grid';
import { PagedCards } from '../content/paged-cards';
import { SEARCH_FILTERS, SEARCH_TYPES, type SearchResult, searchQuery } from './api';

export const SEARCH_FAILED_TEXT = 'There was an error performing your search. Please try again.';

/** 'All types' and only the types that have results, each with its count. */
export function typeFilterOptions(counts: SearchResult['counts']): FilterOption[] {
  const withHits = SEARCH_TYPES.filter((t) => (counts[t.value] ?? 0) > 0);
  const all = withHits.reduce((sum, t) => sum + (counts[t.value] ?? 0), 0);
  return [
    { value: '', label: `All types (${all})` },
    ...withHits.map((t) => ({ value: t.value, label: `${t.label} (${counts[t.value]})` })),
  ];
}

export function resultsFoundText(total: number): string {
  return `${total} ${total === 1 ? 'result' : 'results'} found`;
}

/** The shape of the filter bar (a label over a select) while it has nothing to offer yet. */
function FilterSkeleton() {
  return (
    <div aria-hidden="true" className="mb-6 flex flex-col gap-1 sm:w-56">
      <div className="skeleton h-5 w-12" />
      <div className="skeleton h-10 w-full" />
    </div>
  );
}

/** /search?q=…&type=…&page=…: every result of a search, with the type filter and pages. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const { filters, page, setFilter, setPage } = useListState(SEARCH_FILTERS);
  const query = useQuery({
    ...searchQuery({ q, type: filters.type, page }),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
  useErrorToast(query.error, 'Search failed', SEARCH_FAILED_TEXT);

  // An info toast when nothing matched (once per search).
  const toasted = useRef<string | null>(null);
  const settled = query.data && !query.isPlaceholderData ? query.data : undefined;
  const emptyKey = settled && settled.total === 0 ? `${q}\u0000${filters.type}` : null;
  useEffect(() => {
    if (emptyKey === null || toasted.current === emptyKey) return;
    toasted.current = emptyKey;
    toast.info('No results found', { description: 'No resources matched your search.' });
  }, [emptyKey]);

  // The answer is drawn in a background render that yields to the browser (see PagedCards); the
  // count and the filter wait for it too, so they appear with the results they describe.
  const answered = query.isPending ? undefined : query.data;
  const data = useDeferredValue(answered);

  if (q === '') {
    return (
      <PageContainer>
        <PageHeader
          title="Search"
          description="Type a word or two in the search box to find resources, case studies, events, canvases and research."
        />
      </PageContainer>
    );
  }

  const searching = query.isFetching || query.isPending || data !== answered;
  return (
    <PageContainer>
      <PageHeader
        title={`Search results for “${q}”`}
        description={
          <p role="status" aria-live="polite">
            {searching ? 'Searching...' : data ? resultsFoundText(data.total) : ''}
          </p>
        }
      />
      {data && Object.keys(data.counts).length > 0 ? (
        <FilterBar label="Filter results">
          <FilterSelect
            label="Type"
            value={filters.type}
            options={typeFilterOptions(data.counts)}
            onChange={(value) => setFilter('type', value)}
          />
        </FilterBar>
      ) : !data && !query.isError ? (
        // The type filter's place while the first answer is on its way, so the results do not
        // jump down when it appears.
        <FilterSkeleton />
      ) : null}
      <div aria-busy={query.isPlaceholderData || undefined}>
        <PagedCards
          query={query}
          page={page}
          onPageChange={setPage}
          noun={['result', 'results']}
          emptyText="No results found"
          errorMessage={SEARCH_FAILED_TEXT}
          loading={<CardGridSkeleton label="Loading results…" />}
          showCaption={false}
          preferDialog
          label="Search results"
        />
      </div>
    </PageContainer>
  );
}
