import { and, asc, desc, eq, gt, min, not, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { ContentCard } from '../../../shared/content-card';
import type { Db } from '../../db/client';
import { literalLimit, perDatabase } from '../../db/prepared';
import { resources, savedResources } from '../../db/schema';
import { cardColumns, isSavedColumn, toCard } from '../content/card';
import { NEWEST_FIRST } from '../content/where';

/** Spec 01 §2 and §9: up to 6 upcoming events, 3 just added, 3 recently saved. */
export const HOME_UPCOMING = 6;
export const HOME_JUST_ADDED = 3;
export const HOME_RECENTLY_SAVED = 3;

export interface HomeDashboard {
  upcomingEvents: ContentCard[];
  justAdded: ContentCard[];
  recentlySaved: ContentCard[];
}

type Section = keyof HomeDashboard;

/**
 * The whole dashboard in ONE statement: three index-ordered, limited selects glued with UNION ALL
 * (resources_type_date_idx for the upcoming events, resources_created_idx for the newest items,
 * saved_resources_user_saved_idx for the member's saves), each tagged with its section. Prepared
 * once per database: the member and the current time are its parameters.
 */
const dashboardStatement = perDatabase((db: Db) => {
  const userId = sql.placeholder('userId');
  const now = sql.placeholder('now');
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
    .where(isUpcoming)
    .orderBy(asc(resources.date), asc(resources.id))
    .limit(literalLimit(HOME_UPCOMING));

  const justAdded = db
    .select(columns('justAdded', sql<number>`-extract(epoch from ${resources.createdAt})`))
    .from(resources)
    .where(not(sql`coalesce(${isUpcoming}, false)`))
    .orderBy(...NEWEST_FIRST)
    .limit(literalLimit(HOME_JUST_ADDED));

  const lib = db
    .select({ resourceId: savedResources.resourceId, savedAt: min(savedResources.savedAt).as('saved_at') })
    .from(savedResources)
    .where(eq(savedResources.userId, userId))
    .groupBy(savedResources.resourceId)
    .orderBy(desc(sql`saved_at`), asc(savedResources.resourceId))
    .limit(literalLimit(HOME_RECENTLY_SAVED))
    .as('lib');
  const saved = db
    .select({
      ...columns('recentlySaved', sql<number>`-extract(epoch from ${lib.savedAt})`),
      isSaved: sql<boolean>`true`.as('is_saved'),
    })
    .from(lib)
    .innerJoin(resources, eq(resources.id, lib.resourceId));

  return unionAll(upcoming, justAdded, saved).prepare('home_dashboard');
});

export async function homeDashboard(db: Db, opts: { userId: string; now?: Date }): Promise<HomeDashboard> {
  const now = opts.now ?? new Date();
  const rows = await dashboardStatement(db).execute({ userId: opts.userId, now });
  const out: HomeDashboard = { upcomingEvents: [], justAdded: [], recentlySaved: [] };
  // Each section's own order (ord ascending; equal instants in the order its select used).
  const tieDesc = (s: Section) => s === 'justAdded';
  rows.sort(
    (a, b) =>
      Number(a.ord) - Number(b.ord) ||
      (tieDesc(a.section) ? b.id.localeCompare(a.id) : a.id.localeCompare(b.id)),
  );
  for (const row of rows) out[row.section].push(toCard(row, now));
  return out;
}
