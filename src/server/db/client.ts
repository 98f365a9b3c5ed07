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
  migrate(): Promise<void>;
  /** True when the database answers a trivial query within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<boolean>;
  poolStats(): PoolStats;
  close(): Promise<void>;
}

/** A connection attempt to PostgreSQL gives up after this long, so a request fails fast (503) when it is away. */
const CONNECT_TIMEOUT_MS = 5_000;

export const MIGRATIONS_FOLDER =
  process.env.PRAXIS_MIGRATIONS_DIR ?? fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite in `dataDir` (or in memory). */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  poolSize?: number;
}): Promise<Database> {
  if (opts.url) {
    const max = opts.poolSize ?? 10;
    const pool = new pg.Pool({
      connectionString: opts.url,
      max,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // An idle connection dropped by the server (restart, failover, DROP DATABASE … FORCE) must not
    // crash the process: the pool replaces it on the next query.
    pool.on('error', (err: Error & { code?: string }) => {
      if (err.code !== '57P01') console.error('PostgreSQL idle connection error:', err.message);
    });
    // Nor may one dropped while a request holds it between two statements (inside a transaction):
    // the pool listens only to idle connections, and an error event nobody listens to ends the
    // process. The connection is then unusable, so the request's next statement fails as
    // "database unavailable" (503) and the pool discards the connection when it is given back.
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
      ping: (timeoutMs) => ping(db, timeoutMs),
      poolStats: () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create(opts.dataDir ?? 'memory://', { extensions: { pg_trgm } });
  const pgliteDb = drizzlePglite(client, { schema });
  const db = pgliteDb as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: (timeoutMs) => ping(db, timeoutMs),
    poolStats: () => ({ max: 1, total: 1, idle: 1, waiting: 0 }),
    close: () => client.close(),
  };
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
