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
  competencyScore,
  defaultBars,
  keySkills,
  memberBars,
  PEER_MIN_RATERS,
  peerAverageShown,
  roundLevel,
  roundMean,
  TEAM_MIN_PEOPLE,
  TEAM_WAITING_REASON,
  TEAM_WITHHELD_REASON,
  teamKeySkills,
  teamResultsShown,
  weakest,
} from '../../../shared/domain/assessment';
import { fullName } from '../../../shared/domain/member-names';
import { memberColumns, memberOfRequest, memberSessionJoin, memberWithRows } from '../../auth/session';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/client';
import { literalLimit, perDatabase } from '../../db/prepared';
import { memberOptions } from '../../http/access';
import {
  assessmentInstances,
  assessments,
  competencies,
  type InstanceScores,
  peerAverages,
  profiles,
  sessions,
  teamAverages,
  teamMembers,
  teams,
} from '../../db/schema';
import type { PublishedAverages } from './averages';
import { type Populations, populationUnlessHeld, withPopulations } from './kept-populations';
import { compareScore, jsonRows, levelRowsOf, OVERALL } from './scores';
import { iso, noActiveAssessment, num, type Viewer } from './service';
import { resultsSubject } from './teammates';

/**
 * Results, each read in one prepared statement (the rules applied to its rows come from
 * shared/domain/assessment.ts), from the scores stored at submit and the population counts
 * (scores.ts):
 * - a member's results: their latest submitted self-assessment (and the one before, for the
 *   change) and their teammates' published average rating of them;
 * - a team's results: the published averages of its members' latest self-assessments.
 * Published averages (averages.ts) are shown to a viewer only when they cover enough people
 * other than the viewer (peerAverageShown, teamResultsShown).
 */

/** The bank's competencies as results name them (their texts are the bank's: GET /assessment). */
const competenciesColumn = sql`(
  SELECT json_agg(json_build_array(c.id, c.name, c.category) ORDER BY c.position, c.id)
  FROM ${competencies} c
)`;

interface CompetencyRef {
  id: string;
  name: string;
  category: CompetencyCategory;
}

const competencyRefs = (v: unknown): CompetencyRef[] =>
  (jsonRows(v) as unknown as [string, string, CompetencyCategory][]).map(([id, name, category]) => ({
    id,
    name,
    category,
  }));

const average = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;

/** The active assessment, as a CTE `a`: its id, and the version of its population counts. */
const activeAssessmentRow = sql`(SELECT a.id, a.population_version FROM ${assessments} a WHERE a.is_active LIMIT 1)`;

/** A prepared statement answering one row, as one JSON object (its columns by name). */
function oneRow(db: Db, name: string, statement: SQL) {
  return db
    .select({ row: sql<Record<string, unknown>>`to_json(r)`.as('row') })
    .from(sql`(${statement}) AS r`)
    .prepare(name);
}

const parsed = (v: unknown): unknown => (typeof v === 'string' ? JSON.parse(v) : (v ?? null));
const parsedRow = (row: unknown) =>
  (typeof row === 'string' ? JSON.parse(row) : (row ?? undefined)) as Record<string, unknown> | undefined;
const rowOf = (rows: { row: unknown }[]) => parsedRow(rows[0]?.row);

// ---- a member's results ---------------------------------------------------------------------

/**
 * The industry a member compares within: the one on their profile now (null for none), even if
 * they named another, or none, when they submitted.
 */
const industryOf = (subject: SQL) =>
  sql`(SELECT NULLIF(p.industry, '') FROM ${profiles} p WHERE p.id = ${subject})`;

/**
 * A member's results (the subject: an SQL expression) as one row. The populations are sent only
 * when this process does not keep them at the current version (kept-populations.ts).
 */
