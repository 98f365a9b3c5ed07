import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { resources, users } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import { AppError, badRequest } from '../../../lib/errors';
import type { Logger } from '../../../lib/logger';
import { type Repeating, repeatEvery } from '../../../lib/repeat';
import { recordAdminAction } from '../audit/service';
import { type Admin, bumped, lockedAt, readItem } from './service';

export const ONLY_DRAFTS_SCHEDULED = 'Only a draft can be scheduled: this item is already published.';
export const SCHEDULE_IN_PAST = 'Choose a time in the future for publishing.';

/** How many due drafts one run publishes at most (the next run takes the rest). */
const PUBLISH_BATCH = 50;

/**
 * Schedules a draft's publication at `publishAt` (null: cancels the schedule), from `revision`.
 * The time must be later than now; a published item has nothing to schedule.
 */
export async function scheduleAdminItem(
  db: Db,
  admin: Admin,
  id: string,
  revision: number,
  publishAt: Date | null,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const before = await lockedAt(tx, id, revision);
    if (before.status !== 'draft') throw new AppError(409, 'not_a_draft', ONLY_DRAFTS_SCHEDULED);
    if (publishAt && publishAt.getTime() <= now.getTime()) throw badRequest(SCHEDULE_IN_PAST);
    await tx
      .update(resources)
      .set({ publishAt, publishAtBy: publishAt ? admin.user.id : null, ...bumped })
      .where(eq(resources.id, id));
    const after = (await readItem(tx, id))!;
    await recordAdminAction(tx, admin, {
      action: publishAt ? 'content.schedule' : 'content.schedule.cancel',
      targetType: 'content',
      targetId: id,
      before: { publishAt: before.publishAt, title: before.title },
      after: { publishAt: after.publishAt, title: after.title },
    });
    return after;
  });
}

/**
 * Publishes the drafts whose scheduled time is at or before `now`, earliest first. Due rows are
 * locked with SKIP LOCKED, so two server processes running this at once each publish different
 * items and none twice. The audit log names the admin who scheduled each one.
 */
export async function publishDueItems(db: Db, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: resources.id,
        by: resources.publishAtBy,
        publishAt: resources.publishAt,
        title: resources.title,
      })
      .from(resources)
      .where(
        and(eq(resources.status, 'draft'), isNotNull(resources.publishAt), lte(resources.publishAt, now)),
      )
      .orderBy(asc(resources.publishAt))
      .limit(PUBLISH_BATCH)
      .for('update', { skipLocked: true });
    for (const item of due) {
      await tx
        .update(resources)
        .set({ status: 'published', publishAt: null, publishAtBy: null, ...bumped })
        .where(eq(resources.id, item.id));
      const [who] = item.by
        ? await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, item.by))
        : [];
      await recordAdminAction(
        tx,
        { user: who ?? { id: null, email: 'scheduled publishing' } },
        {
          action: 'content.publish.scheduled',
          targetType: 'content',
          targetId: item.id,
          before: { status: 'draft', publishAt: item.publishAt?.toISOString() ?? null, title: item.title },
          after: { status: 'published', title: item.title },
        },
      );
    }
    return due.map((d) => d.id);
  });
}

/** Runs publishDueItems every `everyMs` in the background, one run at a time. */
export function startScheduledPublishing(db: Db, log: Logger, clock: Clock, everyMs: number): Repeating {
  return repeatEvery(everyMs, () =>
    publishDueItems(db, clock())
      .then((ids) => {
        if (ids.length > 0) log.info({ ids }, 'scheduled items published');
      })
      .catch((err: unknown) => log.error({ err }, 'scheduled publishing failed')),
  );
}
