/**
 * Latency and throughput of the content list endpoints (docs/performance.md, "Content lists").
 *
 *   npx tsx scripts/bench-content.ts --database-url postgres://postgres@127.0.0.1:5432/praxis_bench
 *   npx tsx scripts/bench-content.ts --data-dir /tmp/praxis-bench-pglite      (embedded PGlite)
 *        [--port 3201] [--connections 20] [--duration 10] [--warmup 2] [--only resources,tags]
 *        [--seed 7] [--json results.json] [--pages mixed|first|deep]
 *
 * `--roadmap-features N` first adds N public features ("Bench feature n", statuses in turn) with up
 * to 1,500 votes each from the bench members, when fewer exist, for the `GET /api/roadmap/features`
 * row (the whole roadmap with counts and the member's own votes, in one statement).
 *
 * `--pages first` asks every list for page 1, `--pages deep` for a random page 1–40 (uniform), the
 * default `mixed` as people browse (60 % page 1, 30 % pages 2–10, 10 % deeper). Two more rows:
 * `search (uncached)` sends only queries never sent before in the run (one to three words drawn
 * from the library's titles), so the result cache never answers, and `search (two new words)` the
 * same with exactly two words and no type filter; `GET /api/me` is the one-query
 * route (one statement for the session and the member), the ceiling a list is compared with.
 *
 * Fill the database first with scripts/bench-data.ts. The script boots the real app (startServer:
 * migrations, auth, every route) in a child process, so the load generator and the server do not
 * share one event loop; it signs in as a bench member with full access, then runs autocannon
 * against each endpoint in turn with varied filters and pages (seeded, so runs are comparable).
 * Latency percentiles come from every response's own time; req/s is autocannon's mean.
 */
import { type ChildProcess, fork } from 'node:child_process';
import crypto from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { count, like } from 'drizzle-orm';
import { startServer } from '../src/server/boot';
import type { Db } from '../src/server/db/client';
import { featureUpvotes, profiles, roadmapFeatures } from '../src/server/db/schema';
import { loadEnv } from '../src/server/env';
import { createLogger } from '../src/server/lib/logger';
import { createRng, type Rng } from '../src/server/seed/random';
import { FEATURE_STATUSES } from '../src/shared/domain/roadmap';
import { benchMemberEmails, signInBench, stopWithParent } from './bench-server';
import { autocannon, type CannonResult, percentile } from './load-generator';

// ---------------------------------------------------------------------------------------------

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    port: { type: 'string', default: '3201' },
    connections: { type: 'string', default: '20' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    only: { type: 'string' },
    seed: { type: 'string', default: '7' },
    json: { type: 'string' },
    pages: { type: 'string', default: 'mixed' },
    'roadmap-features': { type: 'string', default: '0' },
    serve: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

const int = (name: string, value: string | undefined, min: number): number => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) {
    console.error(`--${name} must be an integer >= ${min} (got ${value})`);
    process.exit(2);
  }
  return n;
};

// ---------------------------------------------------------------------------------------------
// Child process: the app itself.

/** Public roadmap features with many votes from the bench members (deterministic, added once). */
async function ensureRoadmapData(db: Db, wanted: number, seed: number): Promise<void> {
  const [have] = await db
    .select({ n: count() })
    .from(roadmapFeatures)
    .where(like(roadmapFeatures.title, 'Bench feature %'));
  if ((have?.n ?? 0) >= wanted) return;
  const rng = createRng(seed);
  const members = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(like(profiles.email, 'bench.member.%'))
    .orderBy(profiles.email)
    .limit(10000);
  for (let i = have?.n ?? 0; i < wanted; i++) {
    const [feature] = await db
      .insert(roadmapFeatures)
      .values({
        title: `Bench feature ${i + 1}`,
        description: `A synthetic roadmap feature for the benchmark, number ${i + 1}.`,
        status: FEATURE_STATUSES[i % FEATURE_STATUSES.length]!,
      })
      .returning({ id: roadmapFeatures.id });
    const voters = rng.sample(members, Math.min(members.length, rng.int(0, 1500)));
    for (let at = 0; at < voters.length; at += 2000) {
      await db
        .insert(featureUpvotes)
        .values(voters.slice(at, at + 2000).map((m) => ({ featureId: feature!.id, userId: m.id })))
        .onConflictDoNothing();
    }
  }
}

