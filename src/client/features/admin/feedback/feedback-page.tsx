import {
  DEFAULT_FEEDBACK_PERIOD,
  FEEDBACK_PERIODS,
  FEEDBACK_SOURCES,
  type FeedbackOverview,
  type FeedbackPeriod,
  type FeedbackSource,
} from '@shared/contract/admin-feedback';
import { NPS_BANDS, type NpsBand } from '@shared/domain/nps';
import { pageRange, totalPages } from '@shared/domain/pagination';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Download } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { FilterBar, FilterSelect } from '../../../components/content/filter-select';
import { AssistantFeedbackCard } from '../../assistant/admin-feedback-card';
import { AdminPageHeader } from '../admin-page-header';
import { LoadError } from '../load-error';
import { exportCsvUrl, type FeedbackFilters, feedbackCommentsQuery, feedbackOverviewQuery } from './api';
import { NpsByMonthFigure, ScoreDistributionFigure } from './charts';
import { CommentsTable } from './comments-table';
import { formatNps, percent } from './format';

const PERIOD_LABEL: Record<FeedbackPeriod, string> = {
  '3m': 'Last 3 months',
  '6m': 'Last 6 months',
  '12m': 'Last 12 months',
  '24m': 'Last 24 months',
  all: 'All time',
};
const BAND_OPTIONS = [
  { value: '', label: 'All scores' },
  { value: 'promoter', label: 'Promoters (9–10)' },
  { value: 'passive', label: 'Passives (7–8)' },
  { value: 'detractor', label: 'Detractors (0–6)' },
];
const SOURCE_OPTIONS = [
  { value: '', label: 'All sources' },
  { value: 'nps', label: 'Satisfaction survey' },
  { value: 'manual', label: 'Feedback form' },
];

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | undefined =>
  values.find((x) => x === v);

/** The filters and page as the address gives them (anything unknown reads as the default). */
function readState(params: URLSearchParams): { filters: FeedbackFilters; page: number } {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    filters: {
      period: oneOf(FEEDBACK_PERIODS, params.get('period')) ?? DEFAULT_FEEDBACK_PERIOD,
      band: oneOf<NpsBand>(NPS_BANDS, params.get('band')) ?? '',
      source: oneOf<FeedbackSource>(FEEDBACK_SOURCES, params.get('source')) ?? '',
    },
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The console's Feedback section: the NPS over time, the 0–10 distribution and the comments. */
export default function FeedbackAdminPage() {
  const [params, setParams] = useSearchParams();
  const { filters, page } = readState(params);
  const overview = useQuery(feedbackOverviewQuery(filters.period));

  /** Changes one filter (or the page); a new filter starts again at page 1. */
  const update = (key: 'period' | 'band' | 'source' | 'page', value: string) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === '' || (key === 'page' && value === '1')) next.delete(key);
        else next.set(key, value);
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );
  };

  return (
    <>
      <AdminPageHeader
        title="Feedback"
        description="What members say in the satisfaction survey and the feedback form."
      />
      <FilterBar label="Period">
        <FilterSelect
          label="Period"
          value={filters.period}
          options={FEEDBACK_PERIODS.map((p) => ({ value: p, label: PERIOD_LABEL[p] }))}
          onChange={(v) => update('period', v)}
        />
      </FilterBar>

      <OverviewSection overview={overview} />

      <AssistantFeedbackCard />

      <CommentsSection filters={filters} page={page} update={update} />
    </>
  );
}

