/**
 * The skills assessment's rules, written once: the server computes results with them and the
 * client labels, orders and explains with the same ones (docs/decisions/0017).
 */

// ---- the item bank ----------------------------------------------------------------------------

export const COMPETENCY_CATEGORIES = [
  'STRATEGIZING',
  'CONSULTING',
  'DESIGNING',
  'IMPLEMENTING',
  'LEADING',
] as const;
export type CompetencyCategory = (typeof COMPETENCY_CATEGORIES)[number];

export const CATEGORY_COLORS: Record<CompetencyCategory, string> = {
  STRATEGIZING: '#FFE1CE',
  CONSULTING: '#C8AEFF',
  DESIGNING: '#B4CEB3',
  IMPLEMENTING: '#DBD3C9',
  LEADING: '#FAD4D8',
};

/** Every answer is a whole number on this five-point agreement scale. */
export const ANSWER_MIN = 1;
export const ANSWER_MAX = 5;
export const ANSWER_SCALE = [
  { value: 1, label: 'Strongly disagree' },
  { value: 2, label: 'Disagree' },
  { value: 3, label: 'Neither agree nor disagree' },
  { value: 4, label: 'Agree' },
  { value: 5, label: 'Strongly agree' },
] as const;

export function isAnswer(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= ANSWER_MIN && (value as number) <= ANSWER_MAX;
}

export function answerLabel(value: number): string | null {
  return ANSWER_SCALE.find((s) => s.value === value)?.label ?? null;
}

/** Each competency describes five levels (level 1 first); items are written for one level each. */
export const LEVELS = 5;
export const LEVEL_MIN = 0;
export const LEVEL_MAX = 5;

/** Who is assessed: oneself, or a teammate (peer mode). */
export const RATER_MODES = ['self', 'peer'] as const;
export type RaterMode = (typeof RATER_MODES)[number];

/** Peer mode needs a member id, and member ids are UUIDs. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isMemberId = (value: string | null | undefined): value is string =>
  typeof value === 'string' && UUID_PATTERN.test(value);

/**
 * An item as a rater reads it about a teammate: the item's peer wording with `{name}` replaced by
 * the teammate's first name ("this teammate" when they have none). Peer wordings use no pronouns.
 */
export function peerWording(peerPrompt: string, firstName: string | null | undefined): string {
  const name = firstName?.trim();
  if (name) return peerPrompt.replaceAll('{name}', name);
  return peerPrompt.replace(/^\{name\}/, 'This teammate').replaceAll('{name}', 'this teammate');
}

// ---- level estimate and mean score ------------------------------------------------------------

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
const roundTo = (x: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
};

/** Mean scores are shown with two decimals, level estimates with one. */
export const roundMean = (x: number) => roundTo(x, 2);
export const roundLevel = (x: number) => roundTo(x, 1);

/**
 * How much of one level a member shows, from the mean answer to that level's items: disagreeing
 * (2 or less) shows none of it, agreeing (4 or more) all of it, and in between it grows evenly
 * (the neutral answer, 3, shows half).
 */
export function levelCredit(meanAnswer: number): number {
  return clamp((meanAnswer - 2) / 2, 0, 1);
}

/** The answers of one competency, grouped by the level of their items. */
export interface LevelAnswers {
  level: number;
  /** Mean of the answers to this level's items. */
  mean: number;
}

/**
 * The level estimate of one competency before the fallback: the sum of the credits of its five
 * levels (so 0 to 5: a member who agrees with the items of levels 1–3 and disagrees with those of
 * levels 4–5 is at level 3). Each level weighs the same however many items it has. Without
 * answers for every one of the five levels there is no estimate (null).
 */
export function rawLevelEstimate(levels: readonly LevelAnswers[]): number | null {
  const credit = new Map<number, number>();
  for (const l of levels) {
    if (Number.isInteger(l.level) && l.level >= 1 && l.level <= LEVELS && Number.isFinite(l.mean)) {
      credit.set(l.level, levelCredit(l.mean));
    }
  }
  if (credit.size < LEVELS) return null;
  let sum = 0;
  for (const c of credit.values()) sum += c;
  return sum;
}

