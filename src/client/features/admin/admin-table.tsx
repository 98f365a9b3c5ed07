import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadError } from './load-error';

export type SortDir = 'asc' | 'desc';

/** Narrow screens leave a column out below this width (the page shows its value elsewhere). */
export type ShownFrom = 'sm' | 'md' | 'lg';

// Written out in full so the stylesheet keeps every one of them.
const SHOWN_FROM: Record<ShownFrom, string> = {
  sm: 'hidden sm:table-cell',
  md: 'hidden md:table-cell',
  lg: 'hidden lg:table-cell',
};

export interface AdminColumn<Row, Sort extends string = never> {
  /** The header's text; also the column's key. */
  header: string;
  /** Say the header only to screen readers (a column of buttons whose names say what they do). */
  headerHidden?: boolean;
  cell: (row: Row) => ReactNode;
  shownFrom?: ShownFrom;
  /** Classes for the column's header only (a width). */
  headerClassName?: string;
  /** Classes for each of the column's cells. */
  cellClassName?: string;
  /** Sortable: the order it asks for, and the direction a first click gives. */
  sort?: { by: Sort; firstDir: SortDir };
}

export interface TableSort<Sort extends string> {
  by: Sort;
  dir: SortDir;
  onSort: (by: Sort, dir: SortDir) => void;
  /** Also say the order inside each sort button's name, for a keyboard user who tabs to it. */
  stateInName?: boolean;
}

/** The parts of a list query the table reads: a react-query result for a page of rows fits as it is. */
export interface TableQuery<Row> {
  data?: { items: readonly Row[] };
  isPending: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/**
 * Where the rows come from: a list query (the table shows its loading, error and refetching), or
 * rows the page already holds, such as a list inside a record it loaded (the page shows the
 * record's loading and error itself).
 */
export type TableSource<Row> =
  | {
      query: TableQuery<Row>;
      /** The sentence before the server's reason when loading failed. */
      errorText: string;
      rows?: never;
    }
  | { rows: readonly Row[]; query?: never; errorText?: never };

const SKELETON_ROWS = 5;

const noRefetch = () => undefined;

/**
 * A console list as a table: a caption, a header per column, one row per record, skeleton rows
 * while the first page loads, the page's own words when nothing matches, and the error with a way
 * to try again instead of the table when loading failed.
 */
export function AdminTable<Row extends { id: string }, Sort extends string = never>({
  caption,
  columns,
  emptyText,
  sort,
  className,
  ...source
}: {
  /** Read out by screen readers before the table. */
  caption: string;
  columns: ReadonlyArray<AdminColumn<Row, Sort>>;
  emptyText: string;
  sort?: TableSort<Sort>;
  className?: string;
} & TableSource<Row>) {
  // Rows held by the page are a list that has loaded, with nothing to try again.
  const query: TableQuery<Row> = source.query ?? {
    data: { items: source.rows },
    isPending: false,
    isFetching: false,
    error: null,
    refetch: noRefetch,
  };
  // Only a query can fail, and a query comes with its errorText.
  const errorText = source.errorText ?? '';
  const rows = query.data?.items;
  if (query.error && !rows) {
    return <LoadError message={errorText} error={query.error} onRetry={() => void query.refetch()} />;
  }
  const shown = (c: AdminColumn<Row, Sort>) => (c.shownFrom ? SHOWN_FROM[c.shownFrom] : undefined);
  return (
    <>
      {query.error ? (
        <LoadError
          className="mb-2"
          message={errorText}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {/* Positioned, so that a header hidden with sr-only (placed absolutely) scrolls and is clipped
          with the table: otherwise it sticks out past a phone's screen and widens the page. */}
      <div className="relative overflow-x-auto rounded-lg border border-border bg-surface">
        <table className={clsx('w-full text-left text-sm', className)} aria-busy={query.isFetching}>
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-border bg-subtle/50 text-xs uppercase tracking-wide text-muted">
            <tr>
              {columns.map((c) =>
                c.sort && sort ? (
                  <SortHeader
                    key={c.header}
                    label={c.header}
                    column={c.sort}
                    sort={sort}
                    className={clsx(shown(c), c.headerClassName)}
                  />
                ) : (
                  <th
                    key={c.header}
                    scope="col"
                    className={clsx('px-3 py-2 font-medium', shown(c), c.headerClassName)}
                  >
                    {c.headerHidden ? <span className="sr-only">{c.header}</span> : c.header}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {query.isPending && !rows
              ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                  <tr key={i} className="border-b border-border last:border-0">
                    {columns.map((c, j) => (
                      <td key={c.header} className={clsx('px-3 py-3', shown(c))}>
                        {i === 0 && j === 0 ? <span className="sr-only">Loading…</span> : null}
                        <div className="skeleton h-4 w-full max-w-48" />
                      </td>
                    ))}
                  </tr>
                ))
              : rows?.map((row) => (
                  <tr key={row.id} className="border-b border-border last:border-0 hover:bg-subtle/40">
                    {columns.map((c) => (
                      <td key={c.header} className={clsx('px-3 py-2', shown(c), c.cellClassName)}>
                        {c.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
            {rows && rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-3 py-8 text-center text-muted">
                  {emptyText}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </>
  );
}

function SortHeader<Sort extends string>({
  label,
  column,
  sort,
  className,
}: {
  label: string;
  column: { by: Sort; firstDir: SortDir };
  sort: TableSort<Sort>;
  className?: string;
}) {
  const active = sort.by === column.by;
  const Icon = active ? (sort.dir === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
  const order = sort.dir === 'asc' ? 'ascending' : 'descending';
  return (
    <th scope="col" aria-sort={active ? order : 'none'} className={clsx('px-3 py-2 font-medium', className)}>
      <button
        type="button"
        onClick={() =>
          sort.onSort(column.by, active ? (sort.dir === 'asc' ? 'desc' : 'asc') : column.firstDir)
        }
        className="inline-flex items-center gap-1 rounded uppercase hover:text-ink"
      >
        {label}
        <Icon className="size-3.5" aria-hidden="true" />
        {sort.stateInName ? <span className="sr-only">{active ? `, sorted ${order}` : ', sort'}</span> : null}
      </button>
    </th>
  );
}
