import { describe, expect, it } from 'vitest';
import {
  ANSWER_SCALE,
  barOf,
  CATEGORY_COLORS,
  COMPETENCY_CATEGORIES,
  clampPercentile,
  comparisonBasis,
  competencyScore,
  contributionChanges,
  DISTRIBUTION_BARS,
  defaultBars,
  defaultCdf,
  finalLevel,
  isAnswer,
  headlineLevel,
  isMemberId,
  keySkills,
  levelHeadline,
  levelCredit,
  levelText,
  levelTextIndex,
  memberActions,
  memberBars,
  PEER_MIN_RATERS,
  peerAverageShown,
  percentile,
  rawLevelEstimate,
  shouldPublish,
  standingOf,
  TEAM_MIN_PEOPLE,
  teamKeySkills,
  teamResultsShown,
  unansweredMessage,
  weakest,
} from '../../src/shared/domain/assessment';

/** The assessment's rules (shared/domain/assessment.ts, ADR 0017), without a database. */

const byLevel = (means: number[]) => means.map((mean, i) => ({ level: i + 1, mean }));

describe('answers', () => {
  it('are whole numbers 1–5 with the five agreement labels', () => {
    expect(ANSWER_SCALE.map((s) => s.label)).toEqual([
      'Strongly disagree',
      'Disagree',
      'Neither agree nor disagree',
      'Agree',
      'Strongly agree',
    ]);
    expect([1, 2, 3, 4, 5].every(isAnswer)).toBe(true);
    expect([0, 6, 2.5, '3', null].some(isAnswer)).toBe(false);
  });

  it('has the five categories with their colours', () => {
    expect(COMPETENCY_CATEGORIES).toEqual([
      'STRATEGIZING',
      'CONSULTING',
      'DESIGNING',
      'IMPLEMENTING',
      'LEADING',
    ]);
    expect(CATEGORY_COLORS).toEqual({
      STRATEGIZING: '#FFE1CE',
      CONSULTING: '#C8AEFF',
      DESIGNING: '#B4CEB3',
      IMPLEMENTING: '#DBD3C9',
      LEADING: '#FAD4D8',
    });
  });

  it('peer mode takes member ids that are UUIDs only', () => {
    expect(isMemberId('0b6f0d1e-59a4-4e55-9d2b-1d2f0f0a9c11')).toBe(true);
    expect(isMemberId('not-a-uuid')).toBe(false);
    expect(isMemberId(undefined)).toBe(false);
  });
});

describe('level estimate', () => {
  it('credits a level fully from agreement (4+), none from disagreement (2-), half for neutral', () => {
    expect([1, 2, 2.5, 3, 3.5, 4, 5].map(levelCredit)).toEqual([0, 0, 0.25, 0.5, 0.75, 1, 1]);
  });

  it('is the sum of the five levels’ credits', () => {
    // Agrees with levels 1–3, disagrees with 4–5: level 3.
    expect(rawLevelEstimate(byLevel([5, 4, 4, 2, 1]))).toBe(3);
    expect(rawLevelEstimate(byLevel([5, 5, 5, 5, 5]))).toBe(5);
    expect(rawLevelEstimate(byLevel([1, 1, 1, 1, 1]))).toBe(0);
    expect(rawLevelEstimate(byLevel([3, 3, 3, 3, 3]))).toBe(2.5);
    // Each level weighs the same: a level's credit comes from the mean of its items.
    expect(rawLevelEstimate([...byLevel([4, 4, 4, 4, 2]), { level: 5, mean: 4 }])).toBe(5);
  });

  it('is missing without answers for all five levels, and then the rounded mean is shown', () => {
    expect(rawLevelEstimate(byLevel([5, 5, 5, 5]))).toBeNull();
    expect(rawLevelEstimate([])).toBeNull();
    expect(finalLevel(null, 3.6)).toBe(4);
    expect(finalLevel(null, 2.4)).toBe(2);
  });

  it('is clamped to 0–5 and shown with one decimal', () => {
    expect(finalLevel(7, 3)).toBe(5);
    expect(finalLevel(-1, 3)).toBe(0);
    expect(finalLevel(2.349, 3)).toBe(2.3);
    expect(finalLevel(Number.NaN, 3.2)).toBe(3);
  });

  it('comes with the mean score (two decimals) from the answers grouped by level', () => {
    const levels = [
      { level: 1, mean: 5, count: 1 },
      { level: 2, mean: 4, count: 1 },
      { level: 3, mean: 4, count: 1 },
      { level: 4, mean: 2, count: 1 },
      { level: 5, mean: 1, count: 2 },
    ];
    expect(competencyScore(levels)).toEqual({ levelEstimate: 3, meanScore: 2.83 });
    expect(competencyScore(levels.slice(0, 2))).toEqual({ levelEstimate: 5, meanScore: 4.5 });
  });

  it('heads each competency with its rounded level on the 1–5 scale, never level 0', () => {
    expect([0, 0.4, 0.5, 1.4, 2.5, 3.5, 4, 4.6, 5].map(headlineLevel)).toEqual([
      null,
      null,
      1,
      1,
      3,
      4,
      4,
      5,
      5,
    ]);
    expect(levelHeadline(0.3)).toBe('Not yet level 1');
    expect(levelHeadline(3.4)).toBe('Level 3 of 5');
    expect(levelHeadline(9)).toBe('Level 5 of 5');
  });

  it('names the text of the rounded level, none below level 1', () => {
    expect(levelTextIndex(0)).toBeNull();
    expect(levelTextIndex(0.4)).toBeNull();
    expect(levelTextIndex(0.5)).toBe(0);
    expect(levelTextIndex(3.4)).toBe(2);
    expect(levelTextIndex(5)).toBe(4);
    const texts = ['one', 'two', 'three', 'four', 'five'];
    expect(levelText(texts, 0.4)).toBeNull();
    expect(levelText(texts, 2.5)).toBe('three');
    expect(levelText(texts, 7)).toBe('five');
  });
});

