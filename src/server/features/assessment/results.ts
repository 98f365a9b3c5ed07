import { type SQL, sql } from 'drizzle-orm';
import type {
  CompetencyResult,
  ReadyResults,
  Results,
  TeamCompetency,
  TeamResults,
} from '../../../shared/contract/assessment';
import {
  ASSESSMENT_MESSAGES,
  barOf,
  type CompetencyCategory,
  comparisonBasis,
  competencyScore,
  defaultBars,
  keySkills,
  type LevelAnswers,
  levelTextIndex,
  memberBars,
  peerAverageShown,
  percentile,
  roundLevel,
  roundMean,
  standingOf,
  TEAM_MIN_PEOPLE,
  TEAM_WITHHELD_REASON,
  teamKeySkills,
  teamResultsShown,
  weakest,
} from '../../../shared/domain/assessment';
import { fullName } from '../../../shared/domain/people';
import { assessmentInstances, competencies, items, profiles, responses, teamMembers } from '../../db/schema';
import { type CompetencyInfo, growNext } from './grow-next';
import { jsonRows, populationAt, populationVersion, roundedMean } from './population';
import { activeAssessment, iso, num, rowsOf, type Viewer, viewerTeam } from './service';
import { resultsSubject } from './teammates';

/**
 * Results, each read in one statement (the rules applied to its rows come from
 * shared/domain/assessment.ts):
 * - a member's results: their latest submitted self-assessment (and the one before, for the
 *   change) and their teammates' latest ratings of them (averaged, and only from 2 raters);
 * - a team's results: averages over the latest self-assessments of its members, only from 3.
 * Both statements read the version of the member population the percentiles compare with; the
 * population itself is read again only when that version moved (population.ts).
 */

const competenciesColumn = sql`(
  SELECT json_agg(json_build_object('id', c.id, 'name', c.name, 'category', c.category,
      'description', c.description, 'levels', c.levels) ORDER BY c.position, c.id)
  FROM ${competencies} c
)`;

const competencyInfo = (v: unknown): CompetencyInfo[] =>
  jsonRows(v).map((c) => ({
    id: String(c.id),
    name: String(c.name),
    category: c.category as CompetencyCategory,
    description: String(c.description ?? ''),
    levels: Array.isArray(c.levels) ? (c.levels as string[]) : [],
  }));

const levelText = (c: CompetencyInfo, levelEstimate: number) => {
  const i = levelTextIndex(levelEstimate);
  return i === null ? null : (c.levels[i] ?? null);
};

type LevelRows = Map<string, (LevelAnswers & { count: number })[]>;

/** Answers by level per source (an instance) and competency. */
function levelsBySource(v: unknown): Map<string, LevelRows> {
  const out = new Map<string, LevelRows>();
  for (const r of jsonRows(v)) {
    const source = String(r.s);
    const byCompetency = out.get(source) ?? new Map();
    const list = byCompetency.get(String(r.c)) ?? [];
    list.push({ level: num(r.l), mean: num(r.m), count: num(r.n) });
    byCompetency.set(String(r.c), list);
    out.set(source, byCompetency);
  }
  return out;
}

const average = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;

// ---- a member's results ---------------------------------------------------------------------

