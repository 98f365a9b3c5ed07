import type { ContentCard, Page } from '@shared/content-card';
import { pageRange, totalPages } from '@shared/domain/pagination';
import type { ReactNode } from 'react';
import { Pagination } from '../../components/content/pagination';
import { EmptyState, ErrorState } from '../../components/content/states';
import { CardGrid, type CardGridProps, CardGridSkeleton } from './card-grid';

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
  ...grid
}: PagedCardsProps) {
  if (query.isError) {
    return <ErrorState message={errorMessage} onRetry={() => void query.refetch()} />;
  }
  if (query.isPending || !query.data) {
    return <>{loading ?? <CardGridSkeleton label={`Loading ${noun[1]}…`} />}</>;
  }
  const { items, total, pageSize } = query.data;
  const shownPage = query.data.page || page;
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
      <CardGrid cards={items} {...grid} />
      {after}
      {showPagination ? <Pagination page={shownPage} totalPages={pages} onPageChange={onPageChange} /> : null}
    </div>
  );
}