/**
 * The level shown for a competency: the estimate clamped to 0–5 (one decimal); without an
 * estimate, the rounded mean score.
 */
export function finalLevel(estimate: number | null, meanScore: number): number {
  const value = estimate === null || !Number.isFinite(estimate) ? Math.round(meanScore) : estimate;
  return roundLevel(clamp(value, LEVEL_MIN, LEVEL_MAX));
}

/** Level estimate and mean score of one competency from its answers grouped by level. */
export function competencyScore(levels: readonly (LevelAnswers & { count: number })[]): {
  levelEstimate: number;
  meanScore: number;
} {
  let total = 0;
  let count = 0;
  for (const l of levels) {
    total += l.mean * l.count;
    count += l.count;
  }
  const mean = count === 0 ? 0 : total / count;
  return { levelEstimate: finalLevel(rawLevelEstimate(levels), mean), meanScore: roundMean(mean) };
}

/**
 * The level a member is shown at for a competency: the estimate (0–5) rounded to a whole level of
 * the 1–5 scale the bank's level descriptions use; null below level 1 (an estimate under 0.5),
 * which is shown as "not yet level 1", never as "level 0".
 */
export function headlineLevel(levelEstimate: number): number | null {
  const level = Math.round(clamp(levelEstimate, LEVEL_MIN, LEVEL_MAX));
  return level >= 1 ? level : null;
}

/** The headline level in words: 'Level 3 of 5', or 'Not yet level 1'. */
export function levelHeadline(levelEstimate: number): string {
  const level = headlineLevel(levelEstimate);
  return level === null ? 'Not yet level 1' : `Level ${level} of ${LEVELS}`;
}

/** Where the text of the level a member is at sits among a competency's five (none below level 1). */
export function levelTextIndex(levelEstimate: number): number | null {
  const level = headlineLevel(levelEstimate);
  return level === null ? null : level - 1;
}

/** That text, from a competency's five level descriptions (level 1 first). */
export function levelText(levels: readonly string[], levelEstimate: number): string | null {
  const i = levelTextIndex(levelEstimate);
  return i === null ? null : (levels[i] ?? null);
}

// ---- percentiles -----------------------------------------------------------------------------

/**
 * Percentiles compare a mean score with members' latest submitted self-assessments; while fewer
 * than this many exist, with the default distribution instead.
 */
export const MIN_COMPARISON = 30;
/** The default distribution of mean scores: normal, mean 3, standard deviation 0.8. */
export const DEFAULT_DISTRIBUTION = { mean: 3, sd: 0.8 } as const;

/** Whom a percentile compares with: the member's industry, all members, or the default curve. */
export const COMPARISON_BASES = ['industry', 'members', 'default'] as const;
export type ComparisonBasis = (typeof COMPARISON_BASES)[number];

/**
 * Whom a percentile compares with, from how many members have submitted: the members of the
 * member's industry once there are MIN_COMPARISON of them, otherwise all members once there are
 * that many, otherwise the default distribution. `industry`: the count in the member's industry
 * (0 when they have named none).
 */
export function comparisonBasis(counts: { members: number; industry: number }): ComparisonBasis {
  if (counts.industry >= MIN_COMPARISON) return 'industry';
  return counts.members >= MIN_COMPARISON ? 'members' : 'default';
}

/** Percentiles are whole numbers from 0 to 100. */
export function clampPercentile(x: number): number {
  if (!Number.isFinite(x)) return 0;
  return clamp(Math.round(x), 0, 100);
}

/** Error function (Abramowitz and Stegun 7.1.26, absolute error below 1.5e-7). */
function erf(x: number): number {
  const sign = x < 0 ? -1 : 1;
  const a = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * a);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-a * a);
  return sign * y;
}

/** Share of the default distribution below a mean score. */
export function defaultCdf(score: number): number {
  const { mean, sd } = DEFAULT_DISTRIBUTION;
  return 0.5 * (1 + erf((score - mean) / (sd * Math.SQRT2)));
}

