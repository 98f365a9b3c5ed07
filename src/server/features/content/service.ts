import { and, arrayContains, count, desc, eq, gt, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { ContentCard, Page } from '../../../shared/content-card';
import type { Db } from '../../db/client';
import { resources } from '../../db/schema';
import { type CardRow, cardColumns, isSavedColumn, toCard } from './card';
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

/** One page of cards: the count and the page run side by side in the database. */
async function pageOfCards(
  v: Viewer,
  opts: Paging & { where: SQL | undefined; orderBy: SQL[] },
): Promise<Page<ContentCard>> {
  const { page, pageSize, where, orderBy } = opts;
  const [[totals], rows] = await Promise.all([
    v.db.select({ n: count() }).from(resources).where(where),
    selectCards(v)
      .where(where)
      .orderBy(...orderBy)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return { items: rows.map((r) => toCard(r, v.now)), total: totals?.n ?? 0, page, pageSize };
}

export function listResources(
  v: Viewer,
  q: Paging & { topic?: string; contentType?: ContentCard['contentType'] },
): Promise<Page<ContentCard>> {
  const where = and(
    isResource,
    when(q.topic, hasTopic),
    when(q.contentType, (t) => eq(resources.contentType, t)),
  );
  return pageOfCards(v, { ...q, where, orderBy: NEWEST_FIRST });
}

export function listCaseStudies(
  v: Viewer,
  q: Paging & { topic?: string; industry?: string; headcount?: string },
): Promise<Page<ContentCard>> {
  const where = and(
    isCaseStudy,
    when(q.topic, hasTopic),
    when(q.industry, (i) => eq(resources.industry, i)),
    when(q.headcount, (h) => eq(resources.headcount, h)),
  );
  return pageOfCards(v, { ...q, where, orderBy: NEWEST_FIRST });
}

export function listCanvases(v: Viewer, q: Paging): Promise<Page<ContentCard>> {
  return pageOfCards(v, { ...q, where: isCanvas, orderBy: NEWEST_FIRST });
}

/**
 * Events: upcoming soonest first, then past most recent first. The two halves are read separately
 * (each in index order) after one count, instead of sorting every event on a computed key.
 */
export async function listEvents(
  v: Viewer,
  q: Paging & { topic?: string; timeline?: 'upcoming' | 'past' },
): Promise<Page<ContentCard>> {
  const base = and(isEvent, when(q.topic, hasTopic));
  const upcoming = and(base, gt(resources.date, v.now));
  const past = and(base, or(lte(resources.date, v.now), sql`${resources.date} is null`));
  const [counts] = await v.db
    .select({
      all: count(),
      upcoming: sql<number>`count(*) filter (where ${resources.date} > ${v.now})`.mapWith(Number),
    })
    .from(resources)
    .where(base);
  const upcomingTotal = q.timeline === 'past' ? 0 : (counts?.upcoming ?? 0);
  const pastTotal = q.timeline === 'upcoming' ? 0 : (counts?.all ?? 0) - (counts?.upcoming ?? 0);

  const offset = (q.page - 1) * q.pageSize;
  const fromUpcoming = Math.max(0, Math.min(q.pageSize, upcomingTotal - offset));
  const fromPast = Math.min(
    q.pageSize - fromUpcoming,
    Math.max(0, pastTotal - Math.max(0, offset - upcomingTotal)),
  );
  const [soon, before] = await Promise.all([
    fromUpcoming > 0
      ? selectCards(v)
          .where(upcoming)
          .orderBy(...SOONEST_FIRST)
          .limit(fromUpcoming)
          .offset(offset)
      : Promise.resolve([]),
    fromPast > 0
      ? selectCards(v)
          .where(past)
          .orderBy(...LATEST_DATE_FIRST)
          .limit(fromPast)
          .offset(Math.max(0, offset - upcomingTotal))
      : Promise.resolve([]),
  ]);
  return {
    items: [...soon, ...before].map((r) => toCard(r, v.now)),
    total: upcomingTotal + pastTotal,
    page: q.page,
    pageSize: q.pageSize,
  };
}

export async function listResearch(
  v: Viewer,
  q: Paging & { year?: number },
): Promise<Page<ContentCard> & { activeResearch: ContentCard | null; years: number[] }> {
  const [pageResult, active, years] = await Promise.all([
    pageOfCards(v, {
      ...q,
      where: and(
        isResearch,
        when(q.year, (y) => eq(resources.year, y)),
      ),
      orderBy: [sql`${resources.year} desc nulls last`, ...NEWEST_FIRST],
    }),
    q.year === undefined
      ? selectCards(v)
          .where(eq(resources.type, 'active_research'))
          .orderBy(...NEWEST_FIRST)
          .limit(1)
      : Promise.resolve([]),
    v.db
      .selectDistinct({ year: resources.year })
      .from(resources)
      .where(and(isResearch, isNotNull(resources.year)))
      .orderBy(desc(resources.year)),
  ]);
  return {
    ...pageResult,
    activeResearch: active[0] ? toCard(active[0], v.now) : null,
    years: years.map((y) => y.year!),
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
  v: Viewer,
  q: Paging & { tag: string; type?: TagType },
): Promise<Page<ContentCard>> {
  const where = and(matchesTag(q.tag), q.type ? PRESENTED[q.type] : undefined);
  const [counted] = await v.db
    .select({ n: count() })
    .from(v.db.select({ one: sql`1` }).from(resources).where(where).limit(SPARSE_TAG).as('matches'));
  const matches = counted?.n ?? 0;
  const offset = (q.page - 1) * q.pageSize;
  const limit = Math.max(0, Math.min(q.pageSize, TAG_RESULT_LIMIT - offset, matches - offset));
  let rows: CardRow[] = [];
  if (limit > 0 && matches >= SPARSE_TAG) {
    rows = await selectCards(v)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(limit)
      .offset(offset);
  } else if (limit > 0) {
    const few = v.db
      .select({ ...cardColumns, createdAt: resources.createdAt, isSaved: isSavedColumn(v.userId) })
      .from(resources)
      .where(where)
      .limit(SPARSE_TAG)
      .as('few');
    rows = await v.db
      .select()
      .from(few)
      .orderBy(sql`${few.createdAt} desc nulls last`, sql`${few.id} desc nulls last`)
      .limit(limit)
      .offset(offset);
  }
  return {
    items: rows.map((r) => toCard(r, v.now)),
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
