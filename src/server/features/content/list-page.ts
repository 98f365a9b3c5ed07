import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { ContentCard } from '../../../shared/content-card';
import { memberColumns, memberSessionJoin, memberWithRows } from '../../auth/session';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/client';
import { decodeColumns } from '../../db/decode-columns';
import { contentState, resources, sessions } from '../../db/schema';
import { memberOptions } from '../../http/access';
import { cardColumns, isSavedColumn, toCard } from './card';
import { CountCache, type Counted } from './count-cache';

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

export interface ListSpec<T, K extends string> {
  /** Names the list and its filter values: totals are kept per key. */
  key: string;
  /** Counts the list's totals, reading the content version in the same statement. */
  count: (db: Db) => Promise<Omit<Counted<T>, 'validUntil'> & { validUntil?: number }>;
  /** The page's card selects (built with pageCards), named, given the totals. */
  pages: (totals: T) => Record<K, SQLWrapper>;
  /** Extra columns of the statement (their values must not depend on the version). */
  extra?: Record<string, SQL>;
}

type CardJson = Record<string, unknown> & { is_saved: boolean };

const caches = new WeakMap<AppDeps, CountCache<unknown>>();
function countCache<T>(deps: AppDeps): CountCache<T> {
  let cache = caches.get(deps);
  if (!cache) {
    cache = new CountCache<unknown>();
    caches.set(deps, cache);
  }
  return cache as CountCache<T>;
}

/**
 * One page of a members-only list in one database round trip: the session's member (with
 * requireMember's access rules: memberWithRows), the content version and the page's cards are read
 * by one statement. Totals come from this process's count cache when they were counted at that
 * same version; otherwise they are counted (one more statement) and the page is read again if the
 * version moved in between, so the total always belongs to the page it comes with.
 */
export async function listPage<T, K extends string>(
  req: ListRequest,
  spec: ListSpec<T, K>,
): Promise<{ totals: T; cards: Record<K, ContentCard[]>; extra: Record<string, unknown> }> {
  const { deps, now } = req;
  const cache = countCache<T>(deps);
  for (let attempt = 0; ; attempt++) {
    let counted = cache.get(spec.key, now);
    if (!counted) {
      const fresh = await spec.count(deps.db);
      counted = { ...fresh, validUntil: fresh.validUntil ?? Number.POSITIVE_INFINITY };
      cache.set(spec.key, counted);
    }
    const pages = spec.pages(counted.totals);
    const json: Record<string, SQL> = {};
    for (const [name, page] of Object.entries<SQLWrapper>(pages)) {
      json[name] = sql<CardJson[] | null>`(select json_agg(p) from ${page} p)`;
    }
    const { rows } = await memberWithRows(
      deps,
      req.headers,
      (token) => {
        const query = deps.db
          .select({ ...memberColumns, ...spec.extra, ...json, version: contentVersion })
          .from(sessions)
          .$dynamic();
        return memberSessionJoin(query, token);
      },
      memberOptions('member'),
    );
    const row = rows[0] as Record<string, unknown> & { version: number };
    if (row.version !== counted.version && attempt === 0) {
      cache.forget(spec.key);
      continue;
    }
    const cards = {} as Record<K, ContentCard[]>;
    for (const name of Object.keys(pages) as K[]) {
      cards[name] = ((row[name] as CardJson[] | null) ?? []).map((c) =>
        toCard({ ...decodeColumns(cardColumns, c), isSaved: c.is_saved }, now),
      );
    }
    const extra: Record<string, unknown> = {};
    for (const name of Object.keys(spec.extra ?? {})) extra[name] = row[name];
    return { totals: counted.totals, cards, extra };
  }
}
