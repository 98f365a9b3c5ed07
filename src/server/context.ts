import type { Engine } from './assistant/types';
import type { Auth } from './auth/auth';
import type { Database, Db } from './db/client';
import type { Env } from './env';
import type { Clock } from './lib/clock';
import type { Logger } from './lib/logger';
import type { Mailer } from './mail/mailer';
import type { GrowNextRankings } from './features/assessment/grow-next';
import type { PublicPages } from './features/content/public-pages';
import type { SearchCache } from './features/search/cache';
import type { SearchIndex } from './features/search/library-index';
import type { Slots } from './lib/slots';
import type { CachedRanking } from './features/assistant/retrieval';
import type { RequestVariables, SessionMember } from './request-env';
import type { FileStorage } from './storage/types';

/** What start-up builds and hands to createApp. */
export interface BaseDeps {
  env: Env;
  database: Database;
  db: Db;
  auth: Auth;
  logger: Logger;
  mailer: Mailer;
  /** The time for scheduled work (the system's clock; tests may move it). Absent: the system's. */
  clock?: Clock;
  /** Folder holding the built SPA (index.html + assets); absent in API-only tests. */
  clientDir?: string;
}

/**
 * State that belongs to one app: built once by createApp from the base deps and carried in AppDeps,
 * never held in module-level maps keyed by the deps (two apps, as tests make, keep their own).
 */
export interface AppState {
  /** Where uploaded files live (a folder or S3), one per app. */
  storage: FileStorage;
  /** The lists' pages as every member sees them, per content version (features/content/public-pages.ts). */
  publicPages: PublicPages;
  /** Search results by query, per content version (features/search/cache.ts); null with PRAXIS_SEARCH_CACHE=off. */
  searchCache: SearchCache | null;
  /** The library's search index held in the process (features/search/library-index.ts); null with PRAXIS_SEARCH_INDEX=off. */
  searchIndex: SearchIndex | null;
  /** The assistant's ranking of the library by question, per content version (features/assistant/retrieval.ts); null with PRAXIS_SEARCH_CACHE=off. */
  rankingCache: SearchCache<CachedRanking> | null;
  /** How many of the assistant's rankings run at once: a quarter of the database pool (lib/slots.ts). */
  retrievalSlots: Slots;
  /** Grow next's ranking of the library per competency, per content version (features/assessment/grow-next.ts). */
  growNextRankings: GrowNextRankings;
  /** The assistant's engine: the model when one is configured, otherwise the library. */
  assistantEngine: Engine;
  /** better-auth's session cookie name (it gains `__Secure-` in production) and signing secret. */
  sessionCookie: Promise<{ name: string; secret: string }>;
}

/** Everything a request handler may need, built once at start-up (createApp adds the AppState). */
export interface AppDeps extends BaseDeps, AppState {}

export interface AppEnv {
  Variables: RequestVariables & {
    member: SessionMember;
    /** The app's dependencies, for middleware declared at module level (see http/access.ts). */
    deps: AppDeps;
  };
}
