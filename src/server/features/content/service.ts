import { and, count, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
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
  matchesTag,
  NEWEST_FIRST,
  PRESENTED,
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

/** The rows of a page: from `offset` (0-based), `limit` of them. */
interface Slice {
  offset: number;
  limit: number;
}

const sliceOf = (q: Paging): Slice => ({ offset: (q.page - 1) * q.pageSize, limit: q.pageSize });

/** One page of cards in `orderBy`, each row carrying the content version it was read at. */
function pageOf(v: Viewer, where: SQL | undefined, orderBy: SQL[], slice: Slice) {
  return v.db
    .select({ ...cardColumns, isSaved: isSavedColumn(v.userId), version: contentVersion })
    .from(resources)
    .where(where)
    .orderBy(...orderBy)
    .limit(slice.limit)
    .offset(slice.offset);
}

/** How many items match `where`, with the content version it was counted at. */
async function countAt(db: Db, where: SQL | undefined): Promise<Counted<number>> {
  const [row] = await db.select({ version: contentVersion, n: count() }).from(resources).where(where);
  return { version: row!.version, totals: row!.n, validUntil: Number.POSITIVE_INFINITY };
}

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

/** The count cache's key of a list and its filters. */
const keyOf = (list: string, filters: Record<string, unknown>) => `${list}:${JSON.stringify(filters)}`;

const toCards = (rows: Parameters<typeof toCard>[0][], now: Date) => rows.map((row) => toCard(row, now));

/** A list newest first with its filters: one query for the page, the total counted per version. */
async function newestFirst(
  v: ListViewer,
  q: Paging,
  list: string,
  filters: Record<string, unknown>,
  where: SQL | undefined,
): Promise<Page<ContentCard>> {
  const rows = await pageOf(v, where, NEWEST_FIRST, sliceOf(q));
  const total = await totalsAt(v, keyOf(list, filters), rows[0]?.version, () => countAt(v.db, where));
  return { items: toCards(rows, v.now), total, page: q.page, pageSize: q.pageSize };
}

/** An optional filter: its condition when the member chose a value, nothing otherwise. */
const when = <T>(value: T | undefined, condition: (value: T) => SQL): SQL | undefined =>
  value === undefined ? undefined : condition(value);

const hasTopic = (topic: string) => sql`${resources.topics} @> array[${topic}]::text[]`;

export function listResources(
  v: ListViewer,
  q: Paging & { topic?: string; contentType?: ContentCard['contentType'] },
): Promise<Page<ContentCard>> {
  const where = and(
    isResource,
    when(q.topic, hasTopic),
    when(q.contentType ?? undefined, (t) => eq(resources.contentType, t)),
  );
  return newestFirst(v, q, 'resources', { topic: q.topic, contentType: q.contentType }, where);
}

export function listCaseStudies(
  v: ListViewer,
  q: Paging & { topic?: string; industry?: string; headcount?: string },
): Promise<Page<ContentCard>> {
  const where = and(
    isCaseStudy,
    when(q.topic, hasTopic),
    when(q.industry, (i) => eq(resources.industry, i)),
    when(q.headcount, (h) => eq(resources.headcount, h)),
  );
  const filters = { topic: q.topic, industry: q.industry, headcount: q.headcount };
  return newestFirst(v, q, 'case_studies', filters, where);
}

export function listCanvases(v: ListViewer, q: Paging): Promise<Page<ContentCard>> {
  return newestFirst(v, q, 'canvases', {}, isCanvas);
}

/**
 * Events: upcoming soonest first, then past (and undated) most recent first. The timeline filter
 * keeps one half. The total holds until the soonest upcoming event starts (it then moves to the past).
 */
export async function listEvents(
  v: ListViewer,
  q: Paging & { topic?: string; timeline?: 'upcoming' | 'past' },
): Promise<Page<ContentCard>> {
  const now = sql`${v.now}::timestamptz`;
  const isUpcoming = sql`${resources.date} > ${now}`;
  const isPast = sql`(${resources.date} <= ${now} or ${resources.date} is null)`;
  const timeline = q.timeline === 'upcoming' ? isUpcoming : q.timeline === 'past' ? isPast : sql`true`;
  const ofTopic = and(isEvent, when(q.topic, hasTopic));
  const upcomingFirst = [
    sql`(${isUpcoming}) desc nulls last`,
    sql`case when ${isUpcoming} then ${resources.date} end asc`,
    sql`case when ${isUpcoming} then ${resources.id} end asc`,
    sql`${resources.date} desc nulls last`,
    sql`${resources.id} desc`,
  ];
  const rows = await pageOf(v, and(ofTopic, timeline), upcomingFirst, sliceOf(q));
  const key = keyOf('events', { t: q.topic, l: q.timeline });
  const total = await totalsAt(v, key, rows[0]?.version, async () => {
    // Counted over both halves: the total changes when the soonest upcoming event starts.
    const [row] = await v.db
      .select({
        version: contentVersion,
        n: sql<number>`count(*) filter (where ${timeline})`.mapWith(Number),
        next: sql<Date | null>`min(${resources.date}) filter (where ${isUpcoming})`.mapWith(resources.date),
      })
      .from(resources)
      .where(ofTopic);
    const validUntil = row?.next ? row.next.getTime() : Number.POSITIVE_INFINITY;
    return { version: row!.version, totals: row!.n, validUntil };
  });
  return { items: toCards(rows, v.now), total, page: q.page, pageSize: q.pageSize };
}

/** Research newest year first, then newest first (undated years last). */
const RESEARCH_ORDER = [sql`${resources.year} desc nulls last`, ...NEWEST_FIRST];

/** The years research was published in, newest first. */
async function researchYears(db: Db): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: resources.year })
    .from(resources)
    .where(and(isResearch, isNotNull(resources.year)))
    .orderBy(desc(resources.year));
  return rows.map((r) => r.year!);
}

