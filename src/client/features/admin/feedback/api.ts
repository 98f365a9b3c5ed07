import type {
  FeedbackCommentPage,
  FeedbackOverview,
  FeedbackPeriod,
  FeedbackSource,
} from '@shared/contract/admin-feedback';
import type { NpsBand } from '@shared/domain/nps';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';

export interface FeedbackFilters {
  period: FeedbackPeriod;
  band: NpsBand | '';
  source: FeedbackSource | '';
}

/** The query string of the filters (empty ones left out), shared by the list and the export link. */
export function filterQuery(filters: FeedbackFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  params.set('period', filters.period);
  if (filters.band) params.set('band', filters.band);
  if (filters.source) params.set('source', filters.source);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  return params.toString();
}

export const exportCsvUrl = (filters: FeedbackFilters) =>
  `/api/admin/feedback/export.csv?${filterQuery(filters)}`;

export const feedbackOverviewQuery = (period: FeedbackPeriod) =>
  queryOptions({
    queryKey: ['admin', 'feedback', 'overview', period],
    queryFn: ({ signal }) =>
      apiGet<FeedbackOverview>(`/api/admin/feedback/overview?period=${period}`, { signal }),
    staleTime: 60_000,
  });

export const feedbackCommentsQuery = (filters: FeedbackFilters, page: number) =>
  queryOptions({
    queryKey: ['admin', 'feedback', 'comments', filters, page],
    queryFn: ({ signal }) =>
      apiGet<FeedbackCommentPage>(
        `/api/admin/feedback/comments?${filterQuery(filters, { page: String(page) })}`,
        {
          signal,
        },
      ),
    staleTime: 60_000,
    // The table keeps the page it shows while the next one loads.
    placeholderData: keepPreviousData,
  });
