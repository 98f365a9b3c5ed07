import { memberBySessionToken } from './auth/session';
import type { Db } from './db/client';
import type { GrowNextRankings } from './features/assessment/grow-next';
import { CountCache } from './features/content/count-cache';
import { SearchCache } from './features/search/cache';

/**
 * What one app keeps between requests, made once with its deps and passed in them (never in
 * module-level maps). The caches are used only while the content version they were built at is
 * current.
 */
export interface AppState {
  /** The session's member, one prepared statement (auth/session.ts). */
  memberBySessionToken: ReturnType<typeof memberBySessionToken>;
  /** The content lists' totals (features/content/count-cache.ts). */
  listTotals: CountCache;
  /** Search results (features/search/cache.ts); null when PRAXIS_SEARCH_CACHE=off. */
  searchResults: SearchCache | null;
  /** Each competency's ranking of the library (features/assessment/grow-next.ts). */
  growNextRankings: GrowNextRankings;
}

export function createAppState(db: Db): AppState {
  return {
    memberBySessionToken: memberBySessionToken(db),
    listTotals: new CountCache(),
    // Off to measure the search engine itself.
    searchResults: process.env.PRAXIS_SEARCH_CACHE === 'off' ? null : new SearchCache(),
    growNextRankings: new Map(),
  };
}