/** Where a mean score stands among members: those below, and half of those level with it. */
export interface Standing {
  /** Members compared with (the member included when they have submitted). */
  total: number;
  below: number;
  equal: number;
}

/** Mean scores closer than this are level (they are means of whole answers, never this close otherwise). */
const LEVEL_WITH = 1e-9;

/** Where a score stands in members' scores, given as each score with how many members have it. */
export function standingOf(scores: readonly { score: number; count: number }[], score: number): Standing {
  const standing: Standing = { total: 0, below: 0, equal: 0 };
  for (const s of scores) {
    standing.total += s.count;
    if (Math.abs(s.score - score) < LEVEL_WITH) standing.equal += s.count;
    else if (s.score < score) standing.below += s.count;
  }
  return standing;
}

/**
 * The percentile of a mean score: its rank among members (those below plus half of those level
 * with it, as a share of all) once there are MIN_COMPARISON of them, otherwise its place in the
 * default distribution; rounded and clamped to 0–100.
 */
export function percentile(score: number, standing: Standing): number {
  if (standing.total < MIN_COMPARISON) return clampPercentile(defaultCdf(score) * 100);
  return clampPercentile(((standing.below + standing.equal / 2) / standing.total) * 100);
}

// ---- the distribution chart ------------------------------------------------------------------

/** The distribution chart has this many bars over the mean-score range 1–5. */
export const DISTRIBUTION_BARS = 30;

/** The bar (0-based) a mean score falls in; 5 falls in the last bar. */
export function barOf(score: number): number {
  const x = (clamp(score, ANSWER_MIN, ANSWER_MAX) - ANSWER_MIN) / (ANSWER_MAX - ANSWER_MIN);
  // A score on a bar's lower edge belongs to that bar, floating-point error notwithstanding.
  return Math.min(DISTRIBUTION_BARS - 1, Math.floor(x * DISTRIBUTION_BARS + LEVEL_WITH));
}

/** The share (0–1) of the default distribution in each bar, the range 1–5 taken as the whole. */
export function defaultBars(): number[] {
  const width = (ANSWER_MAX - ANSWER_MIN) / DISTRIBUTION_BARS;
  const lo = defaultCdf(ANSWER_MIN);
  const whole = defaultCdf(ANSWER_MAX) - lo;
  return Array.from({ length: DISTRIBUTION_BARS }, (_, i) => {
    const from = defaultCdf(ANSWER_MIN + i * width);
    const to = defaultCdf(ANSWER_MIN + (i + 1) * width);
    return roundTo((to - from) / whole, 4);
  });
}

/** Shares (0–1) of members per bar, from members' scores with how many have each. */
export function memberBars(scores: readonly { score: number; count: number }[]): number[] {
  const counts = new Array<number>(DISTRIBUTION_BARS).fill(0);
  let total = 0;
  for (const s of scores) {
    counts[barOf(s.score)]! += s.count;
    total += s.count;
  }
  return counts.map((n) => (total === 0 ? 0 : roundTo(n / total, 4)));
}

// ---- key skills, weakest competencies ---------------------------------------------------------

export const KEY_SKILLS = 3;

interface MemberScore {
  competencyId: string;
  meanScore: number;
  percentile: number;
}

/** Strongest first: higher mean score, then higher percentile (then the bank's order). */
export function byStrength(a: MemberScore, b: MemberScore): number {
  return b.meanScore - a.meanScore || b.percentile - a.percentile;
}

/** A member's key skills: the top 3 competencies by mean score, then percentile. */
export function keySkills<T extends MemberScore>(rows: readonly T[]): T[] {
  return [...rows].sort(byStrength).slice(0, KEY_SKILLS);
}

interface TeamScore {
  competencyId: string;
  avgLevel: number;
  avgMeanScore: number;
}

