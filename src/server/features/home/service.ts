import { and, asc, desc, eq, gt, min, not, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { HomeDashboard } from '../../../shared/contract/home';
import type { Db } from '../../db/client';
import { resources, savedResources } from '../../db/schema';
import { cardColumns, isSavedColumn, toCard } from '../content/card';
import { isPublished, NEWEST_FIRST } from '../content/where';

/** Up to 6 upcoming events, 3 just added, 3 recently saved. */
export const HOME_UPCOMING = 6;
export const HOME_JUST_ADDED = 3;
export const HOME_RECENTLY_SAVED = 3;

type Section = keyof HomeDashboard;

const p = sql.placeholder;

/**
 * The member's dashboard of one database, in one query prepared once (homeRoutes builds it once
 * per app): the next upcoming events, the newest other items and the member's most recently saved
 * items, each an index-ordered, limited select; every row says its section and its place in it.
 */
export function homeDashboard(db: Db) {
  const now = sql`${p('now')}::timestamptz`;
  const isUpcoming = and(eq(resources.type, 'event'), gt(resources.date, now));
  const columns = (section: Section, order: SQL[]) => ({
    section: sql<Section>`${sql.raw(`'${section}'`)}::text`.as('section'),
    place: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('place'),
    ...cardColumns,
    isSaved: isSavedColumn(p('userId')),
  });
  const soonest = [asc(resources.date), asc(resources.id)];
  const upcoming = db
    .select(columns('upcomingEvents', soonest))
    .from(resources)
    .where(and(isUpcoming, isPublished))
    .orderBy(...soonest)
    .limit(HOME_UPCOMING);
  const justAdded = db
    .select(columns('justAdded', NEWEST_FIRST))
    .from(resources)
    .where(and(isPublished, not(sql`coalesce(${isUpcoming}, false)`)))
    .orderBy(...NEWEST_FIRST)
    .limit(HOME_JUST_ADDED);
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
    .select(columns('recentlySaved', [desc(lastSaved.savedAt), asc(lastSaved.resourceId)]))
    .from(lastSaved)
    .innerJoin(resources, eq(resources.id, lastSaved.resourceId));
  const dashboard = unionAll(upcoming, justAdded, saved).prepare('home_dashboard');

  return async (viewer: { userId: string; now: Date }): Promise<HomeDashboard> => {
    const rows = await dashboard.execute({ userId: viewer.userId, now: viewer.now });
    const out: HomeDashboard = { upcomingEvents: [], justAdded: [], recentlySaved: [] };
    for (const row of rows.sort((a, b) => Number(a.place) - Number(b.place))) {
      out[row.section].push(toCard(row, viewer.now));
    }
    return out;
  };
}
