import type {
  AnswerSaved,
  AssessmentBank,
  AssessmentInstance,
  GrowNextList,
  Results,
  StartInstance,
  Submitted,
  TeamResults,
} from '@shared/contract/assessment';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '../../lib/api';

/** Client side of the assessment API (src/shared/contract/assessment.ts). */

export type {
  AssessmentBank,
  AssessmentInstance,
  Competency,
  CompetencyResult,
  Distribution,
  ReadyResults,
  Results,
  TeamCompetency,
  TeamResults,
} from '@shared/contract/assessment';

const enc = encodeURIComponent;

/** Everything the assessment shows starts with 'assessment': one invalidation after a submit refreshes it. */
export const assessmentKeys = {
  all: ['assessment'] as const,
  bank: ['assessment', 'bank'] as const,
  results: (user: string | null) => ['assessment', 'results', user ?? 'me'] as const,
  teamResults: ['assessment', 'team-results'] as const,
};

export const bankQuery = queryOptions({
  queryKey: assessmentKeys.bank,
  queryFn: ({ signal }) => apiGet<AssessmentBank>('/api/assessment', { signal }),
  // The open self-assessment it carries must be the current one whenever the wizard starts.
  staleTime: 0,
});

export function resultsQuery(user: string | null) {
  return queryOptions({
    queryKey: assessmentKeys.results(user),
    queryFn: ({ signal }) =>
      apiGet<Results>(`/api/assessment/results${user ? `?user=${enc(user)}` : ''}`, { signal }),
    // Percentiles move with every member's submission: read again on each visit.
    staleTime: 0,
  });
}

/**
 * The grow-next picks for the competencies results name. Kept under 'content', with the other
 * lists of cards, so that saving or unsaving anywhere refreshes their saved state.
 */
export function growNextQuery(competencyIds: readonly string[]) {
  const ids = competencyIds.join(',');
  return queryOptions({
    queryKey: ['content', 'assessment-grow-next', ids] as const,
    queryFn: ({ signal }) =>
      apiGet<GrowNextList>(`/api/assessment/grow-next?competencies=${enc(ids)}`, { signal }),
  });
}

export const teamResultsQuery = queryOptions({
  queryKey: assessmentKeys.teamResults,
  queryFn: ({ signal }) => apiGet<TeamResults>('/api/assessment/team-results', { signal }),
  // Team averages move slowly: five minutes fresh.
  staleTime: 5 * 60_000,
});

export const assessmentApi = {
  /**
   * Starts an instance, or reuses the open one (the server keeps one open instance per rater,
   * member and kind). An action, never a query: only the member's own request calls it, so no
   * refetch or invalidation can ever start a self-assessment behind their back.
   */
  start: (start: StartInstance) => apiPost<AssessmentInstance>('/api/assessment/instances', start),
  saveAnswer: (instanceId: string, itemId: string, value: number) =>
    apiPut<AnswerSaved>(`/api/assessment/instances/${enc(instanceId)}/responses/${enc(itemId)}`, { value }),
  submit: (instanceId: string) => apiPost<Submitted>(`/api/assessment/instances/${enc(instanceId)}/submit`),
};
