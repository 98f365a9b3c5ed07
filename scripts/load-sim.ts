/**
 * Load with reconciliation (docs/reliability.md, "Load").
 *
 *   npm run build && npx tsx scripts/load-sim.ts [--members 200] [--seconds 60] [--resources 5000]
 *        [--population 2000] [--apps 2] [--pool 10] [--think 100] [--timeout 30000] [--seed 1] [--json out.json]
 *        [--admin-url postgres://postgres@127.0.0.1:5432/postgres] [--keep]
 *
 * Creates a fresh database `praxis_load_<random>` on the PostgreSQL server of --admin-url, migrates
 * and fills it with scripts/bench-data.ts (the demo library plus --resources synthetic items and
 * --population synthetic members with their saves, collections and self-assessments), starts --apps
 * processes of the built server (dist/server/index.js) on it behind a round-robin proxy on
 * 127.0.0.1, then lets --members of the synthetic members act at once for --seconds (sessions made
 * directly in the database; a quarter of them hold a self-assessment with two items left, so that
 * submits happen during the run). Afterwards every member's saved rows, collections, votes and answers
 * are read back and compared with what its acknowledged requests did. Prints throughput and
 * latency per action; exits 1 on any error (5xx, network, timeout, broken stream), any answer the
 * member's state did not allow, or any difference. The processes are stopped and the database
 * dropped at the end (--keep leaves the database).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { like } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../src/server/db/client';
import { users } from '../src/server/db/schema';
import {
  contentPools,
  formatTable,
  prefillAssessments,
  prepareMembers,
  reconcile,
  runSimulation,
  startProxy,
} from './load/simulator';

const { values: args } = parseArgs({
  options: {
    members: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    resources: { type: 'string', default: '5000' },
    population: { type: 'string', default: '2000' },
    apps: { type: 'string', default: '2' },
    pool: { type: 'string', default: '10' },
    think: { type: 'string', default: '100' },
    timeout: { type: 'string', default: '30000' },
    seed: { type: 'string', default: '1' },
    'base-port': { type: 'string', default: '3310' },
    'admin-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    json: { type: 'string' },
    keep: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

function int(name: keyof typeof args, min: number): number {
  const n = Number(args[name]);
  if (!Number.isInteger(n) || n < min) {
    console.error(`--${name} must be an integer >= ${min}`);
    process.exit(2);
  }
  return n;
}

const SECRET = crypto.randomBytes(32).toString('hex');
const SERVER = path.resolve('dist/server/index.js');

async function waitReady(url: string, child: ChildProcess, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`app process exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health/ready`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} not ready within ${ms} ms`);
}

async function main(): Promise<number> {
  if (args.help) {
    console.log(
      'Usage: npx tsx scripts/load-sim.ts [--members 200] [--seconds 60] [--resources 5000] [--population 2000] [--apps 2] [--pool 10] [--think 100] [--seed 1] [--json FILE] [--admin-url URL] [--keep]',
    );
    return 0;
  }
  const opts = {
    members: int('members', 1),
    seconds: int('seconds', 1),
    resources: int('resources', 0),
    population: int('population', 1),
    apps: int('apps', 1),
    pool: int('pool', 1),
    think: int('think', 0),
    timeout: int('timeout', 1000),
    seed: int('seed', 0),
    basePort: int('base-port', 1024),
  };
  if (opts.members > opts.population) {
    console.error('--members cannot exceed --population');
    return 2;
  }
  if (!fs.existsSync(SERVER)) {
    console.error(`${SERVER} is missing: run \`npm run build\` first`);
    return 2;
  }
  const adminUrl = args['admin-url']!;
  const name = `praxis_load_${crypto.randomBytes(5).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  console.log(`Database ${name} created on ${url.host}`);

  const children: ChildProcess[] = [];
  let proxy: Awaited<ReturnType<typeof startProxy>> | undefined;
  let database: Database | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'praxis-load-'));
  try {
    // Data: migrations, demo library, synthetic library and members (scripts/bench-data.ts).
    const t0 = performance.now();
    const bench = spawn(
      process.execPath,
      [
        ...process.execArgv,
        'scripts/bench-data.ts',
        '--database-url',
        databaseUrl,
        '--resources',
        String(opts.resources),
        '--members',
        String(opts.population),
        '--seed',
        String(opts.seed + 41),
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    const code = await new Promise<number | null>((resolve) => bench.on('exit', resolve));
    if (code !== 0) throw new Error(`bench-data exited with ${code}`);
    console.log(`Data ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    database = await openDatabase({ url: databaseUrl, poolSize: 4 });
    const db = database.db;
    const chosen = await db
      .select({ id: users.id })
      .from(users)
      .where(like(users.email, 'bench.member.%'))
      .orderBy(users.email)
      .limit(opts.members);
    const members = await prepareMembers(
      db,
      chosen.map((u) => u.id),
      SECRET,
    );
    // A quarter of them holds a nearly finished self-assessment: they submit during the run.
    const prefilled = await prefillAssessments(
      db,
      members.slice(0, Math.ceil(members.length / 4)).map((m) => m.userId),
    );
    const pools = await contentPools(db);

    // The app processes, then the proxy in front of them (its port is the apps' public origin).
    proxy = await startProxy(
      Array.from({ length: opts.apps }, (_, i) => ({ host: '127.0.0.1', port: opts.basePort + 1 + i })),
      opts.basePort,
    );
    for (let i = 0; i < opts.apps; i++) {
      const port = opts.basePort + 1 + i;
      const child = spawn(process.execPath, [SERVER], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          // Test mode as the browser journeys run it: no per-address rate limits (every simulated
          // member comes from 127.0.0.1), no real mail.
          NODE_ENV: 'test',
          PORT: String(port),
          APP_URL: proxy.url,
          DATABASE_URL: databaseUrl,
          DATABASE_POOL_SIZE: String(opts.pool),
          BETTER_AUTH_SECRET: SECRET,
          DATA_DIR: path.join(dataDir, `app${i}`),
          LOG_LEVEL: 'error',
          SEED_DEMO: 'false',
        },
      });
      children.push(child);
    }
    await Promise.all(children.map((c, i) => waitReady(`http://127.0.0.1:${opts.basePort + 1 + i}`, c)));
    console.log(
      `${opts.apps} app processes ready behind ${proxy.url}; ${members.length} members (${prefilled} with a nearly finished self-assessment) for ${opts.seconds} s (think ${opts.think} ms)`,
    );

    const load0 = os.loadavg();
    const result = await runSimulation(db, {
      baseUrl: proxy.url,
      origin: proxy.url,
      members,
      seconds: opts.seconds,
      thinkMs: opts.think,
      timeoutMs: opts.timeout,
      seed: opts.seed,
      itemIds: pools.itemIds,
      savableIds: pools.savableIds,
    });
    const load1 = os.loadavg();
    const check = await reconcile(db, result);

    console.log(`\n${formatTable(result)}\n`);
    console.log(
      `Requests per app process: ${proxy.counts.join(' / ')}; load average before ${load0[0]!.toFixed(1)}, after ${load1[0]!.toFixed(1)} (${os.cpus().length} cores)`,
    );
    console.log(`Errors: ${result.errors.length}; unexpected answers: ${result.unexpected.length}`);
    for (const e of [...result.errors, ...result.unexpected].slice(0, 20)) {
      console.log(`  ${e.status} ${e.method} ${e.path} (${e.action}): ${e.detail}`);
    }
    console.log(
      `Reconciliation: ${check.members} members, ${check.compared} rows compared, ${check.differences.length} differences` +
        (check.skipped ? `, ${check.skipped} left out after failed requests` : ''),
    );
    for (const d of check.differences.slice(0, 20))
      console.log(`  ${d.userId} ${d.kind} ${d.key}: ${d.side}`);
    console.log(
      `Assessment population counts and stored scores: ${check.drift.length === 0 ? 'exact' : 'DRIFT'}`,
    );
    for (const d of check.drift.slice(0, 20)) console.log(`  ${d}`);
    if (args.json) {
      fs.writeFileSync(
        args.json,
        JSON.stringify(
          {
            options: opts,
            seconds: result.seconds,
            requests: result.requests,
            perSecond: result.perSecond,
            actions: result.actions,
            errors: result.errors,
            unexpected: result.unexpected,
            reconciliation: { ...check, differences: check.differences.slice(0, 100) },
            perApp: proxy.counts,
            loadavg: { before: load0, after: load1 },
          },
          null,
          2,
        ),
      );
    }
    const ok =
      result.errors.length === 0 &&
      result.unexpected.length === 0 &&
      check.differences.length === 0 &&
      check.drift.length === 0;
    console.log(ok ? 'PASS' : 'FAIL');
    return ok ? 0 : 1;
  } finally {
    await Promise.all(
      children.map(
        (c) =>
          new Promise<void>((resolve) => {
            if (c.exitCode !== null) return resolve();
            const timer = setTimeout(() => c.kill('SIGKILL'), 10_000);
            c.on('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            c.kill('SIGTERM');
          }),
      ),
    );
    await proxy?.close();
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (!args.keep) {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
      console.log(`Database ${name} dropped`);
    } else console.log(`Database kept: ${databaseUrl}`);
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  },
);
