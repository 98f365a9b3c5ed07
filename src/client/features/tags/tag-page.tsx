import type { ContentCard, Page } from '@shared/content-card';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { FilterBar, FilterSelect } from '../../components/content/filter-select';
import { useListState } from '../../components/content/list-state';
import { tagAllQuery, tagQuery } from '../../components/content/queries';
import { NotFoundState, PageContainer, PageHeader } from '../../components/content/states';
import { useErrorToast } from '../../components/content/use-error-toast';
import { useIsMobile } from '../../components/content/use-media-query';
import { isApiError } from '../../lib/api';
import { CardGridSkeleton } from '../content/card-grid';
import { type ListQueryState, PagedCards } from '../content/paged-cards';

export const TAG_PAGE_SIZE = 12;
/** On phones the page shows every match at once, up to the tag search limit. */
export const TAG_MOBILE_LIMIT = 100;

const TYPES = [
  { value: '', label: 'All types' },
  { value: 'case-study', label: 'Case studies' },
  { value: 'resource', label: 'Resources' },
  { value: 'canvas', label: 'Canvases' },
  { value: 'event', label: 'Events' },
];

export default function TagPage() {
  const tag = (useParams().tag ?? '').trim();
  if (tag === '') {
    return (
      <NotFoundState
        title="Invalid Tag"
        message="This link does not name a tag."
        backTo="/resources"
        backLabel="Browse resources"
      />
    );
  }
  return <TagResults tag={tag} />;
}

/** Desktop and tablet: 12 per page with pagination. */
function usePagedTag(
  tag: string,
  type: string,
  page: number,
  enabled: boolean,
): ListQueryState & { error: unknown } {
  return useQuery({ ...tagQuery(tag, { type, page, pageSize: TAG_PAGE_SIZE }), enabled });
}

/** Phones: everything (up to 100) in one list, loaded in as few requests as the API allows. */
function useWholeTag(
  tag: string,
  type: string,
  enabled: boolean,
): ListQueryState & { error: unknown; loadingMore: boolean } {
  const query = useInfiniteQuery({ ...tagAllQuery(tag, { type }, TAG_MOBILE_LIMIT), enabled });
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  // The page count is a dependency too: a fetch can finish without a render showing it in flight.
  const loadedPages = query.data?.pages.length ?? 0;
  useEffect(() => {
    if (enabled && loadedPages > 0 && hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [enabled, loadedPages, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items).slice(0, TAG_MOBILE_LIMIT);
  const data: Page<ContentCard> | undefined =
    pages.length > 0
      ? { items, total: items.length, page: 1, pageSize: Math.max(items.length, 1) }
      : undefined;
  return {
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    data,
    refetch: query.refetch,
    loadingMore: isFetchingNextPage,
  };
}

function TagResults({ tag }: { tag: string }) {
  const mobile = useIsMobile();
  const { filters, page, setFilter, setPage } = useListState({
    type: ['case-study', 'resource', 'canvas', 'event'],
  });
  const paged = usePagedTag(tag, filters.type, page, !mobile);
  const whole = useWholeTag(tag, filters.type, mobile);
  const list = mobile ? whole : paged;
  useErrorToast(list.error, 'Error fetching resources', 'Failed to fetch resources for this tag');

  const serverMessage = isApiError(list.error) ? list.error.message : null;
  return (
    <PageContainer>
      <PageHeader
        title={tag}
        description="Everything in the library with this topic, industry or company size."
      />
      <FilterBar label="Filter by type">
        <FilterSelect
          label="Type"
          value={filters.type}
          options={TYPES}
          onChange={(v) => setFilter('type', v)}
        />
      </FilterBar>
      <PagedCards
        query={list}
        page={mobile ? 1 : page}
        onPageChange={setPage}
        noun={['item', 'items']}
        emptyText="No content found"
        loading={<CardGridSkeleton label="Loading content…" />}
        errorMessage={serverMessage ?? 'Failed to fetch resources for this tag'}
        showPagination={!mobile}
        showCaption={!mobile}
        label={`Content tagged ${tag}`}
        titleAs="h2"
        after={
          mobile && whole.loadingMore ? (
            <p role="status" className="text-center text-sm text-muted">
              Loading more…
            </p>
          ) : null
        }
      />
    </PageContainer>
  );
}
