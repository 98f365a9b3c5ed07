import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type {
  AnswerSaved,
  AssessmentBank,
  AssessmentInstance,
  Competency,
  StartInstance,
} from '../../../shared/contract/assessment';
import {
  ANSWER_SCALE,
  ASSESSMENT_MESSAGES,
  CATEGORY_COLORS,
  COMPETENCY_CATEGORIES,
  isMemberId,
  type RaterMode,
} from '../../../shared/domain/assessment';
import { fullName } from '../../../shared/domain/member-names';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  assessmentInstances,
  assessments,
  competencies,
  items,
  profiles,
  responses,
  teamMembers,
  teams,
} from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { isBankItem } from './in-bank';
import { teammateTeam } from './teammates';

/**
 * Answering the assessment: the item bank, starting or reusing an instance, saving one answer,
 * submitting. Each rule lives in one function here; the rater is always the signed-in member.
 */

export interface Viewer {
  db: Db;
  userId: string;
  role: string;
  now?: Date;
}

export const iso = (v: unknown): string => (v instanceof Date ? v : new Date(String(v))).toISOString();
export const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v ?? 0));

export const noActiveAssessment = () =>
  new AppError(404, 'no_active_assessment', ASSESSMENT_MESSAGES.noActiveAssessment);
export const instanceNotFound = () => notFound(ASSESSMENT_MESSAGES.instanceNotFound);
export const alreadySubmitted = () =>
  new AppError(409, 'already_submitted', ASSESSMENT_MESSAGES.alreadySubmitted);

// ---- the item bank ----------------------------------------------------------------------------

export interface Bank {
  assessment: { id: string; name: string; version: number };
  competencies: Competency[];
}

/** The active assessment (there is at most one), or 404 "No active assessment found". */
export async function activeAssessment(db: Db): Promise<{ id: string; name: string; version: number }> {
  const [row] = await db
    .select({ id: assessments.id, name: assessments.name, version: assessments.version })
    .from(assessments)
    .where(eq(assessments.isActive, true))
    .limit(1);
  if (!row) throw noActiveAssessment();
  return row;
}

/** The active assessment's competencies (those with active items), in order, with their items. */
export async function loadBank(db: Db): Promise<Bank> {
  const assessment = await activeAssessment(db);
  const rows = await db
    .select({
      id: competencies.id,
      name: competencies.name,
      category: competencies.category,
      description: competencies.description,
      levels: competencies.levels,
      itemId: items.id,
      prompt: items.prompt,
      peerPrompt: items.peerPrompt,
      level: items.level,
    })
    .from(items)
    .innerJoin(competencies, eq(competencies.id, items.competencyId))
    .where(isBankItem(assessment.id))
    .orderBy(
      asc(competencies.position),
      asc(competencies.id),
      asc(items.position),
      asc(items.level),
      asc(items.id),
    );
  const byId = new Map<string, Competency>();
  for (const r of rows) {
    let c = byId.get(r.id);
    if (!c) {
      c = {
        id: r.id,
        name: r.name,
        category: r.category,
        description: r.description,
        levels: r.levels,
        items: [],
      };
      byId.set(r.id, c);
    }
    c.items.push({ id: r.itemId, prompt: r.prompt, peerPrompt: r.peerPrompt, level: r.level });
  }
  return { assessment, competencies: [...byId.values()] };
}

// ---- instances --------------------------------------------------------------------------------

interface InstanceRow {
  id: string;
  raterType: RaterMode;
  targetUserId: string;
  submittedAt: Date | null;
  createdAt: Date;
}

const instanceColumns = {
  id: assessmentInstances.id,
  raterType: assessmentInstances.raterType,
  targetUserId: assessmentInstances.targetUserId,
  submittedAt: assessmentInstances.submittedAt,
  createdAt: assessmentInstances.createdAt,
};