const resultsOf = (subject: SQL) => sql`
  WITH a AS MATERIALIZED ${activeAssessmentRow},
  subs AS (
    SELECT ai.submitted_at, ai.scores, ai.bank_version, row_number() OVER (ORDER BY ai.submitted_at DESC, ai.id DESC) AS rn
    FROM ${assessmentInstances} ai
    WHERE ai.assessment_id = (SELECT id FROM a) AND ai.target_user_id = ${subject}
      AND ai.rater_type = 'self' AND ai.submitted_at IS NOT NULL
  ),
  published AS (
    SELECT pa.rater_ids, pa.averages FROM ${peerAverages} pa
    WHERE pa.assessment_id = (SELECT id FROM a) AND pa.target_user_id = ${subject}
  )
  SELECT
    (SELECT id FROM a) AS assessment_id,
    (SELECT population_version FROM a) AS population_version,
    (SELECT count(*) FROM subs)::int AS submissions,
    (SELECT json_agg(json_build_object('at', submitted_at, 'scores', scores, 'version', bank_version) ORDER BY rn)
       FROM subs WHERE rn <= 2) AS recent,
    (SELECT json_build_object('raterIds', rater_ids, 'averages', averages) FROM published) AS peers,
    CASE WHEN EXISTS (SELECT 1 FROM subs) THEN ${populationUnlessHeld(sql`''`)} END AS population,
    ${industryOf(subject)} AS industry,
    CASE WHEN EXISTS (SELECT 1 FROM subs) THEN ${populationUnlessHeld(industryOf(subject))} END AS industry_population,
    ${competenciesColumn} AS competencies,
    (SELECT json_build_object('firstName', p.first_name, 'lastName', p.last_name)
       FROM ${profiles} p WHERE p.id = ${subject}) AS subject`;

/** A given member's results (a teammate's, for an administrator). */
const resultsStatement = perDatabase((db: Db) =>
  oneRow(db, 'assessment_results', resultsOf(sql`${sql.placeholder('subject')}::uuid`)),
);

/** The session's member and their own results, in one statement (the hot path: see memberWithRows). */
const ownResultsStatement = perDatabase((db: Db) =>
  memberSessionJoin(
    db
      .select({
        ...memberColumns,
        results: sql<unknown>`(SELECT to_json(r) FROM (${resultsOf(sql`${sessions.userId}`)}) AS r)`.as(
          'results',
        ),
      })
      .from(sessions)
      .$dynamic(),
    sql.placeholder('token'),
  )
    .limit(literalLimit(1))
    .prepare('assessment_own_results'),
);

/**
 * GET /assessment/results?user=: the viewer's own results, or (administrators) a teammate's.
 * Status 'none' until the member has submitted a self-assessment. Without `user`, the member and
 * the results are read in one statement.
 */
export async function getResults(
  deps: AppDeps,
  headers: Headers,
  userId: string | undefined,
): Promise<Results> {
  if (userId === undefined) {
    const { result, populations } = await withPopulations(
      deps.db,
      (held) =>
        memberWithRows(
          deps,
          headers,
          (token) => ownResultsStatement(deps.db).execute({ token, ...held }),
          memberOptions('member'),
        ),
      ({ rows }) => parsedRow(rows[0]?.results),
    );
    const { member, rows } = result;
    const v: Viewer = { db: deps.db, userId: member.user.id, role: member.profile.role };
    return resultsFrom(v, v.userId, parsedRow(rows[0]?.results), populations);
  }
  const member = await memberOfRequest(deps, headers, memberOptions('member'));
  const v: Viewer = { db: deps.db, userId: member.user.id, role: member.profile.role };
  const subjectId = await resultsSubject(v.db, v, userId);
  return subjectResults(v, subjectId);
}

/** A member's own results, for a service that already knows the member (the assistant). */
export async function ownResults(db: Db, member: { userId: string; role: string }): Promise<Results> {
  const v: Viewer = { db, userId: member.userId, role: member.role };
  return subjectResults(v, v.userId);
}

