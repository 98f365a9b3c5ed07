/**
 * Time to build the digests of N members (docs/performance.md, "Digest"): one scheduler run in this
 * process, every member due, on a fresh database (PGlite in a temporary folder, or a new database on
 * the PostgreSQL server of --admin-url). Building here is claiming a batch, building each member's
 * digest, and committing its send row and its queued mail; delivery is not timed (the mail queue's
 * own work). Each member has something new (events; for some, a topic they save, a feature they
 * voted for); --assessed members also have a self-assessment, so the growth section is read too.
 *
 *   npx tsx scripts/bench-digest.ts [--members 10000] [--admin-url postgres://postgres@127.0.0.1:5432/postgres]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/client';
import { GrowNextRankings } from '../src/server/features/assessment/grow-next';
import { runDigests } from '../src/server/features/digest/scheduler';
import { loadEnv } from '../src/server/env';
import { createLogger } from '../src/server/lib/logger';
import { mailerFromEnv } from '../src/server/mail/mailer';
import { seedDigestPopulation } from '../tests/support/digest-population';
import { createScratchDatabase, prepareAsInstalled } from '../tests/setup/scratch-db';

const { values: args } = parseArgs({
  options: {
    members: { type: 'string', default: '10000' },
    'admin-url': { type: 'string' },
    batch: { type: 'string', default: '50' },
  },
});

async function main() {
  const members = Number(args.members);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'praxis-bench-digest-'));
  const scratch = args['admin-url']
    ? await createScratchDatabase(args['admin-url'], 'praxis_bench_digest')
    : null;
  const database = scratch
    ? await openDatabase({ url: scratch.url, poolSize: 4 })
    : await openDatabase({ dataDir: path.join(dir, 'pglite') });
  try {
    await prepareAsInstalled(database);
    const seeded = performance.now();
    await seedDigestPopulation(database.db, { members });
    const seedMs = Math.round(performance.now() - seeded);
    const env = loadEnv({
      NODE_ENV: 'test',
      APP_URL: 'http://localhost:3000',
      BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0',
      DATA_DIR: dir,
      // Queued, never delivered: nothing listens here and the run does not deliver.
      SMTP_URL: 'smtp://127.0.0.1:9?ignoreTLS=true',
    });
    const logger = createLogger('silent');
    const mailer = mailerFromEnv(env, database.db, logger);
    const batchMs: number[] = [];
    let last = performance.now();
    const run = await runDigests(
      { db: database.db, env, mailer, growNextRankings: new GrowNextRankings(database.db) },
      {
        now: new Date(),
        batchSize: Number(args.batch),
        deliver: false,
        afterBatch: () => {
          const t = performance.now();
          batchMs.push(t - last);
          last = t;
        },
      },
    );
    batchMs.sort((a, b) => a - b);
    const figures = {
      database: scratch ? 'postgres' : 'pglite',
      members,
      seedMs,
      buildMs: run.buildMs,
      perMemberMs: Number((run.buildMs / members).toFixed(2)),
      sent: run.sent,
      skipped: run.skipped,
      batches: run.batches,
      batchMedianMs: Math.round(batchMs[Math.floor(batchMs.length / 2)] ?? 0),
      batchMaxMs: Math.round(batchMs.at(-1) ?? 0),
      load: os.loadavg().map((l) => Number(l.toFixed(2))),
    };
    console.log(JSON.stringify(figures));
  } finally {
    await database.close();
    await scratch?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
