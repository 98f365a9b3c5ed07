import type { AuditEntry, AuditPage } from '@shared/contract/admin-audit';
import {
  AUDIT_TARGET_LABELS,
  auditActionLabel,
  auditChanges,
  auditSentence,
  auditTargetPath,
} from '@shared/domain/audit-log';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { FilterBar, FilterSelect } from '../../../components/content/filter-select';
import { DatePickerField } from '../../../components/date-picker-field';
import { apiGet } from '../../../lib/api';
import { AdminPageHeader } from '../admin-page-header';
import { listQueryString, useListAddress } from '../list-address';
import { ListCount } from '../list-count';
import { ListPager } from '../list-pager';
import { LoadError } from '../load-error';
import { formatDateTime } from '../format';

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
        <FilterSelect
          label="Who"
          {...filterProps('actor')}
          options={[
            { value: '', label: 'Everyone' },
            ...(log.data?.actors ?? []).map((a) => ({ value: a.email, label: a.name })),
          ]}
        />
        <FilterSelect
          label="Kind"
          {...filterProps('action')}
          options={[
            { value: '', label: 'Every kind' },
            ...(log.data?.actions ?? [])
              .map((a) => ({ value: a, label: auditActionLabel(a) }))
              .sort((x, y) => x.label.localeCompare(y.label)),
          ]}
        />
        <FilterSelect
          label="Record"
          {...filterProps('targetType')}
          options={[
            { value: '', label: 'Every record' },
            ...(log.data?.targetTypes ?? []).map((t) => ({ value: t, label: AUDIT_TARGET_LABELS[t] ?? t })),
          ]}
        />
        <DatePickerField label="From" {...filterProps('from')} />
        <DatePickerField label="To" {...filterProps('to')} />
      </FilterBar>
      {params.get('targetId') ? (
        <p className="mb-2 text-sm text-ink">
          Only changes to {log.data?.items[0]?.targetName ?? 'one record'}.{' '}
          <button type="button" className="link" onClick={() => update({ targetId: null })}>
            Show every record
          </button>
        </p>
      ) : null}
      <ListCount loading={log.isPending} total={total} one="entry" many="entries" loadingText="Loading…" />
      {log.isError ? (
        <LoadError className="mb-2" error={log.error} onRetry={() => void log.refetch()} />
      ) : null}
      {log.isPending ? <EntriesSkeleton /> : null}
      {log.data?.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted">
          {FILTERS.some((f) => params.get(f))
            ? 'No change matches these filters.'
            : 'Nothing has been changed in the console yet. Every change an administrator makes will be listed here.'}
        </p>
      ) : null}
      <ol className="flex flex-col gap-2">
        {(log.data?.items ?? []).map((entry) => (
          <li key={entry.id} className="rounded-lg border border-border bg-surface p-3 text-sm">
            <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
              <p className="text-ink">
                <Sentence entry={entry} />
              </p>
              <time dateTime={entry.createdAt} className="shrink-0 text-xs text-muted">
                {formatDateTime(entry.createdAt)}
              </time>
            </div>
            <Changes action={entry.action} before={entry.before} after={entry.after} />
            {entry.targetId && !params.get('targetId') ? (
              <button
                type="button"
                className="link mt-1 text-xs"
                onClick={() => update({ targetId: entry.targetId })}
              >
                Every change to {entry.targetName ?? 'this record'}
              </button>
            ) : null}
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

/** The shape of a few entries while the first page loads (the count above says "Loading…"). */
function EntriesSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-2">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="rounded-lg border border-border bg-surface p-3">
          <div className="skeleton h-4 w-3/4" />
          <div className="skeleton mt-2 h-3 w-1/3" />
        </div>
      ))}
    </div>
  );
}

/** "Ana Ruiz set Jordan Ellis's membership to lifetime", the record's name a link to it. */
function Sentence({ entry }: { entry: AuditEntry }) {
  const to = auditTargetPath(entry.targetType, entry.targetId);
  return (
    <>
      {auditSentence(entry).map((part, i) =>
        'text' in part ? (
          <span key={i}>{part.text}</span>
        ) : to ? (
          <Link key="target" to={to} className="link font-medium">
            {part.target}
          </Link>
        ) : (
          <strong key="target" className="font-medium">
            {part.target}
          </strong>
        ),
      )}
    </>
  );
}

/** What changed, before → after, changed fields only (text only). */
export function Changes({ action, before, after }: { action?: string; before: unknown; after: unknown }) {
  const changes = auditChanges(before, after, action);
  if (changes.length === 0) return null;
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
      {changes.map((c) => (
        <div key={c.field} className="contents">
          <dt className="font-medium text-muted">{c.field}</dt>
          <dd className="min-w-0 break-words text-ink">
            {c.before !== undefined && c.after !== undefined ? (
              <>
                <del className="bg-red-50 text-red-800">{c.before}</del>
                <span aria-hidden="true"> → </span>
                <span className="sr-only"> changed to </span>
                <ins className="bg-green-50 text-green-800 no-underline">{c.after}</ins>
              </>
            ) : c.after !== undefined ? (
              c.after
            ) : (
              <>
                <del className="bg-red-50 text-red-800">{c.before}</del>
                <span className="text-muted"> (removed)</span>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