async function subjectResults(v: Viewer, subjectId: string): Promise<Results> {
  const { result, populations } = await withPopulations(
    v.db,
    (held) => resultsStatement(v.db).execute({ subject: subjectId, ...held }),
    rowOf,
  );
  return resultsFrom(v, subjectId, rowOf(result), populations);
}

function resultsFrom(
  v: Viewer,
  subjectId: string,
  row: Record<string, unknown> | undefined,
  { members, inIndustry }: Populations,
): Results {
  if (!row?.assessment_id) throw noActiveAssessment();
  const person = row.subject as { firstName: string; lastName: string } | null;
  const subject = {
    id: subjectId,
    name: person ? fullName(person) || null : null,
    isSelf: subjectId === v.userId,
  };
  const recent = jsonRows(row.recent) as {
    at: string;
    scores: InstanceScores | null;
    version: number | null;
  }[];
  const latest = recent[0];
  if (!latest) return { status: 'none', subject };
  const previous = recent[1];

  const current = levelRowsOf(latest.scores);
  const before = previous ? levelRowsOf(previous.scores) : undefined;
  const published = parsed(row.peers) as { raterIds: string[]; averages: PublishedAverages } | null;
  const raters = published?.raterIds.length ?? 0;
  const peersShown = published !== null && peerAverageShown(published.raterIds, v.userId);
  const shownAverages = peersShown ? published.averages : {};
  const industry = typeof row.industry === 'string' && row.industry !== '' ? row.industry : null;
  const ownScores = latest.scores?.competencies ?? {};

  const rows: CompetencyResult[] = [];
  const info = competencyRefs(row.competencies);
  for (const c of info) {
    const levels = current.get(c.id);
    if (!levels) continue;
    const score = competencyScore(levels);
    const exactMean = ownScores[c.id]?.mean ?? score.meanScore;
    const comparison = compareScore(exactMean, members.get(c.id), inIndustry.get(c.id));
    const earlier = before?.get(c.id);
    const then = earlier ? competencyScore(earlier) : null;
    const peers = shownAverages[c.id];
    rows.push({
      competencyId: c.id,
      competencyName: c.name,
      category: c.category,
      levelEstimate: score.levelEstimate,
      meanScore: score.meanScore,
      percentile: comparison.percentile,
      basis: comparison.basis,
      peers: peers ? { ...peers, raters } : null,
      change: then
        ? {
            levelEstimate: roundLevel(score.levelEstimate - then.levelEstimate),
            meanScore: roundMean(score.meanScore - then.meanScore),
          }
        : null,
    });
  }

  const ownOverall = latest.scores?.mean;
  const overall = ownOverall ?? average(rows.map((r) => r.meanScore));
  const overallScores = { members: members.get(OVERALL) ?? [], industry: inIndustry.get(OVERALL) ?? [] };
  const { basis, standing, percentile } = compareScore(
    overall,
    overallScores.members,
    overallScores.industry,
  );

  const result: ReadyResults = {
    status: 'ready',
    subject,
    submittedAt: iso(latest.at),
    previousSubmittedAt: previous ? iso(previous.at) : null,
    bankVersion: latest.version ?? 1,
    previousBankVersion: previous ? (previous.version ?? 1) : null,
    submissions: num(row.submissions),
    competencies: rows,
    keySkills: keySkills(rows).map((r) => r.competencyId),
    distribution: {
      bars: basis === 'default' ? defaultBars() : memberBars(overallScores[basis]),
      memberBar: barOf(overall),
      score: roundMean(overall),
      percentile,
      basis,
      industry: basis === 'industry' ? industry : null,
      comparedWith: standing.total,
    },
    peers: { raters, shown: peersShown, minimum: PEER_MIN_RATERS },
    // The picks themselves come from the search engine, in their own request (grow-next.ts).
    growNextFor: weakest(rows).map((r) => r.competencyId),
  };
  return result;
}

// ---- a team's results ------------------------------------------------------------------------

