import { INSIGHT_PERIODS, type Insight } from '@shared/contract/admin-insight';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { FilterSelect } from '../../../components/content/filter-select';
import { apiGet } from '../../../lib/api';
import { AdminPageHeader } from '../admin-page-header';
import { MissedSearchActions } from './missed-search-actions';
import { WeekOverWeek } from './week-over-week';

/** "case-study" → "Case study". */
const typeLabel = (type: string) => {
  const words = type.replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const PERIOD_LABELS: Record<number, string> = {
  7: 'Last 7 days',
  30: 'Last 30 days',
  90: 'Last 90 days',
  365: 'Last 12 months',
};

/** The console's first page: how the library is used, over a chosen period. */
export default function InsightAdminPage() {
  const [params, setParams] = useSearchParams();
  const chosen = Number(params.get('days'));
  const days = (INSIGHT_PERIODS as readonly number[]).includes(chosen) ? chosen : 30;
  const insight = useQuery({
    queryKey: ['admin', 'insight', days],
    queryFn: () => apiGet<Insight>(`/api/admin/insight?days=${days}`),
    placeholderData: keepPreviousData,
  });
  const data = insight.data;
  return (
    <>
      <AdminPageHeader
        title="Insight"
        description="Who uses the library and what they look for."
        actions={
          <FilterSelect
            label="Period"
            value={String(days)}
            onChange={(v) => setParams(v === '30' ? {} : { days: v }, { replace: true })}
            options={INSIGHT_PERIODS.map((p) => ({
              value: String(p),
              label: PERIOD_LABELS[p] ?? `${p} days`,
            }))}
          />
        }
      />
      {insight.isError ? (
        <p role="alert" className="text-sm text-ink">
          The figures could not be loaded. {insight.error.message}
        </p>
      ) : null}
      {insight.isPending ? <p className="text-sm text-muted">Loading…</p> : null}
      {data ? (
        <div className="flex flex-col gap-6">
          <section aria-labelledby="active-members">
            <h2 id="active-members" className="sr-only">
              Active members
            </h2>
            <dl className="grid gap-3 sm:grid-cols-3">
              <Figure
                label="Active in the last 7 days"
                value={data.activeMembers.last7}
                of={data.activeMembers.total}
              />
              <Figure
                label="Active in the last 30 days"
                value={data.activeMembers.last30}
                of={data.activeMembers.total}
              />
              <Figure label="Accounts in use" value={data.activeMembers.total} />
            </dl>
          </section>
          <WeekOverWeek figures={data.weekOverWeek} />
          <div className="grid gap-6 xl:grid-cols-2">
            <BarTable
              title="Searches that found nothing"
              hint="What members looked for and the library lacks: teach the library the words, or write the item."
              columns={['Search', 'Times']}
              rows={data.searchMisses.map((m) => ({ key: m.query, label: m.query, value: m.count }))}
              empty="No search came back empty in this period."
              actions={(row) => <MissedSearchActions query={row.label} />}
            />
            <BarTable
              title="Most viewed"
              columns={['Item', 'Views']}
              rows={data.mostViewed.map(itemRow)}
              empty="No views in this period."
            />
            <BarTable
              title="Most saved"
              columns={['Item', 'Members who saved it']}
              rows={data.mostSaved.map(itemRow)}
              empty="Nothing saved in this period."
            />
            <BarTable
              title="Saves by type"
              columns={['Type', 'Saves']}
              rows={data.savesByType.map((s) => ({ key: s.type, label: typeLabel(s.type), value: s.count }))}
              empty="Nothing saved in this period."
            />
          </div>
        </div>
      ) : null}
    </>
  );
}

function Figure({ label, value, of }: { label: string; value: number; of?: number }) {
  return (
    <div className="rounded-lg border border-border bg-surface p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums text-ink">
        {value}
        {of !== undefined ? <span className="ml-1 text-sm font-normal text-muted">of {of}</span> : null}
      </dd>
    </div>
  );
}

type CountedItem = Insight['mostViewed'][number];

/** A library item's row: its title (its id when it has none), its type beside it, its count. */
const itemRow = (item: CountedItem): BarRow => ({
  key: item.id,
  label: item.title || item.id,
  sub: item.type,
  value: item.count,
});

interface BarRow {
  key: string;
  label: string;
  sub?: string;
  value: number;
}

/**
 * A bar chart that is a table: every bar is a row with its label and number written out, so the
 * chart and its text alternative are one and the same (the bars themselves are hidden from
 * screen readers).
 */
export function BarTable({
  title,
  hint,
  columns,
  rows,
  empty,
  actions,
}: {
  title: string;
  hint?: ReactNode;
  columns: [string, string];
  rows: BarRow[];
  empty: string;
  /** What an administrator can do about a row, shown under its label. */
  actions?: (row: BarRow) => ReactNode;
}) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <section className="rounded-lg border border-border bg-surface p-4" aria-label={title}>
      <h2 className="text-base font-semibold text-ink">{title}</h2>
      {hint ? <p className="mt-0.5 text-sm text-muted">{hint}</p> : null}
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{empty}</p>
      ) : (
        <table className="mt-3 w-full table-fixed text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="text-xs text-muted">
            <tr>
              <th scope="col" className="w-1/2 pb-1 font-medium">
                {columns[0]}
              </th>
              <th scope="col" className="pb-1 font-medium">
                {columns[1]}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key}>
                <th scope="row" className="truncate py-1 pr-3 font-normal text-ink" title={r.label}>
                  {r.label}
                  {r.sub ? <span className="ml-1 text-xs text-muted">· {r.sub}</span> : null}
                  {actions ? <div className="mt-0.5 whitespace-normal">{actions(r)}</div> : null}
                </th>
                <td className="py-1">
                  <div className="flex items-center gap-2">
                    <div className="h-3 min-w-0 flex-1" aria-hidden="true">
                      <div
                        className="h-full rounded-sm bg-primary"
                        style={{ width: `${(r.value / max) * 100}%` }}
                      />
                    </div>
                    <span className="w-10 shrink-0 text-right tabular-nums text-ink">{r.value}</span>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
