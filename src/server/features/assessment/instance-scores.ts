import type { InstanceScores } from '../../db/schema';

/**
 * An instance's stored scores, computed from its answers when it is submitted (ADR 0033): the mean
 * of all answers and, per competency, the mean and each level's sum and count of answers. Results,
 * the population counts and the published averages read these instead of the answers.
 */

/** Mean scores are stored and compared at this scale (means of whole answers). */
export const MEAN_SCALE = 6;
const UNIT = 10 ** MEAN_SCALE;

/** One answer with the level and competency of its item. */
export interface ScoredAnswer {
  competencyId: string;
  level: number;
  value: number;
}

/**
 * The mean of whole answers rounded half away from zero at MEAN_SCALE decimals, worked out on
 * integers so that it is exactly the decimal the database compares (3.333333, never 3.3333333…).
 */
export function meanOf(sum: number, count: number): number {
  const scaled = Math.floor((2 * sum * UNIT + count) / (2 * count));
  return scaled / UNIT;
}

/** The scores of a set of answers, or null when there are none. */
export function instanceScores(answers: readonly ScoredAnswer[]): InstanceScores | null {
  if (answers.length === 0) return null;
  const byCompetency = new Map<string, Map<number, { sum: number; count: number }>>();
  let sum = 0;
  for (const a of answers) {
    sum += a.value;
    const levels = byCompetency.get(a.competencyId) ?? new Map<number, { sum: number; count: number }>();
    const level = levels.get(a.level) ?? { sum: 0, count: 0 };
    level.sum += a.value;
    level.count += 1;
    levels.set(a.level, level);
    byCompetency.set(a.competencyId, levels);
  }
  const competencies: InstanceScores['competencies'] = {};
  for (const [competencyId, levels] of byCompetency) {
    const rows = [...levels.entries()]
      .sort(([a], [b]) => a - b)
      .map(([level, l]): [number, number, number] => [level, l.sum, l.count]);
    const total = rows.reduce((a, [, s]) => a + s, 0);
    const count = rows.reduce((a, [, , n]) => a + n, 0);
    competencies[competencyId] = { mean: meanOf(total, count), levels: rows };
  }
  return { mean: meanOf(sum, answers.length), competencies };
}

const fixed = (mean: number) => mean.toFixed(MEAN_SCALE);

/**
 * Scores as the JSON text stored in `assessment_instances.scores`: means written with all their
 * decimals (3.000000), as numbers of that scale, so that the stored text and the population's
 * keys read the same whatever the mean.
 */
export function scoresJson(scores: InstanceScores | null): string | null {
  if (!scores) return null;
  const competencies = Object.entries(scores.competencies).map(
    ([id, c]) => `${JSON.stringify(id)}: {"mean": ${fixed(c.mean)}, "levels": ${JSON.stringify(c.levels)}}`,
  );
  return `{"mean": ${fixed(scores.mean)}, "competencies": {${competencies.join(', ')}}}`;
}
