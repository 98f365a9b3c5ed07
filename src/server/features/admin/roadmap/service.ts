import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { AdminFeature } from '../../../../shared/contract/roadmap';
import { type FeatureStatus, ROADMAP_MESSAGES } from '../../../../shared/domain/roadmap';
import type { Db } from '../../../db/client';
import {
  featureComments,
  featureUpvotes,
  roadmapFeatures,
  roadmapStatusChanges,
  users,
} from '../../../db/schema';
import { badRequest, notFound } from '../../../lib/errors';
import type { SessionMember } from '../../../request-env';
import { recordAdminAction } from '../audit/service';
import { outerFeatureId, statusChangedAt, statusNote, statusOrder, upvoteCount } from '../../roadmap/service';

/** The roadmap as administrators run it: every feature (hidden ones too), edits, status, merges. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const commentCount = sql<number>`(SELECT count(*) FROM ${featureComments} fc WHERE fc.feature_id = ${outerFeatureId})::int`;

const adminColumns = {
  id: roadmapFeatures.id,
  title: roadmapFeatures.title,
  description: roadmapFeatures.description,
  status: roadmapFeatures.status,
  isPublic: roadmapFeatures.isPublic,
  createdAt: roadmapFeatures.createdAt,
  updatedAt: roadmapFeatures.updatedAt,
  upvoteCount: upvoteCount.as('upvote_count'),
  commentCount: commentCount.as('comment_count'),
  statusNote: statusNote.as('status_note'),
  statusChangedAt: statusChangedAt.as('status_changed_at'),
  authorId: users.id,
  authorEmail: users.email,
  authorName: users.name,
};

type AdminRow = {
  id: string;
  title: string;
  description: string;
  status: FeatureStatus;
  isPublic: boolean;
  createdAt: Date;
  updatedAt: Date;
  upvoteCount: number;
  commentCount: number;
  statusNote: string | null;
  statusChangedAt: Date | null;
  authorId: string | null;
  authorEmail: string | null;
  authorName: string | null;
};

function toAdminFeature(r: AdminRow): AdminFeature {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    status: r.status,
    isPublic: r.isPublic,
    upvoteCount: Number(r.upvoteCount),
    commentCount: Number(r.commentCount),
    author: r.authorId ? { id: r.authorId, email: r.authorEmail ?? '', name: r.authorName ?? '' } : null,
    statusNote: r.statusNote,
    statusChangedAt: r.statusChangedAt ? new Date(r.statusChangedAt).toISOString() : null,
    createdAt: new Date(r.createdAt).toISOString(),
    updatedAt: new Date(r.updatedAt).toISOString(),
  };
}

function adminSelect(db: Db) {
  return db
    .select(adminColumns)
    .from(roadmapFeatures)
    .leftJoin(users, eq(users.id, roadmapFeatures.createdByUserId))
    .$dynamic();
}

export async function listAllFeatures(db: Db): Promise<AdminFeature[]> {
  const rows = await adminSelect(db).orderBy(
    statusOrder,
    sql`upvote_count DESC`,
    desc(roadmapFeatures.createdAt),
  );
  return rows.map(toAdminFeature);
}

export async function getAdminFeature(db: Db, featureId: string): Promise<AdminFeature> {
  if (!UUID.test(featureId)) throw notFound(ROADMAP_MESSAGES.featureNotFound);
  const [row] = await adminSelect(db).where(eq(roadmapFeatures.id, featureId));
  if (!row) throw notFound(ROADMAP_MESSAGES.featureNotFound);
  return toAdminFeature(row);
}

type Actor = Pick<SessionMember, 'user'>;

/** The fields an edit may change, as they were: what the audit log keeps as "before". */
const editedFields = (f: AdminFeature, edit: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(edit).map((k) => [k, f[k as keyof AdminFeature]]));

/** Title, description and visibility (hide / show). */
export async function editFeature(
  db: Db,
  actor: Actor,
  featureId: string,
  edit: { title?: string; description?: string; isPublic?: boolean },
): Promise<AdminFeature> {
  const before = await getAdminFeature(db, featureId);
  await db.transaction(async (tx) => {
    await tx
      .update(roadmapFeatures)
      .set({ ...edit, updatedAt: new Date() })
      .where(eq(roadmapFeatures.id, featureId));
    await recordAdminAction(tx, actor, {
      action: edit.isPublic === undefined ? 'feature.edit' : edit.isPublic ? 'feature.show' : 'feature.hide',
      targetType: 'feature',
      targetId: featureId,
      before: editedFields(before, edit),
      after: edit,
    });
  });
  return getAdminFeature(db, featureId);
}

/**
 * Sets a feature's status, with the team's note if any. Only a real change counts: the update is
 * conditional on the status being different, so of two administrators setting the same status at
 * once exactly one records a change (and only that one mails the followers, with its note).
 */