/** The newest active research, shown above the list of all years. */
async function activeResearch(v: Viewer): Promise<ContentCard | null> {
  const [row] = await selectCards(v)
    .where(and(eq(resources.type, 'active_research'), isPublished))
    .orderBy(...NEWEST_FIRST)
    .limit(1);
  return row ? toCard(row, v.now) : null;
}

export async function listResearch(
  v: ListViewer,
  q: Paging & { year?: number },
): Promise<Page<ContentCard> & { activeResearch: ContentCard | null; years: number[] }> {
  const where = and(
    isResearch,
    when(q.year, (y) => eq(resources.year, y)),
  );
  const [rows, active] = await Promise.all([
    pageOf(v, where, RESEARCH_ORDER, sliceOf(q)),
    q.year === undefined ? activeResearch(v) : null,
  ]);
  const totals = await totalsAt(v, keyOf('research', { y: q.year }), rows[0]?.version, async () => {
    const [counted, years] = await Promise.all([countAt(v.db, where), researchYears(v.db)]);
    return { ...counted, totals: { n: counted.totals, years } };
  });
  return {
    items: toCards(rows, v.now),
    total: totals.n,
    page: q.page,
    pageSize: q.pageSize,
    activeResearch: active,
    years: totals.years,
  };
}

/**
 * Items whose topic, industry or company size is the tag (any case), newest first; only the 100
 * newest matches are paged through (total ≤ 100).
 */
export async function listByTag(
  v: ListViewer,
  q: Paging & { tag: string; type?: TagType },
): Promise<Page<ContentCard>> {
  // Without a type the list is the whole published library (never its drafts).
  const where = and(matchesTag(q.tag), q.type ? PRESENTED[q.type] : isPublished);
  const offset = (q.page - 1) * q.pageSize;
  const limit = Math.max(0, Math.min(q.pageSize, TAG_RESULT_LIMIT - offset));
  const rows = limit === 0 ? [] : await pageOf(v, where, NEWEST_FIRST, { offset, limit });
  const key = keyOf('tag', { g: q.tag.toLowerCase(), y: q.type });
  const total = await totalsAt(v, key, rows[0]?.version, async () => {
    const matches = v.db.select({ one: sql`1` }).from(resources).where(where).limit(TAG_RESULT_LIMIT).as('m');
    const [row] = await v.db.select({ version: contentVersion, n: count() }).from(matches);
    return { version: row!.version, totals: row!.n, validUntil: Number.POSITIVE_INFINITY };
  });
  return { items: toCards(rows, v.now), total, page: q.page, pageSize: q.pageSize };
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
