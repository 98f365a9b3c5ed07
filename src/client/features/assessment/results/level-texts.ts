import type { Competency } from '@shared/contract/assessment';
import { useMemo } from 'react';

/** What results say about a competency beyond its name: its description and five level texts. */
export type CompetencyTexts = Pick<Competency, 'name' | 'category' | 'description' | 'levels'>;

/**
 * The one place results read competencies' texts (the headline's level text, the hover card's
 * levels), by competency id. They are the texts of the bank the page loaded; a results' own bank
 * version would be read here too.
 */
export function useCompetencyTexts(
  competencies: readonly Competency[],
): ReadonlyMap<string, CompetencyTexts> {
  return useMemo(() => new Map(competencies.map((c) => [c.id, c])), [competencies]);
}
