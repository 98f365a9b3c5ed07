import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resources, resourceViews } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { isPublished } from './where';

/** Repeated views of one item by one member within this window count once. */
export const VIEW_WINDOW_MINUTES = 30;

/**
 * Records that a member opened an item and returns its view count. A view is stored (member, item,
 * time) and counted only when the member has no counted view of the item in the last 30 minutes.
 *
 * Race-safe: a transaction-scoped advisory lock on (member, item) serialises concurrent requests
 * for the same pair, and each statement (READ COMMITTED) then sees the view a previous holder
 * committed. Different members, or different items, never wait for each other.
 */
export async function recordView(db: Db, opts: { userId: string; resourceId: string }): Promise<number> {
  const { userId, resourceId } = opts;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`view:${userId}:${resourceId}`}, 0))`,
    );
    const [item] = await tx
      .select({ viewCount: resources.viewCount })
      .from(resources)
      .where(and(eq(resources.id, resourceId), isPublished))
      .limit(1);
    if (!item) throw notFound('Resource Not Found');
    const recent = await tx
      .select({ one: sql`1` })
      .from(resourceViews)
      .where(
        and(
          eq(resourceViews.userId, userId),
          eq(resourceViews.resourceId, resourceId),
          gt(resourceViews.viewedAt, sql`clock_timestamp() - make_interval(mins => ${VIEW_WINDOW_MINUTES})`),
        ),
      )
      .limit(1);
    if (recent.length > 0) return item.viewCount;
    await tx.insert(resourceViews).values({ userId, resourceId, viewedAt: sql`clock_timestamp()` });
    const [updated] = await tx
      .update(resources)
      .set({ viewCount: sql`${resources.viewCount} + 1` })
      .where(eq(resources.id, resourceId))
      .returning({ viewCount: resources.viewCount });
    return updated?.viewCount ?? item.viewCount + 1;
  });
}