async function serve(): Promise<void> {
  const url = args['database-url'];
  const port = int('port', args.port, 1);
  const env = loadEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://localhost:${port}`,
    BETTER_AUTH_SECRET: crypto.randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    // Production requires SMTP; a benchmark sends no mail (nothing listens there).
    SMTP_URL: 'smtp://127.0.0.1:9',
    ...(url ? { DATABASE_URL: url } : { DATA_DIR: args['data-dir'] ?? './data' }),
  });
  const server = await startServer({ env, logger: createLogger(env.LOG_LEVEL) });
  const roadmapFeatureCount = int('roadmap-features', args['roadmap-features'], 0);
  if (roadmapFeatureCount > 0) {
    await ensureRoadmapData(server.deps.db, roadmapFeatureCount, int('seed', args.seed, 0));
  }
  const emails = await benchMemberEmails(server.deps.db, int('connections', args.connections, 1));
  stopWithParent(server);
  process.send?.({
    ready: true,
    url: env.APP_URL,
    emails,
    kind: server.deps.database.kind,
  });
}

// ---------------------------------------------------------------------------------------------
// Parent: load generation.

interface Scenario {
  name: string;
  varies: string;
  path: (rng: Rng) => string;
  /**
   * Asked by as many bench members as there are connections, in turn (a route with a per-member
   * rate limit: one member alone would be refused after the limit, and a 429 is cheap).
   */
  manyMembers?: boolean;
}

interface Vocabulary {
  topics: string[];
  industries: string[];
  headcounts: string[];
  years: number[];
  caseStudyIds: string[];
  /** Words of the library's titles, for search queries never typed before. */
  words: string[];
}

const query = (params: Record<string, string | number | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
};

/** Mostly the first pages, as people browse; sometimes deep (or as `--pages` says). */
const somePage = (rng: Rng, deepest: number) => {
  if (args.pages === 'first') return 1;
  if (args.pages === 'deep') return rng.int(1, 40);
  const r = rng.next();
  if (r < 0.6) return 1;
  if (r < 0.9) return rng.int(2, 10);
  return rng.int(11, deepest);
};
const maybe = <T>(rng: Rng, list: readonly T[], p = 0.5): T | undefined =>
  list.length > 0 && rng.chance(p) ? rng.pick(list) : undefined;
const anyCase = (rng: Rng, s: string) => (rng.chance(0.5) ? s.toLowerCase() : s);

/** One to three title words, never the same query twice in a run (so the result cache misses). */
/** A query of `count` title words (or 1–3) never sent before in the run. */
function freshQuery(rng: Rng, words: string[], sent: Set<string>, count?: number): string {
  for (;;) {
    const n = count ?? rng.int(1, 3);
    const q = Array.from({ length: n }, () => rng.pick(words)).join(' ');
    if (!sent.has(q)) {
      sent.add(q);
      return q;
    }
  }
}

