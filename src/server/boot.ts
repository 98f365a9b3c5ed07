import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { createAppWithDeps } from './app';
import { createAppAuth } from './app-auth';
import { installShippedBank } from './features/assessment/bank/install';
import { installShippedVocabulary } from './features/vocabulary/install';
import { loadEnglishWords } from './lib/english-words';
import type { AppDeps } from './context';
import { type Database, openDatabase } from './db/client';
import { acquireDataLock } from './db/data-lock';
import { type Env, isEmbedded, withListeningPort } from './env';
import type { Logger } from './lib/logger';
import { privateFolder, restrictNewFiles } from './lib/private-files';
import { mailerFromEnv, MAIL_RETRY_EVERY_MS } from './mail/mailer';
import { startMaintenance } from './maintenance';
import { startScheduledPublishing } from './features/admin/content/schedule';
import { startDigests } from './features/digest/scheduler';
import { clockFrom } from './lib/clock';
import { repeatEvery } from './lib/repeat';

export interface RunningServer {
  /** This machine at the port the server listens on. */
  url: string;
  port: number;
  deps: AppDeps;
  seeded: boolean;
  close(): Promise<void>;
}

/** Opens (and migrates) the database the environment points at, locking an embedded data folder. */
export async function openConfiguredDatabase(env: Env): Promise<{ database: Database; release(): void }> {
  // The data folder holds the embedded database (password hashes, sessions, queued mail) and the
  // uploaded files: its owner's alone, and so is everything this process writes.
  restrictNewFiles();
  privateFolder(env.DATA_DIR);
  if (!isEmbedded(env)) {
    const database = await openDatabase({
      url: env.DATABASE_URL,
      poolSize: env.DATABASE_POOL_SIZE,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    });
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

/** The demo library (with its published demo password) is never seeded into a production database. */
export function shouldSeedDemo(env: Pick<Env, 'NODE_ENV' | 'SEED_DEMO' | 'DATABASE_URL'>): boolean {
  if (env.NODE_ENV === 'production') return false;
  return env.SEED_DEMO ?? isEmbedded(env);
}

type HttpServer = ReturnType<typeof serve>;
type FetchHandler = (request: Request, env: unknown) => Response | Promise<Response>;

/**
 * How long an idle keep-alive connection stays open after its last answer. Longer than the proxies
 * in front of the app keep theirs (Caddy 2 minutes, nginx and cloud load balancers 60 s), so the
 * proxy always retires an idle connection first and never sends a member's request down one the
 * app is closing, a race the member sees as a 502. With Node's own 5 s the proxy holds connections
 * the app closes under it. Stopping the server still drops idle connections at once.
 */
const KEEP_ALIVE_MS = 125_000;

/**
 * Listens first, so an APP_URL that follows PORT can name the port that really answers (PORT=0
 * lets the system choose); requests are handed to the app once it is built.
 */
async function listen(env: Env): Promise<{ server: HttpServer; handle(app: FetchHandler): void }> {
  let handler: FetchHandler = () => new Response('Starting', { status: 503 });
  const server = await new Promise<HttpServer>((resolve, reject) => {
    const s = serve({ fetch: (req, e) => handler(req, e), port: env.PORT, hostname: env.HOST }, () =>
      resolve(s),
    );
    s.once('error', reject);
    if ('keepAliveTimeout' in s) s.keepAliveTimeout = KEEP_ALIVE_MS;
  });
  return {
    server,
    handle: (app) => {
      handler = app;
    },
  };
}

/** Boots the whole platform: database, migrations, demo seed when empty, HTTP server. */
export async function startServer(opts: {
  env: Env;
  logger: Logger;
  clientDir?: string;
}): Promise<RunningServer> {
  const { logger } = opts;
  const { database, release } = await openConfiguredDatabase(opts.env);
  let server: HttpServer | undefined;
  try {
    await database.migrate();
    // The competency bank is part of every install, as the migrations are.
    const bank = await installShippedBank(database.db);
    if (bank !== 'unchanged') logger.info({ outcome: bank }, 'competency bank installed');
    // So is the L&D vocabulary that search and the assistant expand questions with.
    if ((await installShippedVocabulary(database.db)) === 'installed') logger.info('vocabulary installed');
    // The English word list is read now, not in the first search's request.
    loadEnglishWords();
    let seeded = false;
    // The demo seed (its texts are most of the server's code) is loaded only when it may be used.
    const seed = shouldSeedDemo(opts.env) ? await import('./seed') : null;
    if (seed && (await seed.isLibraryEmpty(database.db))) {
      const started = Date.now();
      await seed.seedDemoLibrary(database.db);
      // Fresh planner statistics: PGlite has no autovacuum to gather them on its own.
      await database.db.execute(sql`ANALYZE`);
      seeded = true;
      logger.info({ ms: Date.now() - started }, 'demo library seeded');
    }
    const listening = await listen(opts.env);
    server = listening.server;
    const { port } = server.address() as AddressInfo;
    const env = withListeningPort(opts.env, port);
    const mailer = mailerFromEnv(env, database.db, logger);
    const auth = createAppAuth({ db: database.db, env, mailer });
    const clock = clockFrom(env.TEST_CLOCK_FILE);
    const built = createAppWithDeps({
      env,
      database,
      db: database.db,
      auth,
      logger,
      mailer,
      clock,
      clientDir: opts.clientDir,
    });
    const deps = built.deps;
    listening.handle(built.app.fetch);
    // The search index is read once at start, so the first searches need not wait for it.
    void deps.searchIndex?.refresh();
    const background = [
      startMaintenance(database.db, logger),
      startScheduledPublishing(database.db, logger, clock, env.SCHEDULED_PUBLISH_EVERY_MS),
      startDigests(deps, logger, clock, env.DIGEST_EVERY_MS),
      // Mail the SMTP server did not take is tried again until it does (see mail/mailer.ts).
      repeatEvery(MAIL_RETRY_EVERY_MS, () =>
        mailer
          .deliverDue()
          .then(() => {})
          .catch((err) => logger.warn({ err: { message: (err as Error).message } }, 'mail retry failed')),
      ),
    ];
    const http = server;
    let closing: Promise<void> | undefined;
    return {
      url: `http://localhost:${port}`,
      port,
      deps,
      seeded,
      close: () => {
        closing ??= (async () => {
          // No background run starts from now on; one under way (a digest batch, mail being
          // sent) finishes before the database closes, so none is cut off halfway.
          const backgroundDone = Promise.all(background.map((job) => job.stop()));
          // Finish in-flight requests, drop idle keep-alive sockets, then close the database.
          await new Promise<void>((resolve) => {
            const force = setTimeout(() => {
              if ('closeAllConnections' in http) http.closeAllConnections();
              resolve();
            }, 10_000);
            http.close(() => {
              clearTimeout(force);
              resolve();
            });
            if ('closeIdleConnections' in http) http.closeIdleConnections();
          });
          await backgroundDone;
          await database.close();
          release();
        })();
        return closing;
      },
    };
  } catch (err) {
    server?.close();
    await database.close().catch(() => {});
    release();
    throw err;
  }
}
