import { and, count, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { ContentCard, Page } from '../../../shared/content-card';
import type { Db } from '../../db/client';
import { contentState, resources } from '../../db/schema';
import { cardColumns, isSavedColumn, toCard } from './card';
import type { CountCache, Counted } from './count-cache';
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

/** A member reading a list, with this process's list totals (see count-cache.ts). */
export interface ListViewer extends Viewer {
  counts: CountCache<unknown>;
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

/** The current content version (content_state), as a column of any query. */
const contentVersion = sql<number>`(select ${contentState.version} from ${contentState})`.mapWith(Number);

const p = sql.placeholder;

/** An optional filter: `condition` on the given value; a null value (no filter) keeps every row. */
function optional(name: string, type: 'text' | 'int', condition: (value: SQL) => SQL): SQL {
  const value = sql`${p(name)}::${sql.raw(type)}`;
  return sql`(${value} is null or ${condition(value)})`;
}

/** The item has the topic (exact, as the filter menus offer them). */
const hasTopic = (topic: SQL) => sql`${resources.topics} @> array[${topic}]`;

/**
 * A list's page and its total, written once and prepared under a name (built once per app, by
 * contentLists): the page's cards in `orderBy` with the viewer's saved flag, each row carrying the
 * content version it was read at; and how many items match, with the version it was counted at.
 * The page's ids are chosen first (a walk of the list's index, which holds the filtered columns)
 * and only those rows are read, so a deep page does not read every row before it.
 */
function listQueries(db: Db, name: string, where: SQL | undefined, orderBy: SQL[]) {
  const pageIds = db
    .select({ id: resources.id })
    .from(resources)
    .where(where)
    .orderBy(...orderBy)
    .limit(p('limit'))
    .offset(p('offset'));
  return {
    page: db
      .select({ ...cardColumns, isSaved: isSavedColumn(p('userId')), version: contentVersion })
      .from(resources)
      .where(inArray(resources.id, pageIds))
      .orderBy(...orderBy)
      .prepare(`${name}_page`),
    count: db
      .select({ version: contentVersion, n: count() })
      .from(resources)
      .where(where)
      .prepare(`${name}_count`),
  };
}

type ListQueries = ReturnType<typeof listQueries>;
type Values = Record<string, unknown>;

/** The page of `q`, as placeholder values. */
const pageValues = (v: Viewer, q: Paging) => ({
  userId: v.userId,
  limit: q.pageSize,
  offset: (q.page - 1) * q.pageSize,
});

/**
 * The totals of a list as counted at the content version its page was read at. Counting a large
 * filtered list costs more than reading its page and changes only with the content, so each
 * process keeps what it counted per list and filters; a page read at another version (or an empty
 * page, which tells no version) is counted again.
 */
async function totalsAt<T>(
  v: ListViewer,
  key: string,
  version: number | undefined,
  count: () => Promise<Counted<T>>,
): Promise<T> {
  const counts = v.counts as CountCache<T>;
  const held = counts.get(key, v.now);
  if (held && held.version === version) return held.totals;
  const fresh = await count();
  counts.set(key, fresh);
  return fresh.totals;
}

/** A counted total that holds until the content changes. */
async function counted(list: ListQueries, filters: Values): Promise<Counted<number>> {
  const [row] = await list.count.execute(filters);
  return { version: row!.version, totals: row!.n, validUntil: Number.POSITIVE_INFINITY };
}

/** A page of a list and its total, for the list's filters (null: not filtering). */
async function pageWithTotal(
  v: ListViewer,
  q: Paging,
  name: string,
  list: ListQueries,
  filters: Values,
): Promise<Page<ContentCard>> {
  const rows = await list.page.execute({ ...filters, ...pageValues(v, q) });
  const key = `${name}:${JSON.stringify(filters)}`;
  const total = await totalsAt(v, key, rows[0]?.version, () => counted(list, filters));
  return { items: rows.map((row) => toCard(row, v.now)), total, page: q.page, pageSize: q.pageSize };
}

/** Research newest year first, then newest first (undated years last). */
const RESEARCH_ORDER = [sql`${resources.year} desc nulls last`, ...NEWEST_FIRST];

/**
 * The members' content lists of one database, their queries prepared once (contentRoutes builds
 * them once per app). Each list is its conditions and its order; a filter is one `optional`
 * condition here and one value in its function below.
 */
export function contentLists(db: Db) {
  const resourcesList = listQueries(
    db,
    'resources',
    and(
      isResource,
      optional('topic', 'text', hasTopic),
      optional('contentType', 'text', (t) => sql`${resources.contentType} = ${t}`),
    ),
    NEWEST_FIRST,
  );
  const caseStudies = listQueries(
    db,
    'case_studies',
    and(
      isCaseStudy,
      optional('topic', 'text', hasTopic),
      optional('industry', 'text', (i) => sql`${resources.industry} = ${i}`),
      optional('headcount', 'text', (h) => sql`${resources.headcount} = ${h}`),
    ),
    NEWEST_FIRST,
  );
  const canvases = listQueries(db, 'canvases', isCanvas, NEWEST_FIRST);

  // Events: upcoming soonest first, then past (and undated) most recent first; the timeline
  // filter keeps one half. Each half is a walk of the events' date index in its own order, as far
  // as the page reaches; the page is cut from the two walks, upcoming first.
  const now = sql`${p('now')}::timestamptz`;
  const isUpcoming = sql`${resources.date} > ${now}`;
  const isPast = sql`(${resources.date} <= ${now} or ${resources.date} is null)`;
  const timeline = sql`${p('timeline')}::text`;
  const eventsOfTopic = and(isEvent, optional('topic', 'text', hasTopic));
  const half = (n: 0 | 1, where: SQL, order: SQL[]) =>
    db
      .select({
        id: resources.id,
        half: sql<number>`${sql.raw(String(n))}`.as('half'),
        rank: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('rank'),
      })
      .from(resources)
      .where(and(eventsOfTopic, where))
      .orderBy(...order)
      .limit(p('reach'));
  const eventIds = unionAll(
    half(0, and(isUpcoming, sql`coalesce(${timeline}, 'upcoming') = 'upcoming'`)!, SOONEST_FIRST),
    half(1, and(isPast, sql`coalesce(${timeline}, 'past') = 'past'`)!, LATEST_DATE_FIRST),
  )
    .orderBy(sql`half`, sql`rank`)
    .limit(p('limit'))
    .offset(p('offset'))
    .as('event_ids');
  const eventsPage = db
    .select({ ...cardColumns, isSaved: isSavedColumn(p('userId')), version: contentVersion })
    .from(eventIds)
    .innerJoin(resources, eq(resources.id, eventIds.id))
    .orderBy(eventIds.half, eventIds.rank)
    .prepare('events_page');
  // Counted over both halves: the total changes when the soonest upcoming event starts.
  const eventsCount = db
    .select({
      version: contentVersion,
      upcoming: sql<number>`count(*) filter (where ${isUpcoming})`.mapWith(Number),
      all: count(),
      next: sql<Date | null>`min(${resources.date}) filter (where ${isUpcoming})`.mapWith(resources.date),
    })
    .from(resources)
    .where(eventsOfTopic)
    .prepare('events_count');

  const research = listQueries(
    db,
    'research',
    and(
      isResearch,
      optional('year', 'int', (y) => sql`${resources.year} = ${y}`),
    ),
    RESEARCH_ORDER,
  );
  const researchYears = db
    .selectDistinct({ year: resources.year })
    .from(resources)
    .where(and(isResearch, isNotNull(resources.year)))
    .orderBy(desc(resources.year))
    .prepare('research_years');
  const activeResearch = db
    .select({ ...cardColumns, isSaved: isSavedColumn(p('userId')) })
    .from(resources)
    .where(and(eq(resources.type, 'active_research'), isPublished))
    .orderBy(...NEWEST_FIRST)
    .limit(1)
    .prepare('active_research');

  // The tag page: one list per type filter (without one, the whole published library).
  const tag = sql`${p('tag')}::text`;
  const tagLists = new Map<TagType | undefined, ListQueries>([
    [undefined, listQueries(db, 'tag_any', and(matchesTag(tag), isPublished), NEWEST_FIRST)],
  ]);
  for (const [type, presented] of Object.entries(PRESENTED) as [TagType, SQL][]) {
    const name = `tag_${type.replace('-', '_')}`;
    tagLists.set(type, listQueries(db, name, and(matchesTag(tag), presented), NEWEST_FIRST));
  }

  return {
    resources: (v: ListViewer, q: Paging & { topic?: string; contentType?: ContentCard['contentType'] }) =>
      pageWithTotal(v, q, 'resources', resourcesList, {
        topic: q.topic ?? null,
        contentType: q.contentType ?? null,
      }),

    caseStudies: (v: ListViewer, q: Paging & { topic?: string; industry?: string; headcount?: string }) =>
      pageWithTotal(v, q, 'case_studies', caseStudies, {
        topic: q.topic ?? null,
        industry: q.industry ?? null,
        headcount: q.headcount ?? null,
      }),

    canvases: (v: ListViewer, q: Paging) => pageWithTotal(v, q, 'canvases', canvases, {}),

    async events(
      v: ListViewer,
      q: Paging & { topic?: string; timeline?: 'upcoming' | 'past' },
    ): Promise<Page<ContentCard>> {
      const filters = { topic: q.topic ?? null, now: v.now };
      const page = pageValues(v, q);
      const rows = await eventsPage.execute({
        ...filters,
        ...page,
        timeline: q.timeline ?? null,
        reach: page.offset + page.limit,
      });
      const key = `events:${JSON.stringify({ t: q.topic, l: q.timeline })}`;
      const total = await totalsAt(v, key, rows[0]?.version, async () => {
        const [row] = await eventsCount.execute(filters);
        const upcoming = row!.upcoming;
        const n =
          q.timeline === 'upcoming' ? upcoming : q.timeline === 'past' ? row!.all - upcoming : row!.all;
        const validUntil = row?.next ? row.next.getTime() : Number.POSITIVE_INFINITY;
        return { version: row!.version, totals: n, validUntil };
      });
      return { items: rows.map((row) => toCard(row, v.now)), total, page: q.page, pageSize: q.pageSize };
    },

    async research(
      v: ListViewer,
      q: Paging & { year?: number },
    ): Promise<Page<ContentCard> & { activeResearch: ContentCard | null; years: number[] }> {
      const filters = { year: q.year ?? null };
      const [rows, active] = await Promise.all([
        research.page.execute({ ...filters, ...pageValues(v, q) }),
        // The active research card heads the list of all years only.
        q.year === undefined ? activeResearch.execute({ userId: v.userId }) : [],
      ]);
      const key = `research:${JSON.stringify(filters)}`;
      const totals = await totalsAt(v, key, rows[0]?.version, async () => {
        const [total, years] = await Promise.all([counted(research, filters), researchYears.execute()]);
        return { ...total, totals: { n: total.totals, years: years.map((y) => y.year!) } };
      });
      return {
        items: rows.map((row) => toCard(row, v.now)),
        total: totals.n,
        page: q.page,
        pageSize: q.pageSize,
        activeResearch: active[0] ? toCard(active[0], v.now) : null,
        years: totals.years,
      };
    },

    /**
     * Items whose topic, industry or company size is the tag (any case), newest first; only the
     * 100 newest matches are paged through (total ≤ 100).
     */
    async byTag(v: ListViewer, q: Paging & { tag: string; type?: TagType }): Promise<Page<ContentCard>> {
      const list = tagLists.get(q.type)!;
      const offset = (q.page - 1) * q.pageSize;
      const limit = Math.max(0, Math.min(q.pageSize, TAG_RESULT_LIMIT - offset));
      const filters = { tag: q.tag };
      const rows =
        limit === 0 ? [] : await list.page.execute({ ...filters, userId: v.userId, limit, offset });
      const key = `tag:${JSON.stringify({ g: q.tag.toLowerCase(), y: q.type })}`;
      const total = await totalsAt(v, key, rows[0]?.version, async () => {
        const all = await counted(list, filters);
        return { ...all, totals: Math.min(all.totals, TAG_RESULT_LIMIT) };
      });
      return { items: rows.map((row) => toCard(row, v.now)), total, page: q.page, pageSize: q.pageSize };
    },
  };
}

export type ContentLists = ReturnType<typeof contentLists>;

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
