/**
 * Load benchmark of search and the home dashboard (issue 5).
 *
 *   npx tsx scripts/bench-library.ts --database-url postgres://postgres@127.0.0.1:5432/praxis_bench5
 *   npx tsx scripts/bench-library.ts --data-dir /tmp/bench-pglite
 *        [--connections 20] [--duration 20] [--port 3206] [--email bench.member.7@bench.praxis.test]
 *        [--only search|home] [--gzip]
 *
 * Boots the real app (the production build of the routes, middleware and auth, NODE_ENV=production)
 * in a worker thread of this process against an existing database (fill one with
 * scripts/bench-data.ts first), signs in as a bench member and drives it with autocannon from the
 * main thread. For every response it reads the `Server-Timing: app;dur=` header (time spent in the
 * app) and the client-observed latency, and prints p50 / p95 / p99 of both.
 */
import 'dotenv/config';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { signInBench } from './bench-server';

/** The part of autocannon's API used here (the package ships no types). */
type Autocannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  requests: Array<{
    method: 'GET';
    path: string;
    headers: Record<string, string>;
    onResponse: (status: number, body: string, context: unknown, headers: Record<string, string>) => void;
  }>;
  setupClient: (client: { on(event: 'response', fn: (...args: unknown[]) => void): void }) => void;
}) => Promise<{ requests: { total: number; average: number }; errors: number; non2xx: number }>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

interface WorkerInput {
  databaseUrl?: string;
  dataDir?: string;
  port: number;
  poolSize: number;
}

/** Realistic search traffic: topics, partial words (as typed), titles, speakers, typos, questions. */
export const SEARCH_QUERIES = [
  'coaching',
  'onboarding',
  'leadership development',
  'skills taxonomies',
  'psychological safety',
  'learning analytics',
  'microlearning',
  'sales enablement',
  'change readiness',
  'measurement',
  'AI literacy',
  'mentoring programmes',
  'manager as coach',
  'internal mobility',
  'spaced practice',
  'onboa',
  'coachi',
  'leaders',
  'psycho',
  'micro',
  'enabl',
  'facilit',
  'taxon',
  'onbaording',
  'coachng',
  'leadrship',
  'psycholgical safety',
  'mentorng',
  'analytcs',
  'reskiling',
  'stakeholdr alignment',
  'how do I measure the business impact of learning',
  'how to onboard remote hires',
  'what works in peer coaching',
  'best way to build a coaching culture',
  'Fellows Roundtable',
  'Masterclass learning in the flow of work',
  'Hannah Okonkwo',
  'Priya Natarajan',
  'Okafor',
  'Northfield',
  'Harbourgate Bank',
  'Benchmark Report',
  'Evidence Review 2024',
  'canvas',
  'research',
  'events',
  'job aids for frontline teams',
  'calibration',
  'goal attainment scaling',
];

/** As the client asks: the dropdown (5), the mobile overlay (10) and the /search page (20). */
const PAGE_SIZES = [5, 5, 10, 20];

// ---------------------------------------------------------------------------------------------
// Worker thread: the app

