/**
 * What node-postgres's `query_timeout` costs the app's process, alone: the same statements through
 * two pools that differ only in that option, alternating, inside an AsyncLocalStorage context as
 * the app's requests are (its request store), so each timer carries the context as in the app.
 *
 *   npx tsx scripts/bench-query-timeout.ts --database-url postgres://postgres@127.0.0.1:5432/postgres
 *        [--rounds 3] [--queries 20000] [--concurrency 20] [--row-bytes 6000] [--heap-mb 0]
 *
 * Each statement answers one row of `--row-bytes` of JSON (the size of a results row). Per round
 * and pool: the process's CPU per statement (user + system, process.cpuUsage), the share of it
 * spent in garbage collection (PerformanceObserver 'gc' entries), and statements per second.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { PerformanceObserver } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    rounds: { type: 'string', default: '3' },
    queries: { type: 'string', default: '20000' },
    concurrency: { type: 'string', default: '20' },
    'row-bytes': { type: 'string', default: '6000' },
    'heap-mb': { type: 'string', default: '0' },
  },
});
const url = args['database-url'] ?? process.env.DATABASE_URL;
if (!url) throw new Error('--database-url or DATABASE_URL');
const rounds = Number(args.rounds);
const queries = Number(args.queries);
const concurrency = Number(args.concurrency);
const rowBytes = Number(args['row-bytes']);
// Long-lived objects the size of a running app's heap, which every full collection walks.
const ballast = Array.from({ length: Number(args['heap-mb']) * 1024 }, (_, i) => ({
  i,
  text: 'x'.repeat(900) + i,
}));

const store = new AsyncLocalStorage<{ requestId: string }>();
let gcMs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcMs += entry.duration;
}).observe({ entryTypes: ['gc'] });

// One row of JSON about `rowBytes` long, built by the server (the client parses it, as the app does).
const statement = {
  text: `select json_agg(json_build_object('competency', 'c' || i, 'score', i * 0.37, 'label', repeat('x', 40)))
           as scores from generate_series(1, $1::int) as i`,
  values: [Math.max(1, Math.round(rowBytes / 80))],
};

async function run(pool: pg.Pool) {
  let left = queries;
  const worker = async (id: number) => {
    while (left-- > 0) {
      await store.run({ requestId: `r${id}-${left}` }, () => pool.query(statement));
    }
  };
  globalThis.gc?.();
  gcMs = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, (_, i) => worker(i)));
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  return { cpuPerQuery: cpuMs / queries, gcShare: gcMs / cpuMs, perSecond: (queries / ms) * 1000 };
}

const pools = {
  'no query_timeout': new pg.Pool({ connectionString: url, max: concurrency }),
  'query_timeout 12 s': new pg.Pool({ connectionString: url, max: concurrency, query_timeout: 12_000 }),
};
const fmt = (n: number, d = 3) => n.toFixed(d);
console.log(
  `${queries} statements per run, ${concurrency} at once, a row of ~${rowBytes} bytes; load ${(
    await import('node:os')
  )
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log('| round | pool | CPU ms/statement | GC share | statements/s |');
console.log('|---|---|--:|--:|--:|');
for (const pool of Object.values(pools)) await run(pool); // warm both
for (let round = 1; round <= rounds; round++) {
  const order = round % 2 ? Object.entries(pools) : Object.entries(pools).reverse();
  for (const [name, pool] of order) {
    const r = await run(pool);
    console.log(
      `| ${round} | ${name} | ${fmt(r.cpuPerQuery)} | ${(r.gcShare * 100).toFixed(1)} % | ${Math.round(r.perSecond)} |`,
    );
  }
}
console.log(
  `ballast ${ballast.length} objects; load at the end ${(await import('node:os'))
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
await Promise.all(Object.values(pools).map((p) => p.end()));
