import type { MemberStatement } from './auth/member-statement';
import type { Auth } from './auth/auth';
import type { Database, Db } from './db/client';
import type { Env } from './env';
import type { GrowNextRankings } from './features/assessment/grow-next';
import type { CountCache } from './features/content/count-cache';
import type { SearchCache } from './features/search/cache';
import type { Logger } from './lib/logger';
import type { Mailer } from './mail/mailer';
import type { RequestVariables, SessionMember } from './request-env';

/** Everything a request handler may need, built once at start-up. */
export interface AppDeps {
  env: Env;
  database: Database;
  db: Db;
  auth: Auth;
  logger: Logger;
  mailer: Mailer;
  /** What the app keeps between requests (caches checked against the content version). */
  state: AppState;
  /** Folder holding the built SPA (index.html + assets); absent in API-only tests. */
  clientDir?: string;
}

export interface AppEnv {
  Variables: RequestVariables & {
    member: SessionMember;
    /** The app's dependencies, for middleware declared at module level (see http/access.ts). */
    deps: AppDeps;
  };
}

/**
 * What one app keeps between requests, made once with its deps and passed in them, never in
 * module-level maps (app-state.ts makes it). The caches are used only while the content version
 * they were built at is current.
 */
export interface AppState {
  /** The session's member, one prepared statement (auth/member-statement.ts). */
  memberBySessionToken: MemberStatement;
  /** The content lists' totals (features/content/count-cache.ts). */
  listTotals: CountCache;
  /** Search results (features/search/cache.ts); null when PRAXIS_SEARCH_CACHE=off. */
  searchResults: SearchCache | null;
  /** Each competency's ranking of the library (features/assessment/grow-next.ts). */
  growNextRankings: GrowNextRankings;
}