function OverviewSection({ overview }: { overview: ReturnType<typeof useQuery<FeedbackOverview>> }) {
  if (overview.isPending) {
    return (
      <div data-testid="overview-loading" aria-busy="true" className="mb-10 space-y-4">
        <span className="sr-only">Loading the NPS…</span>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className="skeleton h-20" />
          ))}
        </div>
        <div className="skeleton h-72" />
        <div className="skeleton h-64" />
      </div>
    );
  }
  if (overview.isError) {
    return (
      <LoadError
        className="mb-10"
        message="The NPS could not be loaded."
        error={overview.error}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  const { totals, months, distribution } = overview.data;
  return (
    <div className="mb-10 space-y-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" aria-label="Over the period">
        <Stat label="NPS" value={formatNps(totals.nps)} strong />
        <Stat label="Survey answers" value={String(totals.responses)} />
        <Stat label="Promoters" value={percent(totals.promoters, totals.responses)} />
        <Stat label="Passives" value={percent(totals.passives, totals.responses)} />
        <Stat label="Detractors" value={percent(totals.detractors, totals.responses)} />
      </dl>
      {totals.responses === 0 ? (
        <p className="rounded-lg border border-border bg-surface p-5 text-muted">
          No survey answers in this period.
        </p>
      ) : (
        <>
          <NpsByMonthFigure months={months} />
          <ScoreDistributionFigure distribution={distribution} />
        </>
      )}
    </div>
  );
}

function Stat({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="rounded-lg border border-border bg-surface px-4 py-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd
        className={`mt-1 tabular-nums ${strong ? 'text-3xl font-bold text-primary' : 'text-2xl font-semibold text-ink'}`}
      >
        {value}
      </dd>
    </div>
  );
}

function CommentsSection({
  filters,
  page,
  update,
}: {
  filters: FeedbackFilters;
  page: number;
  update: (key: 'band' | 'source' | 'page', value: string) => void;
}) {
  const comments = useQuery(feedbackCommentsQuery(filters, page));
  const data = comments.data;
  const pages = data ? totalPages(data.total, data.pageSize) : 0;
  const range = data ? pageRange(data.page, data.pageSize, data.total) : null;
  return (
    <section aria-labelledby="feedback-comments">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="feedback-comments" className="text-lg font-semibold text-ink">
            Comments
          </h2>
          <p className="text-sm text-muted">
            In the chosen period. The export holds every answer in these filters, with or without a comment.
          </p>
        </div>
        <a href={exportCsvUrl(filters)} download className="btn-outline">
          <Download className="size-4" aria-hidden="true" />
          Export CSV
        </a>
      </div>
      <FilterBar label="Comment filters">
        <FilterSelect
          label="Score"
          value={filters.band}
          options={BAND_OPTIONS}
          onChange={(v) => update('band', v)}
        />
        <FilterSelect
          label="Source"
          value={filters.source}
          options={SOURCE_OPTIONS}
          onChange={(v) => update('source', v)}
        />
      </FilterBar>

      <p className="mb-2 text-sm text-muted" aria-live="polite">
        {data && range && data.total > 0
          ? `Showing ${range.from}–${range.to} of ${data.total} ${data.total === 1 ? 'comment' : 'comments'}`
          : ''}
      </p>

      {comments.isPending ? (
        <div data-testid="comments-loading" aria-busy="true" className="space-y-2">
          <span className="sr-only">Loading comments…</span>
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className="skeleton h-16" />
          ))}
        </div>
      ) : comments.isError ? (
        <LoadError
          message="The comments could not be loaded."
          error={comments.error}
          onRetry={() => void comments.refetch()}
        />
      ) : data && data.items.length > 0 ? (
        <div className={comments.isPlaceholderData ? 'opacity-60' : undefined}>
          <CommentsTable comments={data.items} />
        </div>
      ) : (
        <p className="rounded-lg border border-border bg-surface p-5 text-muted">
          No comments match these filters.
        </p>
      )}

      {pages > 1 ? (
        <nav aria-label="Comment pages" className="mt-4 flex items-center justify-between gap-3">
          <button
            type="button"
            className="btn-outline"
            disabled={page <= 1}
            onClick={() => update('page', String(page - 1))}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            Previous
          </button>
          <span className="text-sm text-muted">
            Page {Math.min(page, pages)} of {pages}
          </span>
          <button
            type="button"
            className="btn-outline"
            disabled={page >= pages}
            onClick={() => update('page', String(page + 1))}
          >
            Next
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        </nav>
      ) : null}
    </section>
  );
}
