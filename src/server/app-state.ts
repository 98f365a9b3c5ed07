import { memberBySessionToken } from './auth/member-statement';
import type { AppDeps, AppState } from './context';
import type { Db } from './db/client';
import { CountCache } from './features/content/count-cache';
import { SearchCache } from './features/search/cache';

export function createAppState(db: Db): AppState {
  return {
    memberBySessionToken: memberBySessionToken(db),
    listTotals: new CountCache(),
    // Off to measure the search engine itself.
    searchResults: process.env.PRAXIS_SEARCH_CACHE === 'off' ? null : new SearchCache(),
    growNextRankings: new Map(),
  };
}

/** The app's deps with its state made for them (once per app). */
export function withAppState(deps: Omit<AppDeps, 'state'>): AppDeps {
  return { ...deps, state: createAppState(deps.db) };
}
