import type { ReadyResults } from '@shared/contract/assessment';
import type { BankVersionTexts, CompetencyText } from '@shared/contract/assessment-bank';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api';

/** A published version's texts never change: read once per visit. */
export function versionTextsQuery(version: number) {
  return queryOptions({
    queryKey: ['assessment', 'version', version] as const,
    queryFn: ({ signal }) => apiGet<BankVersionTexts>(`/api/assessment/versions/${version}`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export interface ResultsTexts {
  /** The competencies' texts of the version the results were answered on; null until read. */
  competencies: readonly CompetencyText[] | null;
  isPending: boolean;
  error: Error | null;
}

/**
 * The texts results are read with: those of the bank version they were answered on. The page's
 * bank has them already when that is the current version; an earlier version's are fetched.
 */
export function useResultsTexts(
  results: Pick<ReadyResults, 'bankVersion'>,
  bank: { version: number; competencies: readonly CompetencyText[] },
): ResultsTexts {
  const current = results.bankVersion === bank.version;
  const query = useQuery({ ...versionTextsQuery(results.bankVersion), enabled: !current });
  if (current) return { competencies: bank.competencies, isPending: false, error: null };
  return { competencies: query.data?.competencies ?? null, isPending: query.isPending, error: query.error };
}

/** Said where the change since last time is shown, when the bank changed between the two submissions. */
export function bankChangedNote(
  results: Pick<ReadyResults, 'bankVersion' | 'previousBankVersion'>,
): string | null {
  const { bankVersion, previousBankVersion } = results;
  if (previousBankVersion === null || previousBankVersion === bankVersion) return null;
  return `The assessment was updated between these two submissions (version ${previousBankVersion} to ${bankVersion}): part of the change may come from the new wording.`;
}
