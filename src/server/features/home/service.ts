import type { HomeDashboard } from '../../../shared/contract/library';
import { and, asc, desc, eq, gt, min, not, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { resources, savedResources } from '../../db/schema';
import { cardColumns, isSavedColumn, toCard } from '../content/card';
import { isPublished, NEWEST_FIRST } from '../content/where';

/** Up to 6 upcoming events, 3 just added, 3 recently saved. */
export const HOME_UPCOMING = 6;
export const HOME_JUST_ADDED = 3;
export const HOME_RECENTLY_SAVED = 3;

type Section = keyof HomeDashboard;

/**
 * The three sections: index-ordered, limited selects (resources_type_date_idx for the upcoming
 * events, resources_created_idx for the newest items, saved_resources_user_saved_idx for the
 * member's saves), each row tagged with its section and its order within it.
 */
function dashboardSections(db: Db, opts: { userId: string; now: Date }) {
  const { userId, now } = opts;
  const isUpcoming = and(eq(resources.type, 'event'), gt(resources.date, now));
  const columns = (section: Section, order: ReturnType<typeof sql<number>>) => ({
    section: sql<Section>`${section}::text`.as('section'),
    ord: order.as('ord'),
    ...cardColumns,
    isSaved: isSavedColumn(userId),
  });

  const upcoming = db
    .select(columns('upcomingEvents', sql<number>`extract(epoch from ${resources.date})`))
    .from(resources)
    .where(and(isUpcoming, isPublished))
    .orderBy(asc(resources.date), asc(resources.id))
    .limit(HOME_UPCOMING);

  const justAdded = db
    .select(columns('justAdded', sql<number>`-extract(epoch from ${resources.createdAt})`))
    .from(resources)
    .where(and(isPublished, not(sql`coalesce(${isUpcoming}, false)`)))
    .orderBy(...NEWEST_FIRST)
    .limit(HOME_JUST_ADDED);

  const lib = db
    .select({ resourceId: savedResources.resourceId, savedAt: min(savedResources.savedAt).as('saved_at') })
    .from(savedResources)
    // Only published items count towards the section's size (a saved item may be unpublished).
    .innerJoin(resources, and(eq(resources.id, savedResources.resourceId), isPublished))
    .where(eq(savedResources.userId, userId))
    .groupBy(savedResources.resourceId)
    .orderBy(desc(sql`saved_at`), asc(savedResources.resourceId))
    .limit(HOME_RECENTLY_SAVED)
    .as('lib');
  const saved = db
    .select({
      ...columns('recentlySaved', sql<number>`-extract(epoch from ${lib.savedAt})`),
      isSaved: sql<boolean>`true`.as('is_saved'),
    })
    .from(lib)
    .innerJoin(resources, and(eq(resources.id, lib.resourceId), isPublished));

  return unionAll(upcoming, justAdded, saved);
}

/**
 * The dashboard of a member with access (the route's access rule checks that): the three sections
 * in one statement, each in its own order.
 */
export async function homeDashboard(db: Db, opts: { userId: string; now?: Date }): Promise<HomeDashboard> {
  const now = opts.now ?? new Date();
  const rows = await dashboardSections(db, { userId: opts.userId, now });
  const tieDesc = (s: Section) => s === 'justAdded';
  rows.sort(
    (a, b) =>
      Number(a.ord) - Number(b.ord) ||
      (tieDesc(a.section) ? b.id.localeCompare(a.id) : a.id.localeCompare(b.id)),
  );
  const dashboard: HomeDashboard = { upcomingEvents: [], justAdded: [], recentlySaved: [] };
  for (const row of rows) dashboard[row.section].push(toCard(row, now));
  return dashboard;
}