/** The wizard's view of an instance: its answers and the first step with an unanswered item. */
async function instanceView(db: Db, bank: Bank, row: InstanceRow): Promise<AssessmentInstance> {
  const [answerRows, [subject]] = await Promise.all([
    db
      .select({ itemId: responses.itemId, value: responses.value })
      .from(responses)
      .where(eq(responses.instanceId, row.id)),
    db
      .select({ firstName: profiles.firstName, lastName: profiles.lastName })
      .from(profiles)
      .where(eq(profiles.id, row.targetUserId)),
  ]);
  const answers: Record<string, number> = {};
  for (const a of answerRows) answers[a.itemId] = a.value;
  let total = 0;
  let answered = 0;
  let firstUnansweredStep = -1;
  bank.competencies.forEach((c, step) => {
    for (const item of c.items) {
      total += 1;
      if (answers[item.id] !== undefined) answered += 1;
      else if (firstUnansweredStep === -1) firstUnansweredStep = step;
    }
  });
  // Answers to items no longer in the bank stay stored but are not the wizard's.
  const live = new Set(bank.competencies.flatMap((c) => c.items.map((i) => i.id)));
  for (const id of Object.keys(answers)) if (!live.has(id)) delete answers[id];
  return {
    id: row.id,
    mode: row.raterType,
    subject: {
      id: row.targetUserId,
      name: subject ? fullName(subject) || null : null,
      firstName: subject?.firstName.trim() || null,
    },
    answers,
    answered,
    total,
    firstUnansweredStep:
      firstUnansweredStep === -1 ? Math.max(0, bank.competencies.length - 1) : firstUnansweredStep,
    submittedAt: row.submittedAt ? row.submittedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The viewer's team (members belong to at most one), or null. */
export async function viewerTeam(db: Db, userId: string): Promise<{ id: string; name: string } | null> {
  const [row] = await db
    .select({ id: teams.id, name: teams.name })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId))
    .limit(1);
  return row ?? null;
}

/** GET /assessment: the bank, my open self-assessment, whether I have results, my team. */
export async function getBank(v: Viewer): Promise<AssessmentBank> {
  const bank = await loadBank(v.db);
  const [[open], [submitted], team] = await Promise.all([
    v.db
      .select(instanceColumns)
      .from(assessmentInstances)
      .where(openInstanceOf(bank.assessment.id, v.userId, v.userId, 'self'))
      .limit(1),
    v.db
      .select({ id: assessmentInstances.id })
      .from(assessmentInstances)
      .where(
        and(
          eq(assessmentInstances.assessmentId, bank.assessment.id),
          eq(assessmentInstances.targetUserId, v.userId),
          eq(assessmentInstances.raterType, 'self'),
          sql`${assessmentInstances.submittedAt} IS NOT NULL`,
        ),
      )
      .limit(1),
    viewerTeam(v.db, v.userId),
  ]);
  return {
    assessment: bank.assessment,
    scale: ANSWER_SCALE.map((s) => ({ value: s.value, label: s.label })),
    categories: COMPETENCY_CATEGORIES.map((key) => ({ key, color: CATEGORY_COLORS[key] })),
    competencies: bank.competencies,
    selfInstance: open ? await instanceView(v.db, bank, open) : null,
    hasResults: submitted !== undefined,
    team,
  };
}

function openInstanceOf(assessmentId: string, raterId: string, targetId: string, mode: RaterMode) {
  return and(
    eq(assessmentInstances.assessmentId, assessmentId),
    eq(assessmentInstances.raterUserId, raterId),
    eq(assessmentInstances.targetUserId, targetId),
    eq(assessmentInstances.raterType, mode),
    isNull(assessmentInstances.submittedAt),
  );
}

/**
 * POST /assessment/instances: my open self-assessment, or my open rating of a teammate, reused
 * when one exists and created otherwise. Only a member of my own team can be rated: anyone else
 * (unknown, in another team, in no team) answers 404 alike. Two calls at once end with one open
 * instance (a partial unique index; the loser of the race reads the winner's).
 */