describe('percentile', () => {
  it("compares within the member's industry from 30 of its members, else all members from 30", () => {
    expect(comparisonBasis({ members: 400, industry: 30 })).toBe('industry');
    expect(comparisonBasis({ members: 400, industry: 29 })).toBe('members');
    expect(comparisonBasis({ members: 29, industry: 29 })).toBe('default');
  });

  it('uses the default normal distribution (mean 3, sd 0.8) below 30 members', () => {
    expect(comparisonBasis({ members: 29, industry: 0 })).toBe('default');
    expect(comparisonBasis({ members: 30, industry: 0 })).toBe('members');
    expect(percentile(3, { total: 29, below: 0, equal: 29 })).toBe(50);
    expect(percentile(4, { total: 0, below: 0, equal: 0 })).toBe(89);
    expect(percentile(3.8, { total: 10, below: 10, equal: 0 })).toBe(84);
    expect(defaultCdf(1.4)).toBeCloseTo(0.02275, 4);
  });

  it('ranks among members from 30: those below plus half of those level, as a share', () => {
    expect(percentile(4, { total: 30, below: 20, equal: 10 })).toBe(83);
    expect(percentile(1, { total: 40, below: 0, equal: 1 })).toBe(1);
    expect(percentile(5, { total: 30, below: 29, equal: 1 })).toBe(98);
  });

  it('is rounded and clamped to 0–100', () => {
    expect([-3, 0.4, 49.5, 100.2, 250, Number.NaN].map(clampPercentile)).toEqual([0, 0, 50, 100, 100, 0]);
  });

  it('counts the standing of a score among members’ scores', () => {
    const scores = [
      { score: 2, count: 10 },
      { score: 3.2, count: 4 },
      { score: 4, count: 16 },
    ];
    expect(standingOf(scores, 3.2)).toEqual({ total: 30, below: 10, equal: 4 });
    expect(standingOf(scores, 3.2000000000001)).toEqual({ total: 30, below: 10, equal: 4 });
    expect(standingOf([], 3)).toEqual({ total: 0, below: 0, equal: 0 });
  });
});

describe('distribution chart', () => {
  it('has 30 bars over 1–5, a score on a lower edge in that bar, 5 in the last', () => {
    expect(DISTRIBUTION_BARS).toBe(30);
    expect(barOf(1)).toBe(0);
    expect(barOf(5)).toBe(29);
    expect(barOf(3)).toBe(15);
    // 85/75 lies exactly on the edge of bar 1 (1 + 2/15).
    expect(barOf(85 / 75)).toBe(1);
    expect(barOf(1 + 2 / 15 - 1e-6)).toBe(0);
    expect(barOf(-4)).toBe(0);
  });

  it('draws the default bell curve as shares summing to 1, symmetric around 3', () => {
    const bars = defaultBars();
    expect(bars).toHaveLength(30);
    expect(bars.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 3);
    expect(bars[14]).toBeCloseTo(bars[15]!, 4);
    expect(bars[0]).toBeCloseTo(bars[29]!, 4);
    expect(Math.max(...bars)).toBe(bars[15]);
  });

  it('draws members as their share per bar', () => {
    const bars = memberBars([
      { score: 1, count: 1 },
      { score: 3, count: 2 },
      { score: 5, count: 1 },
    ]);
    expect(bars[0]).toBe(0.25);
    expect(bars[15]).toBe(0.5);
    expect(bars[29]).toBe(0.25);
    expect(memberBars([]).every((b) => b === 0)).toBe(true);
  });
});

