import {
  and,
  arrayContains,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { ContentCard, Page } from '../../../shared/content-card';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { resources } from '../../db/schema';
import { cardColumns, isSavedColumn, toCard } from './card';
import { type ListViewer, type PublicPage, publicPage } from './public-pages';
import type { TagType } from './schemas';
import {
  isCanvas,
  isCaseStudy,
  isEvent,
  isPublished,
  isResearch,
  isResource,
  LATEST_DATE_FIRST,
  matchesTag,
  NEWEST_FIRST,
  PRESENTED,
  SOONEST_FIRST,
} from './where';

/** Who is asking and when: `isSaved` is computed for `userId`, event timelines against `now`. */
export interface Viewer {
  db: Db;
  userId: string | null;
  now: Date;
}

export interface Paging {
  page: number;
  pageSize: number;
}

/** The spec's limit on tag results: only the 100 newest matches are paged through. */
export const TAG_RESULT_LIMIT = 100;

/** The card query: card columns plus the viewer's saved flag. */
export function selectCards(v: Viewer) {
  return v.db.select({ ...cardColumns, isSaved: isSavedColumn(v.userId) }).from(resources);
}

/** The rows of a page: from `offset` (0-based), `limit` of them. */
interface Slice {
  offset: number;
  limit: number;
}

const sliceOf = (q: Paging): Slice => ({ offset: (q.page - 1) * q.pageSize, limit: q.pageSize });

/** The part of a slice that lies before `total` rows (none past the end). */
const withinTotal = (slice: Slice, total: number): Slice => ({
  offset: slice.offset,
  limit: Math.max(0, Math.min(slice.limit, total - slice.offset)),
});

/**
 * A page's cards in `orderBy`, as anyone sees them (no saved state: public-pages.ts adds it). The
 * page's ids are chosen first, so the rows skipped on the way to a deep page are read from the
 * list's index alone; only the page's own rows are then read whole.
 */
export async function cardsOf(db: Db, where: SQL | undefined, orderBy: SQL[], slice: Slice, now: Date) {
  if (slice.limit === 0) return [];
  const pageIds = db
    .select({ id: resources.id })
    .from(resources)
    .where(where)
    .orderBy(...orderBy)
    .limit(slice.limit)
    .offset(slice.offset);
  const rows = await db
    .select(cardColumns)
    .from(resources)
    .where(inArray(resources.id, pageIds))
    .orderBy(...orderBy);
  return rows.map((row) => toCard(row, now));
}

async function countOf(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(resources).where(where);
  return row?.n ?? 0;
}

/** A list's filters, without the page: what its total depends on. */
const filtersKey = (list: string, filters: Record<string, unknown>) => `${list}:${JSON.stringify(filters)}`;

/** A list's page under its key: the list, its filters and the page. */
const keyOf = (list: string, filters: Record<string, unknown>, q: Paging) =>
  `${filtersKey(list, filters)}:${q.page}:${q.pageSize}`;

/** An optional topic filter (written as array containment, which the topics index and statistics serve). */
const topicIs = (topic: string | undefined) =>
  topic === undefined ? undefined : arrayContains(resources.topics, [topic]);
/** An optional filter: the column equals the value, when one is given. */
const columnIs = (column: AnyPgColumn, value: string | undefined) =>
  value === undefined ? undefined : eq(column, value);

/**
 * A list's total (or counts) at `version`: computed once per filter and content version and kept
 * for all its pages; `compute` may end it earlier (`validUntil`).
 */
function keptTotal<T>(
  viewer: ListViewer,
  version: number,
  list: { name: string; filters: Record<string, unknown> },
  compute: () => Promise<{ value: T; validUntil?: number }>,
): Promise<T> {
  return viewer.pages.keptAt(`total:${filtersKey(list.name, list.filters)}`, version, viewer.now, compute);
}

/** A list's total when it is the plain count of its condition. */
const counted = (db: Db, where: SQL | undefined) => async () => ({ value: await countOf(db, where) });

/** A list of one presented type, newest first: its page and its total. */
async function newestFirstList(
  viewer: ListViewer,
  q: Paging,
  list: { name: string; where: SQL | undefined; filters: Record<string, unknown> },
): Promise<Page<ContentCard>> {
  const { db, now } = viewer;
  const { sections, extra } = await publicPage(viewer, keyOf(list.name, list.filters, q), async (version) => {
    // The total is kept for all the filter's pages, so a page past the end reads no rows.
    const total = await keptTotal(viewer, version, list, counted(db, list.where));
    const items = await cardsOf(db, list.where, NEWEST_FIRST, withinTotal(sliceOf(q), total), now);
    return { sections: { items }, extra: total, validUntil: Number.POSITIVE_INFINITY };
  });
  return { items: sections.items!, total: extra, page: q.page, pageSize: q.pageSize };
}

export function listResources(
  viewer: ListViewer,
  q: Paging & { topic?: string; contentType?: ContentCard['contentType'] },
): Promise<Page<ContentCard>> {
  return newestFirstList(viewer, q, {
    name: 'resources',
    where: and(isResource, topicIs(q.topic), columnIs(resources.contentType, q.contentType)),
    filters: { topic: q.topic, contentType: q.contentType },
  });
}

export function listCaseStudies(
  viewer: ListViewer,
  q: Paging & { topic?: string; industry?: string; headcount?: string },
): Promise<Page<ContentCard>> {
  return newestFirstList(viewer, q, {
    name: 'case_studies',
    where: and(
      isCaseStudy,
      topicIs(q.topic),
      columnIs(resources.industry, q.industry),
      columnIs(resources.headcount, q.headcount),
    ),
    filters: { topic: q.topic, industry: q.industry, headcount: q.headcount },
  });
}

export function listCanvases(viewer: ListViewer, q: Paging): Promise<Page<ContentCard>> {
  return newestFirstList(viewer, q, { name: 'canvases', where: isCanvas, filters: {} });
}

/** How many events match, how many of them are upcoming, and when the soonest starts. */
async function eventCounts(db: Db, events: SQL | undefined, now: Date) {
  const [row] = await db
    .select({
      all: count(),
      upcoming: sql<number>`count(*) filter (where ${resources.date} > ${now})`.mapWith(Number),
      next: sql<Date | null>`min(${resources.date}) filter (where ${resources.date} > ${now})`.mapWith(
        resources.date,
      ),
    })
    .from(resources)
    .where(events);
  return { value: row, validUntil: row?.next ? row.next.getTime() : undefined };
}

/**
 * Events: upcoming soonest first, then past most recent first. The page takes the upcoming events
 * from its offset, then the past ones after them; each half is read in its own index order. The
 * page holds until the soonest upcoming event starts (it then moves to the past).
 */
export async function listEvents(
  viewer: ListViewer,
  q: Paging & { topic?: string; timeline?: 'upcoming' | 'past' },
): Promise<Page<ContentCard>> {
  const { db, now } = viewer;
  const events = and(isEvent, topicIs(q.topic));
  const upcoming = and(events, gt(resources.date, now));
  const past = and(events, or(lte(resources.date, now), isNull(resources.date)));
  const key = keyOf('events', { topic: q.topic, timeline: q.timeline }, q);
  const { sections, extra } = await publicPage(viewer, key, async (version) => {
    // The split holds until the soonest upcoming event starts; kept per topic for every page.
    const row = await keptTotal(viewer, version, { name: 'events', filters: { topic: q.topic } }, () =>
      eventCounts(db, events, now),
    );
    const upcomingCount = q.timeline === 'past' ? 0 : (row?.upcoming ?? 0);
    const pastCount = q.timeline === 'upcoming' ? 0 : (row?.all ?? 0) - (row?.upcoming ?? 0);
    const offset = (q.page - 1) * q.pageSize;
    const soon = Math.max(0, Math.min(q.pageSize, upcomingCount - offset));
    const before = Math.min(q.pageSize - soon, Math.max(0, pastCount - Math.max(0, offset - upcomingCount)));
    const [soonCards, beforeCards] = await Promise.all([
      cardsOf(db, upcoming, SOONEST_FIRST, { offset, limit: soon }, now),
      cardsOf(
        db,
        past,
        LATEST_DATE_FIRST,
        { offset: Math.max(0, offset - upcomingCount), limit: before },
        now,
      ),
    ]);
    return {
      sections: { items: [...soonCards, ...beforeCards] },
      extra: upcomingCount + pastCount,
      validUntil: row?.next ? row.next.getTime() : Number.POSITIVE_INFINITY,
    };
  });
  return { items: sections.items!, total: extra, page: q.page, pageSize: q.pageSize };
}

/** Research newest year first. */
const RESEARCH_ORDER = [sql`${resources.year} desc nulls last`, ...NEWEST_FIRST];

type ResearchExtra = { total: number; years: number[] };

export async function listResearch(
  viewer: ListViewer,
  q: Paging & { year?: number },
): Promise<Page<ContentCard> & { activeResearch: ContentCard | null; years: number[] }> {
  const { db, now } = viewer;
  const where = and(isResearch, q.year === undefined ? undefined : eq(resources.year, q.year));
  const build = async (version: number): Promise<Omit<PublicPage<ResearchExtra>, 'version'>> => {
    const [items, total, years, active] = await Promise.all([
      cardsOf(db, where, RESEARCH_ORDER, sliceOf(q), now),
      keptTotal(viewer, version, { name: 'research', filters: { year: q.year } }, counted(db, where)),
      viewer.pages.keptAt('research-years', version, now, async () => ({
        value: await db
          .selectDistinct({ year: resources.year })
          .from(resources)
          .where(and(isResearch, isNotNull(resources.year)))
          .orderBy(desc(resources.year)),
      })),
      // The active research card shows above all years only.
      q.year === undefined
        ? cardsOf(
            db,
            and(eq(resources.type, 'active_research'), isPublished),
            NEWEST_FIRST,
            { offset: 0, limit: 1 },
            now,
          )
        : Promise.resolve([]),
    ]);
    return {
      sections: { items, active },
      extra: { total, years: years.map((y) => y.year!) },
      validUntil: Number.POSITIVE_INFINITY,
    };
  };
  const { sections, extra } = await publicPage(viewer, keyOf('research', { year: q.year }, q), build);
  return {
    items: sections.items!,
    total: extra.total,
    page: q.page,
    pageSize: q.pageSize,
    activeResearch: sections.active![0] ?? null,
    years: extra.years,
  };
}

/**
 * Items whose topic, industry or company size is the tag (any case), newest first; only the 100
 * newest matches are paged through (total ≤ 100).
 */
export async function listByTag(
  viewer: ListViewer,
  q: Paging & { tag: string; type?: TagType },
): Promise<Page<ContentCard>> {
  const { db, now } = viewer;
  // Without a type the list is the whole published library (never its drafts).
  const where = and(matchesTag(q.tag), q.type ? PRESENTED[q.type] : isPublished);
  const filters = { tag: q.tag.toLowerCase(), type: q.type };
  const { sections, extra } = await publicPage(viewer, keyOf('tag', filters, q), async (version) => {
    const total = await keptTotal(viewer, version, { name: 'tag', filters }, async () => {
      // Only the 100 newest matches exist: counting stops there.
      const matching = db
        .select({ one: sql`1` })
        .from(resources)
        .where(where)
        .limit(TAG_RESULT_LIMIT)
        .as('matching');
      const [row] = await db.select({ n: count() }).from(matching);
      return { value: row?.n ?? 0 };
    });
    const items = await cardsOf(db, where, NEWEST_FIRST, withinTotal(sliceOf(q), total), now);
    return { sections: { items }, extra: total, validUntil: Number.POSITIVE_INFINITY };
  });
  return { items: sections.items!, total: extra, page: q.page, pageSize: q.pageSize };
}

const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * The distinct filter values of the library. Sorted for people: ignoring case, and numbers by value
 * so company sizes read 1-50, 51-200, 201-1000, 1001-5000, 5000+.
 */
export async function contentFilters(db: Db) {
  const topic = sql<string>`unnest(${resources.topics})`.as('topic');
  const [topics, industries, headcounts] = await Promise.all([
    db.selectDistinct({ value: topic }).from(resources).where(isPublished),
    db.selectDistinct({ value: resources.industry }).from(resources).where(isPublished),
    db.selectDistinct({ value: resources.headcount }).from(resources).where(isPublished),
  ]);
  const clean = (rows: Array<{ value: string | null }>) =>
    [...new Set(rows.map((r) => r.value?.trim() ?? '').filter((s) => s !== ''))].sort(byName.compare);
  return { topics: clean(topics), industries: clean(industries), headcounts: clean(headcounts) };
}

export type ContentFilters = Awaited<ReturnType<typeof contentFilters>>;

/** How long one process reuses the filter values (the vocabulary changes rarely; browsers keep it 5 minutes). */
export const FILTERS_TTL_MS = 60_000;

/**
 * contentFilters, computed at most once per `ttlMs` per process: reading every item's topics takes
 * tens of milliseconds on a large library, while the answer almost never changes. Concurrent
 * callers share one query; a failed query is not kept.
 */
export function cachedContentFilters(db: Db, ttlMs = FILTERS_TTL_MS): () => Promise<ContentFilters> {
  let cached: { at: number; value: Promise<ContentFilters> } | undefined;
  return () => {
    const now = Date.now();
    if (!cached || now - cached.at >= ttlMs) {
      const value = contentFilters(db);
      cached = { at: now, value };
      value.catch(() => {
        if (cached?.value === value) cached = undefined;
      });
    }
    return cached.value;
  };
}