export async function startInstance(v: Viewer, input: StartInstance): Promise<AssessmentInstance> {
  const bank = await loadBank(v.db);
  let targetId = v.userId;
  let teamId: string | null;
  if (input.mode === 'peer') {
    if (input.subjectId === v.userId) throw badRequest(ASSESSMENT_MESSAGES.rateSelf);
    teamId = await teammateTeam(v.db, v.userId, input.subjectId);
    if (teamId === null) throw notFound(ASSESSMENT_MESSAGES.createRatingFailed);
    targetId = input.subjectId;
  } else {
    teamId = (await viewerTeam(v.db, v.userId))?.id ?? null;
  }
  const where = openInstanceOf(bank.assessment.id, v.userId, targetId, input.mode);
  // Insert unless one is open; then read the open one. Another tab may submit it in between: try again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [created] = await v.db
      .insert(assessmentInstances)
      .values({
        assessmentId: bank.assessment.id,
        targetUserId: targetId,
        raterUserId: v.userId,
        raterType: input.mode,
        teamId,
      })
      .onConflictDoNothing()
      .returning(instanceColumns);
    const row =
      created ?? (await v.db.select(instanceColumns).from(assessmentInstances).where(where).limit(1))[0];
    if (row) return instanceView(v.db, bank, row);
  }
  throw new AppError(
    500,
    'internal',
    input.mode === 'peer' ? ASSESSMENT_MESSAGES.createRatingFailed : ASSESSMENT_MESSAGES.createInstanceFailed,
  );
}

/**
 * The rater's instance as a condition: mine, and for a rating, its subject still in my team (a
 * member who left the team can no longer be rated, even on an instance opened before).
 */
export const ratersInstance = (instanceId: string, raterId: string) => sql`
  ai.id = ${instanceId} AND ai.rater_user_id = ${raterId}
  AND (ai.rater_type = 'self' OR EXISTS (
    SELECT 1 FROM ${teamMembers} mine
    JOIN ${teamMembers} theirs ON theirs.team_id = mine.team_id
    WHERE mine.user_id = ai.rater_user_id AND theirs.user_id = ai.target_user_id))`;

/** Why a write to an instance did nothing: not the rater's (404) or submitted (409). */
async function refusal(db: Db, instanceId: string, raterId: string): Promise<AppError | null> {
  const [row] = await rowsOf(
    db,
    sql`SELECT ai.submitted_at FROM ${assessmentInstances} ai WHERE ${ratersInstance(instanceId, raterId)}`,
  );
  if (!row) return instanceNotFound();
  if (row.submitted_at !== null && row.submitted_at !== undefined) return alreadySubmitted();
  return null;
}

/**
 * PUT /assessment/instances/{id}/responses/{itemId}: saves one answer, replacing an earlier one
 * (one row per instance and item, whatever the number of tabs). One statement: it locks the open
 * instance for share, so a submit running at the same time waits for the answer or, having
 * committed first, makes this one find the instance submitted (409) — no answer ever changes a
 * submitted instance.
 */
export async function saveAnswer(
  v: Viewer,
  input: { instanceId: string; itemId: string; value: number },
): Promise<AnswerSaved> {
  if (!isMemberId(input.instanceId)) throw instanceNotFound();
  if (!isMemberId(input.itemId)) throw notFound(ASSESSMENT_MESSAGES.itemNotFound);
  const [row] = await rowsOf(
    v.db,
    sql`
    WITH inst AS (
      SELECT ai.id, ai.assessment_id FROM ${assessmentInstances} ai
      WHERE ${ratersInstance(input.instanceId, v.userId)} AND ai.submitted_at IS NULL
      FOR SHARE OF ai
    ),
    item AS (
      SELECT ${items.id} FROM ${items}, inst
      WHERE ${items.id} = ${input.itemId} AND ${isBankItem(sql`inst.assessment_id`)}
    ),
    saved AS (
      INSERT INTO ${responses} (instance_id, item_id, value, updated_at)
      SELECT inst.id, item.id, ${input.value}, now() FROM inst, item
      ON CONFLICT (instance_id, item_id) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at
      RETURNING item_id
    )
    SELECT
      (SELECT count(*) FROM saved)::int AS saved,
      (SELECT count(*) FROM ${responses} r JOIN ${items} i ON i.id = r.item_id AND i.active
        WHERE r.instance_id = (SELECT id FROM inst) AND r.item_id <> ${input.itemId})::int AS others,
      (SELECT count(*) FROM ${items} WHERE ${isBankItem(sql`(SELECT assessment_id FROM inst)`)})::int AS total`,
  );
  if (!row || num(row.saved) === 0) {
    throw (await refusal(v.db, input.instanceId, v.userId)) ?? notFound(ASSESSMENT_MESSAGES.itemNotFound);
  }
  return {
    instanceId: input.instanceId,
    itemId: input.itemId,
    value: input.value,
    answered: num(row.others) + 1,
    total: num(row.total),
  };
}
