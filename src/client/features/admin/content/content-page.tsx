import {
  ADMIN_CONTENT_SORTS,
  type AdminContentRow,
  type AdminContentSort,
} from '@shared/contract/admin-content';
import {
  CONTENT_STATUSES,
  type ContentStatus,
  RESOURCE_TYPES,
  type ResourceType,
} from '@shared/domain/content';
import { clsx } from 'clsx';
import { Plus, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FilterBar, FilterSelect, optionsWithAll } from '../../../components/content/filter-select';
import { AdminPageHeader } from '../admin-page-header';
import { type AdminColumn, AdminTable } from '../admin-table';
import { ListCount } from '../list-count';
import { ListPager } from '../list-pager';
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
const COLUMNS: AdminColumn<AdminContentRow, AdminContentSort>[] = [
  {
    header: 'Title',
    sort: { by: 'title', firstDir: 'asc' },
    cell: (row) => (
      <>
        <Link to={`/admin/content/${encodeURIComponent(row.id)}`} className="link break-words">
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
      </>
    ),
  },
  {
    header: 'Type',
    sort: { by: 'type', firstDir: 'asc' },
    shownFrom: 'sm',
    headerClassName: 'w-40',
    cellClassName: 'text-ink',
    cell: (row) => (
      <>
        {TYPE_LABELS[row.type]}
        {row.isPraxisCase ? <span className="block text-xs text-muted">Praxis case</span> : null}
      </>
    ),
  },
  {
    header: 'Status',
    sort: { by: 'status', firstDir: 'asc' },
    shownFrom: 'sm',
    headerClassName: 'w-32',
    cell: (row) => <StatusBadge status={row.status} />,
  },
  {
    header: 'Last edited',
    sort: { by: 'updated', firstDir: 'desc' },
    shownFrom: 'sm',
    headerClassName: 'w-48',
    cellClassName: 'text-muted',
    cell: (row) => formatDateTime(row.updatedAt),
  },
];

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

      <ListCount
        loading={!table.data}
        total={table.data?.total ?? 0}
        one="item"
        many="items"
        loadingText={'\u00a0'}
      />
      <AdminTable
        caption="Content items"
        className="sm:min-w-[40rem]"
        columns={COLUMNS}
        query={table}
        emptyText={
          filtered ? 'No items match your search and filters.' : 'No content yet. Create the first item.'
        }
        errorText="The content could not be loaded:"
        sort={{
          by: query.sort,
          dir: query.dir,
          onSort: (sort, dir) => update({ sort, dir }),
          stateInName: true,
        }}
      />
      <ListPager
        page={query.page}
        total={table.data?.total ?? 0}
        pageSize={PAGE_SIZE}
        onPageChange={(page) => update({ page })}
        label="Content pages"
      />
    </>
  );
}