function scenarios(v: Vocabulary): Scenario[] {
  const sent = new Set<string>();
  return [
    {
      name: 'GET /api/me (one-query ceiling)',
      varies: '—',
      path: () => '/api/me',
    },
    {
      name: 'GET /api/resources',
      varies: 'topic 50%, contentType 30%, page',
      path: (rng) =>
        `/api/resources${query({
          topic: maybe(rng, v.topics),
          contentType: maybe(rng, ['text', 'video', 'audio', 'framework'], 0.3),
          page: somePage(rng, 200),
        })}`,
    },
    {
      name: 'GET /api/case-studies',
      varies: 'topic, industry, headcount 40% each, page',
      path: (rng) =>
        `/api/case-studies${query({
          topic: maybe(rng, v.topics, 0.4),
          industry: maybe(rng, v.industries, 0.4),
          headcount: maybe(rng, v.headcounts, 0.4),
          page: somePage(rng, 100),
        })}`,
    },
    {
      name: 'GET /api/events',
      varies: 'topic 40%, timeline 60%, page',
      path: (rng) =>
        `/api/events${query({
          topic: maybe(rng, v.topics, 0.4),
          timeline: maybe(rng, ['upcoming', 'past'], 0.6),
          page: somePage(rng, 100),
        })}`,
    },
    {
      name: 'GET /api/research',
      varies: 'year 50%, page',
      path: (rng) => `/api/research${query({ year: maybe(rng, v.years), page: somePage(rng, 50) })}`,
    },
    {
      name: 'GET /api/canvases',
      varies: 'page',
      path: (rng) => `/api/canvases${query({ page: somePage(rng, 60) })}`,
    },
    {
      name: 'GET /api/tags/{tag}',
      varies: 'topic/industry/size tag in either case, type 50%, page 1–9',
      path: (rng) => {
        const tag = anyCase(rng, rng.pick([...v.topics, ...v.topics, ...v.industries, ...v.headcounts]));
        return `/api/tags/${encodeURIComponent(tag)}${query({
          type: maybe(rng, ['case-study', 'resource', 'canvas', 'event']),
          page: rng.int(1, 9),
        })}`;
      },
    },
    {
      name: 'GET /api/tags/Coaching (a frequent topic)',
      varies: 'page 1–5',
      path: (rng) => `/api/tags/Coaching${query({ page: rng.int(1, 5) })}`,
    },
    {
      name: 'GET /api/home',
      varies: '—',
      path: () => '/api/home',
    },
    {
      name: 'GET /api/search (uncached)',
      varies: '1–3 title words never sent before, type 30%, one member per connection',
      manyMembers: true,
      path: (rng) =>
        `/api/search${query({
          q: freshQuery(rng, v.words, sent),
          type: maybe(rng, ['resource', 'case-study', 'event', 'research'], 0.3),
        })}`,
    },
    {
      // The issue's own workload: two varied words never searched before, no filter.
      name: 'GET /api/search (two new words)',
      varies: '2 title words never sent before, one member per connection',
      manyMembers: true,
      path: (rng) => `/api/search${query({ q: freshQuery(rng, v.words, sent, 2) })}`,
    },
    {
      name: 'GET /api/assessment/results',
      varies: "the bench member's own results (needs bench-data --assessed 1)",
      path: () => '/api/assessment/results',
    },
    {
      name: 'GET /api/assessment/team-results',
      varies: "the bench member's team averages",
      path: () => '/api/assessment/team-results',
    },
    {
      name: 'GET /api/content/filters',
      varies: '—',
      path: () => '/api/content/filters',
    },
    {
      name: 'GET /api/content/{id} (case study)',
      varies: 'random case study: blocks + 3 related',
      path: (rng) => `/api/content/${encodeURIComponent(rng.pick(v.caseStudyIds))}?type=case-study`,
    },
    {
      name: 'GET /api/roadmap/features',
      varies: 'sort by status 50%, by popularity 50%',
      path: (rng) => `/api/roadmap/features?sort=${rng.chance(0.5) ? 'status' : 'popularity'}`,
    },
    {
      name: 'GET /api/public/events (visitor)',
      varies: '— (no session)',
      path: () => '/api/public/events',
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// CPU time per request: the app process and the PostgreSQL backends serving its database (a
// local server), read from /proc before and after each run. Unlike latency on a shared machine,
// it hardly depends on what else runs at the time.

const TICK_MS = 10; // USER_HZ is 100 on Linux

function cpuMsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** PostgreSQL backends connected to `database` (their process title names it). */
function backendsOf(database: string): number[] {
  if (process.platform !== 'linux') return [];
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres: ') && title.split(' ').includes(database)) pids.push(Number(entry));
    } catch {}
  }
  return pids;
}

function cpuSnapshot(appPid: number | undefined, database: string | null) {
  const backends = database ? backendsOf(database) : [];
  return {
    app: appPid ? cpuMsOf(appPid) : 0,
    db: new Map(backends.map((pid) => [pid, cpuMsOf(pid)])),
  };
}

/** CPU ms per request since `before` (backends that started meanwhile count from zero). */
function cpuPerRequest(
  before: ReturnType<typeof cpuSnapshot>,
  after: ReturnType<typeof cpuSnapshot>,
  n: number,
) {
  let db = 0;
  for (const [pid, ms] of after.db) db += ms - (before.db.get(pid) ?? 0);
  return { app: (after.app - before.app) / Math.max(1, n), db: db / Math.max(1, n) };
}

function run(
  url: string,
  cookies: string[],
  s: Scenario,
  seconds: number,
  connections: number,
  seed: number,
): Promise<{ result: CannonResult; times: number[]; statuses: Map<number, number> }> {
  const rng = createRng(seed);
  const visitor = s.name.includes('(visitor)');
  const times: number[] = [];
  const statuses = new Map<number, number>();
  let turn = 0;
  const cookieFor = () => (s.manyMembers ? cookies[turn++ % cookies.length]! : cookies[0]!);
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              method: 'GET',
              path: s.path(rng),
              headers: visitor ? { ...req.headers } : { ...req.headers, cookie: cookieFor() },
            }),
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve({ result, times, statuses })),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      times.push(ms);
      if (status >= 300) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  });
}

