import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';
import { QUERY_TIMEOUT_MARGIN_MS, STATEMENT_TIMEOUT_MS } from './timeouts';

export type Schema = typeof schema;
/** The one database type every service takes: PGlite and node-postgres share it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Connections of the database pool right now (PGlite is one connection, always open). */
export interface PoolStats {
  max: number;
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Applies the migrations not yet applied (those of `folder`, by default the app's own). On
   * PostgreSQL through a connection of their own, without the app's statement and query timeouts:
   * building an index on a large table may take minutes.
   */
  migrate(folder?: string): Promise<void>;
  /** True when the database answers a trivial query within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<boolean>;
  poolStats(): PoolStats;
  close(): Promise<void>;
}

/** A connection attempt to PostgreSQL gives up after this long, so a request fails fast (503) when it is away. */
const CONNECT_TIMEOUT_MS = 5_000;

/** A connection with nothing sent for this long is probed by TCP keepalive, so a vanished server is noticed. */
const KEEPALIVE_IDLE_MS = 10_000;

/** node-postgres's words for a query it stopped waiting for (the query timeout). */
export const QUERY_READ_TIMEOUT = 'Query read timeout';

/**
 * A pooled PostgreSQL connection that leaves the pool as soon as it cannot be used any more.
 *
 * When a statement gets no answer within the query timeout (see watchUnansweredStatements), the
 * connection is closed: the statement may still be running and its answer may still come, so it
 * is never handed to the next caller with an answer still owed, and every later statement on it
 * fails with the same timeout. When the connection is broken (the server went away), the same
 * applies. In both cases the connection is given back to the pool at once, marked as failed,
 * because a caller may never give it back: a transaction whose BEGIN fails is not given back by
 * drizzle, and would hold a pool slot forever. Statements sent through `pool.query` need none of
 * this: the pool discards a connection whose statement failed.
 */
class PoolConnection extends pg.Client {
  /** Held by a caller (between the pool's acquire and release). */
  checkedOut = false;
  #timedOut: Error | undefined;
  /** The statement in flight when last looked at, and since when it has been. */
  #watched: unknown = null;
  #watchedSince = 0;

  // biome-ignore lint/suspicious/noExplicitAny: node-postgres's query has a dozen overloads
  override query(...args: any[]): any {
    const answersByPromise =
      typeof args[args.length - 1] !== 'function' && typeof args[0]?.submit !== 'function';
    if (this.#timedOut && answersByPromise) {
      return Promise.reject(
        new Error(
          `${QUERY_READ_TIMEOUT}: the connection was closed after an earlier statement got no answer`,
        ),
      );
    }
    // biome-ignore lint/suspicious/noExplicitAny: as above
    const result = (super.query as (...a: any[]) => any)(...args);
    if (result && typeof result.then === 'function') {
      (result as Promise<unknown>).catch((err: unknown) => this.#afterFailure(err));
    }
    return result;
  }

  /**
   * Called every tick of the pool's watch: a statement that has been in flight for `timeoutMs`
   * (the same one at every look since) gets no more waiting. The socket is destroyed with the
   * timeout as its error, which node-postgres reports to that statement and to any queued behind it.
   */
  checkAnswered(now: number, timeoutMs: number) {
    // node-postgres's statement in flight (the pool reads its private fields the same way).
    const active = (this as unknown as { _getActiveQuery(): unknown })._getActiveQuery() ?? null;
    if (active !== this.#watched) {
      this.#watched = active;
      this.#watchedSince = now;
      return;
    }
    if (!active || this.#timedOut || now - this.#watchedSince < timeoutMs) return;
    this.#timedOut = new Error(QUERY_READ_TIMEOUT);
    (this as unknown as { connection: { stream: { destroy(err: Error): void } } }).connection.stream.destroy(
      this.#timedOut,
    );
  }

  #afterFailure(err: unknown) {
    const timedOut = err instanceof Error && err.message === QUERY_READ_TIMEOUT;
    // node-postgres marks a client whose connection broke as not queryable (the pool reads the same flag).
    const broken = !(this as unknown as { _queryable: boolean })._queryable;
    if (!timedOut && !broken) return;
    if (timedOut) this.#timedOut = err;
    if (!this.checkedOut) return;
    const release = (this as unknown as pg.PoolClient).release;
    (this as unknown as pg.PoolClient).release = () => {};
    // Given back with the error, the pool ends the connection (closing its socket when a statement
    // is still unanswered) and opens a new one for the next caller.
    release(err as Error);
  }
}

/**
 * The query timeout: one watch per pool looks at every connection's statement in flight a few
 * times per timeout, and ends the connection of one that has waited `timeoutMs` (give or take one
 * look: at most a fifth of the timeout, or a second).
 *
 * Not node-postgres's own `query_timeout`: that arms a timer for every statement, whose closure
 * holds the statement and its rows, and on the team-results benchmark it cost a third more CPU per
 * request (garbage collection 5 % → 16 % of the process), while a statement that gets no answer
 * is an outage, found as well by a look every second.
 */
function watchUnansweredStatements(pool: pg.Pool, timeoutMs: number): () => void {
  const connections = new Set<PoolConnection>();
  pool.on('connect', (client) => connections.add(client as unknown as PoolConnection));
  pool.on('remove', (client) => connections.delete(client as unknown as PoolConnection));
  const every = Math.max(50, Math.min(1_000, Math.floor(timeoutMs / 5)));
  const timer = setInterval(() => {
    const now = Date.now();
    for (const connection of connections) connection.checkAnswered(now, timeoutMs);
  }, every);
  // The watch alone never keeps the process alive.
  timer.unref();
  return () => clearInterval(timer);
}

export const MIGRATIONS_FOLDER =
  process.env.PRAXIS_MIGRATIONS_DIR ?? fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite in `dataDir` (or in memory). */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  poolSize?: number;
  /** PostgreSQL only: the server cancels a statement running longer; 0 for none (bulk tools). */
  statementTimeoutMs?: number;
  /** PostgreSQL only: the client gives up waiting for an answer; 0 for never. By default the statement timeout plus a margin. */
  queryTimeoutMs?: number;
  /** PostgreSQL only: how long a request waits for a connection (opening one or for one to come free). */
  connectTimeoutMs?: number;
  /** PGlite only: start from this data folder (a `dumpDataDir` tarball) instead of an empty one. */
  template?: Blob;
}): Promise<Database> {
  if (opts.url) {
    const url = opts.url;
    const max = opts.poolSize ?? 10;
    const statementTimeout = opts.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS;
    const queryTimeout =
      opts.queryTimeoutMs ?? (statementTimeout ? statementTimeout + QUERY_TIMEOUT_MARGIN_MS : 0);
    const connectTimeout = opts.connectTimeoutMs ?? CONNECT_TIMEOUT_MS;
    const pool = new pg.Pool({
      Client: PoolConnection,
      connectionString: url,
      max,
      connectionTimeoutMillis: connectTimeout,
      // Sent when each connection opens: the server cancels a longer statement (SQLSTATE 57014).
      ...(statementTimeout ? { statement_timeout: statementTimeout } : {}),
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEPALIVE_IDLE_MS,
    });
    // The client stops waiting for an answer: a server that accepts bytes but never answers
    // fails the request instead of holding it, and its connection, forever.
    const stopWatching = queryTimeout ? watchUnansweredStatements(pool, queryTimeout) : () => {};
    pool.on('acquire', (client) => {
      (client as unknown as PoolConnection).checkedOut = true;
    });
    pool.on('release', (_err, client) => {
      (client as unknown as PoolConnection).checkedOut = false;
    });
    // An idle connection dropped by the server (restart, failover, DROP DATABASE … FORCE) must not
    // crash the process: the pool replaces it on the next query.
    pool.on('error', (err: Error & { code?: string }) => {
      if (err.code !== '57P01') console.error('PostgreSQL idle connection error:', err.message);
    });
    // Nor may one dropped while a request holds it between two statements (inside a transaction):
    // the pool listens only to idle connections, and an error event nobody listens to ends the
    // process. The connection is then unusable, so the request's statement fails as "database
    // unavailable" (503) and the connection leaves the pool at once (PoolConnection).
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: (folder) => migrateAlone(url, connectTimeout, folder),
      ping: (timeoutMs) => ping(db, timeoutMs),
      poolStats: () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => {
        stopWatching();
        return pool.end();
      },
    };
  }
  const client = await PGlite.create(opts.dataDir ?? 'memory://', {
    extensions: { pg_trgm },
    ...(opts.template ? { loadDataDir: opts.template } : {}),
  });
  const pgliteDb = drizzlePglite(client, { schema });
  const db = pgliteDb as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: (folder = MIGRATIONS_FOLDER) => migratePglite(pgliteDb, { migrationsFolder: folder }),
    ping: (timeoutMs) => ping(db, timeoutMs),
    poolStats: () => ({ max: 1, total: 1, idle: 1, waiting: 0 }),
    close: () => client.close(),
  };
}

/** Migrations on one connection of their own, with no statement or query timeout. */
async function migrateAlone(
  url: string,
  connectTimeoutMs: number,
  folder = MIGRATIONS_FOLDER,
): Promise<void> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: connectTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_IDLE_MS,
  });
  // A connection error is also reported as the failure of the statement running: the process must
  // not end because nobody listened to the event.
  client.on('error', () => {});
  await client.connect();
  try {
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: folder });
  } finally {
    await client.end();
  }
}

async function ping(db: Db, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}
