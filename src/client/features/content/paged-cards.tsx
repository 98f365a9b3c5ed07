import type { ContentCard, Page } from '@shared/content-card';
import { pageRange, totalPages } from '@shared/domain/pagination';
import type { ReactNode } from 'react';
import { Pagination } from '../../components/content/pagination';
import { EmptyState, ErrorState } from '../../components/content/states';
import { CardGrid, type CardGridProps, CardGridSkeleton, FIRST_ROW } from './card-grid';
import { useDrawnAside } from './use-drawn-aside';

/** What the list needs of its query (a react-query result fits). */
export interface ListQueryState {
  isPending: boolean;
  isError: boolean;
  data: Page<ContentCard> | undefined;
  refetch: () => unknown;
}

export interface PagedCardsProps extends Omit<CardGridProps, 'cards'> {
  query: ListQueryState;
  page: number;
  onPageChange: (page: number) => void;
  /** Singular and plural, for "Showing 1-12 of 40 resources". */
  noun: [string, string];
  emptyText: ReactNode;
  /** What the wait looks like; six skeleton cards by default. */
  loading?: ReactNode;
  errorMessage: string;
  showCaption?: boolean;
  showPagination?: boolean;
  /** Cards placed before the list's own (e.g. the Active Research card). */
  before?: ReactNode;
  /** Shown under the grid (e.g. "Loading more…"). */
  after?: ReactNode;
}

/** A paged list of cards with its loading, failure, empty, caption and pagination states. */
export function PagedCards({
  query,
  page,
  onPageChange,
  noun,
  emptyText,
  loading,
  errorMessage,
  showCaption = true,
  showPagination = true,
  before,
  after,
  // A paged list is the page's main content: its first row is above the fold.
  priorityImages = FIRST_ROW,
  ...grid
}: PagedCardsProps) {
  // A page of cards is drawn in a background render that gives the browser its turn every few
  // milliseconds (the skeleton or the previous page stays until it is ready), instead of one long
  // block the moment the answer arrives. Already in the cache when the list mounts: drawn at once,
  // except on the page the browser opened (see useDrawnAside). A pending query counts as no data, so an older answer never stands in for a new question.
  const data = useDrawnAside(query.isPending ? undefined : query.data);
  if (query.isError) {
    return <ErrorState message={errorMessage} onRetry={() => void query.refetch()} />;
  }
  if (query.isPending || !data) {
    return <>{loading ?? <CardGridSkeleton label={`Loading ${noun[1]}…`} />}</>;
  }
  const { items, total, pageSize } = data;
  const shownPage = data.page || page;
  const pages = totalPages(total, pageSize);
  if (items.length === 0) {
    // A shared link to a page that no longer exists: offer the first page rather than nothing.
    const beyond = total > 0 && page > 1;
    return (
      <>
        {before}
        <EmptyState
          action={
            beyond ? (
              <button type="button" className="btn-outline" onClick={() => onPageChange(1)}>
                Go to the first page
              </button>
            ) : undefined
          }
        >
          {emptyText}
        </EmptyState>
      </>
    );
  }
  const { from, to } = pageRange(shownPage, pageSize, total);
  return (
    <div className="flex flex-col gap-6">
      {showCaption ? (
        <p className="text-sm text-muted" aria-live="polite">
          Showing {from}-{to} of {total} {total === 1 ? noun[0] : noun[1]}
        </p>
      ) : null}
      {before}
      <CardGrid cards={items} priorityImages={priorityImages} {...grid} />
      {after}
      {showPagination ? <Pagination page={shownPage} totalPages={pages} onPageChange={onPageChange} /> : null}
    </div>
  );
}