async function json<T>(url: string, cookie: string): Promise<T> {
  const res = await fetch(url, { headers: { cookie } });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function main(): Promise<number> {
  if (args.help) {
    console.log(
      'Usage: npx tsx scripts/bench-content.ts [--database-url URL | --data-dir DIR] [--port 3201] [--connections 20] [--duration 10] [--warmup 2] [--only names] [--seed 7] [--json file]',
    );
    return 0;
  }
  if (args.serve) {
    await serve();
    return -1;
  }
  if (args['database-url'] && args['data-dir']) {
    console.error('Use either --database-url or --data-dir, not both.');
    return 2;
  }
  const connections = int('connections', args.connections, 1);
  const duration = int('duration', args.duration, 1);
  const warmup = int('warmup', args.warmup, 0);
  const seed = int('seed', args.seed, 0);

  // BENCH_CPU_PROF_DIR=dir writes the server's CPU profile there when it stops (to see where its time goes).
  const profile = process.env.BENCH_CPU_PROF_DIR;
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [...process.argv.slice(2), '--serve'], {
    stdio: 'inherit',
    execArgv: [...process.execArgv, ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [])],
  });
  const ready = await new Promise<{ url: string; emails: string[]; kind: string }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as { url: string; emails: string[]; kind: string }));
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before it was ready`)));
  });
  try {
    if (ready.emails.length === 0)
      throw new Error('No bench member found: fill the database with scripts/bench-data.ts first.');
    const cookies: string[] = [];
    for (const email of ready.emails) cookies.push(await signInBench(ready.url, email));
    const cookie = cookies[0]!;

    const filters = await json<{ topics: string[]; industries: string[]; headcounts: string[] }>(
      `${ready.url}/api/content/filters`,
      cookie,
    );
    const research = await json<{ years: number[] }>(`${ready.url}/api/research`, cookie);
    const caseStudyIds: string[] = [];
    for (const page of [1, 5, 20, 50]) {
      const p = await json<{ items: Array<{ id: string }> }>(
        `${ready.url}/api/case-studies?pageSize=48&page=${page}`,
        cookie,
      );
      caseStudyIds.push(...p.items.map((i) => i.id));
    }
    const counts = await json<{ total: number }>(`${ready.url}/api/resources?pageSize=1`, cookie);
    const words = new Set<string>();
    for (const page of [1, 3, 9, 27, 81]) {
      const p = await json<{ items: Array<{ title: string }> }>(
        `${ready.url}/api/resources?pageSize=48&page=${page}`,
        cookie,
      );
      for (const item of p.items)
        for (const w of item.title.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (w.length >= 4) words.add(w);
    }
    const vocabulary: Vocabulary = {
      ...filters,
      years: research.years,
      caseStudyIds,
      words: [...words],
    };

    const only = args.only?.split(',').map((s) => s.trim().toLowerCase());
    const selected = scenarios(vocabulary).filter(
      (s) => !only || only.some((o) => s.name.toLowerCase().includes(o)),
    );
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    console.log(
      `\nContent API on ${ready.kind === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'}, signed in as ${ready.emails[0]} (search: ${cookies.length} members in turn); ` +
        `${counts.total} resources of type "resource" in the library.\n` +
        `Machine: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}. ` +
        `autocannon: ${connections} connections, ${duration} s per endpoint after ${warmup} s warm-up; pages: ${args.pages}.\n`,
    );
    const rows: Array<Record<string, string | number>> = [];
    // The 1-minute load average after each run: on a shared machine, other work skews the figures.
    const database = args['database-url'] ? new URL(args['database-url']).pathname.slice(1) : null;
    const header =
      '| endpoint | varies | req/s | p50 ms | p95 ms | p99 ms | non-2xx | load | app CPU ms/req | db CPU ms/req |';
    console.log(`${header}\n|---|---|--:|--:|--:|--:|--:|--:|--:|--:|`);
    for (const [i, s] of selected.entries()) {
      if (warmup > 0) await run(ready.url, cookies, s, warmup, connections, seed + 1000 + i);
      const cpuBefore = cpuSnapshot(child.pid, database);
      const { result, times, statuses } = await run(ready.url, cookies, s, duration, connections, seed + i);
      const cpu = cpuPerRequest(cpuBefore, cpuSnapshot(child.pid, database), times.length);
      const sorted = times.sort((a, b) => a - b);
      const row = {
        endpoint: s.name,
        varies: s.varies,
        rps: Math.round(result.requests.average),
        p50: percentile(sorted, 50).toFixed(1),
        p95: percentile(sorted, 95).toFixed(1),
        p99: percentile(sorted, 99).toFixed(1),
        non2xx: result.non2xx + result.errors + result.timeouts,
        statuses: [...statuses].map(([status, n]) => `${n}× ${status}`).join(', '),
        requests: sorted.length,
        load: os.loadavg()[0]!.toFixed(1),
        appCpu: cpu.app.toFixed(2),
        dbCpu: database ? cpu.db.toFixed(2) : '—',
      };
      rows.push(row);
      console.log(
        `| ${row.endpoint} | ${row.varies} | ${row.rps} | ${row.p50} | ${row.p95} | ${row.p99} | ${row.non2xx} | ${row.load} | ${row.appCpu} | ${row.dbCpu} |`,
      );
      if (row.statuses) console.log(`  (not 2xx: ${row.statuses})`);
    }
    if (args.json) writeFileSync(args.json, JSON.stringify({ database: ready.kind, rows }, null, 2));
    return rows.some((r) => Number(r.non2xx) > 0) ? 1 : 0;
  } finally {
    child.disconnect();
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

main().then(
  (code) => {
    if (code >= 0) process.exit(code);
  },
  (err) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  },
);
