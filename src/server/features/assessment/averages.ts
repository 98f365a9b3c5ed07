import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import {
  type Contribution,
  competencyScore,
  PEER_MIN_RATERS,
  roundLevel,
  roundMean,
  shouldPublish,
  TEAM_MIN_PEOPLE,
} from '../../../shared/domain/assessment';
import type { Db } from '../../db/client';
import {
  assessmentInstances,
  type InstanceScores,
  peerAverages,
  teamAverages,
  teamMembers,
} from '../../db/schema';
import { recountPopulation } from './recount';
import { levelRowsOf } from './scores';

/**
 * Published averages (docs/decisions/0029): the peers' average of each member and the averages of
 * each team, stored when enough changed rather than computed on each read, so that comparing two
 * of them never isolates one person's answers (the rule: shouldPublish in shared/domain).
 *
 * - peers: each teammate's latest submitted rating of the member;
 * - a team: each current member's latest submitted self-assessment.
 *
 * A submit publishes its member's (or team's) averages in its own transaction, under a lock per
 * member (team), so submits at once are counted one after the other. Data written directly (the
 * demo, bench data, test fixtures) is published from scratch by recountAssessment.
 */

/** Per competency, the rounded averages of the level estimate and the mean score. */
export type PublishedAverages = Record<string, { levelEstimate: number; meanScore: number }>;

/** One contribution with its stored scores. */
interface Source extends Contribution {
  scores: InstanceScores | null;
}

const average = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;

/**
 * The averages of a set of contributions. A competency is averaged only where every contribution
 * answered it (ratings from before it joined the bank do not), so that each average covers exactly
 * the published set whose changes the rule counts.
 */
export function averagesOf(sources: readonly Source[]): PublishedAverages {
  const rows = sources.map((s) => levelRowsOf(s.scores));
  const out: PublishedAverages = {};
  for (const competencyId of rows[0]?.keys() ?? []) {
    const scores = rows.flatMap((r) => {
      const levels = r.get(competencyId);
      return levels ? [competencyScore(levels)] : [];
    });
    if (scores.length < rows.length) continue;
    out[competencyId] = {
      levelEstimate: roundLevel(average(scores.map((s) => s.levelEstimate))),
      meanScore: roundMean(average(scores.map((s) => s.meanScore))),
    };
  }
  return out;
}

