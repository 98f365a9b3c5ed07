import { and, asc, desc, eq, gt, min, not, type SQLWrapper, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { ContentCard } from '../../../shared/content-card';
import { memberColumns, memberSessionJoin, memberWithRows } from '../../auth/session';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/client';
import { decodeJsonRow } from '../../db/json-row';
import { literalLimit, perDatabase } from '../../db/prepared';
import { resources, savedResources, sessions } from '../../db/schema';
import { cardAsSeen, cardColumns, isSavedColumn, toCard } from '../content/card';
import { NEWEST_FIRST } from '../content/where';
import { CardsByVersion } from './cards-by-version';

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
 * The three sections as one subquery: three index-ordered, limited selects glued with UNION ALL
 * (resources_type_date_idx for the upcoming events, resources_created_idx for the newest items,
 * saved_resources_user_saved_idx for the member's saves), each tagged with its section.
 */
function dashboardSections(db: Db, opts: { userId: SQLWrapper; now: SQLWrapper; known: SQLWrapper }) {
  const { userId, now } = opts;
  const isUpcoming = and(eq(resources.type, 'event'), gt(resources.date, now));
  // `known`: a shared card this process already holds at this row version (see CardsByVersion).
  const version = sql<string>`${resources}.xmin::text`;
  const known = (shared: boolean) =>
    shared
      ? sql<boolean>`(${resources.id} || ':' || ${version}) = any(${opts.known}::text[])`
      : sql<boolean>`false`;
  const columns = (section: Section, order: ReturnType<typeof sql<number>>) => ({
    section: sql<Section>`${section}::text`.as('section'),
    ord: order.as('ord'),
    version: version.as('version'),
    known: known(section !== 'recentlySaved').as('known'),
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

  return unionAll(upcoming, justAdded, saved);
}

/**
 * One card of the dashboard as PostgreSQL sends it inside the JSON array: the whole row under its
 * column names, or, for a shared card this process holds at that version, only its keys.
 */
type SectionJson = {
  section: Section;
  ord: number;
  id: string;
  version: string;
  known: boolean;
  is_saved: boolean;
} & Record<string, unknown>;

/**
 * The member of the session and their dashboard in ONE statement — one database round trip for
 * the whole request (see memberWithRows): the session row with the three sections, correlated to
 * its user, as one JSON array. Prepared once per database: the session token, the current time
 * and the held shared cards are its parameters.
 */
const dashboardForSession = perDatabase((db: Db) => {
  const sections = dashboardSections(db, {
    userId: sessions.userId,
    now: sql.placeholder('now'),
    known: sql.placeholder('known'),
  });
  const card = sql`case when s.known
    then json_build_object('section', s.section, 'ord', s.ord, 'id', s.id, 'version', s.version, 'known', true, 'is_saved', s.is_saved)
    else to_json(s) end`;
  const query = db
    .select({
      ...memberColumns,
      sections: sql<SectionJson[] | null>`(select json_agg(${card}) from ${sections} s)`,
    })
    .from(sessions)
    .$dynamic();
  return memberSessionJoin(query, sql.placeholder('token')).prepare('home_dashboard_for_session');
});

/** The shared cards this process holds, per database. */
const sharedCards = perDatabase((_db: Db) => new CardsByVersion());

/** The dashboard of the request's member (401 without a session, 403 when access has ended). */
export async function homeDashboard(
  deps: AppDeps,
  headers: Headers,
  now = new Date(),
): Promise<HomeDashboard> {
  const cache = sharedCards(deps.db);
  const held = cache.held();
  const { rows } = await memberWithRows(deps, headers, (token) =>
    dashboardForSession(deps.db).execute({ token, now, known: held.known }),
  );
  const built: Array<{ version: string; card: ContentCard }> = [];
  const cards = (rows[0]?.sections ?? []).map((json) => {
    let card = json.known ? held.get(json.id, json.version) : undefined;
    if (json.known && !card) throw new Error(`Card ${json.id} was sent as held but is not`);
    if (!card) {
      card = toCard({ ...decodeJsonRow(cardColumns, json), isSaved: json.is_saved }, now);
      if (json.section !== 'recentlySaved') built.push({ version: json.version, card });
    }
    return {
      section: json.section,
      ord: Number(json.ord),
      card: cardAsSeen(card, { isSaved: json.is_saved, now }),
    };
  });
  cache.add(built);

  // Each section's own order (ord ascending; equal instants in the order its select used).
  const tieDesc = (s: Section) => s === 'justAdded';
  cards.sort(
    (a, b) =>
      a.ord - b.ord ||
      (tieDesc(a.section) ? b.card.id.localeCompare(a.card.id) : a.card.id.localeCompare(b.card.id)),
  );
  const out: HomeDashboard = { upcomingEvents: [], justAdded: [], recentlySaved: [] };
  for (const { section, card } of cards) out[section].push(card);
  return out;
}
