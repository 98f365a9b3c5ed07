/**
 * GET /api/assessment/grow-next against a BUILT server (docs/relevance.md, "Cost of the ranking"):
 * cold (autocannon from the moment the server answers, no warm-up: every ranking is computed
 * under load) and then warm (after a warm-up, the rankings held by the process).
 *
 *   npm run build:server
 *   npx tsx scripts/bench-grow-next.ts --database-url postgres://postgres@127.0.0.1:5432/praxis_bench
 *        [--server dist/server/index.js] [--port 3205] [--connections 20] [--duration 5] [--warmup 2]
 *        [--members 150]
 *
 * Fill the database first with `scripts/bench-data.ts ... --assessed 1`: the bench member's results
 * name the three competencies asked for. Every request asks for the same three, as one member's
 * results page does. A last row measures GET /api/me, the floor of any route at that moment; the
 * load average is printed with each row (a shared machine skews figures).
 */
import crypto from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/client';
import { MEMBER_LIMITS } from '../src/server/lib/rate-limit';
import { benchMemberEmails, signInBench, startBuiltServer } from './bench-server';
import { autocannon, type CannonResult, percentile } from './load-generator';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    server: { type: 'string', default: 'dist/server/index.js' },
    port: { type: 'string', default: '3205' },
    connections: { type: 'string', default: '20' },
    duration: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '2' },
    members: { type: 'string', default: '150' },
  },
});

/** Requests to `url`, each signed in as the next of `cookies`. */
function run(url: string, cookies: string[], duration: number, connections: number) {
  let turn = 0;
  return new Promise<{ result: CannonResult; times: number[] }>((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon(
      {
        url,
        connections,
        duration,
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              method: 'GET',
              headers: { ...req.headers, cookie: cookies[turn++ % cookies.length]! },
            }),
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve({ result, times })),
    );
    instance.on('response', (_c, _status, _bytes, ms) => times.push(ms));
  });
}

async function main(): Promise<void> {
  const databaseUrl = args['database-url'];
  if (!databaseUrl) throw new Error('--database-url is required');
  const port = Number(args.port);
  const base = `http://127.0.0.1:${port}`;
  const database = await openDatabase({ url: databaseUrl, poolSize: 1 });
  const emails = await benchMemberEmails(database.db, Number(args.members));
  await database.close();
  if (emails.length === 0)
    throw new Error('No bench member: fill the database with scripts/bench-data.ts first.');

  const { child } = await startBuiltServer({
    server: args.server,
    port,
    databaseUrl,
    secret: crypto.randomBytes(32).toString('hex'),
  });
  try {
    const cookies: string[] = [];
    for (const email of emails) cookies.push(await signInBench(base, email));
    const cookie = cookies[0]!;
    const results = await fetch(`${base}/api/assessment/results`, { headers: { cookie } });
    const { growNextFor } = (await results.json()) as { growNextFor: string[] };
    const url = `${base}/api/assessment/grow-next?competencies=${encodeURIComponent(growNextFor.join(','))}`;
    const connections = Number(args.connections);
    const duration = Number(args.duration);
    console.log(
      `\n${growNextFor.join(', ')}; ${connections} connections, ${duration} s, ${cookies.length} members in turn\n`,
    );
    console.log('| run | req/s | p50 ms | p95 ms | p99 ms | max ms | non-2xx | errors | load |');
    console.log('|---|--:|--:|--:|--:|--:|--:|--:|--:|');
    const row = async (name: string, target = url) => {
      const { result, times } = await run(target, cookies, duration, connections);
      const sorted = times.sort((a, b) => a - b);
      const cells = [
        name,
        Math.round(result.requests.average),
        ...[50, 95, 99, 100].map((p) => percentile(sorted, p).toFixed(0)),
        result.non2xx,
        result.errors + result.timeouts,
        os.loadavg()[0]?.toFixed(1),
      ];
      console.log(`| ${cells.join(' | ')} |`);
      if (result.non2xx > 0) {
        // Past a member's request limit, fast 429s inflate req/s.
        const { max, window } = MEMBER_LIMITS.growNext;
        console.log(
          `  ${result.non2xx} answers of "${name}" were not 2xx (most likely the limit of ${max} requests a member in ${window} s): the row does not measure the route; give a shorter --duration or more --members.`,
        );
      }
    };
    await row('cold (no ranking held)');
    const warmup = Number(args.warmup);
    if (warmup > 0) await run(url, cookies, warmup, connections);
    await row('warm');
    // The floor on this machine at this moment: a one-statement route through the same stack.
    await row('GET /api/me (floor, for comparison)', `${base}/api/me`);
  } finally {
    child.kill('SIGTERM');
  }
}

await main();
