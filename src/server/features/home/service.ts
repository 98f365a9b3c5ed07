import type { HomeDashboard } from '../../../shared/contract/home';
import { and, asc, desc, eq, gt, min, not, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { ContentCard } from '../../../shared/content-card';
import type { Db } from '../../db/client';
import { literalLimit, perDatabase } from '../../db/prepared';
import { contentState, resources, savedResources } from '../../db/schema';
import { cardColumns, isSavedColumn, toCard } from '../content/card';
import {
  type ListViewer,
  type Live,
  type LiveRead,
  publicPage,
  readContentVersion,
} from '../content/public-pages';
import { cardsOf } from '../content/service';
import { isPublished, NEWEST_FIRST } from '../content/where';

/** Up to 6 upcoming events, 3 just added, 3 recently saved. */
export const HOME_UPCOMING = 6;
export const HOME_JUST_ADDED = 3;
export const HOME_RECENTLY_SAVED = 3;

/**
 * The member's dashboard. Upcoming events and just added look the same to every member: they are
 * a public page (features/content/public-pages.ts), kept per content version until the soonest
 * upcoming event starts (it then leaves "Upcoming events" and may enter "Just added"). Recently
 * saved is the member's own: read on every request, in the statement that reads the kept cards'
 * saved states and view counts.
 */
export async function homeDashboard(viewer: ListViewer): Promise<HomeDashboard> {
  const { db, now } = viewer;
  const upcoming = and(eq(resources.type, 'event'), gt(resources.date, now));
  const shared = await publicPage(
    viewer,
    'home',
    async () => {
      const [upcomingEvents, justAdded] = await Promise.all([
        cardsOf(
          db,
          and(upcoming, isPublished),
          [asc(resources.date), asc(resources.id)],
          { offset: 0, limit: HOME_UPCOMING },
          now,
        ),
        cardsOf(
          db,
          and(isPublished, not(sql`coalesce(${upcoming}, false)`)),
          NEWEST_FIRST,
          { offset: 0, limit: HOME_JUST_ADDED },
          now,
        ),
      ]);
      const soonest = upcomingEvents[0]?.date;
      return {
        sections: { upcomingEvents, justAdded },
        extra: null,
        validUntil: soonest ? Date.parse(soonest) : Number.POSITIVE_INFINITY,
      };
    },
    (ids) => liveAndRecentlySaved(viewer, ids),
  );
  return {
    upcomingEvents: shared.sections.upcomingEvents!,
    justAdded: shared.sections.justAdded!,
    recentlySaved: shared.also,
  };
}

/**
 * In one statement, prepared once per database: the kept cards' saved states and view counts (by
 * primary key) and the member's three most recently saved published items (first saved time, if
 * saved twice; the three are chosen from the saves alone, then only their cards are read), each
 * row with the content version.
 */
const liveAndSaved = perDatabase((db: Db) => {
  const userId = sql.placeholder('userId');
  const version = sql<number>`(select ${contentState.version} from ${contentState})`
    .mapWith(Number)
    .as('version');
  const kept = db
    .select({
      version,
      savedAt: sql<Date | null>`null::timestamptz`.mapWith(savedResources.savedAt).as('saved_at'),
      ...cardColumns,
      isSaved: isSavedColumn(userId),
    })
    .from(resources)
    .where(sql`${resources.id} = any(${sql.placeholder('ids')}::text[])`);
  const latest = db
    .select({ resourceId: savedResources.resourceId, savedAt: min(savedResources.savedAt).as('latest_at') })
    .from(savedResources)
    // Only published items count towards the section's size (a saved item may be unpublished).
    .innerJoin(resources, and(eq(resources.id, savedResources.resourceId), isPublished))
    .where(eq(savedResources.userId, userId))
    .groupBy(savedResources.resourceId)
    .orderBy(desc(sql`latest_at`), asc(savedResources.resourceId))
    .limit(literalLimit(HOME_RECENTLY_SAVED))
    .as('latest');
  const saved = db
    .select({
      version,
      savedAt: sql<Date | null>`${latest.savedAt}`.mapWith(savedResources.savedAt).as('saved_at'),
      ...cardColumns,
      isSaved: sql<boolean>`true`.as('is_saved'),
    })
    .from(latest)
    .innerJoin(resources, eq(resources.id, latest.resourceId));
  return unionAll(kept, saved).prepare('home_live_and_saved');
});

async function liveAndRecentlySaved(
  { db, userId, now }: ListViewer,
  ids: string[],
): Promise<LiveRead<ContentCard[]>> {
  const rows = await liveAndSaved(db).execute({ userId, ids });
  const live: Live = new Map();
  const recent = [];
  for (const row of rows) {
    if (row.savedAt === null) live.set(row.id, { viewCount: row.viewCount, isSaved: row.isSaved === true });
    else recent.push(row);
  }
  recent.sort((a, b) => b.savedAt!.getTime() - a.savedAt!.getTime() || a.id.localeCompare(b.id));
  const version = rows[0]?.version;
  return {
    version: version === undefined ? await readContentVersion(db) : Number(version),
    live,
    also: recent.map((row) => toCard({ ...row, isSaved: true }, now)),
  };
}
