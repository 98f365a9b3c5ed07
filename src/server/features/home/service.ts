import { and, asc, desc, eq, gt, min, not, sql } from 'drizzle-orm';
import type { HomeDashboard } from '../../../shared/contract/home';
import { resources, savedResources } from '../../db/schema';
import { cardColumns, toCard } from '../content/card';
import { selectCards, type Viewer } from '../content/service';
import { isPublished, NEWEST_FIRST } from '../content/where';

/** Up to 6 upcoming events, 3 just added, 3 recently saved. */
export const HOME_UPCOMING = 6;
export const HOME_JUST_ADDED = 3;
export const HOME_RECENTLY_SAVED = 3;

/**
 * The member's dashboard: the next upcoming events, the newest other items and the member's most
 * recently saved items, each an index-ordered, limited query (the three run side by side).
 */
export async function homeDashboard(v: Viewer & { userId: string }): Promise<HomeDashboard> {
  const isUpcoming = and(eq(resources.type, 'event'), gt(resources.date, v.now));
  // A member's saves, newest first; an item saved twice (library and a collection) counts once,
  // at its first save, and only published items count towards the section's size.
  const lastSaved = v.db
    .select({ resourceId: savedResources.resourceId, savedAt: min(savedResources.savedAt).as('saved_at') })
    .from(savedResources)
    .innerJoin(resources, and(eq(resources.id, savedResources.resourceId), isPublished))
    .where(eq(savedResources.userId, v.userId))
    .groupBy(savedResources.resourceId)
    .orderBy(desc(sql`saved_at`), asc(savedResources.resourceId))
    .limit(HOME_RECENTLY_SAVED)
    .as('last_saved');
  const [upcoming, justAdded, saved] = await Promise.all([
    selectCards(v)
      .where(and(isUpcoming, isPublished))
      .orderBy(asc(resources.date), asc(resources.id))
      .limit(HOME_UPCOMING),
    selectCards(v)
      .where(and(isPublished, not(sql`coalesce(${isUpcoming}, false)`)))
      .orderBy(...NEWEST_FIRST)
      .limit(HOME_JUST_ADDED),
    v.db
      .select(cardColumns)
      .from(lastSaved)
      .innerJoin(resources, eq(resources.id, lastSaved.resourceId))
      .orderBy(desc(lastSaved.savedAt), asc(lastSaved.resourceId)),
  ]);
  return {
    upcomingEvents: upcoming.map((row) => toCard(row, v.now)),
    justAdded: justAdded.map((row) => toCard(row, v.now)),
    recentlySaved: saved.map((row) => toCard({ ...row, isSaved: true }, v.now)),
  };
}
