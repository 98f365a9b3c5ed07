import type { HomeDashboard } from '../../../shared/contract/home';
import { and, asc, desc, eq, gt, min, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { literalLimit, perDatabase } from '../../db/prepared';
import { resources, savedResources } from '../../db/schema';
import { cardColumns, toCard } from '../content/card';
import { publicPage } from '../content/public-pages';
import { cardsOf, type ListViewer } from '../content/service';
import { isPublished, NEWEST_FIRST } from '../content/where';

/** Up to 6 upcoming events, 3 just added, 3 recently saved. */
export const HOME_UPCOMING = 6;
export const HOME_JUST_ADDED = 3;
export const HOME_RECENTLY_SAVED = 3;

/**
 * The member's dashboard. Upcoming events and just added look the same to every member: they are
 * a public page (features/content/public-pages.ts), kept per content version until the soonest
 * upcoming event starts (it then leaves "Upcoming events" and may enter "Just added"). Recently
 * saved is the member's own, read on every request beside it.
 */
export async function homeDashboard(viewer: ListViewer): Promise<HomeDashboard> {
  const { db, now } = viewer;
  const upcoming = and(eq(resources.type, 'event'), gt(resources.date, now));
  const [shared, recentlySaved] = await Promise.all([
    publicPage(viewer, 'home', async () => {
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
    }),
    recentlySavedBy(viewer),
  ]);
  return {
    upcomingEvents: shared.sections.upcomingEvents!,
    justAdded: shared.sections.justAdded!,
    recentlySaved,
  };
}

/**
 * The member's most recently saved published items (first saved time, if saved twice): read on
 * every dashboard request, so prepared once per database. The three are chosen from the saves
 * alone (narrow rows), and only their cards are read.
 */
const recentlySaved = perDatabase((db: Db) => {
  const latest = db
    .select({ resourceId: savedResources.resourceId, savedAt: min(savedResources.savedAt).as('saved_at') })
    .from(savedResources)
    // Only published items count towards the section's size (a saved item may be unpublished).
    .innerJoin(resources, and(eq(resources.id, savedResources.resourceId), isPublished))
    .where(eq(savedResources.userId, sql.placeholder('userId')))
    .groupBy(savedResources.resourceId)
    .orderBy(desc(sql`saved_at`), asc(savedResources.resourceId))
    .limit(literalLimit(HOME_RECENTLY_SAVED))
    .as('latest');
  return db
    .select(cardColumns)
    .from(latest)
    .innerJoin(resources, eq(resources.id, latest.resourceId))
    .orderBy(desc(latest.savedAt), asc(latest.resourceId))
    .prepare('home_recently_saved');
});

async function recentlySavedBy({ db, userId, now }: ListViewer) {
  const rows = await recentlySaved(db).execute({ userId });
  return rows.map((row) => toCard({ ...row, isSaved: true }, now));
}