/** The team results of a member's team (the viewer: an SQL expression) as one row. */
const teamResultsOf = (viewer: SQL) => sql`
  WITH a AS MATERIALIZED ${activeAssessmentRow},
  team AS MATERIALIZED (
    SELECT t.id, t.name FROM ${teamMembers} tm JOIN ${teams} t ON t.id = tm.team_id
    WHERE tm.user_id = ${viewer}
    LIMIT 1
  ),
  -- Who has submitted so far (what a withheld answer says), other than the viewer.
  submitters AS (
    SELECT count(DISTINCT ai.target_user_id)::int AS n,
      count(DISTINCT ai.target_user_id) FILTER (WHERE ai.target_user_id <> ${viewer})::int AS others
    FROM ${assessmentInstances} ai
    JOIN ${teamMembers} tm ON tm.user_id = ai.target_user_id AND tm.team_id = (SELECT id FROM team)
    WHERE ai.assessment_id = (SELECT id FROM a) AND ai.rater_type = 'self' AND ai.submitted_at IS NOT NULL
  )
  SELECT
    (SELECT id FROM a) AS assessment_id,
    (SELECT json_build_object('id', id, 'name', name) FROM team) AS team,
    (SELECT n FROM submitters) AS n_people,
    (SELECT others FROM submitters) AS others,
    (SELECT json_build_object('memberIds', ta.member_ids, 'averages', ta.averages, 'competencies', ${competenciesColumn})
       FROM ${teamAverages} ta
       WHERE ta.assessment_id = (SELECT id FROM a) AND ta.team_id = (SELECT id FROM team)) AS published`;

/** The session's member and their team's results, in one statement (see memberWithRows). */
const teamStatement = perDatabase((db: Db) =>
  memberSessionJoin(
    db
      .select({
        ...memberColumns,
        results: sql<unknown>`(SELECT to_json(r) FROM (${teamResultsOf(sql`${sessions.userId}`)}) AS r)`.as(
          'results',
        ),
      })
      .from(sessions)
      .$dynamic(),
    sql.placeholder('token'),
  )
    .limit(literalLimit(1))
    .prepare('assessment_team_results'),
);

/**
 * GET /assessment/team-results: the viewer's team's published averages per competency over its
 * members' latest self-assessments, with how many people they cover; withheld (saying why) while
 * they cover fewer than 3 teammates other than the viewer.
 */
export async function getTeamResults(deps: AppDeps, headers: Headers): Promise<TeamResults> {
  const read = await memberWithRows(
    deps,
    headers,
    (token) => teamStatement(deps.db).execute({ token }),
    memberOptions('member'),
  );
  const row = parsedRow(read.rows[0]?.results);
  const team = (row?.team ?? null) as { id: string; name: string } | null;
  if (!team) return { status: 'no_team', message: ASSESSMENT_MESSAGES.notInTeam };
  if (!row?.assessment_id) throw noActiveAssessment();
  if (num(row.n_people) === 0)
    return { status: 'none', team, nPeople: 0, message: ASSESSMENT_MESSAGES.noTeamSubmissions };
  const published = parsed(row.published) as {
    memberIds: string[];
    averages: PublishedAverages;
    competencies: unknown;
  } | null;
  if (!published || !teamResultsShown(published.memberIds, read.member.user.id)) {
    const others = num(row.others);
    return {
      status: 'withheld',
      team,
      nPeople: others,
      minimum: TEAM_MIN_PEOPLE,
      message: others >= TEAM_MIN_PEOPLE ? TEAM_WAITING_REASON : TEAM_WITHHELD_REASON,
    };
  }
  const nPeople = published.memberIds.length;
  const rows: TeamCompetency[] = [];
  for (const c of competencyRefs(published.competencies)) {
    const average = published.averages[c.id];
    if (!average) continue;
    rows.push({
      competencyId: c.id,
      competencyName: c.name,
      category: c.category,
      avgLevel: average.levelEstimate,
      avgMeanScore: average.meanScore,
      nPeople,
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
