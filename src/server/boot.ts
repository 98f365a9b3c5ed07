import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { createApp } from './app';
import { createAuth } from './auth/auth';
import type { AppDeps } from './context';
import { type Database, openDatabase } from './db/client';
import { acquireDataLock } from './db/data-lock';
import { isLibraryEmpty, seedDemoLibrary } from './db/seed';
import { type Env, isEmbedded } from './env';
import type { Logger } from './lib/logger';
import { createMailer } from './mail/mailer';

export interface RunningServer {
  url: string;
  deps: AppDeps;
  seeded: boolean;
  close(): Promise<void>;
}

/** Opens (and migrates) the database the environment points at, locking an embedded data folder. */
export async function openConfiguredDatabase(env: Env): Promise<{ database: Database; release(): void }> {
  if (!isEmbedded(env)) {
    const database = await openDatabase({ url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE });
    return { database, release: () => {} };
  }
  const lock = acquireDataLock(env.DATA_DIR);
  try {
    const database = await openDatabase({ dataDir: path.join(env.DATA_DIR, 'pglite') });
    return { database, release: lock.release };
  } catch (err) {
    lock.release();
    throw err;
  }
}

/** Boots the whole platform: database, migrations, demo seed when empty, HTTP server. */
export async function startServer(opts: {
  env: Env;
  logger: Logger;
  clientDir?: string;
}): Promise<RunningServer> {
  const { env, logger } = opts;
  const { database, release } = await openConfiguredDatabase(env);
  try {
    await database.migrate();
    const shouldSeed = env.SEED_DEMO ?? isEmbedded(env);
    let seeded = false;
    if (shouldSeed && (await isLibraryEmpty(database.db))) {
      const started = Date.now();
      await seedDemoLibrary(database.db);
      // Fresh planner statistics: PGlite has no autovacuum to gather them on its own.
      await database.db.execute(sql`ANALYZE`);
      seeded = true;
      logger.info({ ms: Date.now() - started }, 'demo library seeded');
    }
    const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, db: database.db, logger });
    const auth = createAuth({ db: database.db, env, mailer });
    const deps: AppDeps = { env, database, db: database.db, auth, logger, mailer, clientDir: opts.clientDir };
    const app = createApp(deps);
    const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => resolve(s));
      s.once('error', reject);
    });
    const { port } = server.address() as AddressInfo;
    let closing: Promise<void> | undefined;
    return {
      url: `http://localhost:${port}`,
      deps,
      seeded,
      close: () => {
        closing ??= (async () => {
          // Finish in-flight requests, drop idle keep-alive sockets, then close the database.
          await new Promise<void>((resolve) => {
            const force = setTimeout(() => {
              if ('closeAllConnections' in server) server.closeAllConnections();
              resolve();
            }, 10_000);
            server.close(() => {
              clearTimeout(force);
              resolve();
            });
            if ('closeIdleConnections' in server) server.closeIdleConnections();
          });
          await database.close();
          release();
        })();
        return closing;
      },
    };
  } catch (err) {
    await database.close().catch(() => {});
    release();
    throw err;
  }
}