/** A team's key skills: the top 3 by average level, then average mean score. */
export function teamKeySkills<T extends TeamScore>(rows: readonly T[]): T[] {
  return [...rows]
    .sort((a, b) => b.avgLevel - a.avgLevel || b.avgMeanScore - a.avgMeanScore)
    .slice(0, KEY_SKILLS);
}

/** "Grow next" looks at the 3 weakest competencies (key skills' order reversed), 3 items each. */
export const GROW_NEXT_COMPETENCIES = 3;
export const GROW_NEXT_ITEMS = 3;

export function weakest<T extends MemberScore>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => byStrength(b, a)).slice(0, GROW_NEXT_COMPETENCIES);
}

// ---- averages that survive arithmetic ---------------------------------------------------------

/*
 * Peers' averages of a member and a team's averages must never let anyone work out one person's
 * answers, not even by comparing what they saw at two moments or by taking their own answers out.
 * So an average is published (stored) rather than computed on each read, and:
 * - it is shown to a viewer only when it covers at least a minimum of people other than that
 *   viewer (a viewer who contributed knows their own part, and it must not be the only unknown);
 * - a published average is replaced only when at least AVERAGE_MIN_CHANGES of its contributions
 *   changed since (a new contribution, a redone one and one gone each count once), so any
 *   difference between two published values mixes at least two unknown contributions.
 */

/** Team averages are shown only when they cover at least this many teammates other than the viewer. */
export const TEAM_MIN_PEOPLE = 3;
/** Peers' averages are shown only when they cover at least this many raters other than the viewer. */
export const PEER_MIN_RATERS = 3;
/** A published average moves only once at least this many of its contributions changed. */
export const AVERAGE_MIN_CHANGES = 2;

/** One person's part in an average: who (a rater, a teammate) and which submitted instance. */
export interface Contribution {
  personId: string;
  instanceId: string;
}

/** Contributions that changed from one set to the other: each person added, gone or redone counts once. */
export function contributionChanges(
  published: readonly Contribution[],
  current: readonly Contribution[],
): number {
  const before = new Map(published.map((c) => [c.personId, c.instanceId]));
  let changes = 0;
  for (const c of current) {
    const was = before.get(c.personId);
    if (was !== c.instanceId) changes += 1;
    before.delete(c.personId);
  }
  return changes + before.size;
}

/**
 * Whether the current contributions replace the published average: a first average once at least
 * `minimum` people contribute, later ones once at least AVERAGE_MIN_CHANGES contributions changed.
 */
export function shouldPublish(
  published: readonly Contribution[] | null,
  current: readonly Contribution[],
  minimum: number,
): boolean {
  if (published === null) return current.length >= minimum;
  return contributionChanges(published, current) >= AVERAGE_MIN_CHANGES;
}

/** How many of an average's people are not the viewer. */
export const othersThan = (personIds: readonly string[], viewerId: string) =>
  personIds.filter((id) => id !== viewerId).length;

/** Whether a published average of these people may be shown to the viewer. */
export const teamResultsShown = (memberIds: readonly string[], viewerId: string) =>
  othersThan(memberIds, viewerId) >= TEAM_MIN_PEOPLE;
export const peerAverageShown = (raterIds: readonly string[], viewerId: string) =>
  othersThan(raterIds, viewerId) >= PEER_MIN_RATERS;

/** Why a member's results show no teammates' average yet. */
/** How published averages move, said wherever they are withheld. */
export const AVERAGES_UPDATE_RULE = `They are updated after every ${AVERAGE_MIN_CHANGES} new ratings, so that no one's answers can be worked out.`;

export const TEAM_WITHHELD_REASON = `Team results appear once at least ${TEAM_MIN_PEOPLE} teammates other than you have submitted a self-assessment: with fewer, the averages would reveal individual answers.`;
/** Enough teammates submitted, but the published averages do not cover them yet. */
export const TEAM_WAITING_REASON = `Team results are updated only once at least ${AVERAGE_MIN_CHANGES} self-assessments in the team have changed since the last update, so that no one's answers can be worked out: they will appear after one more.`;

// ---- My Team ---------------------------------------------------------------------------------

