/**
 * POST /api/assessment/instances/{id}/submit against a BUILT server, on a fresh copy of a filled
 * database each run (docs/performance.md, "Assessment submit").
 *
 *   npm run build:server
 *   npx tsx scripts/bench-submit.ts --template sqlfns_bench_10k [--server dist/server/index.js]
 *        [--admin-url postgres://postgres@127.0.0.1:5432/postgres] [--port 3700] [--submits 1000]
 *        [--warmup 100] [--connections 20] [--label ts]
 *
 * Fill the template first with `npm run bench:data -- --members 10000 --assessed 1`: every member
 * has submitted once, so each submit here is a redo that moves its member in the population
 * counts. Each run copies the template (`<template>_run`, dropped afterwards), gives
 * --warmup + --submits members a session and a complete open self-assessment (written directly),
 * starts the server on the copy, submits --warmup of them unmeasured and then --submits with
 * --connections at once. It prints one table row: throughput, latency percentiles, the CPU per
 * submit of the app process and of its PostgreSQL backends (read from /proc), the load average,
 * and whether the counts and stored scores still equal a recount afterwards.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { and, eq, inArray, isNull, like } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client';
import { assessmentInstances, profiles } from '../src/server/db/schema';
import { startBuiltServer } from './bench-server';
import { assessmentDrift, prefillAssessments, prepareMembers } from './load/simulator';

const { values: args } = parseArgs({
  options: {
    template: { type: 'string', default: 'sqlfns_bench_10k' },
    'admin-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    server: { type: 'string', default: 'dist/server/index.js' },
    port: { type: 'string', default: '3700' },
    submits: { type: 'string', default: '1000' },
    warmup: { type: 'string', default: '100' },
    connections: { type: 'string', default: '20' },
    label: { type: 'string', default: '' },
  },
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** CPU seconds (user + system) of processes, from /proc (clock ticks of 1/100 s); 0 once one is gone. */
const TICKS = 100;
const cpu = (pids: number[]) => pids.reduce((a, pid) => a + cpuTicks(pid), 0) / TICKS;
function cpuTicks(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

async function main(): Promise<void> {
  const template = args.template;
  const copy = `${template}_run`;
  const admin = new pg.Client({ connectionString: args['admin-url'] });
  await admin.connect();
  const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
  await admin.query(`DROP DATABASE IF EXISTS ${ident(copy)}`);
  await admin.query(`CREATE DATABASE ${ident(copy)} TEMPLATE ${ident(template)}`);
  const url = new URL(args['admin-url']);
  url.pathname = `/${copy}`;
  const databaseUrl = url.toString();
  const secret = crypto.randomBytes(32).toString('hex');
  const warmup = Number(args.warmup);
  const submits = Number(args.submits);
  const port = Number(args.port);
  const base = `http://127.0.0.1:${port}`;

  // Members, their sessions and complete open self-assessments, written directly.
  const database = await openDatabase({ url: databaseUrl, poolSize: 2 });
  const chosen = await database.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(like(profiles.email, 'bench.member.%'))
    .orderBy(profiles.email)
    .limit(warmup + submits);
  const ids = chosen.map((m) => m.id);
  const members = await prepareMembers(database.db, ids, secret);
  await prefillAssessments(database.db, ids, 0);
  const open = await database.db
    .select({ id: assessmentInstances.id, userId: assessmentInstances.targetUserId })
    .from(assessmentInstances)
    .where(
      and(
        inArray(assessmentInstances.targetUserId, ids),
        eq(assessmentInstances.raterType, 'self'),
        isNull(assessmentInstances.submittedAt),
      ),
    );
  const instanceOf = new Map(open.map((o) => [o.userId, o.id]));
  await database.close();

  const { child } = await startBuiltServer({ server: args.server, port, databaseUrl, secret });
  try {
    const submit = async (m: (typeof members)[number]) => {
      const started = performance.now();
      const res = await fetch(`${base}/api/assessment/instances/${instanceOf.get(m.userId)}/submit`, {
        method: 'POST',
        headers: { cookie: m.cookie, Origin: base },
      });
      const body = (await res.json()) as { alreadySubmitted?: boolean };
      return { ms: performance.now() - started, ok: res.status === 200 && body.alreadySubmitted === false };
    };
    const runAll = async (list: typeof members) => {
      const times: number[] = [];
      let failed = 0;
      let next = 0;
      const worker = async () => {
        while (next < list.length) {
          const r = await submit(list[next++]!);
          times.push(r.ms);
          if (!r.ok) failed += 1;
        }
      };
      const t0 = performance.now();
      await Promise.all(Array.from({ length: Number(args.connections) }, worker));
      return { seconds: (performance.now() - t0) / 1000, times, failed };
    };
    await runAll(members.slice(0, warmup));
    const backends = await admin.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1',
      [copy],
    );
    const pids = backends.rows.map((r) => r.pid);
    const cpuBefore = { app: cpu([child.pid!]), db: cpu(pids) };
    const load = os.loadavg()[0]!.toFixed(1);
    const measured = await runAll(members.slice(warmup));
    const cpuAfter = { app: cpu([child.pid!]), db: cpu(pids) };
    const sorted = measured.times.sort((a, b) => a - b);

    const check = await openDatabase({ url: databaseUrl, poolSize: 1 });
    const drift = await assessmentDrift(check.db);
    await check.close();
    const perSubmit = (s: number) => ((s * 1000) / sorted.length).toFixed(2);
    const cells = [
      args.label || path.basename(path.dirname(path.dirname(path.dirname(path.resolve(args.server))))),
      sorted.length,
      (sorted.length / measured.seconds).toFixed(0),
      ...[50, 95, 99, 100].map((p) => percentile(sorted, p).toFixed(1)),
      perSubmit(cpuAfter.app - cpuBefore.app),
      perSubmit(cpuAfter.db - cpuBefore.db),
      measured.failed,
      drift.length === 0 ? 'exact' : `${drift.length} drifts`,
      load,
    ];
    console.log(`| ${cells.join(' | ')} |`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await admin.query(`DROP DATABASE IF EXISTS ${ident(copy)} WITH (FORCE)`);
    await admin.end();
  }
}

await main();
