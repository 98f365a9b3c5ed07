import { and, desc, eq, sql } from 'drizzle-orm';
import type {
  FeatureSuggestion,
  RoadmapFeature,
  RoadmapList,
  UpvoteState,
} from '../../../shared/contract/roadmap';
import {
  FEATURE_STATUSES,
  ROADMAP_MESSAGES,
  type RoadmapSort,
  SIMILAR_FEATURES_MAX,
  SIMILAR_MIN_CHARS,
} from '../../../shared/domain/roadmap';
import type { Db } from '../../db/client';
import {
  featureComments,
  featureUpvotes,
  profiles,
  roadmapFeatures,
  roadmapStatusChanges,
} from '../../db/schema';
import { notFound } from '../../lib/errors';

/**
 * The members' roadmap. Vote counts are never stored: every answer counts feature_upvotes, whose
 * primary key (feature, member) makes one vote per member a fact of the table, so parallel clicks
 * can neither double a vote nor let a count drift.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The status's place in the roadmap order (idea first). */
export const statusOrder = sql<number>`array_position(ARRAY[${sql.join(
  FEATURE_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)}]::text[], ${roadmapFeatures.status})`;

/**
 * The feature row of the outer statement, always written with its table: drizzle leaves columns
 * unqualified in a one-table select, and inside a sub-query an unqualified name would be looked up
 * in the sub-query's table first.
 */
export const outerFeatureId = sql.raw('"roadmap_features"."id"');

/** Current members' upvotes plus those of members who closed their account since (kept as a count). */
export const upvoteCount = sql<number>`((SELECT count(*) FROM ${featureUpvotes} fu WHERE fu.feature_id = ${outerFeatureId}) + ${sql.raw('"roadmap_features"."departed_upvotes"')})::int`;

/** The feature's latest status change, newest first: its note and its time are read with the feature. */
const latestChange = (column: typeof roadmapStatusChanges.note | typeof roadmapStatusChanges.changedAt) =>
  sql`(SELECT ${column} FROM ${roadmapStatusChanges} WHERE ${roadmapStatusChanges.featureId} = ${outerFeatureId} ORDER BY ${roadmapStatusChanges.changedAt} DESC, ${roadmapStatusChanges.id} DESC LIMIT 1)`;
export const statusNote = latestChange(roadmapStatusChanges.note).mapWith(roadmapStatusChanges.note);
export const statusChangedAt = latestChange(roadmapStatusChanges.changedAt).mapWith(
  roadmapStatusChanges.changedAt,
);

const votedBy = (userId: string) =>
  sql<boolean>`EXISTS (SELECT 1 FROM ${featureUpvotes} fu WHERE fu.feature_id = ${outerFeatureId} AND fu.user_id = ${userId})`;

const memberColumns = (userId: string) => ({
  id: roadmapFeatures.id,
  title: roadmapFeatures.title,
  description: roadmapFeatures.description,
  status: roadmapFeatures.status,
  createdAt: roadmapFeatures.createdAt,
  upvoteCount: upvoteCount.as('upvote_count'),
  userUpvoted: votedBy(userId).as('user_upvoted'),
  statusNote: statusNote.as('status_note'),
  statusChangedAt: statusChangedAt.as('status_changed_at'),
});

type MemberRow = {
  id: string;
  title: string;
  description: string;
  status: RoadmapFeature['status'];
  createdAt: Date;
  upvoteCount: number;
  userUpvoted: boolean;
  statusNote: string | null;
  statusChangedAt: Date | null;
};

export function toFeature(r: MemberRow): RoadmapFeature {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    status: r.status,
    createdAt: new Date(r.createdAt).toISOString(),
    upvoteCount: Number(r.upvoteCount),
    userUpvoted: Boolean(r.userUpvoted),
    statusNote: r.statusNote,
    statusChangedAt: r.statusChangedAt ? new Date(r.statusChangedAt).toISOString() : null,
  };
}

/**
 * Public features with their vote counts and the member's own vote, in one statement. By status:
 * roadmap order, most voted first within a status. By popularity: most voted first, then status.
 * Hidden features are never listed.
 */
export async function listFeatures(
  db: Db,
  opts: { userId: string; sort: RoadmapSort },
): Promise<RoadmapList> {
  const byVotes = sql`upvote_count DESC`;
  const order =
    opts.sort === 'popularity'
      ? [byVotes, statusOrder, desc(roadmapFeatures.createdAt), roadmapFeatures.id]
      : [statusOrder, byVotes, desc(roadmapFeatures.createdAt), roadmapFeatures.id];
  const rows = await db
    .select(memberColumns(opts.userId))
    .from(roadmapFeatures)
    .where(eq(roadmapFeatures.isPublic, true))
    .orderBy(...order);
  const features = rows.map(toFeature);
  return { features, total: features.length };
}

/** One public feature as a member sees it (its own page), or 404; hidden ones are never shown. */
export async function getFeature(
  db: Db,
  opts: { userId: string; featureId: string },
): Promise<RoadmapFeature> {
  if (!UUID.test(opts.featureId)) throw notFound(ROADMAP_MESSAGES.featureNotFound);
  const [row] = await db
    .select(memberColumns(opts.userId))
    .from(roadmapFeatures)
    .where(and(eq(roadmapFeatures.id, opts.featureId), eq(roadmapFeatures.isPublic, true)));
  if (!row) throw notFound(ROADMAP_MESSAGES.featureNotFound);
  return toFeature(row);
}

