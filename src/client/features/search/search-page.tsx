import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { FilterBar, type FilterOption, FilterSelect } from '../../components/content/filter-select';
import { useListState } from '../../components/content/list-state';
import { PageContainer, PageHeader } from '../../components/content/states';
import { useErrorToast } from '../../components/content/use-error-toast';
import { askAssistant } from '../../lib/ask-assistant';
import { CardGridSkeleton } from '../content/card-grid';
import { PagedCards } from '../content/paged-cards';
import { useDrawnAside } from '../content/use-drawn-aside';
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

/**
 * What a search that found nothing shows, as one message: the spec's words, a way to ask the
 * assistant the same thing in other words, and the library's popular topics to try instead.
 */
export function NoResults({ query, popularTopics }: { query: string; popularTopics: readonly string[] }) {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-border bg-surface px-6 py-12 text-center"
    >
      <SearchX className="size-8 text-muted" aria-hidden="true" />
      <div>
        <p className="font-medium text-ink">No results found</p>
        <p className="text-muted">No resources matched your search.</p>
      </div>
      <button type="button" className="btn-primary" onClick={() => askAssistant(query)}>
        Ask the assistant instead
      </button>
      {popularTopics.length > 0 ? (
        <nav aria-label="Popular topics" className="flex flex-col items-center gap-2">
          <p className="text-sm text-muted">Or browse a popular topic:</p>
          <ul className="flex flex-wrap justify-center gap-2">
            {popularTopics.map((topic) => (
              <li key={topic}>
                <Link to={`/tag/${encodeURIComponent(topic)}`} className="btn-outline text-sm">
                  {topic}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
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

  // The answer is drawn in a background render that yields to the browser (see PagedCards); the
  // count and the filter wait for it too, so they appear with the results they describe.
  const answered = query.isPending ? undefined : query.data;
  const data = useDrawnAside(answered);

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
        {data && data.total === 0 && !searching ? (
          <NoResults query={q} popularTopics={data.popularTopics ?? []} />
        ) : (
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
            // Right under the page's h1, as on the library's other lists: the outline skips no level.
            titleAs="h2"
          />
        )}
      </div>
    </PageContainer>
  );
}
