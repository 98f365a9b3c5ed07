import type { Auth } from './auth/auth';
import type { Database, Db } from './db/client';
import type { Env } from './env';
import type { Clock } from './lib/clock';
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
  /** The time for scheduled work (the system's clock; tests may move it). Absent: the system's. */
  clock?: Clock;
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