function resultsStatement(assessmentId: string, subjectId: string): SQL {
  return sql`
  WITH subs AS (
    SELECT ai.id, ai.submitted_at, row_number() OVER (ORDER BY ai.submitted_at DESC, ai.id DESC) AS rn
    FROM ${assessmentInstances} ai
    WHERE ai.assessment_id = ${assessmentId} AND ai.target_user_id = ${subjectId}
      AND ai.rater_type = 'self' AND ai.submitted_at IS NOT NULL
  ),
  raters AS (
    SELECT DISTINCT ON (ai.rater_user_id) ai.id
    FROM ${assessmentInstances} ai
    WHERE ai.assessment_id = ${assessmentId} AND ai.target_user_id = ${subjectId}
      AND ai.rater_type = 'peer' AND ai.submitted_at IS NOT NULL AND ai.rater_user_id <> ${subjectId}
    ORDER BY ai.rater_user_id, ai.submitted_at DESC, ai.id DESC
  ),
  sources AS (
    SELECT 's' || s.rn AS source, s.id FROM subs s WHERE s.rn <= 2
    UNION ALL
    SELECT 'p' || row_number() OVER (ORDER BY r.id), r.id FROM raters r
  ),
  by_level AS (
    SELECT x.source, i.competency_id, i.level, avg(r.value)::float8 AS mean, count(*)::int AS n
    FROM sources x
    JOIN ${responses} r ON r.instance_id = x.id
    JOIN ${items} i ON i.id = r.item_id
    GROUP BY 1, 2, 3
  ),
  -- The member's latest means at the population's scale, to stand among members' means.
  own AS (
    SELECT i.competency_id, ${roundedMean(sql`avg(r.value)`)} AS mean, sum(r.value)::int AS total, count(*)::int AS n
    FROM subs s
    JOIN ${responses} r ON r.instance_id = s.id
    JOIN ${items} i ON i.id = r.item_id
    WHERE s.rn = 1
    GROUP BY 1
  )
  SELECT
    ${populationVersion(assessmentId)} AS version,
    (SELECT count(*) FROM subs)::int AS submissions,
    (SELECT json_agg(json_build_object('rn', rn, 'at', submitted_at) ORDER BY rn) FROM subs WHERE rn <= 2) AS recent,
    (SELECT count(*) FROM raters)::int AS raters,
    (SELECT json_agg(json_build_object('s', source, 'c', competency_id, 'l', level, 'm', mean, 'n', n))
       FROM by_level) AS levels,
    (SELECT json_agg(json_build_object('c', competency_id, 'm', mean)) FROM own) AS own_scores,
    (SELECT ${roundedMean(sql`sum(total)::numeric / sum(n)`)} FROM own) AS own_overall,
    ${competenciesColumn} AS competencies,
    (SELECT json_build_object('firstName', p.first_name, 'lastName', p.last_name)
       FROM ${profiles} p WHERE p.id = ${subjectId}) AS subject`;
}

/**
 * GET /assessment/results?user=: the viewer's own results, or (administrators) a teammate's.
 * Status 'none' until the member has submitted a self-assessment.
 */
export async function getResults(v: Viewer, userId: string | undefined): Promise<Results> {
  const subjectId = await resultsSubject(v.db, v, userId);
  const assessment = await activeAssessment(v.db);
  const [row] = await rowsOf(v.db, resultsStatement(assessment.id, subjectId));
  if (!row) throw new Error('results statement returned no row');
  const person = (typeof row.subject === 'string' ? JSON.parse(row.subject) : row.subject) as {
    firstName: string;
    lastName: string;
  } | null;
  const subject = {
    id: subjectId,
    name: person ? fullName(person) || null : null,
    isSelf: subjectId === v.userId,
  };
  const recent = jsonRows(row.recent);
  const latest = recent.find((r) => num(r.rn) === 1);
  if (!latest) return { status: 'none', subject };
  const previous = recent.find((r) => num(r.rn) === 2);

  const sources = levelsBySource(row.levels);
  const current = sources.get('s1') ?? new Map();
  const before = sources.get('s2');
  const peerSources = [...sources.entries()].filter(([k]) => k.startsWith('p')).map(([, v]) => v);
  const raters = num(row.raters);
  const members = await populationAt(v.db, assessment.id, String(row.version));
  const ownScores = new Map(jsonRows(row.own_scores).map((r) => [String(r.c), num(r.m)]));

  const rows: CompetencyResult[] = [];
  const info = competencyInfo(row.competencies);
  for (const c of info) {
    const levels = current.get(c.id);
    if (!levels) continue;
    const score = competencyScore(levels);
    const exactMean = ownScores.get(c.id) ?? score.meanScore;
    const standing = standingOf(members.byCompetency.get(c.id) ?? [], exactMean);
    const earlier = before?.get(c.id);
    const then = earlier ? competencyScore(earlier) : null;
    const peerScores = peerSources.flatMap((p) => {
      const l = p.get(c.id);
      return l ? [competencyScore(l)] : [];
    });
    rows.push({
      competencyId: c.id,
      competencyName: c.name,
      category: c.category,
      levelEstimate: score.levelEstimate,
      meanScore: score.meanScore,
      percentile: percentile(exactMean, standing),
      basis: comparisonBasis(standing.total),
      levelText: levelText(c, score.levelEstimate),
      // Averages of at least two raters only: one rater's answers are never shown.
      peers:
        peerAverageShown(raters) && peerAverageShown(peerScores.length)
          ? {
              levelEstimate: roundLevel(average(peerScores.map((p) => p.levelEstimate))),
              meanScore: roundMean(average(peerScores.map((p) => p.meanScore))),
            }
          : null,
      change: then
        ? {
            levelEstimate: roundLevel(score.levelEstimate - then.levelEstimate),
            meanScore: roundMean(score.meanScore - then.meanScore),
          }
        : null,
    });
  }

  const overallScores = members.overall;
  const ownOverall = row.own_overall === null || row.own_overall === undefined ? null : num(row.own_overall);
  const overall = ownOverall ?? average(rows.map((r) => r.meanScore));
  const standing = standingOf(overallScores, overall);
  const basis = comparisonBasis(standing.total);

  const result: ReadyResults = {
    status: 'ready',
    subject,
    submittedAt: iso(latest.at),
    previousSubmittedAt: previous ? iso(previous.at) : null,
    submissions: num(row.submissions),
    competencies: rows,
    keySkills: keySkills(rows).map((r) => r.competencyId),
    distribution: {
      bars: basis === 'members' ? memberBars(overallScores) : defaultBars(),
      memberBar: barOf(overall),
      score: roundMean(overall),
      percentile: percentile(overall, standing),
      basis,
      comparedWith: standing.total,
    },
    peers: { raters, shown: peerAverageShown(raters) },
    growNext: await growNext(
      v,
      weakest(rows).flatMap((r) => info.filter((c) => c.id === r.competencyId)),
    ),
  };
  return result;
}