/**
 * What the viewer may do for a member of their team, in display order:
 * - themselves: redo and see their results once they have submitted, otherwise start ("rate")
 *   and a disabled "no results yet";
 * - a teammate: rate; administrators also see their results, or a disabled "no results yet".
 */
export const MEMBER_ACTIONS = [
  'redo_self',
  'see_my_results',
  'rate',
  'see_results',
  'no_results_yet',
] as const;
export type MemberAction = (typeof MEMBER_ACTIONS)[number];

export const MEMBER_ACTION_LABELS: Record<MemberAction, string> = {
  redo_self: 'Redo self',
  see_my_results: 'See my results',
  rate: 'Rate',
  see_results: 'See results',
  no_results_yet: 'No results yet',
};

export function memberActions(opts: {
  isSelf: boolean;
  viewerIsAdmin: boolean;
  hasResults: boolean;
}): MemberAction[] {
  if (opts.isSelf) return opts.hasResults ? ['redo_self', 'see_my_results'] : ['rate', 'no_results_yet'];
  if (!opts.viewerIsAdmin) return ['rate'];
  return opts.hasResults ? ['rate', 'see_results'] : ['rate', 'no_results_yet'];
}

// ---- rating requests --------------------------------------------------------------------------

/**
 * A member asks teammates for a rating: one open request per pair. It stays open until the
 * teammate submits a rating of them made after the request; then asking again is a new request.
 * A teammate is reminded at most once a week: a week after the request, then a week after each
 * reminder. Requests and their state name people only, never scores.
 */
export const RATING_REQUEST_MAX = 50;
export const REMIND_AFTER_DAYS = 7;
const DAY_MS = 86_400_000;

/** When a request last mailed the teammate (its reminder, or the request itself) + a week. */
export function remindFrom(request: { requestedAt: Date; remindedAt: Date | null }): Date {
  const last = request.remindedAt ?? request.requestedAt;
  return new Date(last.getTime() + REMIND_AFTER_DAYS * DAY_MS);
}

export const ratingRequestSubject = (requesterName: string, reminder: boolean) =>
  `${reminder ? 'Reminder: ' : ''}${requesterName} asks you for a rating`;

export const RATING_REQUEST_MESSAGES = {
  notTeammates:
    'Only current members of your team can be asked for a rating. Nothing was sent: refresh My Team and try again.',
  notAsked: 'You have not asked this teammate for a rating.',
  requestedBy: (name: string) => `Rating requested by ${name}`,
  youRated: (firstName: string, day: string) => `You rated ${firstName} on ${day}`,
  alreadyRated: (firstName: string) =>
    `${firstName} has rated you since you asked: there is nothing to remind.`,
  remindTooEarly: (firstName: string, day: string) =>
    `${firstName} was asked less than a week ago. You can remind them again on ${day}.`,
} as const;

// ---- messages ---------------------------------------------------------------------------------

export const ASSESSMENT_MESSAGES = {
  noActiveAssessment: 'No active assessment found',
  createInstanceFailed: 'Unknown error creating instance',
  createRatingFailed: 'Unknown error creating rating instance',
  peerResultsUnavailable: 'Could not load peer results',
  submitFailed: 'Submit failed',
  instanceNotFound: 'Assessment not found',
  itemNotFound: 'Item not found',
  alreadySubmitted: 'This assessment has been submitted and can no longer be changed',
  notInTeam: 'You are not in a team.',
  noTeamSubmissions: 'No team submissions yet.',
  rateSelf: 'Use the self-assessment to assess yourself',
} as const;

/** The 422 of a submit with unanswered items names how many. */
export const unansweredMessage = (unanswered: number) =>
  `${ASSESSMENT_MESSAGES.submitFailed}: ${unanswered} ${unanswered === 1 ? 'item is' : 'items are'} unanswered`;

/** Where a member rates a teammate who asked them: the request's mail and the digest link here. */
export function ratePath(requesterId: string, requesterName: string): string {
  return `/ld-assessment?${new URLSearchParams({ rate: requesterId, name: requesterName }).toString()}`;
}
