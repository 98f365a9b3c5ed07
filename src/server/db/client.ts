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
import { PoolConnection, trackCheckouts } from './pool-connection';
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
      // The client stops waiting for an answer ("Query read timeout"): a server that accepts bytes
      // but never answers fails the request instead of holding it, and its connection, forever.
      ...(queryTimeout ? { query_timeout: queryTimeout } : {}),
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEPALIVE_IDLE_MS,
    });
    trackCheckouts(pool);
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
      close: () => pool.end(),
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
