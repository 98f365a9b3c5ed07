import {
  ANSWER_MAX,
  ANSWER_MIN,
  type ComparisonBasis,
  AVERAGES_UPDATE_RULE,
  levelHeadline,
  levelText,
  MIN_COMPARISON,
} from '@shared/domain/assessment';

/*
 * How results put their numbers in words. The headline of a competency is its level on the 1–5
 * scale with that level's text; the mean answer and the percentile come second, each saying what
 * it is and whom it compares with.
 */

/** 'Level 3 of 5' with the level's text, or 'Not yet level 1' with what level 1 asks. */
export function headline(levelEstimate: number, levels: readonly string[] | undefined) {
  const title = levelHeadline(levelEstimate);
  if (!levels) return { title, text: null };
  const text = levelText(levels, levelEstimate);
  if (text !== null) return { title, text };
  return { title, text: levels[0] ? `Level 1 is: ${levels[0]}` : null };
}

/** 'Average answer 4.0 on the 1–5 scale'. */
export const averageAnswer = (mean: number) =>
  `Average answer ${mean.toFixed(1)} on the ${ANSWER_MIN}–${ANSWER_MAX} scale`;

/** Whom a percentile compares with, after 'Higher than 72%'. */
export function comparedWith(basis: ComparisonBasis, industry: string | null): string {
  if (basis === 'industry') return industry ? `of members in ${industry}` : 'of members in the same industry';
  if (basis === 'members') return 'of all members';
  return `on a typical distribution (fewer than ${MIN_COMPARISON} members have taken it)`;
}

/** 'Higher than 72% of members in Financial Services'. */
export const standing = (percentile: number, basis: ComparisonBasis, industry: string | null) =>
  `Higher than ${percentile}% ${comparedWith(basis, industry)}`;

/** '3 raters'. */
export const ratersCount = (n: number) => `${n} ${n === 1 ? 'rater' : 'raters'}`;

/** "Peers' average (3 raters)". */
export const peersAverage = (raters: number) => `Peers' average (${ratersCount(raters)})`;

/**
 * Why no peers' averages are shown yet (the rule: shared/domain's published averages); `who`: the
 * member's name when they are not the viewer.
 */
export const peersWithheld = (minimum: number, who: string | null) =>
  `Peers' averages appear once at least ${minimum} teammates have rated ${who ?? 'you'}. ${AVERAGES_UPDATE_RULE}`;
