import {
  and,
  arrayContains,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { ContentCard, Page } from '../../../shared/content-card';
import type { Db } from '../../db/client';
import { resources, sessions } from '../../db/schema';
import { cardColumns, isSavedColumn } from './card';
import { contentVersion, type ListRequest, listPage, pageCards } from './list-page';
import type { TagType } from './schemas';
import {
  isCanvas,
  isCaseStudy,
  isEvent,
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

/** A filter condition only when the filter is given. */
const when = <T>(value: T | undefined, condition: (value: T) => SQL): SQL | undefined =>
  value === undefined ? undefined : condition(value);
const hasTopic = (topic: string) => arrayContains(resources.topics, [topic]);

/** The count cache's key of a list and its filters. */
const keyOf = (list: string, filters: Record<string, unknown>) => `${list}:${JSON.stringify(filters)}`;

/** How many items match, with the content version, in one statement. */
async function countWhere(db: Db, where: SQL | undefined) {
  const [row] = await db.select({ version: contentVersion, n: count() }).from(resources).where(where);
  return { version: row!.version, totals: row!.n };
}

/**
 * The page's cards. Past the first page, the page's ids are chosen first (an index-only walk where
 * the filter's columns are in the index: resources_type_created_cover_idx) and only those rows are
 * read from the table, instead of reading every skipped row.
 */
function pageRows(db: Db, where: SQL | undefined, orderBy: SQL[], limit: number, offset: number) {
  if (offset === 0)
    return pageCards(db)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit);
  const ids = db
    .select({ id: resources.id })
    .from(resources)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  return pageCards(db)
    .where(inArray(resources.id, ids))
    .orderBy(...orderBy);
}

/** One page of cards newest first (or in `orderBy`), with the exact total (see listPage). */
async function pageOfCards(
  req: ListRequest,
  opts: Paging & { key: string; where: SQL | undefined; orderBy: SQL[]; extra?: Record<string, SQL> },
) {
  const { page, pageSize, where, orderBy } = opts;
  const { totals, cards, extra } = await listPage(req, {
    key: opts.key,
    count: (db) => countWhere(db, where),
    pages: () => ({ items: pageRows(req.deps.db, where, orderBy, pageSize, (page - 1) * pageSize) }),
    extra: opts.extra,
  });
  return { page: { items: cards.items, total: totals, page, pageSize }, extra };
}

export async function listResources(
  req: ListRequest,
  q: Paging & { topic?: string; contentType?: ContentCard['contentType'] },
): Promise<Page<ContentCard>> {
  const where = and(
    isResource,
    when(q.topic, hasTopic),
    when(q.contentType, (t) => eq(resources.contentType, t)),
  );
  const key = keyOf('resources', { t: q.topic, c: q.contentType });
  return (await pageOfCards(req, { ...q, key, where, orderBy: NEWEST_FIRST })).page;
}

export async function listCaseStudies(
  req: ListRequest,
  q: Paging & { topic?: string; industry?: string; headcount?: string },
): Promise<Page<ContentCard>> {
  const where = and(
    isCaseStudy,
    when(q.topic, hasTopic),
    when(q.industry, (i) => eq(resources.industry, i)),
    when(q.headcount, (h) => eq(resources.headcount, h)),
  );
  const key = keyOf('case-studies', { t: q.topic, i: q.industry, h: q.headcount });
  return (await pageOfCards(req, { ...q, key, where, orderBy: NEWEST_FIRST })).page;
}

export async function listCanvases(req: ListRequest, q: Paging): Promise<Page<ContentCard>> {
  return (await pageOfCards(req, { ...q, key: 'canvases', where: isCanvas, orderBy: NEWEST_FIRST })).page;
}

interface EventTotals {
  upcoming: number;
  past: number;
}

/**
 * Events: upcoming soonest first, then past most recent first. The two halves are read separately
 * (each in index order) from the counts, instead of sorting every event on a computed key. The
 * counts hold until the soonest upcoming event starts (it then moves to the past).
 */
export async function listEvents(
  req: ListRequest,
  q: Paging & { topic?: string; timeline?: 'upcoming' | 'past' },
): Promise<Page<ContentCard>> {
  const { now } = req;
  const base = and(isEvent, when(q.topic, hasTopic));
  const upcoming = and(base, gt(resources.date, now));
  const past = and(base, or(lte(resources.date, now), sql`${resources.date} is null`));
  const offset = (q.page - 1) * q.pageSize;
  const { totals, cards } = await listPage<EventTotals, 'soon' | 'before'>(req, {
    key: keyOf('events', { t: q.topic, l: q.timeline }),
    count: async (db) => {
      const [row] = await db
        .select({
          version: contentVersion,
          all: count(),
          upcoming: sql<number>`count(*) filter (where ${resources.date} > ${now})`.mapWith(Number),
          next: sql<Date | null>`min(${resources.date}) filter (where ${resources.date} > ${now})`.mapWith(
            resources.date,
          ),
        })
        .from(resources)
        .where(base);
      const all = row?.all ?? 0;
      const upcomingCount = row?.upcoming ?? 0;
      return {
        version: row!.version,
        totals: {
          upcoming: q.timeline === 'past' ? 0 : upcomingCount,
          past: q.timeline === 'upcoming' ? 0 : all - upcomingCount,
        },
        validUntil: row?.next ? row.next.getTime() : Number.POSITIVE_INFINITY,
      };
    },
    pages: (t) => {
      const fromUpcoming = Math.max(0, Math.min(q.pageSize, t.upcoming - offset));
      const fromPast = Math.min(
        q.pageSize - fromUpcoming,
        Math.max(0, t.past - Math.max(0, offset - t.upcoming)),
      );
      return {
        soon: pageCards(req.deps.db)
          .where(fromUpcoming > 0 ? upcoming : sql`false`)
          .orderBy(...SOONEST_FIRST)
          .limit(fromUpcoming)
          .offset(offset),
        before: pageCards(req.deps.db)
          .where(fromPast > 0 ? past : sql`false`)
          .orderBy(...LATEST_DATE_FIRST)
          .limit(fromPast)
          .offset(Math.max(0, offset - t.upcoming)),
      };
    },
  });
  return {
    items: [...cards.soon, ...cards.before],
    total: totals.upcoming + totals.past,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** Research years, newest first (with the count: both change only with the content). */
const researchYears = (db: Db) =>
  db
    .selectDistinct({ year: resources.year })
    .from(resources)
    .where(and(isResearch, isNotNull(resources.year)))
    .orderBy(desc(resources.year));

export async function listResearch(
  req: ListRequest,
  q: Paging & { year?: number },
): Promise<Page<ContentCard> & { activeResearch: ContentCard | null; years: number[] }> {
  const where = and(
    isResearch,
    when(q.year, (y) => eq(resources.year, y)),
  );
  const offset = (q.page - 1) * q.pageSize;
  const { totals, cards } = await listPage<{ n: number; years: number[] }, 'items' | 'active'>(req, {
    key: keyOf('research', { y: q.year }),
    count: async (db) => {
      const [counted, years] = await Promise.all([countWhere(db, where), researchYears(db)]);
      return { version: counted.version, totals: { n: counted.totals, years: years.map((y) => y.year!) } };
    },
    pages: () => ({
      items: pageCards(req.deps.db)
        .where(where)
        .orderBy(sql`${resources.year} desc nulls last`, ...NEWEST_FIRST)
        .limit(q.pageSize)
        .offset(offset),
      active: pageCards(req.deps.db)
        .where(q.year === undefined ? eq(resources.type, 'active_research') : sql`false`)
        .orderBy(...NEWEST_FIRST)
        .limit(1),
    }),
  });
  return {
    items: cards.items,
    total: totals.n,
    page: q.page,
    pageSize: q.pageSize,
    activeResearch: cards.active[0] ?? null,
    years: totals.years,
  };
}

/** Below this many matches a tag is "sparse" (see listByTag). */
const SPARSE_TAG = 2000;

/**
 * Items whose topic, industry or company size is the tag (any case); only the 100 newest exist
 * (total ≤ 100). The plan adapts to the tag: matches are first counted up to 2,000 through the tag
 * indexes. A frequent tag is then paged by walking the newest-first index (matches come quickly);
 * a rare one (an industry among resources, say) would make that walk visit the whole library, so
 * its few matches are read through the tag indexes and sorted instead. The LIMIT keeps PostgreSQL
 * from merging that subquery back into the walk.
 */
export async function listByTag(
  req: ListRequest,
  q: Paging & { tag: string; type?: TagType },
): Promise<Page<ContentCard>> {
  const db = req.deps.db;
  const where = and(matchesTag(q.tag), q.type ? PRESENTED[q.type] : undefined);
  const offset = (q.page - 1) * q.pageSize;
  const { totals: matches, cards } = await listPage<number, 'items'>(req, {
    key: keyOf('tag', { g: q.tag.toLowerCase(), y: q.type }),
    count: async (db) => {
      const matching = db
        .select({ one: sql`1` })
        .from(resources)
        .where(where)
        .limit(SPARSE_TAG)
        .as('matches');
      const [row] = await db.select({ version: contentVersion, n: count() }).from(matching);
      return { version: row!.version, totals: row!.n };
    },
    pages: (matches) => {
      const limit = Math.max(0, Math.min(q.pageSize, TAG_RESULT_LIMIT - offset, matches - offset));
      if (limit === 0) return { items: pageCards(db).where(sql`false`).limit(0) };
      if (matches >= SPARSE_TAG) {
        return {
          items: pageCards(db)
            .where(where)
            .orderBy(...NEWEST_FIRST)
            .limit(limit)
            .offset(offset),
        };
      }
      const few = db
        .select({ ...cardColumns, createdAt: resources.createdAt, isSaved: isSavedColumn(sessions.userId) })
        .from(resources)
        .where(where)
        .limit(SPARSE_TAG)
        .as('few');
      return {
        items: db
          .select()
          .from(few)
          .orderBy(sql`${few.createdAt} desc nulls last`, sql`${few.id} desc nulls last`)
          .limit(limit)
          .offset(offset),
      };
    },
  });
  return {
    items: cards.items,
    total: Math.min(matches, TAG_RESULT_LIMIT),
    page: q.page,
    pageSize: q.pageSize,
  };
}

const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * The distinct filter values of the library. Sorted for people: ignoring case, and numbers by value
 * so company sizes read 1-50, 51-200, 201-1000, 1001-5000, 5000+.
 */
export async function contentFilters(db: Db) {
  const topic = sql<string>`unnest(${resources.topics})`.as('topic');
  const [topics, industries, headcounts] = await Promise.all([
    db.selectDistinct({ value: topic }).from(resources),
    db.selectDistinct({ value: resources.industry }).from(resources),
    db.selectDistinct({ value: resources.headcount }).from(resources),
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