// ---- a team's results ------------------------------------------------------------------------

function teamStatement(assessmentId: string, teamId: string): SQL {
  return sql`
  WITH team_latest AS (
    SELECT DISTINCT ON (ai.target_user_id) ai.id, ai.target_user_id
    FROM ${assessmentInstances} ai
    JOIN ${teamMembers} tm ON tm.user_id = ai.target_user_id AND tm.team_id = ${teamId}
    WHERE ai.assessment_id = ${assessmentId} AND ai.rater_type = 'self' AND ai.submitted_at IS NOT NULL
    ORDER BY ai.target_user_id, ai.submitted_at DESC, ai.id DESC
  ),
  people AS (SELECT count(*)::int AS n FROM team_latest),
  -- Read only when the averages will be shown.
  by_level AS (
    SELECT t.target_user_id AS source, i.competency_id, i.level, avg(r.value)::float8 AS mean, count(*)::int AS n
    FROM team_latest t
    JOIN ${responses} r ON r.instance_id = t.id
    JOIN ${items} i ON i.id = r.item_id
    WHERE (SELECT n FROM people) >= ${TEAM_MIN_PEOPLE}
    GROUP BY 1, 2, 3
  )
  SELECT
    ${populationVersion(assessmentId)} AS version,
    (SELECT n FROM people) AS n_people,
    (SELECT json_agg(json_build_object('s', source, 'c', competency_id, 'l', level, 'm', mean, 'n', n))
       FROM by_level) AS levels,
    ${competenciesColumn} AS competencies`;
}

/**
 * GET /assessment/team-results: the viewer's team's averages per competency over its members'
 * latest self-assessments, with how many people they cover; withheld below 3 people, whose
 * averages would give away individual answers.
 */
export async function getTeamResults(v: Viewer): Promise<TeamResults> {
  const team = await viewerTeam(v.db, v.userId);
  if (!team) return { status: 'no_team', message: ASSESSMENT_MESSAGES.notInTeam };
  const assessment = await activeAssessment(v.db);
  const [row] = await rowsOf(v.db, teamStatement(assessment.id, team.id));
  const nPeople = num(row?.n_people);
  if (nPeople === 0)
    return { status: 'none', team, nPeople: 0, message: ASSESSMENT_MESSAGES.noTeamSubmissions };
  if (!teamResultsShown(nPeople)) {
    return { status: 'withheld', team, nPeople, minimum: TEAM_MIN_PEOPLE, message: TEAM_WITHHELD_REASON };
  }
  const members = [...levelsBySource(row?.levels).values()];
  const population = await populationAt(v.db, assessment.id, String(row?.version ?? ''));
  const rows: TeamCompetency[] = [];
  for (const c of competencyInfo(row?.competencies)) {
    const scores = members.flatMap((m) => {
      const l = m.get(c.id);
      return l ? [competencyScore(l)] : [];
    });
    // A competency some members have no answers for is shown only if 3 people still make it.
    if (!teamResultsShown(scores.length)) continue;
    const avgLevel = roundLevel(average(scores.map((s) => s.levelEstimate)));
    const avgMean = average(scores.map((s) => s.meanScore));
    const standing = standingOf(population.byCompetency.get(c.id) ?? [], avgMean);
    rows.push({
      competencyId: c.id,
      competencyName: c.name,
      category: c.category,
      avgLevel,
      avgMeanScore: roundMean(avgMean),
      nPeople: scores.length,
      percentile: percentile(avgMean, standing),
      basis: comparisonBasis(standing.total),
      levelText: levelText(c, avgLevel),
    });
  }
  return {
    status: 'ready',
    team,
    nPeople,
    competencies: rows,
    keySkills: teamKeySkills(rows).map((r) => r.competencyId),
  };
}
