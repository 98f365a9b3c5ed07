import { and, asc, desc, eq, gt, min, not, sql } from 'drizzle-orm';
import type { HomeDashboard } from '../../../shared/contract/home';
import type { Db } from '../../db/client';
import { resources, savedResources } from '../../db/schema';
import { cardColumns, isSavedColumn, toCard } from '../content/card';
import { isPublished, NEWEST_FIRST } from '../content/where';

/** Up to 6 upcoming events, 3 just added, 3 recently saved. */
export const HOME_UPCOMING = 6;
export const HOME_JUST_ADDED = 3;
export const HOME_RECENTLY_SAVED = 3;

const p = sql.placeholder;

/**
 * The member's dashboard of one database, its queries prepared once (homeRoutes builds it once per
 * app): the next upcoming events, the newest other items and the member's most recently saved
 * items, each an index-ordered, limited query; the three run side by side.
 */
export function homeDashboard(db: Db) {
  const now = sql`${p('now')}::timestamptz`;
  const isUpcoming = and(eq(resources.type, 'event'), gt(resources.date, now));
  const upcoming = db
    .select({ ...cardColumns, isSaved: isSavedColumn(p('userId')) })
    .from(resources)
    .where(and(isUpcoming, isPublished))
    .orderBy(asc(resources.date), asc(resources.id))
    .limit(HOME_UPCOMING)
    .prepare('home_upcoming');
  const justAdded = db
    .select({ ...cardColumns, isSaved: isSavedColumn(p('userId')) })
    .from(resources)
    .where(and(isPublished, not(sql`coalesce(${isUpcoming}, false)`)))
    .orderBy(...NEWEST_FIRST)
    .limit(HOME_JUST_ADDED)
    .prepare('home_just_added');
  // A member's saves, newest first; an item saved twice (library and a collection) counts once,
  // at its first save, and only published items count towards the section's size.
  const lastSaved = db
    .select({ resourceId: savedResources.resourceId, savedAt: min(savedResources.savedAt).as('saved_at') })
    .from(savedResources)
    .innerJoin(resources, and(eq(resources.id, savedResources.resourceId), isPublished))
    .where(eq(savedResources.userId, p('userId')))
    .groupBy(savedResources.resourceId)
    .orderBy(desc(sql`saved_at`), asc(savedResources.resourceId))
    .limit(HOME_RECENTLY_SAVED)
    .as('last_saved');
  const saved = db
    .select(cardColumns)
    .from(lastSaved)
    .innerJoin(resources, eq(resources.id, lastSaved.resourceId))
    .orderBy(desc(lastSaved.savedAt), asc(lastSaved.resourceId))
    .prepare('home_recently_saved');

  return async (viewer: { userId: string; now: Date }): Promise<HomeDashboard> => {
    const values = { userId: viewer.userId, now: viewer.now };
    const [upcomingRows, justAddedRows, savedRows] = await Promise.all([
      upcoming.execute(values),
      justAdded.execute(values),
      saved.execute(values),
    ]);
    return {
      upcomingEvents: upcomingRows.map((row) => toCard(row, viewer.now)),
      justAdded: justAddedRows.map((row) => toCard(row, viewer.now)),
      recentlySaved: savedRows.map((row) => toCard({ ...row, isSaved: true }, viewer.now)),
    };
  };
}