describe('key skills and weakest competencies', () => {
  const rows = [
    { competencyId: 'a', meanScore: 3, percentile: 40 },
    { competencyId: 'b', meanScore: 4.2, percentile: 80 },
    { competencyId: 'c', meanScore: 3, percentile: 60 },
    { competencyId: 'd', meanScore: 2, percentile: 10 },
    { competencyId: 'e', meanScore: 4.2, percentile: 85 },
  ];

  it('are the top 3 by mean score, then percentile', () => {
    expect(keySkills(rows).map((r) => r.competencyId)).toEqual(['e', 'b', 'c']);
  });

  it('for a team, the top 3 by average level, then average mean score', () => {
    const team = [
      { competencyId: 'a', avgLevel: 3, avgMeanScore: 3.1 },
      { competencyId: 'b', avgLevel: 3, avgMeanScore: 3.5 },
      { competencyId: 'c', avgLevel: 4, avgMeanScore: 2 },
      { competencyId: 'd', avgLevel: 1, avgMeanScore: 5 },
    ];
    expect(teamKeySkills(team).map((r) => r.competencyId)).toEqual(['c', 'b', 'a']);
  });

  it('the weakest 3 are the key-skill order reversed', () => {
    expect(weakest(rows).map((r) => r.competencyId)).toEqual(['d', 'a', 'c']);
  });
});

describe('averages that survive arithmetic', () => {
  const c = (personId: string, instanceId = `${personId}1`) => ({ personId, instanceId });

  it('are shown only over 3 people other than the viewer', () => {
    expect(TEAM_MIN_PEOPLE).toBe(3);
    expect(PEER_MIN_RATERS).toBe(3);
    expect(peerAverageShown(['a', 'b'], 'me')).toBe(false);
    expect(peerAverageShown(['a', 'b', 'c'], 'me')).toBe(true);
    // A viewer who rated knows their own part: they need 3 others.
    expect(peerAverageShown(['me', 'a', 'b'], 'me')).toBe(false);
    expect(peerAverageShown(['me', 'a', 'b', 'c'], 'me')).toBe(true);
    expect(teamResultsShown(['me', 'a', 'b'], 'me')).toBe(false);
    expect(teamResultsShown(['me', 'a', 'b', 'c'], 'me')).toBe(true);
    expect(teamResultsShown(['a', 'b', 'c'], 'me')).toBe(true);
  });

  it('count each person added, gone or redone as one change', () => {
    const published = [c('a'), c('b'), c('c')];
    expect(contributionChanges(published, published)).toBe(0);
    expect(contributionChanges(published, [...published, c('d')])).toBe(1);
    expect(contributionChanges(published, [c('a'), c('b')])).toBe(1);
    expect(contributionChanges(published, [c('a'), c('b'), c('c', 'c2')])).toBe(1);
    expect(contributionChanges(published, [c('a', 'a2'), c('b'), c('c'), c('d')])).toBe(2);
    expect(contributionChanges(published, [c('b'), c('c'), c('d')])).toBe(2);
  });

  it('are first published from the minimum, then replaced only after 2 changes', () => {
    expect(shouldPublish(null, [c('a'), c('b')], 3)).toBe(false);
    expect(shouldPublish(null, [c('a'), c('b'), c('c')], 3)).toBe(true);
    const published = [c('a'), c('b'), c('c')];
    expect(shouldPublish(published, [...published, c('d')], 3)).toBe(false);
    expect(shouldPublish(published, [c('a'), c('b'), c('c', 'c2')], 3)).toBe(false);
    expect(shouldPublish(published, [...published, c('d'), c('e')], 3)).toBe(true);
    expect(shouldPublish(published, [c('a'), c('b', 'b2'), c('c', 'c2')], 3)).toBe(true);
    expect(shouldPublish(published, [c('a')], 3)).toBe(true);
  });
});

describe('My Team actions', () => {
  it.each([
    [true, false, true, ['redo_self', 'see_my_results']],
    [true, false, false, ['rate', 'no_results_yet']],
    [true, true, true, ['redo_self', 'see_my_results']],
    [false, false, true, ['rate']],
    [false, false, false, ['rate']],
    [false, true, true, ['rate', 'see_results']],
    [false, true, false, ['rate', 'no_results_yet']],
  ] as const)('self %s, admin %s, has results %s → %j', (isSelf, viewerIsAdmin, hasResults, expected) => {
    expect(memberActions({ isSelf, viewerIsAdmin, hasResults })).toEqual(expected);
  });
});

describe('messages', () => {
  it('a submit with unanswered items names how many', () => {
    expect(unansweredMessage(1)).toBe('Submit failed: 1 item is unanswered');
    expect(unansweredMessage(7)).toBe('Submit failed: 7 items are unanswered');
  });
});