export async function setStatus(
  db: Db,
  actor: Actor,
  opts: { featureId: string; status: FeatureStatus; note?: string },
): Promise<{ changeId: string | null; note: string | null; feature: AdminFeature }> {
  const note = opts.note?.trim() || null;
  const before = await getAdminFeature(db, opts.featureId);
  const changeId = await db.transaction(async (tx) => {
    const updated = await tx
      .update(roadmapFeatures)
      .set({ status: opts.status, updatedAt: new Date() })
      .where(and(eq(roadmapFeatures.id, opts.featureId), ne(roadmapFeatures.status, opts.status)))
      .returning({ id: roadmapFeatures.id });
    if (updated.length === 0) return null;
    const [change] = await tx
      .insert(roadmapStatusChanges)
      .values({
        featureId: opts.featureId,
        fromStatus: before.status,
        toStatus: opts.status,
        changedBy: actor.user.id,
        note,
      })
      .returning({ id: roadmapStatusChanges.id });
    await recordAdminAction(tx, actor, {
      action: 'feature.status.change',
      targetType: 'feature',
      targetId: opts.featureId,
      before: { status: before.status },
      after: note ? { status: opts.status, note } : { status: opts.status },
    });
    return change!.id;
  });
  return { changeId, note, feature: await getAdminFeature(db, opts.featureId) };
}

/**
 * Merges a duplicate into another feature: its votes move over (a member who voted for both keeps
 * one vote), its feedback moves over, and the duplicate is deleted.
 */
export async function mergeFeature(
  db: Db,
  actor: Actor,
  opts: { duplicateId: string; intoId: string },
): Promise<{ feature: AdminFeature; movedVotes: number; movedComments: number }> {
  if (opts.duplicateId === opts.intoId) throw badRequest('A feature cannot be merged into itself');
  const duplicate = await getAdminFeature(db, opts.duplicateId);
  await getAdminFeature(db, opts.intoId);
  const { movedVotes, movedComments } = await db.transaction(async (tx) => {
    const moved = await tx
      .insert(featureUpvotes)
      .select(
        tx
          .select({
            featureId: sql<string>`${opts.intoId}::uuid`.as('feature_id'),
            userId: featureUpvotes.userId,
            createdAt: featureUpvotes.createdAt,
          })
          .from(featureUpvotes)
          .where(eq(featureUpvotes.featureId, opts.duplicateId)),
      )
      .onConflictDoNothing()
      .returning({ userId: featureUpvotes.userId });
    const comments = await tx
      .update(featureComments)
      .set({ featureId: opts.intoId })
      .where(eq(featureComments.featureId, opts.duplicateId))
      .returning({ id: featureComments.id });
    // The duplicate's votes from closed accounts are counted on the feature it merges into.
    const departed = tx
      .select({ n: roadmapFeatures.departedUpvotes })
      .from(roadmapFeatures)
      .where(eq(roadmapFeatures.id, opts.duplicateId));
    await tx
      .update(roadmapFeatures)
      .set({
        updatedAt: new Date(),
        departedUpvotes: sql`${roadmapFeatures.departedUpvotes} + coalesce((${departed}), 0)`,
      })
      .where(eq(roadmapFeatures.id, opts.intoId));
    await tx.delete(roadmapFeatures).where(eq(roadmapFeatures.id, opts.duplicateId));
    await recordAdminAction(tx, actor, {
      action: 'feature.merge',
      targetType: 'feature',
      targetId: opts.duplicateId,
      before: { title: duplicate.title, upvoteCount: duplicate.upvoteCount },
      after: { mergedInto: opts.intoId, movedVotes: moved.length, movedComments: comments.length },
    });
    return { movedVotes: moved.length, movedComments: comments.length };
  });
  return { feature: await getAdminFeature(db, opts.intoId), movedVotes, movedComments };
}

/**
 * Feedback on features, newest first, optionally for one feature. Feedback of a member whose
 * account was deleted stays, without an author.
 */
export async function listFeedback(db: Db, opts: { featureId?: string }) {
  if (opts.featureId && !UUID.test(opts.featureId)) throw notFound(ROADMAP_MESSAGES.featureNotFound);
  const rows = await db
    .select({
      id: featureComments.id,
      featureId: featureComments.featureId,
      featureTitle: roadmapFeatures.title,
      comment: featureComments.comment,
      createdAt: featureComments.createdAt,
      authorId: users.id,
      authorEmail: users.email,
      authorName: users.name,
    })
    .from(featureComments)
    .innerJoin(roadmapFeatures, eq(roadmapFeatures.id, featureComments.featureId))
    .leftJoin(users, eq(users.id, featureComments.userId))
    .where(opts.featureId ? eq(featureComments.featureId, opts.featureId) : undefined)
    .orderBy(desc(featureComments.createdAt), asc(featureComments.id))
    .limit(500);
  return rows.map((r) => ({
    id: r.id,
    featureId: r.featureId,
    featureTitle: r.featureTitle,
    comment: r.comment,
    createdAt: new Date(r.createdAt).toISOString(),
    author: r.authorId ? { id: r.authorId, email: r.authorEmail ?? '', name: r.authorName ?? '' } : null,
  }));
}
