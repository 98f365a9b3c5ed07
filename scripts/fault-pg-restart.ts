/**
 * npx tsx scripts/fault-pg-restart.ts [--clients 20] [--steady 10] [--down 3] [--timeout 10000]
 *   [--think 50] [--json out.json]
 *
 * PostgreSQL restarted under load (docs/reliability.md, "PostgreSQL away and back"): starts a
 * private PostgreSQL cluster (initdb into a temporary folder, a free port; as root through
 * `runuser -u postgres`), points the app at a fresh database there, and has --clients members'
 * clients read and write without stopping while PostgreSQL is restarted with `pg_ctl restart -m
 * fast` and then stopped for --down seconds and started again; --steady seconds of load before,
 * between and after. Prints the figures (requests, status mix during each outage, time from
 * PostgreSQL accepting connections to the app's first success, p95 before and after) and exits 1
 * on any answer other than a success or 503 with Retry-After, a request without an answer, a
 * recovery slower than 5 s, or a lost acknowledged write. The cluster, the app and the temporary
 * folders are removed in every case, Ctrl-C included.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { runRestartUnderLoad } from '../tests/setup/pg-restart';

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '20' },
    steady: { type: 'string', default: '10' },
    down: { type: 'string', default: '3' },
    timeout: { type: 'string', default: '10000' },
    think: { type: 'string', default: '50' },
    json: { type: 'string' },
  },
});

// The cluster and the app are stopped by the exit handlers of tests/setup/private-postgres.ts and
// tests/setup/server-process.ts; exiting on a signal runs them.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

const report = await runRestartUnderLoad({
  clients: Number(args.clients),
  steadyMs: Number(args.steady) * 1000,
  downMs: Number(args.down) * 1000,
  requestTimeoutMs: Number(args.timeout),
  thinkMs: Number(args.think),
  log: (line) => console.log(line),
});
console.log(JSON.stringify(report, null, 2));
if (args.json) fs.writeFileSync(args.json, `${JSON.stringify(report, null, 2)}\n`);
console.log(report.problems.length ? `FAIL:\n- ${report.problems.join('\n- ')}` : 'PASS');
process.exitCode = report.problems.length ? 1 : 0;