/** The two kinds of published averages: what they average, where they are stored. */
const KINDS = {
  peers: {
    minimum: PEER_MIN_RATERS,
    /** Each rater's latest submitted rating, per rated member (optionally one). */
    sources: (db: Db, assessmentId: string, key?: string) => {
      const ai = assessmentInstances;
      return db
        .selectDistinctOn([ai.targetUserId, ai.raterUserId], {
          key: ai.targetUserId,
          personId: ai.raterUserId,
          instanceId: ai.id,
          scores: ai.scores,
        })
        .from(ai)
        .where(
          and(
            eq(ai.assessmentId, assessmentId),
            eq(ai.raterType, 'peer'),
            isNotNull(ai.submittedAt),
            ne(ai.raterUserId, ai.targetUserId),
            key === undefined ? undefined : eq(ai.targetUserId, key),
          ),
        )
        .orderBy(ai.targetUserId, ai.raterUserId, desc(ai.submittedAt), desc(ai.id));
    },
    published: (db: Db, assessmentId: string, key?: string) =>
      db
        .select({
          key: peerAverages.targetUserId,
          instanceIds: peerAverages.instanceIds,
          personIds: peerAverages.raterIds,
        })
        .from(peerAverages)
        .where(
          and(
            eq(peerAverages.assessmentId, assessmentId),
            key === undefined ? undefined : eq(peerAverages.targetUserId, key),
          ),
        ),
    write: (db: Db, rows: Published[]) =>
      db
        .insert(peerAverages)
        .values(
          rows.map((r) => ({
            assessmentId: r.assessmentId,
            targetUserId: r.key,
            instanceIds: r.instanceIds,
            raterIds: r.personIds,
            averages: r.averages,
          })),
        )
        .onConflictDoUpdate({
          target: [peerAverages.assessmentId, peerAverages.targetUserId],
          set: { ...replaced, raterIds: sql`excluded.rater_ids` },
        }),
  },
  team: {
    minimum: TEAM_MIN_PEOPLE,
    /** Each current member's latest submitted self-assessment, per team (optionally one). */
    sources: (db: Db, assessmentId: string, key?: string) => {
      const ai = assessmentInstances;
      return db
        .selectDistinctOn([teamMembers.teamId, ai.targetUserId], {
          key: teamMembers.teamId,
          personId: ai.targetUserId,
          instanceId: ai.id,
          scores: ai.scores,
        })
        .from(ai)
        .innerJoin(teamMembers, eq(teamMembers.userId, ai.targetUserId))
        .where(
          and(
            eq(ai.assessmentId, assessmentId),
            eq(ai.raterType, 'self'),
            isNotNull(ai.submittedAt),
            key === undefined ? undefined : eq(teamMembers.teamId, key),
          ),
        )
        .orderBy(teamMembers.teamId, ai.targetUserId, desc(ai.submittedAt), desc(ai.id));
    },
    published: (db: Db, assessmentId: string, key?: string) =>
      db
        .select({
          key: teamAverages.teamId,
          instanceIds: teamAverages.instanceIds,
          personIds: teamAverages.memberIds,
        })
        .from(teamAverages)
        .where(
          and(
            eq(teamAverages.assessmentId, assessmentId),
            key === undefined ? undefined : eq(teamAverages.teamId, key),
          ),
        ),
    write: (db: Db, rows: Published[]) =>
      db
        .insert(teamAverages)
        .values(
          rows.map((r) => ({
            assessmentId: r.assessmentId,
            teamId: r.key,
            instanceIds: r.instanceIds,
            memberIds: r.personIds,
            averages: r.averages,
          })),
        )
        .onConflictDoUpdate({
          target: [teamAverages.assessmentId, teamAverages.teamId],
          set: { ...replaced, memberIds: sql`excluded.member_ids` },
        }),
  },
} as const;

type Kind = keyof typeof KINDS;

interface Published {
  assessmentId: string;
  key: string;
  instanceIds: string[];
  personIds: string[];
  averages: PublishedAverages;
}

/** A republished row takes the new set and averages. */
const replaced = {
  instanceIds: sql`excluded.instance_ids`,
  averages: sql`excluded.averages`,
  updatedAt: sql`now()`,
};

/** Rows written per statement when publishing from scratch. */
const BATCH = 500;

/**
 * Publishes the averages of one kind for one member or team (key), or for all of them, wherever
 * the rule says the current contributions replace what is published.
 */
async function publish(db: Db, kind: Kind, assessmentId: string, key?: string): Promise<void> {
  const k = KINDS[kind];
  const [sources, published] = await Promise.all([
    k.sources(db, assessmentId, key),
    k.published(db, assessmentId, key),
  ]);
  const current = new Map<string, Source[]>();
  for (const s of sources) {
    const list = current.get(s.key) ?? [];
    list.push(s);
    current.set(s.key, list);
  }
  const before = new Map(
    published.map((p) => [
      p.key,
      p.personIds.map((personId, i) => ({ personId, instanceId: p.instanceIds[i] ?? '' })),
    ]),
  );
  const changed: Published[] = [];
  for (const groupKey of new Set([...current.keys(), ...before.keys()])) {
    const now = current.get(groupKey) ?? [];
    if (!shouldPublish(before.get(groupKey) ?? null, now, k.minimum)) continue;
    changed.push({
      assessmentId,
      key: groupKey,
      instanceIds: now.map((s) => s.instanceId),
      personIds: now.map((s) => s.personId),
      averages: averagesOf(now),
    });
  }
  for (let i = 0; i < changed.length; i += BATCH) await k.write(db, changed.slice(i, i + BATCH));
}

