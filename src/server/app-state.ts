import type { GrowNextRankings } from './features/assessment/grow-next';
import { CountCache } from './features/content/count-cache';
import { SearchCache } from './features/search/cache';

/**
 * What one app keeps between requests, made once with its deps and passed in them (never in
 * module-level maps). Each part is used only while the content version it was built at is current.
 */
export interface AppState {
  /** The content lists' totals (features/content/count-cache.ts). */
  listTotals: CountCache;
  /** Search results (features/search/cache.ts); null when PRAXIS_SEARCH_CACHE=off. */
  searchResults: SearchCache | null;
  /** Each competency's ranking of the library (features/assessment/grow-next.ts). */
  growNextRankings: GrowNextRankings;
}

export function createAppState(): AppState {
  return {
    listTotals: new CountCache(),
    // Off to measure the search engine itself.
    searchResults: process.env.PRAXIS_SEARCH_CACHE === 'off' ? null : new SearchCache(),
    growNextRankings: new Map(),
  };
}
