import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assessmentInstances, items, responses } from '../../db/schema';
import { num, rowsOf } from './service';

/**
 * What percentiles compare with: each member's latest submitted self-assessment, as how many
 * members have each mean score, per competency and overall (all answers).
 *
 * Reading it means aggregating every member's answers (750,000 rows at 10,000 members), so each
 * process holds the last one it read, with the version it was read at: the number of submitted
 * self-assessments and the latest submission time. Every results request reads that version in
 * its own statement (POPULATION_VERSION) and reads the population again only when it moved. A
 * submitted self-assessment can no longer change (answers are refused once submitted), so new
 * submissions and deleted members (their instances go with them) are the only changes, and both
 * move the version.
 */

/** Mean scores are compared at this scale, in SQL and in the rules alike (means of whole answers). */
export const MEAN_SCALE = 6;

export interface Scores {
  score: number;
  count: number;
}

export interface Population {
  version: string;
  byCompetency: Map<string, Scores[]>;
  overall: Scores[];
}

/** The version of the population, as a column of a request's own statement. */
export const populationVersion = (assessmentId: string) => sql`(
  SELECT count(*)::text || '/' || coalesce(max(v.submitted_at)::text, '')
  FROM ${assessmentInstances} v
  WHERE v.assessment_id = ${assessmentId} AND v.rater_type = 'self' AND v.submitted_at IS NOT NULL
)`;

/** A mean rounded at MEAN_SCALE in SQL (for a member's own means, compared with the population's). */
export const roundedMean = (expr: SQL) => sql`round(${expr}, ${MEAN_SCALE})`;

function populationStatement(assessmentId: string): SQL {
  return sql`
  WITH latest AS MATERIALIZED (
    SELECT DISTINCT ON (ai.target_user_id) ai.id, ai.target_user_id
    FROM ${assessmentInstances} ai
    WHERE ai.assessment_id = ${assessmentId} AND ai.rater_type = 'self' AND ai.submitted_at IS NOT NULL
    ORDER BY ai.target_user_id, ai.submitted_at DESC, ai.id DESC
  ),
  member_scores AS MATERIALIZED (
    SELECT l.target_user_id AS user_id, i.competency_id,
      ${roundedMean(sql`avg(r.value)`)} AS mean, sum(r.value)::int AS total, count(*)::int AS n
    FROM latest l
    JOIN ${responses} r ON r.instance_id = l.id
    JOIN ${items} i ON i.id = r.item_id
    GROUP BY 1, 2
  ),
  member_overall AS (
    SELECT user_id, ${roundedMean(sql`sum(total)::numeric / sum(n)`)} AS mean FROM member_scores GROUP BY user_id
  )
  SELECT
    ${populationVersion(assessmentId)} AS version,
    (SELECT json_agg(json_build_object('c', d.competency_id, 'm', d.mean, 'k', d.k))
       FROM (SELECT competency_id, mean, count(*)::int AS k FROM member_scores GROUP BY 1, 2) d) AS by_competency,
    (SELECT json_agg(json_build_object('m', d.mean, 'k', d.k))
       FROM (SELECT mean, count(*)::int AS k FROM member_overall GROUP BY 1) d) AS overall`;
}

type Json = Record<string, unknown>;
export const jsonRows = (v: unknown): Json[] => {
  const parsed = typeof v === 'string' ? JSON.parse(v) : v;
  return Array.isArray(parsed) ? (parsed as Json[]) : [];
};

async function readPopulation(db: Db, assessmentId: string): Promise<Population> {
  const [row] = await rowsOf(db, populationStatement(assessmentId));
  const byCompetency = new Map<string, Scores[]>();
  for (const r of jsonRows(row?.by_competency)) {
    const id = String(r.c);
    const list = byCompetency.get(id) ?? [];
    list.push({ score: num(r.m), count: num(r.k) });
    byCompetency.set(id, list);
  }
  return {
    version: String(row?.version ?? ''),
    byCompetency,
    overall: jsonRows(row?.overall).map((r) => ({ score: num(r.m), count: num(r.k) })),
  };
}

/** Per database and assessment: the population held, or the read under way. */
const held = new WeakMap<Db, Map<string, { version: string; population: Promise<Population> }>>();

/**
 * The population at (at least) `version`, as read in the caller's statement: the one held when it
 * is that version, otherwise read again (one read per process however many requests ask at once).
 */
export function populationAt(db: Db, assessmentId: string, version: string): Promise<Population> {
  let byAssessment = held.get(db);
  if (!byAssessment) {
    byAssessment = new Map();
    held.set(db, byAssessment);
  }
  const current = byAssessment.get(assessmentId);
  if (current && current.version === version) return current.population;
  const population = readPopulation(db, assessmentId);
  const entry = { version, population };
  byAssessment.set(assessmentId, entry);
  population.then(
    // Held under the version it was read at (it may be newer than the caller's).
    (p) => {
      if (byAssessment.get(assessmentId) === entry) entry.version = p.version;
    },
    () => {
      if (byAssessment.get(assessmentId) === entry) byAssessment.delete(assessmentId);
    },
  );
  return population;
}
