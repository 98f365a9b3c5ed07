import { ADMIN_CONTENT_SORTS, type AdminContentSort } from '@shared/contract/admin-content';
import {
  CONTENT_STATUSES,
  type ContentStatus,
  RESOURCE_TYPES,
  type ResourceType,
} from '@shared/domain/content';
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown, Plus, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FilterBar, FilterSelect, optionsWithAll } from '../../../components/content/filter-select';
import { Pagination } from '../../../components/content/pagination';
import { AdminPageHeader } from '../admin-page-header';
import { type ContentTableQuery, PAGE_SIZE, useContentTable, useContentTopics } from './api';
import { formatDateTime, STATUS_LABELS, TYPE_LABELS } from './labels';

const oneOf = <T extends string>(values: readonly T[], v: string | null, fallback: T): T =>
  v !== null && (values as readonly string[]).includes(v) ? (v as T) : fallback;

/** The table's state lives in the address, so a reload or the back button keeps it. */
function useTableQuery(): [ContentTableQuery, (patch: Partial<ContentTableQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query: ContentTableQuery = {
    q: params.get('q') ?? '',
    type: oneOf<ResourceType | ''>(['', ...RESOURCE_TYPES], params.get('type'), ''),
    topic: params.get('topic') ?? '',
    status: oneOf<ContentStatus | ''>(['', ...CONTENT_STATUSES], params.get('status'), ''),
    sort: oneOf<AdminContentSort>(ADMIN_CONTENT_SORTS, params.get('sort'), 'updated'),
    dir: oneOf(['asc', 'desc'] as const, params.get('dir'), 'desc'),
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const update = (patch: Partial<ContentTableQuery>) => {
    const next = { ...query, page: 1, ...patch };
    const out = new URLSearchParams();
    if (next.q) out.set('q', next.q);
    if (next.type) out.set('type', next.type);
    if (next.topic) out.set('topic', next.topic);
    if (next.status) out.set('status', next.status);
    if (next.sort !== 'updated' || next.dir !== 'desc') {
      out.set('sort', next.sort);
      out.set('dir', next.dir);
    }
    if (next.page > 1) out.set('page', String(next.page));
    setParams(out, { replace: true });
  };
  return [query, update];
}

// On a phone only the title column shows; the other values are listed under each title.
const COLUMNS: Array<{ sort: AdminContentSort; label: string; className?: string }> = [
  { sort: 'title', label: 'Title' },
  { sort: 'type', label: 'Type', className: 'hidden w-40 sm:table-cell' },
  { sort: 'status', label: 'Status', className: 'hidden w-32 sm:table-cell' },
  { sort: 'updated', label: 'Last edited', className: 'hidden w-48 sm:table-cell' },
];

function SortHeader({
  column,
  query,
  onSort,
}: {
  column: (typeof COLUMNS)[number];
  query: ContentTableQuery;
  onSort: (sort: AdminContentSort, dir: 'asc' | 'desc') => void;
}) {
  const active = query.sort === column.sort;
  const Icon = active ? (query.dir === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
  const firstDir = column.sort === 'updated' ? 'desc' : 'asc';
  return (
    <th
      scope="col"
      aria-sort={active ? (query.dir === 'asc' ? 'ascending' : 'descending') : undefined}
      className={clsx('px-3 py-2 text-left font-medium', column.className)}
    >
      <button
        type="button"
        className="inline-flex items-center gap-1 rounded-md py-1 hover:text-ink"
        onClick={() => onSort(column.sort, active ? (query.dir === 'asc' ? 'desc' : 'asc') : firstDir)}
      >
        {column.label}
        <Icon className="size-3.5" aria-hidden="true" />
        <span className="sr-only">
          {active ? `, sorted ${query.dir === 'asc' ? 'ascending' : 'descending'}` : ', sort'}
        </span>
      </button>
    </th>
  );
}

export function StatusBadge({ status }: { status: ContentStatus }) {
  return (
    <span
      className={clsx(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-medium',
        status === 'published' ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900',
      )}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}

/** The console's Content section: every item of every type, drafts included. */
export default function ContentAdminPage() {
  const [query, update] = useTableQuery();
  const [search, setSearch] = useState(query.q);
  const searchId = useId();
  const table = useContentTable(query);
  const topics = useContentTopics();

  // Typing searches after a short pause (each keystroke would otherwise be a request).
  // biome-ignore lint/correctness/useExhaustiveDependencies: update is rebuilt each render; the query text decides.
  useEffect(() => {
    if (search === query.q) return;
    const timer = window.setTimeout(() => update({ q: search }), 300);
    return () => window.clearTimeout(timer);
  }, [search, query.q]);

  const totalPages = table.data ? Math.max(1, Math.ceil(table.data.total / PAGE_SIZE)) : 1;
  const filtered = query.q !== '' || query.type !== '' || query.topic !== '' || query.status !== '';

  return (
    <>
      <AdminPageHeader
        title="Content"
        description="Every item of the library, drafts included. Drafts are seen only here."
        actions={
          <Link to="/admin/content/new" className="btn-primary">
            <Plus className="size-4" aria-hidden="true" />
            New item
          </Link>
        }
      />
      <FilterBar label="Search and filters">
        <div className="flex min-w-0 flex-col gap-1 sm:w-72">
          <label htmlFor={searchId} className="text-sm font-medium text-ink">
            Search
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
              aria-hidden="true"
            />
            <input
              id={searchId}
              type="search"
              className="input h-10 pl-9"
              placeholder="Title or id"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
        </div>
        <FilterSelect
          label="Type"
          value={query.type}
          options={[
            { value: '', label: 'All types' },
            ...RESOURCE_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] })),
          ]}
          onChange={(v) => update({ type: v as ResourceType | '' })}
        />
        <FilterSelect
          label="Topic"
          value={query.topic}
          options={optionsWithAll('All topics', topics.data?.topics ?? [])}
          onChange={(v) => update({ topic: v })}
        />
        <FilterSelect
          label="Status"
          value={query.status}
          options={[
            { value: '', label: 'All statuses' },
            ...CONTENT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
          ]}
          onChange={(v) => update({ status: v as ContentStatus | '' })}
        />
      </FilterBar>

      <p className="mb-2 text-sm text-muted" aria-live="polite">
        {table.data ? `${table.data.total} ${table.data.total === 1 ? 'item' : 'items'}` : '\u00a0'}
      </p>

      {table.isError ? (
        <div
          role="alert"
          className="rounded-lg border border-danger/30 bg-danger-soft p-4 text-sm text-danger"
        >
          The content could not be loaded: {table.error.message}{' '}
          <button type="button" className="link" onClick={() => void table.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <div className="relative overflow-x-auto rounded-lg border border-border bg-surface">
          <table className="w-full text-sm sm:min-w-[40rem]" aria-busy={table.isFetching}>
            <caption className="sr-only">Content items</caption>
            <thead className="border-b border-border bg-subtle text-muted">
              <tr>
                {COLUMNS.map((c) => (
                  <SortHeader
                    key={c.sort}
                    column={c}
                    query={query}
                    onSort={(sort, dir) => update({ sort, dir })}
                  />
                ))}
              </tr>
            </thead>
            <tbody>
              {table.isPending
                ? Array.from({ length: 8 }, (_, i) => (
                    <tr key={i} className="border-b border-border last:border-0">
                      {COLUMNS.map((c) => (
                        <td key={c.sort} className={clsx('px-3 py-3', c.className)}>
                          <div className="skeleton h-4 w-full max-w-48" />
                        </td>
                      ))}
                    </tr>
                  ))
                : table.data?.items.map((row) => (
                    <tr key={row.id} className="border-b border-border last:border-0 hover:bg-canvas">
                      <td className="px-3 py-2.5">
                        <Link
                          to={`/admin/content/${encodeURIComponent(row.id)}`}
                          className="link break-words"
                        >
                          {row.title || 'Untitled'}
                        </Link>
                        {row.topics.length > 0 ? (
                          <p className="mt-0.5 truncate text-xs text-muted">{row.topics.join(' · ')}</p>
                        ) : null}
                        <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted sm:hidden">
                          <StatusBadge status={row.status} />
                          <span>{TYPE_LABELS[row.type]}</span>
                          <span>Edited {formatDateTime(row.updatedAt)}</span>
                        </p>
                      </td>
                      <td className="hidden px-3 py-2.5 text-ink sm:table-cell">
                        {TYPE_LABELS[row.type]}
                        {row.isPraxisCase ? (
                          <span className="block text-xs text-muted">Praxis case</span>
                        ) : null}
                      </td>
                      <td className="hidden px-3 py-2.5 sm:table-cell">
                        <StatusBadge status={row.status} />
                      </td>
                      <td className="hidden px-3 py-2.5 text-muted sm:table-cell">
                        {formatDateTime(row.updatedAt)}
                      </td>
                    </tr>
                  ))}
            </tbody>
          </table>
          {table.data && table.data.items.length === 0 ? (
            <p className="px-4 py-10 text-center text-sm text-muted">
              {filtered
                ? 'No items match your search and filters.'
                : 'No content yet. Create the first item.'}
            </p>
          ) : null}
        </div>
      )}
      <Pagination
        className="mt-6"
        page={query.page}
        totalPages={totalPages}
        onPageChange={(page) => update({ page })}
        label="Content pages"
      />
    </>
  );
}
