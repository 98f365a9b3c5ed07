import type { Competency } from '@shared/contract/assessment';
import type { CompetencyText } from '@shared/contract/assessment-bank';
import { useMemo } from 'react';

/** What results say about a competency beyond its name: its description and five level texts. */
export type CompetencyTexts = Pick<CompetencyText, 'name' | 'category' | 'description' | 'levels'>;

/** The bank the page has: its version and competencies. */
export interface PageBank {
  version: number;
  competencies: readonly Competency[];
}

/**
 * The one place results read competencies' texts (the headline's level text, the hover card's
 * levels), by competency id: the texts of the bank version the results were answered on
 * (useResultsTexts) or, for team averages, of the bank the page loaded.
 */
export function useCompetencyTexts(
  competencies: readonly CompetencyText[],
): ReadonlyMap<string, CompetencyTexts> {
  return useMemo(() => new Map(competencies.map((c) => [c.id, c])), [competencies]);
}
