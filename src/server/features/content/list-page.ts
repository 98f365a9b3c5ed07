import { count, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { ContentCard } from '../../../shared/content-card';
import { type MemberRow, memberColumns, memberSessionJoin, memberWithRows } from '../../auth/session';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/client';
import { decodeColumns } from '../../db/decode-columns';
import { literalLimit, oncePerDatabase } from '../../db/prepared';
import { contentState, resources, sessions } from '../../db/schema';
import { memberOptions } from '../../http/access';
import { cardColumns, isSavedColumn, toCard } from './card';
import type { CountCache, Counted } from './count-cache';

/** A list request: the app, the request's headers (its session) and the time it is answered at. */
export interface ListRequest {
  deps: AppDeps;
  headers: Headers;
  now: Date;
}

/** The current content version (content_state), as a column of any statement. */
export const contentVersion = sql<number>`(select ${contentState.version} from ${contentState})`.mapWith(
  Number,
);

/** The card select of a page: card columns and the saved state of the session's member. */
export function pageCards(db: Db) {
  return db.select({ ...cardColumns, isSaved: isSavedColumn(sessions.userId) }).from(resources);
}

/**
 * A value given when the statement runs and hidden from the planner: `(select $n::type)`.
 * PostgreSQL plans a prepared statement afresh for its parameters' values while those plans look
 * cheaper than one plan for all values — and with a bare `$n` a frequent topic always looks cheaper
 * than the unknown one, so the page statement was planned on every call (planning cost more than
 * running it). Behind a sub-select no plan knows the value, every plan costs the same, and after
 * five calls the statement keeps its one generic plan: the walk of the list's index that its
 * shape implies (each list writes its filters so no other index applies).
 */
export function bound(name: string, type: 'text' | 'int' | 'timestamptz'): SQL {
  return sql`(select ${sql.placeholder(name)}::${sql.raw(type)})`;
}

/** A LIMIT or OFFSET given when the statement runs (see bound); drizzle embeds an SQL object as is. */
export const boundCount = (name: string): number => bound(name, 'int') as unknown as number;

/**
 * `condition(value)` when the bound value is given, true when it is null: one statement for both.
 * Written as a CASE, which the planner counts as keeping half the rows whatever the value: an
 * `is null or …` made each optional filter look so selective that sorting the whole list seemed
 * cheaper than walking its index, although a filter value keeps at least a tenth of a list.
 */
export function whenBound(name: string, type: 'text' | 'int', condition: (value: SQL) => SQL): SQL {
  return sql`(case when ${bound(name, type)} is null then true else ${condition(bound(name, type))} end)`;
}

/**
 * `condition` checked on each entry of a walk, never through an index: as a CASE the planner can
 * use no index for it and counts it as keeping half the rows, so the walk stays the plan.
 */
export function checkedWhileWalking(condition: SQL): SQL {
  return sql`(case when ${condition} then true else false end)`;
}

export interface ListSpec<T, K extends string> {
  /** Names the list and its filter values: totals are kept per key. */
  key: string;
  /**
   * Names the page statement, prepared once per database: one per list and shape (the filters
   * that change its SQL), never per value — values are bound() placeholders.
   */
  statement: string | ((totals: T) => string);
  /** Counts the list's totals, reading the content version in the same statement. */
  count: (db: Db) => Promise<Omit<Counted<T>, 'validUntil'> & { validUntil?: number }>;
  /** The names of the page's card arrays. */
  pageNames: readonly K[];
  /**
   * The page's card selects (built with pageCards), by name; their values are bound() placeholders.
   * Built once per statement name: a choice made from the totals must be in the name.
   */
  pages: (db: Db, totals: T) => Record<K, SQLWrapper>;
  /** The placeholders' values, given the totals. */
  values: (totals: T) => Record<string, unknown>;
}

type CardJson = Record<string, unknown> & { is_saved: boolean };
type PageRow = MemberRow & Record<string, unknown> & { version: number };
interface PageStatement {
  execute(values: Record<string, unknown>): Promise<PageRow[]>;
}


/**
 * The list's page statement: the session's member (memberColumns), the content version and each
 * page as a JSON array of cards, prepared once per database and statement name.
 */
function pageStatement<T>(db: Db, spec: ListSpec<T, string>, totals: T): PageStatement {
  const name = `list_${typeof spec.statement === 'string' ? spec.statement : spec.statement(totals)}`;
  return oncePerDatabase(db, name, () => {
    const json: Record<string, SQL> = {};
    for (const [name, page] of Object.entries<SQLWrapper>(spec.pages(db, totals))) {
      json[name] = sql<CardJson[] | null>`(select json_agg(p) from ${page} p)`;
    }
    const query = db
      .select({ ...memberColumns, ...json, version: contentVersion })
      .from(sessions)
      .$dynamic();
    return memberSessionJoin(query, sql.placeholder('token'))
      .limit(literalLimit(1))
      .prepare(name) as unknown as PageStatement;
  });
}

/**
 * How many items match `where` (written with bound() values), with the content version: one
 * statement per name, prepared once per database.
 */
export async function countBound(
  db: Db,
  name: string,
  where: () => SQL | undefined,
  values: Record<string, unknown>,
): Promise<{ version: number; totals: number }> {
  const statement = oncePerDatabase(db, `count_${name}`, () =>
    db
      .select({ version: contentVersion, n: count() })
      .from(resources)
      .where(where())
      .prepare(`count_${name}`),
  );
  const [row] = await statement.execute(values);
  return { version: row!.version, totals: row!.n };
}

/**
 * One page of a members-only list in one database round trip: the session's member (with
 * requireMember's access rules: memberWithRows), the content version and the page's cards are read
 * by one prepared statement. Totals come from this process's count cache when they were counted at
 * that same version; otherwise they are counted (one more statement) and the page is read again if
 * the version moved in between, so the total always belongs to the page it comes with.
 */
export async function listPage<T, K extends string>(
  req: ListRequest,
  spec: ListSpec<T, K>,
): Promise<{ totals: T; cards: Record<K, ContentCard[]> }> {
  const { deps, now } = req;
  const cache = deps.listCounts as CountCache<T>;
  for (let attempt = 0; ; attempt++) {
    let counted = cache.get(spec.key, now);
    if (!counted) {
      const fresh = await spec.count(deps.db);
      counted = { ...fresh, validUntil: fresh.validUntil ?? Number.POSITIVE_INFINITY };
      cache.set(spec.key, counted);
    }
    const statement = pageStatement(deps.db, spec, counted.totals);
    const values = spec.values(counted.totals);
    const { rows } = await memberWithRows(
      deps,
      req.headers,
      (token) => statement.execute({ ...values, token }),
      memberOptions('member'),
    );
    const row = rows[0]!;
    if (row.version !== counted.version && attempt === 0) {
      cache.forget(spec.key);
      continue;
    }
    const cards = {} as Record<K, ContentCard[]>;
    for (const name of spec.pageNames) {
      cards[name] = ((row[name] as CardJson[] | null) ?? []).map((c) =>
        toCard({ ...decodeColumns(cardColumns, c), isSaved: c.is_saved }, now),
      );
    }
    return { totals: counted.totals, cards };
  }
}
