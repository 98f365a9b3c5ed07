import { and, count, desc, eq, inArray, isNotNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { ContentCard, Page } from '../../../shared/content-card';
import type { Db } from '../../db/client';
import { literalLimit, oncePerDatabase, perDatabase } from '../../db/prepared';
import { resources } from '../../db/schema';
import { cardColumns, isSavedColumn } from './card';
import {
  bound,
  boundCount,
  checkedWhileWalking,
  contentVersion,
  countBound,
  type ListRequest,
  listPage,
  pageCards,
  whenBound,
} from './list-page';
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

/** The count cache's key of a list and its filters. */
const keyOf = (list: string, filters: Record<string, unknown>) => `${list}:${JSON.stringify(filters)}`;

/** The rows of a page: from `offset` (0-based), `limit` of them. */
interface Slice {
  offset: number;
  limit: number;
}

const sliceOf = (q: Paging): Slice => ({ offset: (q.page - 1) * q.pageSize, limit: q.pageSize });

/**
 * How far a page's walk goes, written into its statement as a constant: the page's end rounded up
 * to a power of two (at least 16; 0 for an empty slice). The planner sizes the walk from it — an
 * unknown LIMIT counts as a tenth of the list, which makes sorting the whole list look cheaper than
 * walking its index — and powers of two keep the statements per list to a handful.
 */
export function reachOf(slice: Slice): number {
  if (slice.limit === 0) return 0;
  return Math.max(16, 2 ** Math.ceil(Math.log2(slice.offset + slice.limit)));
}

/** The bound values of a slice (see pageRows). */
const sliceValues = (slice: Slice, prefix = '') => ({
  [`${prefix}from`]: slice.offset,
  [`${prefix}to`]: slice.offset + slice.limit,
});

/**
 * The page's cards in `orderBy`. The page's ids are chosen first — the first `reach` rows of the
 * list in order (an index-only walk where the filter's columns are in the index), numbered, and
 * those between the bound `from` and `to` kept — and only those rows are read from the table.
 */
function pageRows(db: Db, where: SQL | undefined, orderBy: SQL[], reach: number, prefix = '') {
  const walk = db
    .select({
      id: resources.id,
      n: sql<number>`row_number() over (order by ${sql.join(orderBy, sql`, `)})`.as('n'),
    })
    .from(resources)
    .where(where)
    .orderBy(...orderBy)
    .limit(literalLimit(reach))
    .as(`${prefix}walk`);
  const ids = db
    .select({ id: walk.id })
    .from(walk)
    .where(sql`${walk.n} > ${bound(`${prefix}from`, 'int')} and ${walk.n} <= ${bound(`${prefix}to`, 'int')}`);
  return pageCards(db)
    .where(inArray(resources.id, ids))
    .orderBy(...orderBy);
}

/**
 * Optional filters as bound values (null: not filtering; see whenBound), which no index but the
 * list's own walk can serve: a topic, an industry or a company size holds a good share of a list,
 * so the walk meets a page's matches within a few pages of the list.
 */
const topicFilter = () => whenBound('topic', 'text', (t) => sql`${t} = any(${resources.topics})`);
const columnFilter = (name: string, column: SQLWrapper) =>
  whenBound(name, 'text', (v) => sql`${column} = ${v}`);

/** A list of one presented type, newest first, with optional filters (one statement per list). */
async function newestFirstList(
  req: ListRequest,
  q: Paging,
  list: { name: string; where: () => SQL | undefined; filters: Record<string, string | undefined> },
): Promise<Page<ContentCard>> {
  const values = { ...Object.fromEntries(Object.entries(list.filters).map(([k, v]) => [k, v ?? null])) };
  const slice = sliceOf(q);
  const reach = reachOf(slice);
  const { totals, cards } = await listPage<number, 'items'>(req, {
    key: keyOf(list.name, list.filters),
    statement: `${list.name}_${reach}`,
    count: (db) => countBound(db, list.name, list.where, values),
    pageNames: ['items'],
    pages: (db) => ({ items: pageRows(db, list.where(), NEWEST_FIRST, reach) }),
    values: () => ({ ...values, ...sliceValues(slice) }),
  });
  return { items: cards.items, total: totals, page: q.page, pageSize: q.pageSize };
}

export function listResources(
  req: ListRequest,
  q: Paging & { topic?: string; contentType?: ContentCard['contentType'] },
): Promise<Page<ContentCard>> {
  return newestFirstList(req, q, {
    name: 'resources',
    where: () => and(isResource, topicFilter(), columnFilter('contentType', resources.contentType)),
    filters: { topic: q.topic, contentType: q.contentType },
  });
}

export function listCaseStudies(
  req: ListRequest,
  q: Paging & { topic?: string; industry?: string; headcount?: string },
): Promise<Page<ContentCard>> {
  return newestFirstList(req, q, {
    name: 'case_studies',
    where: () =>
      and(
        isCaseStudy,
        topicFilter(),
        columnFilter('industry', resources.industry),
        columnFilter('headcount', resources.headcount),
      ),
    filters: { topic: q.topic, industry: q.industry, headcount: q.headcount },
  });
}

export function listCanvases(req: ListRequest, q: Paging): Promise<Page<ContentCard>> {
  return newestFirstList(req, q, { name: 'canvases', where: () => isCanvas, filters: {} });
}

interface EventTotals {
  upcoming: number;
  past: number;
}

const eventsCount = perDatabase((db: Db) => {
  const now = bound('now', 'timestamptz');
  return db
    .select({
      version: contentVersion,
      all: count(),
      upcoming: sql<number>`count(*) filter (where ${resources.date} > ${now})`.mapWith(Number),
      next: sql<Date | null>`min(${resources.date}) filter (where ${resources.date} > ${now})`.mapWith(
        resources.date,
      ),
    })
    .from(resources)
    .where(and(isEvent, topicFilter()))
    .prepare('count_events');
});

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
  const offset = (q.page - 1) * q.pageSize;
  const filters = { now, topic: q.topic ?? null };
  // The page takes the upcoming events from `offset`, then the past ones after them.
  const halves = (t: EventTotals) => {
    const soon = Math.max(0, Math.min(q.pageSize, t.upcoming - offset));
    const before = Math.min(q.pageSize - soon, Math.max(0, t.past - Math.max(0, offset - t.upcoming)));
    return {
      soon: { offset: soon > 0 ? offset : 0, limit: soon },
      before: { offset: before > 0 ? Math.max(0, offset - t.upcoming) : 0, limit: before },
    };
  };
  const { totals, cards } = await listPage<EventTotals, 'soon' | 'before'>(req, {
    key: keyOf('events', { t: q.topic, l: q.timeline }),
    statement: (t) => {
      const h = halves(t);
      return `events_${reachOf(h.soon)}_${reachOf(h.before)}`;
    },
    count: async (db) => {
      const [row] = await eventsCount(db).execute(filters);
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
    pageNames: ['soon', 'before'],
    pages: (db, t) => {
      const h = halves(t);
      const base = and(isEvent, topicFilter());
      const at = bound('now', 'timestamptz');
      return {
        soon: pageRows(
          db,
          and(base, sql`${resources.date} > ${at}`),
          SOONEST_FIRST,
          reachOf(h.soon),
          'soon_',
        ),
        before: pageRows(
          db,
          and(base, sql`(${resources.date} <= ${at} or ${resources.date} is null)`),
          LATEST_DATE_FIRST,
          reachOf(h.before),
          'before_',
        ),
      };
    },
    values: (t) => {
      const h = halves(t);
      return { ...filters, ...sliceValues(h.soon, 'soon_'), ...sliceValues(h.before, 'before_') };
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

/** Research newest year first; the year filter is the leading column of its index. */
const RESEARCH_ORDER = [sql`${resources.year} desc nulls last`, ...NEWEST_FIRST];

export async function listResearch(
  req: ListRequest,
  q: Paging & { year?: number },
): Promise<Page<ContentCard> & { activeResearch: ContentCard | null; years: number[] }> {
  // Two shapes: with a year (an index range) and without (then with the active-research card).
  const byYear = q.year !== undefined;
  const shape = byYear ? 'research_year' : 'research';
  const slice = sliceOf(q);
  const reach = reachOf(slice);
  const where = () => and(isResearch, byYear ? eq(resources.year, bound('year', 'int')) : undefined);
  const values = byYear ? { year: q.year } : {};
  const { totals, cards } = await listPage<{ n: number; years: number[] }, 'items' | 'active'>(req, {
    key: keyOf('research', { y: q.year }),
    statement: `${shape}_${reach}`,
    count: async (db) => {
      const [counted, years] = await Promise.all([countBound(db, shape, where, values), researchYears(db)]);
      return { version: counted.version, totals: { n: counted.totals, years: years.map((y) => y.year!) } };
    },
    pageNames: ['items', 'active'],
    pages: (db) => ({
      items: pageRows(db, where(), RESEARCH_ORDER, reach),
      active: pageCards(db)
        .where(byYear ? sql`false` : and(eq(resources.type, 'active_research').inlineParams(), isPublished))
        .orderBy(...NEWEST_FIRST)
        .limit(literalLimit(1)),
    }),
    values: () => ({ ...values, ...sliceValues(slice) }),
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

/** Matches are counted up to this many (see listByTag). */
const SPARSE_TAG = 2000;
/** A tag is frequent when at least one item in this many of the walked list matches it. */
const FREQUENT_SHARE = 25;

/**
 * Items whose topic, industry or company size is the tag (any case); only the 100 newest exist
 * (total ≤ 100). The plan adapts to the tag: matches are first counted up to 2,000 through the tag
 * indexes, beside the size of the list walked (the type's items, or the whole library). A frequent
 * tag — one item in 25 or more — is paged by walking the newest-first index (matches come
 * quickly); a rare one (an industry among resources, say) would make that walk visit most of the
 * list, so its few matches are read through the tag indexes and sorted instead. The LIMIT keeps
 * PostgreSQL from merging that subquery back into the walk. Each plan is its own statement.
 */
export async function listByTag(
  req: ListRequest,
  q: Paging & { tag: string; type?: TagType },
): Promise<Page<ContentCard>> {
  // Without a type the walked list is the whole published library (never its drafts).
  const typed = q.type ? PRESENTED[q.type] : isPublished;
  const shape = `tag_${(q.type ?? 'any').replace('-', '_')}`;
  const offset = (q.page - 1) * q.pageSize;
  const tag = { tag: q.tag };
  const where = () => and(matchesTag(bound('tag', 'text')), typed);
  const sliceFor = (matches: number): Slice => ({
    offset,
    limit: Math.max(0, Math.min(q.pageSize, TAG_RESULT_LIMIT - offset, matches - offset)),
  });
  type TagTotals = { matches: number; frequent: boolean };
  const { totals, cards } = await listPage<TagTotals, 'items'>(req, {
    key: keyOf('tag', { g: q.tag.toLowerCase(), y: q.type }),
    statement: (t) => (t.frequent ? `${shape}_frequent_${reachOf(sliceFor(t.matches))}` : `${shape}_rare`),
    count: async (db) => {
      const statement = oncePerDatabase(db, `count_${shape}`, () => {
        const matching = db
          .select({ one: sql`1` })
          .from(resources)
          .where(where())
          .limit(literalLimit(SPARSE_TAG))
          .as('matches');
        const walked = db.select({ n: count() }).from(resources).where(typed);
        return db
          .select({ version: contentVersion, n: count(), of: sql<number>`(${walked})`.mapWith(Number) })
          .from(matching)
          .prepare(`count_${shape}`);
      });
      const [row] = await statement.execute(tag);
      return {
        version: row!.version,
        totals: { matches: row!.n, frequent: row!.n * FREQUENT_SHARE >= row!.of },
      };
    },
    pageNames: ['items'],
    pages: (db, t) => {
      if (t.frequent) {
        const walkWhere = and(checkedWhileWalking(matchesTag(bound('tag', 'text'))), typed);
        return { items: pageRows(db, walkWhere, NEWEST_FIRST, reachOf(sliceFor(t.matches))) };
      }
      // The few matches' ids through the tag indexes, sorted newest first; then the page's cards.
      const few = db
        .select({ id: resources.id, createdAt: resources.createdAt })
        .from(resources)
        .where(where())
        .limit(literalLimit(SPARSE_TAG))
        .as('few');
      const ids = db
        .select({ id: few.id })
        .from(few)
        .orderBy(sql`${few.createdAt} desc nulls last`, sql`${few.id} desc nulls last`)
        .limit(boundCount('limit'))
        .offset(boundCount('offset'));
      return {
        items: pageCards(db)
          .where(inArray(resources.id, ids))
          .orderBy(...NEWEST_FIRST),
      };
    },
    values: (t) => {
      const slice = sliceFor(t.matches);
      return { ...tag, ...sliceValues(slice), limit: slice.limit, offset: slice.offset };
    },
  });
  return {
    items: cards.items,
    total: Math.min(totals.matches, TAG_RESULT_LIMIT),
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
