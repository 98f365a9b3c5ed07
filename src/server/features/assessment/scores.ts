import { type SQL, sql } from 'drizzle-orm';
import {
  type ComparisonBasis,
  comparisonBasis,
  type LevelAnswers,
  percentile,
  type Standing,
  standingOf,
} from '../../../shared/domain/assessment';
import { assessmentMeanCounts, type InstanceScores } from '../../db/schema';

/**
 * Stored scores (ADR 0018, computed in TypeScript since ADR 0033). A submitted instance never
 * changes (answers are refused once it is submitted), so its scores are computed once, by the
 * submit (instance-scores.ts), and stored on it: the mean of all answers and, per competency, the
 * mean and each level's sum and count of answers. Results read them instead of the answers.
 *
 * What percentiles compare with — each member's latest submitted self-assessment — is kept as
 * counts: per competency (and '' for all answers), how many members have each mean score
 * (`assessment_mean_counts`), once among all members (industry '') and once among those of the
 * industry the member had named when they submitted. The submit statement moves its member from
 * their previous latest to the new one in the same statement; a trigger does the same when
 * instances are deleted (a member deleted with everything they wrote); both count with
 * `praxis_assessment_counted` (db/functions/). Results read the counts in their own statement, so
 * they are exact at every submission and cost the same at 10 members or 10,000.
 */

export type { InstanceScores };

/** One member's answers to one competency, by level, as the rules take them. */
export type LevelRows = Map<string, (LevelAnswers & { count: number })[]>;

type Json = Record<string, unknown>;
const parsed = (v: unknown): unknown => (typeof v === 'string' ? JSON.parse(v) : v);
export const jsonRows = (v: unknown): Json[] => {
  const p = parsed(v);
  return Array.isArray(p) ? (p as Json[]) : [];
};

/** Stored scores as the rules read them: answers by level, per competency. */
export function levelRowsOf(scores: InstanceScores | null | undefined): LevelRows {
  const out: LevelRows = new Map();
  for (const [competencyId, c] of Object.entries(scores?.competencies ?? {})) {
    out.set(
      competencyId,
      c.levels.map(([level, sum, count]) => ({ level, mean: sum / count, count })),
    );
  }
  return out;
}

export interface Scores {
  score: number;
  count: number;
}

/** The population: how many members have each mean score, per competency and overall (''). */
export type Population = Map<string, Scores[]>;

/**
 * The population of the assessment `assessmentId` within `industry` (SQL expressions; '' for all
 * members, an industry for its members, null for none) as one JSON column:
 * `{ competencyId: [[mean, …], [members, …]] }`, the two lists pairwise (in no particular order:
 * the rules that read them count, they do not rank; sorting them cost a third of the read).
 */
export const populationColumn = (assessmentId: SQL, industry: SQL) => sql`(
  SELECT json_object_agg(p.competency_id, json_build_array(p.means, p.members))
  FROM (
    SELECT c.competency_id, array_agg(c.mean) AS means, array_agg(c.members) AS members
    FROM ${assessmentMeanCounts} c
    WHERE c.assessment_id = ${assessmentId} AND c.industry = ${industry} AND c.members > 0
    GROUP BY c.competency_id
  ) p
)`;

export function populationOf(v: unknown): Population {
  const out: Population = new Map();
  const p = parsed(v) as Record<string, [unknown[], unknown[]]> | null;
  for (const [competencyId, [means, members]] of Object.entries(p ?? {})) {
    out.set(
      competencyId,
      means.map((m, i) => ({ score: Number(m), count: Number(members[i]) })),
    );
  }
  return out;
}

/** The key of the mean of all answers in the population. */
export const OVERALL = '';

/** A score's place among all members and among those of the member's industry. */
export interface Comparison {
  basis: ComparisonBasis;
  /** The standing in the comparison the basis names (all members' for the default curve). */
  standing: Standing;
  percentile: number;
}

/**
 * Where a score stands: among the members of the member's industry when there are enough of them,
 * otherwise among all members, otherwise on the default curve (comparisonBasis).
 */
export function compareScore(
  score: number,
  everyone: readonly Scores[] = [],
  industry: readonly Scores[] = [],
): Comparison {
  const all = standingOf(everyone, score);
  const within = standingOf(industry, score);
  const basis = comparisonBasis({ members: all.total, industry: within.total });
  const standing = basis === 'industry' ? within : all;
  return { basis, standing, percentile: percentile(score, standing) };
}
