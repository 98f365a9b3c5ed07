import type { HomeDashboard } from '../../../shared/contract/home';
import { and, asc, desc, eq, gt, min, not, type SQLWrapper, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { ContentCard } from '../../../shared/content-card';
import { memberColumns, memberSessionJoin, memberWithRows } from '../../auth/session';
import type { AppDeps } from '../../context';
import { memberOptions } from '../../http/access';
import type { Db } from '../../db/client';
import { decodeColumns } from '../../db/decode-columns';
import { literalLimit, perDatabase } from '../../db/prepared';
import { contentState, resources, savedResources, sessions } from '../../db/schema';
import { cardAsSeen, cardColumns, isSavedColumn, toCard } from '../content/card';
import { isPublished, NEWEST_FIRST } from '../content/where';
import { SharedSectionsHolder } from './shared-sections';

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
function dashboardSections(db: Db, opts: { userId: SQLWrapper; now: SQLWrapper }) {
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
    .limit(literalLimit(HOME_UPCOMING));

  const justAdded = db
    .select(columns('justAdded', sql<number>`-extract(epoch from ${resources.createdAt})`))
    .from(resources)
    .where(and(isPublished, not(sql`coalesce(${isUpcoming}, false)`)))
    .orderBy(...NEWEST_FIRST)
    .limit(literalLimit(HOME_JUST_ADDED));

  const lib = db
    .select({ resourceId: savedResources.resourceId, savedAt: min(savedResources.savedAt).as('saved_at') })
    .from(savedResources)
    // Only published items count towards the section's size (a saved item may be unpublished).
    .innerJoin(resources, and(eq(resources.id, savedResources.resourceId), isPublished))
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
    .innerJoin(resources, and(eq(resources.id, lib.resourceId), isPublished));

  return { all: unionAll(upcoming, justAdded, saved), saved };
}

/** A card row as PostgreSQL sends it inside a JSON array: its columns under their names. */
type SectionJson = { section: Section; ord: number; is_saved: boolean } & Record<string, unknown>;

/** The live part of a held card: what can change without a new content version. */
type LiveJson = { id: string; view_count: number; is_saved: boolean };

/** The rows of a subquery as one JSON array (null when it has none). */
const jsonRows = <T>(subquery: SQLWrapper) => sql<T[] | null>`(select json_agg(s) from ${subquery} s)`;

const contentVersion = sql<number>`(select ${contentState.version} from ${contentState})`;

/**
 * The statements below read the session's member and the dashboard together — one database round
 * trip for the whole request (see memberWithRows) — selecting from the session row, with the
 * sections correlated to its user. Each is prepared once per database.
 *
 * Whole: the content version and all three sections.
 */
const wholeDashboard = perDatabase((db: Db) => {
  const sections = dashboardSections(db, { userId: sessions.userId, now: sql.placeholder('now') });
  const query = db
    .select({ ...memberColumns, version: contentVersion, sections: jsonRows<SectionJson>(sections.all) })
    .from(sessions)
    .$dynamic();
  return memberSessionJoin(query, sql.placeholder('token')).prepare('home_dashboard_whole');
});

/**
 * With held shared sections: the content version, the live part of the held cards (their ids
 * are a parameter, looked up by primary key) and the member's recently saved items.
 */
const dashboardWithHeld = perDatabase((db: Db) => {
  const sections = dashboardSections(db, { userId: sessions.userId, now: sql.placeholder('now') });
  const live = db
    .select({ id: resources.id, viewCount: resources.viewCount, isSaved: isSavedColumn(sessions.userId) })
    .from(resources)
    .where(sql`${resources.id} = any(${sql.placeholder('held')}::text[])`);
  const query = db
    .select({
      ...memberColumns,
      version: contentVersion,
      live: jsonRows<LiveJson>(live),
      sections: jsonRows<SectionJson>(sections.saved),
    })
    .from(sessions)
    .$dynamic();
  return memberSessionJoin(query, sql.placeholder('token')).prepare('home_dashboard_with_held');
});

/** The upcoming events and newest items this process built last, per database. */
const sharedSections = perDatabase((_db: Db) => new SharedSectionsHolder());

/**
 * The dashboard of the request's member (401 without a session, 403 when access has ended), in
 * one statement. The sections every member sees alike are built once per content version and
 * held (SharedSectionsHolder); each request reads their saved states and view counts live. After
 * a content change the first request finds a newer version and reads the whole dashboard again.
 */
export async function homeDashboard(
  deps: AppDeps,
  headers: Headers,
  now = new Date(),
): Promise<HomeDashboard> {
  const holder = sharedSections(deps.db);
  const held = holder.current(now);
  if (held) {
    const heldIds = [...held.upcomingEvents, ...held.justAdded].map((card) => card.id);
    const { rows } = await memberWithRows(
      deps,
      headers,
      (token) => dashboardWithHeld(deps.db).execute({ token, now, held: heldIds }),
      memberOptions('member'),
    );
    const row = rows[0]!;
    const live = new Map((row.live ?? []).map((l) => [l.id, l]));
    if (Number(row.version) === held.version && live.size === heldIds.length) {
      const seen = (card: ContentCard) => {
        const { is_saved, view_count } = live.get(card.id)!;
        return cardAsSeen(card, { now, isSaved: is_saved, viewCount: view_count });
      };
      return {
        upcomingEvents: held.upcomingEvents.map(seen),
        justAdded: held.justAdded.map(seen),
        recentlySaved: inSectionOrder(row.sections ?? [], now).recentlySaved,
      };
    }
  }
  const { rows } = await memberWithRows(
    deps,
    headers,
    (token) => wholeDashboard(deps.db).execute({ token, now }),
    memberOptions('member'),
  );
  const row = rows[0]!;
  const dashboard = inSectionOrder(row.sections ?? [], now);
  if (row.version !== null) {
    holder.keep({
      version: Number(row.version),
      upcomingEvents: dashboard.upcomingEvents,
      justAdded: dashboard.justAdded,
    });
  }
  return dashboard;
}

/** Cards grouped by section, each section in its own order (ord ascending, then as its select). */
function inSectionOrder(rows: SectionJson[], now: Date): HomeDashboard {
  const tieDesc = (s: Section) => s === 'justAdded';
  const sorted = [...rows].sort(
    (a, b) =>
      Number(a.ord) - Number(b.ord) ||
      (tieDesc(a.section)
        ? String(b.id).localeCompare(String(a.id))
        : String(a.id).localeCompare(String(b.id))),
  );
  const out: HomeDashboard = { upcomingEvents: [], justAdded: [], recentlySaved: [] };
  for (const json of sorted) {
    out[json.section].push(toCard({ ...decodeColumns(cardColumns, json), isSaved: json.is_saved }, now));
  }
  return out;
}
