import { and, desc, eq, gt, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { ContentCard, Page } from '../../../shared/content-card';
import type { Db } from '../../db/client';
import { resources, resourceTags } from '../../db/schema';
import { cardColumns, isSavedColumn } from './card';
import type { Counted } from './count-cache';
import { contentVersion, countWhere, type ListViewer, listPage, readCards, readSlices } from './list-page';
import type { TagType } from './schemas';
import {
  filtersWhere,
  isCanvas,
  isCaseStudy,
  isEvent,
  isPublished,
  isResearch,
  isResource,
  LATEST_DATE_FIRST,
  NEWEST_FIRST,
  presentedOn,
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

/** The key the totals of a list and its filters are kept under. */
const keyOf = (list: string, filters: Record<string, unknown>) => `${list}:${JSON.stringify(filters)}`;

const offsetOf = (q: Paging) => (q.page - 1) * q.pageSize;

export function listResources(
  v: ListViewer,
  q: Paging & { topic?: string; contentType?: ContentCard['contentType'] },
): Promise<Page<ContentCard>> {
  const filters = { topic: q.topic, contentType: q.contentType };
  return listPage(
    v,
    {
      key: keyOf('resources', filters),
      where: and(isResource, ...filtersWhere(filters)),
      orderBy: NEWEST_FIRST,
    },
    q,
  );
}

export function listCaseStudies(
  v: ListViewer,
  q: Paging & { topic?: string; industry?: string; headcount?: string },
): Promise<Page<ContentCard>> {
  const filters = { topic: q.topic, industry: q.industry, headcount: q.headcount };
  return listPage(
    v,
    {
      key: keyOf('case-studies', filters),
      where: and(isCaseStudy, ...filtersWhere(filters)),
      orderBy: NEWEST_FIRST,
    },
    q,
  );
}

export function listCanvases(v: ListViewer, q: Paging): Promise<Page<ContentCard>> {
  return listPage(v, { key: 'canvases', where: isCanvas, orderBy: NEWEST_FIRST }, q);
}

interface EventTotals {
  upcoming: number;
  past: number;
}

/**
 * How many events are upcoming and past at `now`, at the current content version. The counts hold
 * until the soonest upcoming event starts (it then moves to the past).
 */
async function countEvents(db: Db, where: SQL | undefined, now: Date): Promise<Counted<EventTotals>> {
  const [row] = await db
    .select({
      version: contentVersion,
      all: sql<number>`count(*)`.mapWith(Number),
      upcoming: sql<number>`count(*) filter (where ${gt(resources.date, now)})`.mapWith(Number),
      next: sql<Date | null>`min(${resources.date}) filter (where ${gt(resources.date, now)})`.mapWith(
        resources.date,
      ),
    })
    .from(resources)
    .where(where);
  return {
    version: row!.version,
    totals: { upcoming: row!.upcoming, past: row!.all - row!.upcoming },
    validUntil: row!.next ? row!.next.getTime() : undefined,
  };
}

/**
 * Events: upcoming soonest first, then past most recent first. The page takes the upcoming events
 * from its offset, then the past ones after them; each half is read in its own index order, so no
 * event list is sorted on a computed key. Where the halves meet comes from the kept counts; when
 * the page turns out to be read at another content version, the counts are taken again and the
 * page read once more.
 */
export async function listEvents(
  v: ListViewer,
  q: Paging & { topic?: string; timeline?: 'upcoming' | 'past' },
): Promise<Page<ContentCard>> {
  const where = and(isEvent, ...filtersWhere({ topic: q.topic }));
  const key = keyOf('events', { topic: q.topic });
  const offset = offsetOf(q);
  let counted = v.totals.entry<EventTotals>(key, v.now);
  for (let attempt = 0; ; attempt++) {
    const fresh = !counted;
    if (!counted) {
      counted = await countEvents(v.db, where, v.now);
      v.totals.set(key, counted);
    }
    const upcoming = q.timeline === 'past' ? 0 : counted.totals.upcoming;
    const past = q.timeline === 'upcoming' ? 0 : counted.totals.past;
    const soon = Math.max(0, Math.min(q.pageSize, upcoming - offset));
    const pastOffset = Math.max(0, offset - upcoming);
    const read = await readSlices(v, [
      { where: and(where, gt(resources.date, v.now)), orderBy: SOONEST_FIRST, offset, limit: soon },
      {
        where: and(where, or(lte(resources.date, v.now), isNull(resources.date))),
        orderBy: LATEST_DATE_FIRST,
        offset: pastOffset,
        limit: Math.min(q.pageSize - soon, Math.max(0, past - pastOffset)),
      },
    ]);
    const current = read.version === null ? fresh : read.version === counted.version;
    if (current || attempt > 0) {
      return { items: read.cards.flat(), total: upcoming + past, page: q.page, pageSize: q.pageSize };
    }
    counted = undefined;
  }
}

/** Research years, newest first (with the count: both change only with the content). */
const researchYears = (db: Db) =>
  db
    .selectDistinct({ year: resources.year })
    .from(resources)
    .where(and(isResearch, isNotNull(resources.year)))
    .orderBy(desc(resources.year));

/** Research newest year first (as resources_research_year_idx). */
const RESEARCH_ORDER = [sql`${resources.year} desc nulls last`, ...NEWEST_FIRST];

/** The newest active research card (the research page shows it above all years). */
const ACTIVE_RESEARCH = and(eq(resources.type, 'active_research').inlineParams(), isPublished);

export async function listResearch(
  v: ListViewer,
  q: Paging & { year?: number },
): Promise<Page<ContentCard> & { activeResearch: ContentCard | null; years: number[] }> {
  const where = and(isResearch, ...filtersWhere({ year: q.year }));
  const key = keyOf('research', { year: q.year });
  const read = await readSlices(v, [
    { where, orderBy: RESEARCH_ORDER, offset: offsetOf(q), limit: q.pageSize },
    // With a year chosen, no active research card.
    { where: ACTIVE_RESEARCH, orderBy: NEWEST_FIRST, offset: 0, limit: q.year === undefined ? 1 : 0 },
  ]);
  let totals = v.totals.get<{ n: number; years: number[] }>(key, read.version, v.now);
  if (!totals) {
    const [counted, years] = await Promise.all([countWhere(v.db, where), researchYears(v.db)]);
    totals = { n: counted.n, years: years.map((y) => y.year!) };
    v.totals.set(key, { version: counted.version, totals });
  }
  return {
    items: read.cards[0]!,
    total: totals.n,
    page: q.page,
    pageSize: q.pageSize,
    activeResearch: read.cards[1]![0] ?? null,
    years: totals.years,
  };
}

/** Tag pages, newest first: resource_tags in the order of its index. */
const TAGGED_NEWEST_FIRST = [
  sql`${resourceTags.createdAt} desc nulls last`,
  sql`${resourceTags.resourceId} desc nulls last`,
];

/**
 * Items whose topic, industry or company size is the tag (any case), newest first; only the 100
 * newest exist (total ≤ 100). resource_tags holds every published item's tags lower-cased, in
 * that order, so a page is a short walk of its index whatever the tag.
 */
export async function listByTag(
  v: ListViewer,
  q: Paging & { tag: string; type?: TagType },
): Promise<Page<ContentCard>> {
  const where = and(
    eq(resourceTags.tag, sql`lower(${q.tag})`),
    q.type ? presentedOn(q.type, resourceTags) : undefined,
  );
  const offset = offsetOf(q);
  const limit = Math.max(0, Math.min(q.pageSize, TAG_RESULT_LIMIT - offset));
  const ids = v.db
    .select({
      id: resourceTags.resourceId,
      part: sql<number>`0`.as('part'),
      n: sql<number>`row_number() over (order by ${sql.join(TAGGED_NEWEST_FIRST, sql`, `)})`.as('n'),
    })
    .from(resourceTags)
    .where(where)
    .orderBy(...TAGGED_NEWEST_FIRST)
    .limit(limit)
    .offset(offset)
    .as('page');
  const read = limit > 0 ? await readCards(v, ids, 1) : { cards: [[]], version: null };
  const key = keyOf('tag', { tag: q.tag.toLowerCase(), type: q.type });
  let total = v.totals.get<number>(key, read.version, v.now);
  if (total === undefined) {
    const first = v.db
      .select({ one: sql`1` })
      .from(resourceTags)
      .where(where)
      .limit(TAG_RESULT_LIMIT)
      .as('first');
    const [row] = await v.db
      .select({ version: contentVersion, n: sql<number>`count(*)`.mapWith(Number) })
      .from(first);
    v.totals.set(key, { version: row!.version, totals: row!.n });
    total = row!.n;
  }
  return { items: read.cards[0]!, total, page: q.page, pageSize: q.pageSize };
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