/** Publishes every member's peers' average and every team's averages from scratch. */
export async function publishAverages(db: Db, assessmentId: string): Promise<void> {
  await publish(db, 'peers', assessmentId);
  await publish(db, 'team', assessmentId);
}

/**
 * After a submit, inside its transaction: a rating republishes its member's peers' average, a
 * self-assessment its member's team's averages. The lock (per member or team, until the
 * transaction ends) makes submits at once publish one after the other, each reading what the
 * previous one committed.
 */
export async function publishAfterSubmit(
  tx: Db,
  submitted: { assessmentId: string; mode: 'self' | 'peer'; targetId: string },
): Promise<void> {
  let kind: Kind = 'peers';
  let key = submitted.targetId;
  if (submitted.mode === 'self') {
    const [team] = await tx
      .select({ id: teamMembers.teamId })
      .from(teamMembers)
      .where(eq(teamMembers.userId, submitted.targetId))
      .limit(1);
    if (!team) return;
    kind = 'team';
    key = team.id;
  }
  await publishLocked(tx, kind, submitted.assessmentId, key);
}

/**
 * Inside a transaction: publishes one member's (peers) or one team's averages under its lock
 * (until the transaction ends), so changes at once are counted one after the other.
 */
async function publishLocked(tx: Db, kind: Kind, assessmentId: string, key: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`averages:${kind}:${key}`}, 0))`);
  await publish(tx, kind, assessmentId, key);
}

/** The published averages a member contributes to: the members they rated and their team. */
export interface Contributions {
  peers: { assessmentId: string; key: string }[];
  teams: { assessmentId: string; key: string }[];
}

/** Inside a transaction, before a member's account goes: the averages their answers count in. */
export async function contributionsOf(tx: Db, userId: string): Promise<Contributions> {
  const ai = assessmentInstances;
  const peers = await tx
    .selectDistinct({ assessmentId: ai.assessmentId, key: ai.targetUserId })
    .from(ai)
    .where(and(eq(ai.raterUserId, userId), eq(ai.raterType, 'peer'), ne(ai.targetUserId, userId)))
    // One order for every taker of several locks, so two of them never wait on each other.
    .orderBy(ai.assessmentId, ai.targetUserId);
  const teams = await tx
    .selectDistinct({ assessmentId: ai.assessmentId, key: teamMembers.teamId })
    .from(ai)
    .innerJoin(teamMembers, eq(teamMembers.userId, ai.targetUserId))
    .where(and(eq(ai.targetUserId, userId), eq(ai.raterType, 'self')))
    .orderBy(ai.assessmentId, teamMembers.teamId);
  return { peers, teams };
}

/**
 * Inside the transaction that removed a member's answers (a closed account): each average they
 * counted in is published again under the same rule as a submit. Their going counts as one
 * change, so a shown average moves only once another change joins it — a viewer comparing the
 * values before and after never isolates the departed member's answers; until then the published
 * value, theirs included, stays as it was.
 */
export async function publishAfterDeparture(tx: Db, gone: Contributions): Promise<void> {
  for (const { assessmentId, key } of gone.peers) await publishLocked(tx, 'peers', assessmentId, key);
  for (const { assessmentId, key } of gone.teams) await publishLocked(tx, 'team', assessmentId, key);
}

/**
 * Counts and publishes an assessment from scratch, for submitted instances written directly (the
 * demo seed, bench data, test fixtures): stores their scores, recounts every member's latest
 * self-assessment (recount.ts) and publishes the averages the rule allows.
 */
export async function recountAssessment(db: Db, assessmentId: string): Promise<void> {
  await recountPopulation(db, assessmentId);
  await publishAverages(db, assessmentId);
}
