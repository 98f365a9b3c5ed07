import type { AuditEntry, AuditPage } from '@shared/contract/admin-people';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { FilterBar, FilterSelect } from '../../../components/content/filter-select';
import { apiGet } from '../../../lib/api';
import { AdminPageHeader } from '../admin-page-header';
import { listQueryString, useListAddress } from '../list-address';
import { ListCount } from '../list-count';
import { ListPager } from '../list-pager';
import { LoadError } from '../load-error';
import { formatDateTime } from '../people/format';
import { SearchField } from '../search-field';

const PAGE_SIZE = 25;
const FILTERS = ['actor', 'action', 'targetType', 'targetId', 'from', 'to'] as const;

/** Every administrator action, newest first: who, what, on which record, and what changed. */
export default function AuditAdminPage() {
  const { params, page, update, filterProps } = useListAddress();
  const qs = listQueryString(params, FILTERS, { page: String(page), pageSize: String(PAGE_SIZE) });
  const log = useQuery({
    queryKey: ['admin', 'audit', qs],
    queryFn: () => apiGet<AuditPage>(`/api/admin/audit?${qs}`),
    placeholderData: keepPreviousData,
  });
  const total = log.data?.total ?? 0;

  return (
    <>
      <AdminPageHeader
        title="Audit log"
        description="Every change made in the console: who, what, when, before and after."
      />
      <FilterBar label="Filter the audit log">
        <SearchField
          label="Administrator"
          placeholder="Email"
          className="sm:w-56"
          {...filterProps('actor')}
        />
        <FilterSelect
          label="Action"
          {...filterProps('action')}
          options={[
            { value: '', label: 'All actions' },
            ...(log.data?.actions ?? []).map((a) => ({ value: a, label: a })),
          ]}
        />
        <FilterSelect
          label="Target"
          {...filterProps('targetType')}
          options={[
            { value: '', label: 'All targets' },
            ...(log.data?.targetTypes ?? []).map((a) => ({ value: a, label: a })),
          ]}
        />
        <DateFilter label="From" {...filterProps('from')} />
        <DateFilter label="To" {...filterProps('to')} />
      </FilterBar>
      {params.get('targetId') ? (
        <p className="mb-2 text-sm text-ink">
          Only record {params.get('targetId')}.{' '}
          <button type="button" className="link" onClick={() => update({ targetId: null })}>
            Show all records
          </button>
        </p>
      ) : null}
      <ListCount loading={log.isPending} total={total} one="entry" many="entries" loadingText="Loading…" />
      {log.isError ? (
        <LoadError className="mb-2" error={log.error} onRetry={() => void log.refetch()} />
      ) : null}
      <ol className="flex flex-col gap-2">
        {(log.data?.items ?? []).map((entry) => (
          <li key={entry.id} className="rounded-lg border border-border bg-surface p-3 text-sm">
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="font-mono text-xs font-semibold text-ink">{entry.action}</span>
              <span className="text-muted">
                by <span className="text-ink">{entry.actorEmail}</span>
              </span>
              <time dateTime={entry.createdAt} className="text-muted">
                {formatDateTime(entry.createdAt)}
              </time>
              <Target entry={entry} onFilter={(targetId) => update({ targetId })} />
            </div>
            <Diff before={entry.before} after={entry.after} />
          </li>
        ))}
      </ol>
      <ListPager
        page={page}
        total={total}
        pageSize={PAGE_SIZE}
        onPageChange={(p) => update({ page: String(p) })}
        label="Audit log pages"
      />
    </>
  );
}

function Target({ entry, onFilter }: { entry: AuditEntry; onFilter: (id: string) => void }) {
  if (!entry.targetId) return <span className="text-muted">{entry.targetType}</span>;
  const to =
    entry.targetType === 'member'
      ? `/admin/members/${entry.targetId}`
      : entry.targetType === 'team'
        ? `/admin/teams/${entry.targetId}`
        : null;
  return (
    <span className="flex flex-wrap gap-x-3 text-muted">
      <span>on a {entry.targetType}</span>
      {to ? (
        <Link to={to} className="link">
          Open the {entry.targetType}
        </Link>
      ) : null}
      <button type="button" className="link" onClick={() => onFilter(entry.targetId!)}>
        All changes to it
      </button>
    </span>
  );
}

const show = (v: unknown): string =>
  v === undefined ? '—' : v === null ? 'none' : typeof v === 'string' ? v : JSON.stringify(v);

/** The fields that changed, each as before → after (text only). */
export function Diff({ before, after }: { before: unknown; after: unknown }) {
  const obj = (v: unknown): Record<string, unknown> =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? (v as Record<string, unknown>)
      : v == null
        ? {}
        : { value: v };
  const b = obj(before);
  const a = obj(after);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  if (keys.length === 0) return null;
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
      {keys.map((key) => {
        const changed = JSON.stringify(b[key]) !== JSON.stringify(a[key]);
        return (
          <div key={key} className="contents">
            <dt className="font-medium text-muted">{key}</dt>
            <dd className="min-w-0 break-words text-ink">
              {key in b && changed ? (
                <>
                  <del className="bg-red-50 text-red-800">{show(b[key])}</del>
                  <span aria-hidden="true"> → </span>
                  <span className="sr-only"> changed to </span>
                </>
              ) : null}
              {key in a ? (
                changed && key in b ? (
                  <ins className="bg-green-50 text-green-800 no-underline">{show(a[key])}</ins>
                ) : (
                  show(a[key])
                )
              ) : (
                <span className="text-muted"> (removed)</span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1 sm:w-44">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        type="date"
        className="input h-10"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