/** A public feature's id, or 404 (a hidden feature is indistinguishable from none). */
async function publicFeatureId(db: Db, featureId: string): Promise<string> {
  if (!UUID.test(featureId)) throw notFound(ROADMAP_MESSAGES.featureNotFound);
  const [row] = await db
    .select({ id: roadmapFeatures.id })
    .from(roadmapFeatures)
    .where(and(eq(roadmapFeatures.id, featureId), eq(roadmapFeatures.isPublic, true)));
  if (!row) throw notFound(ROADMAP_MESSAGES.featureNotFound);
  return row.id;
}

async function upvoteState(db: Db, featureId: string, userId: string): Promise<UpvoteState> {
  const [row] = await db
    .select({ upvoteCount, userUpvoted: votedBy(userId) })
    .from(roadmapFeatures)
    .where(eq(roadmapFeatures.id, featureId));
  if (!row) throw notFound(ROADMAP_MESSAGES.featureNotFound);
  return { featureId, upvoteCount: Number(row.upvoteCount), userUpvoted: Boolean(row.userUpvoted) };
}

/** Upvotes (idempotent: a second vote is the same vote). */
export async function upvote(db: Db, opts: { userId: string; featureId: string }): Promise<UpvoteState> {
  const featureId = await publicFeatureId(db, opts.featureId);
  await db.insert(featureUpvotes).values({ featureId, userId: opts.userId }).onConflictDoNothing();
  return upvoteState(db, featureId, opts.userId);
}

/** Takes the member's vote back (idempotent). */
export async function removeUpvote(
  db: Db,
  opts: { userId: string; featureId: string },
): Promise<UpvoteState> {
  const featureId = await publicFeatureId(db, opts.featureId);
  await db
    .delete(featureUpvotes)
    .where(and(eq(featureUpvotes.featureId, featureId), eq(featureUpvotes.userId, opts.userId)));
  return upvoteState(db, featureId, opts.userId);
}

/**
 * Flips the member's vote: a vote that exists is deleted, otherwise one is inserted. Each step is
 * one atomic statement on the primary key; when a parallel request inserted between the two, the
 * insert does nothing and the vote stands — never two rows, never a negative count.
 */
export async function toggleUpvote(
  db: Db,
  opts: { userId: string; featureId: string },
): Promise<UpvoteState> {
  const featureId = await publicFeatureId(db, opts.featureId);
  const removed = await db
    .delete(featureUpvotes)
    .where(and(eq(featureUpvotes.featureId, featureId), eq(featureUpvotes.userId, opts.userId)))
    .returning({ userId: featureUpvotes.userId });
  if (removed.length === 0) {
    await db.insert(featureUpvotes).values({ featureId, userId: opts.userId }).onConflictDoNothing();
  }
  return upvoteState(db, featureId, opts.userId);
}

/**
 * A member's suggestion: an idea, public at once, that starts with its author's own vote (who
 * suggests a feature wants it; the author can take the vote back like any other).
 */
export async function suggestFeature(
  db: Db,
  opts: { userId: string; input: FeatureSuggestion },
): Promise<RoadmapFeature> {
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(roadmapFeatures)
      .values({
        title: opts.input.title,
        description: opts.input.description,
        status: 'idea',
        isPublic: true,
        createdByUserId: opts.userId,
      })
      .returning();
    await tx.insert(featureUpvotes).values({ featureId: created!.id, userId: opts.userId });
    return created!;
  });
  return toFeature({ ...row, upvoteCount: 1, userUpvoted: true, statusNote: null, statusChangedAt: null });
}

/**
 * Up to 3 public features whose title looks like the typed one, with the trigram matching the
 * search uses (so "calender sync" finds "Calendar sync…"), best match first.
 */
export async function similarFeatures(
  db: Db,
  opts: { userId: string; q: string },
): Promise<RoadmapFeature[]> {
  const q = opts.q.trim().toLowerCase();
  if (q.length < SIMILAR_MIN_CHARS) return [];
  const title = sql`lower(${roadmapFeatures.title})`;
  const score = sql<number>`greatest(word_similarity(${q}, ${title}), similarity(${q}, ${title}))`;
  const rows = await db
    .select(memberColumns(opts.userId))
    .from(roadmapFeatures)
    .where(and(eq(roadmapFeatures.isPublic, true), sql`${score} >= 0.35`))
    .orderBy(desc(score), roadmapFeatures.id)
    .limit(SIMILAR_FEATURES_MAX);
  return rows.map(toFeature);
}

/** Feedback on a public feature, stored for the administrators only. */
export async function addFeedback(db: Db, opts: { userId: string; featureId: string; comment: string }) {
  const featureId = await publicFeatureId(db, opts.featureId);
  await db.insert(featureComments).values({ featureId, userId: opts.userId, comment: opts.comment });
}

export async function getRoadmapUpdates(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: profiles.roadmapUpdates })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.on ?? true;
}

export async function setRoadmapUpdates(db: Db, userId: string, on: boolean): Promise<boolean> {
  await db.update(profiles).set({ roadmapUpdates: on, updatedAt: new Date() }).where(eq(profiles.id, userId));
  return on;
}