async function serveApp(input: WorkerInput) {
  const { startServer } = await import('../src/server/boot');
  const { loadEnv } = await import('../src/server/env');
  const { createLogger } = await import('../src/server/lib/logger');
  const env = loadEnv({
    NODE_ENV: 'production',
    PORT: String(input.port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${input.port}`,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    // Production requires SMTP; a benchmark sends no mail (nothing listens there).
    SMTP_URL: 'smtp://127.0.0.1:9',
    BETTER_AUTH_SECRET: crypto.randomBytes(32).toString('hex'),
    DATABASE_POOL_SIZE: String(input.poolSize),
    ...(input.databaseUrl ? { DATABASE_URL: input.databaseUrl } : { DATA_DIR: input.dataDir }),
  });
  const server = await startServer({ env, logger: createLogger(env.LOG_LEVEL) });
  // Fresh bench data has no planner statistics yet: PostgreSQL's autovacuum gathers them soon,
  // PGlite (no background workers) never does. Both start from analyzed tables here.
  const { sql } = await import('drizzle-orm');
  await server.deps.db.execute(sql`ANALYZE`);
  parentPort?.postMessage({ url: `http://127.0.0.1:${input.port}`, kind: server.deps.database.kind });
  parentPort?.on('message', async (m) => {
    if (m === 'stop') {
      await server.close();
      process.exit(0);
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Main thread: the load

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

const fmt = (n: number) => (Number.isNaN(n) ? '–' : n.toFixed(1));

interface Scenario {
  name: string;
  paths: string[];
}

async function runScenario(
  url: string,
  cookie: string,
  s: Scenario,
  opts: { connections: number; duration: number; gzip: boolean },
) {
  const serverMs: number[] = [];
  const clientMs: number[] = [];
  const statuses = new Map<number, number>();
  const requests = s.paths.map((path) => ({
    method: 'GET' as const,
    path,
    // --gzip: ask for compressed answers as a browser does (Chromium's Accept-Encoding).
    headers: {
      cookie,
      accept: 'application/json',
      ...(opts.gzip ? { 'accept-encoding': 'gzip, deflate, br, zstd' } : {}),
    },
    onResponse: (status: number, _body: string, _context: unknown, headers: Record<string, string>) => {
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const timing = headers['server-timing'] ?? headers['Server-Timing'];
      const m = timing ? /app;dur=([\d.]+)/.exec(timing) : null;
      if (m) serverMs.push(Number(m[1]));
    },
  }));
  const result = await autocannon({
    url,
    connections: opts.connections,
    duration: opts.duration,
    requests,
    setupClient: (client: { on(event: 'response', fn: (...args: unknown[]) => void): void }) => {
      client.on('response', (...args: unknown[]) => clientMs.push(Number(args[2])));
    },
  });
  serverMs.sort((a, b) => a - b);
  clientMs.sort((a, b) => a - b);
  return {
    scenario: s.name,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.non2xx,
    statuses: Object.fromEntries(statuses),
    server: { p50: percentile(serverMs, 50), p95: percentile(serverMs, 95), p99: percentile(serverMs, 99) },
    client: { p50: percentile(clientMs, 50), p95: percentile(clientMs, 95), p99: percentile(clientMs, 99) },
  };
}

async function main() {
  const { values: args } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      connections: { type: 'string', default: '20' },
      duration: { type: 'string', default: '20' },
      port: { type: 'string', default: '3206' },
      pool: { type: 'string', default: '10' },
      email: { type: 'string', default: 'bench.member.7@bench.praxis.test' },
      password: { type: 'string', default: 'praxis-demo-2026' },
      only: { type: 'string' },
      gzip: { type: 'boolean', default: false },
    },
  });
  const databaseUrl = args['database-url'] ?? (args['data-dir'] ? undefined : process.env.DATABASE_URL);
  if (!databaseUrl && !args['data-dir']) {
    console.error('Give --database-url URL or --data-dir DIR (a database filled by scripts/bench-data.ts).');
    process.exit(2);
  }
  const input: WorkerInput = {
    databaseUrl,
    dataDir: args['data-dir'],
    port: Number(args.port),
    poolSize: Number(args.pool),
  };
  // The worker runs this same TypeScript file, so it registers tsx's loader first.
  const worker = new Worker(
    `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}); });`,
    { eval: true, workerData: input },
  );
  const booted = await new Promise<{ url: string; kind: string }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const { url } = booted;
  const opts = { connections: Number(args.connections), duration: Number(args.duration), gzip: args.gzip };
  try {
    const cookie = await signInBench(url, args.email, args.password);
    const searchPaths = SEARCH_QUERIES.map(
      (q, i) => `/api/search?q=${encodeURIComponent(q)}&pageSize=${PAGE_SIZES[i % PAGE_SIZES.length]}`,
    );
    const scenarios: Scenario[] = [
      { name: 'search', paths: searchPaths },
      { name: 'home', paths: ['/api/home'] },
      // The floor every member request pays (session + member look-up), for comparison.
      { name: 'me', paths: ['/api/me'] },
    ].filter((s) => !args.only || s.name === args.only);

    // Warm-up: every distinct request once (plans, caches), then a short burst.
    for (const s of scenarios) {
      for (const path of s.paths) {
        const res = await fetch(url + path, { headers: { cookie } });
        if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
      }
      await runScenario(url, cookie, s, { ...opts, duration: 3 });
    }

    const results = [];
    for (const s of scenarios) results.push(await runScenario(url, cookie, s, opts));

    console.log(
      `\n${booted.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} · ${opts.connections} connections · ${opts.duration} s per scenario${opts.gzip ? ' · gzip' : ''} · ` +
        `${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}) · Node ${process.version}`,
    );
    console.log('scenario   requests   req/s   server p50/p95/p99 ms    client p50/p95/p99 ms   errors');
    for (const r of results) {
      console.log(
        `${r.scenario.padEnd(10)} ${String(r.requests).padStart(8)} ${String(r.rps).padStart(7)}   ` +
          `${[r.server.p50, r.server.p95, r.server.p99].map(fmt).join(' / ').padEnd(22)}  ` +
          `${[r.client.p50, r.client.p95, r.client.p99].map(fmt).join(' / ').padEnd(22)}  ${r.errors}`,
      );
    }
    console.log(`\n${JSON.stringify(results)}`);
  } finally {
    // Let the last in-flight requests finish before the pool closes.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    worker.postMessage('stop');
    await new Promise((resolve) => worker.once('exit', resolve));
  }
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMainThread && invokedDirectly) {
  main().catch((err) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  });
} else if (!isMainThread) {
  serveApp(workerData as WorkerInput).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
