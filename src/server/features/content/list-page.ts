import { type AnyColumn, eq, type SQL, type Subquery, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { ContentCard } from '../../../shared/content-card';
import type { Db } from '../../db/client';
import { contentState, resources } from '../../db/schema';
import { cardColumns, isSavedColumn, toCard } from './card';
import type { CountCache } from './count-cache';

/** Who reads a list and when, with the totals this app keeps per content version. */
export interface ListViewer {
  db: Db;
  userId: string;
  now: Date;
  totals: CountCache;
}

/** One slice of a list: the items matching `where` in `orderBy`, from `offset`, `limit` of them. */
export interface Slice {
  where: SQL | undefined;
  orderBy: SQL[];
  offset: number;
  limit: number;
}

/** The current content version (content_state), as a column of any statement. */
export const contentVersion = sql<number>`(select ${contentState.version} from ${contentState})`.mapWith(
  Number,
);

/** The ids a page shows, numbered in its order (`n`), and which of its slices each is from (`part`). */
type PageIds = Subquery & { id: AnyColumn; part: SQL.Aliased<number>; n: SQL.Aliased<number> };

/**
 * The cards of one or more slices (each in its own order, slice after slice), with the member's
 * saved state and the content version, in one statement. Each slice's ids are chosen from the
 * list first, and only the chosen rows are read in full. An empty page has no version (null).
 */
export function readSlices(v: ListViewer, slices: Slice[]) {
  const chosen = slices.flatMap((slice, part) => {
    if (slice.limit <= 0) return [];
    return [
      v.db
        .select({
          id: resources.id,
          part: sql<number>`${sql.raw(String(part))}::int`.as('part'),
          n: sql<number>`row_number() over (order by ${sql.join(slice.orderBy, sql`, `)})`.as('n'),
        })
        .from(resources)
        .where(slice.where)
        .orderBy(...slice.orderBy)
        .limit(slice.limit)
        .offset(slice.offset),
    ];
  });
  const [first, second, ...rest] = chosen;
  if (!first) return Promise.resolve({ cards: slices.map((): ContentCard[] => []), version: null });
  const ids = second ? unionAll(first, second, ...rest) : first;
  return readCards(v, ids.as('page'), slices.length);
}

/** The cards of `page`'s ids in its order, split into its `parts` slices, and the content version. */
export async function readCards(
  v: ListViewer,
  page: PageIds,
  parts: number,
): Promise<{ cards: ContentCard[][]; version: number | null }> {
  const rows = await v.db
    .select({ ...cardColumns, isSaved: isSavedColumn(v.userId), part: page.part, version: contentVersion })
    .from(page)
    .innerJoin(resources, eq(resources.id, page.id))
    .orderBy(page.part, page.n);
  const cards: ContentCard[][] = Array.from({ length: parts }, () => []);
  for (const row of rows) cards[row.part]!.push(toCard(row, v.now));
  return { cards, version: rows[0]?.version ?? null };
}

/** How many items match `where`, with the content version they were counted at. */
export async function countWhere(db: Db, where: SQL | undefined): Promise<{ version: number; n: number }> {
  const [row] = await db
    .select({ version: contentVersion, n: sql<number>`count(*)`.mapWith(Number) })
    .from(resources)
    .where(where);
  return { version: row!.version, n: row!.n };
}

/** A list of cards and its total, newest first and the like: one slice of one list. */
export interface ListSpec {
  /** Names the list and its filter values: totals are kept per key. */
  key: string;
  where: SQL | undefined;
  orderBy: SQL[];
}

/**
 * One page of a list and its total. The total is the one kept for the page's content version, or
 * counted (and kept) when there is none: counting a large filtered list costs more than reading its
 * page, and the answer changes only with the content.
 */
export async function listPage(
  v: ListViewer,
  list: ListSpec,
  paging: { page: number; pageSize: number },
): Promise<{ items: ContentCard[]; total: number; page: number; pageSize: number }> {
  const offset = (paging.page - 1) * paging.pageSize;
  const read = await readSlices(v, [{ ...list, offset, limit: paging.pageSize }]);
  let total = v.totals.get<number>(list.key, read.version, v.now);
  if (total === undefined) {
    const counted = await countWhere(v.db, list.where);
    v.totals.set(list.key, { version: counted.version, totals: counted.n });
    total = counted.n;
  }
  return { items: read.cards[0]!, total, page: paging.page, pageSize: paging.pageSize };
}
