/**
 * Net Promoter Score: a 0–10 answer to "how likely are you to recommend us" puts a member in one
 * of three bands, and the score is the share of promoters minus the share of detractors, in whole
 * percentage points (−100 to 100). Passives count in the total but on neither side.
 */

export const NPS_BANDS = ['detractor', 'passive', 'promoter'] as const;
export type NpsBand = (typeof NPS_BANDS)[number];

/** The inclusive score range of each band (used by the server's filters, so the rule lives here once). */
export const NPS_BAND_RANGE: Record<NpsBand, readonly [min: number, max: number]> = {
  detractor: [0, 6],
  passive: [7, 8],
  promoter: [9, 10],
};

/** The band of one 0–10 answer; null for anything that is not a whole number from 0 to 10. */
export function npsBand(score: number | null | undefined): NpsBand | null {
  if (typeof score !== 'number' || !Number.isInteger(score) || score < 0 || score > 10) return null;
  if (score >= NPS_BAND_RANGE.promoter[0]) return 'promoter';
  if (score >= NPS_BAND_RANGE.passive[0]) return 'passive';
  return 'detractor';
}

export interface NpsCounts {
  promoters: number;
  passives: number;
  detractors: number;
}

/**
 * The NPS of a set of answers, rounded to a whole number (halves away from zero, so +12.5 and
 * −12.5 read 13 and −13); null when there are no answers, since no score is not a score of 0.
 */
export function netPromoterScore({ promoters, passives, detractors }: NpsCounts): number | null {
  const total = promoters + passives + detractors;
  if (!(total > 0)) return null;
  const exact = ((promoters - detractors) * 100) / total;
  const rounded = Math.sign(exact) * Math.round(Math.abs(exact));
  return rounded === 0 ? 0 : rounded;
}
