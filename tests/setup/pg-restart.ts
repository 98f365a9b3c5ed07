import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type PrivateCluster, startPrivateCluster } from './private-postgres';
import {
  type ServerProcess,
  signInDemoMember,
  startServerProcess,
  stopServerProcess,
} from './server-process';
import { createScratchDatabase } from './scratch-db';

/*
 * PostgreSQL restarted under load. A private cluster is started, the app (as people run it from a
 * checkout) is pointed at a fresh database there, migrates it and seeds the demo library; then
 * `clients` concurrent clients signed in as the demo member read (/api/resources, /api/me,
 * /api/collections) and write (new collections, each with its own name) without stopping, while
 * PostgreSQL is restarted twice: `pg_ctl restart -m fast`, then stopped, left down `downMs`, and
 * started again. The app is never restarted.
 *
 * What must hold:
 * - every answer, during the outages too, is a success or 503 with Retry-After: never another
 *   status, never a dropped connection, never a request left without an answer past its timeout;
 * - the app serves a request begun after PostgreSQL accepts connections again within
 *   `recoveryBoundMs`, and every request begun a second after that first success succeeds;
 * - every write answered 201 is in the database afterwards;
 * - the app process is still the one started at the beginning.
 */

export interface RequestRecord {
  method: string;
  path: string;
  startedAt: number;
  endedAt: number;
  /** HTTP status, or 0 when no answer came (see `failure`). */
  status: number;
  retryAfter: string | null;
  failure?: 'timeout' | 'network';
  /** The collection a POST asked for. */
  name?: string;
}

export interface OutageFigures {
  kind: 'restart -m fast' | 'stop, wait, start';
  /** From the command being issued to PostgreSQL accepting a new connection again. */
  unavailableMs: number;
  /** From PostgreSQL accepting connections to the end of the first success begun after that (null: none). */
  recoveryMs: number | null;
  /** Requests begun between the command and that first success, and what they were answered. */
  requests: number;
  statuses: Record<string, number>;
  /** The longest of those requests took this long to be answered. */
  slowestMs: number;
}

export interface RestartReport {
  clients: number;
  requests: number;
  statuses: Record<string, number>;
  outages: OutageFigures[];
  /** Latency of successes before the first outage, and after the last recovery. */
  p95BeforeMs: number;
  p95AfterMs: number;
  requestsBefore: number;
  requestsAfter: number;
  acknowledgedWrites: number;
  lost: string[];
  /** Every property broken, in words; empty when the proof holds. */
  problems: string[];
  ms: number;
}

export interface RestartOptions {
  clients?: number;
  /** Load before the first outage, between the two, and after the last recovery. */
  steadyMs?: number;
  /** How long PostgreSQL stays stopped in the second outage. */
  downMs?: number;
  /** A request without an answer after this long counts as a hang. */
  requestTimeoutMs?: number;
  recoveryBoundMs?: number;
  /** Pause of each client between requests: random, 0 to this many ms. */
  thinkMs?: number;
  root?: string;
  log?: (line: string) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function percentile(values: number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const isSuccess = (r: RequestRecord) => r.status >= 200 && r.status < 300;
/** The only acceptable failure: the database is away, come back later. */
const isUnavailable = (r: RequestRecord) => r.status === 503 && r.retryAfter !== null;

function label(r: RequestRecord): string {
  if (r.failure) return r.failure === 'timeout' ? 'no answer (timeout)' : 'connection error';
  if (r.status === 503 && r.retryAfter === null) return '503 without Retry-After';
  return String(r.status);
}

function statusMix(records: RequestRecord[]): Record<string, number> {
  const mix: Record<string, number> = {};
  for (const r of records) mix[label(r)] = (mix[label(r)] ?? 0) + 1;
  return mix;
}

/** Runs the load until `stop()`; every request is kept in `records`. */
function startLoad(opts: {
  base: string;
  cookie: string;
  clients: number;
  timeoutMs: number;
  thinkMs: number;
}): { records: RequestRecord[]; stop(): Promise<void> } {
  const records: RequestRecord[] = [];
  let stopping = false;
  let n = 0;
  const one = async (client: number) => {
    const roll = Math.random();
    const write = roll < 0.3;
    const target = write
      ? '/api/collections'
      : roll < 0.7
        ? '/api/resources'
        : roll < 0.9
          ? '/api/me'
          : '/api/collections';
    const name = write ? `restart-${client}-${n++}` : undefined;
    const record: RequestRecord = {
      method: write ? 'POST' : 'GET',
      path: target,
      startedAt: performance.now(),
      endedAt: 0,
      status: 0,
      retryAfter: null,
      name,
    };
    try {
      const res = await fetch(`${opts.base}${target}`, {
        method: record.method,
        headers: {
          Cookie: opts.cookie,
          Origin: opts.base,
          ...(write ? { 'Content-Type': 'application/json' } : {}),
        },
        body: write ? JSON.stringify({ name }) : undefined,
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
      await res.arrayBuffer();
      record.status = res.status;
      record.retryAfter = res.headers.get('retry-after');
    } catch (err) {
      const e = err as Error;
      record.failure = e.name === 'TimeoutError' || e.name === 'AbortError' ? 'timeout' : 'network';
    }
    record.endedAt = performance.now();
    records.push(record);
    return record;
  };
  const client = async (c: number) => {
    while (!stopping) {
      const r = await one(c);
      // A client waits a little after a failure rather than hammering; a real one would wait Retry-After.
      await sleep(isSuccess(r) ? Math.random() * opts.thinkMs : 100);
    }
  };
  const running = Promise.all(Array.from({ length: opts.clients }, (_, c) => client(c)));
  return {
    records,
    async stop() {
      stopping = true;
      await running;
    },
  };
}

/** The moment PostgreSQL accepts a connection again after going away (or after `done()` if it never seemed to). */
async function acceptingAgain(cluster: PrivateCluster, done: () => boolean): Promise<number> {
  let sawDown = false;
  for (;;) {
    const ok = await cluster.accepting();
    const at = performance.now();
    if (ok && (sawDown || done())) return at;
    if (!ok) sawDown = true;
    await sleep(20);
  }
}

export async function runRestartUnderLoad(opts: RestartOptions = {}): Promise<RestartReport> {
  const clients = opts.clients ?? 20;
  const steadyMs = opts.steadyMs ?? 10_000;
  const downMs = opts.downMs ?? 3_000;
  const timeoutMs = opts.requestTimeoutMs ?? 10_000;
  const boundMs = opts.recoveryBoundMs ?? 5_000;
  const log = opts.log ?? (() => {});
  const started = performance.now();
  const problems: string[] = [];

  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'praxis-pg-restart-'));
  // Removed in `finally`, or on exit when an interrupted run never gets there.
  const removeFiles = () => fs.rmSync(filesDir, { recursive: true, force: true });
  process.on('exit', removeFiles);
  let cluster: PrivateCluster | undefined;
  let server: ServerProcess | undefined;
  let load: ReturnType<typeof startLoad> | undefined;
  try {
    cluster = await startPrivateCluster();
    log(`private PostgreSQL on port ${cluster.port} (${cluster.dir})`);
    const database = await createScratchDatabase(cluster.adminUrl, 'praxis');
    const bootAt = performance.now();
    // The app migrates the empty database and seeds the demo library as it starts.
    server = await startServerProcess({ dataDir: filesDir, databaseUrl: database.url, root: opts.root });
    log(`app up in ${Math.round(performance.now() - bootAt)} ms (migrated, demo library seeded)`);
    const cookie = await signInDemoMember(server.base);
    const { child } = server;

    load = startLoad({ base: server.base, cookie, clients, timeoutMs, thinkMs: opts.thinkMs ?? 50 });
    const { records } = load;
    await sleep(steadyMs);
    const firstOutageAt = performance.now();

    const outages: OutageFigures[] = [];
    const outage = async (kind: OutageFigures['kind'], act: () => Promise<void>) => {
      const downAt = performance.now();
      let done = false;
      const upAt = acceptingAgain(cluster!, () => done);
      await act();
      done = true;
      const pgUpAt = await upAt;
      // Wait for the first success among requests begun once PostgreSQL accepts connections again.
      const deadline = pgUpAt + Math.max(30_000, boundMs);
      let first: RequestRecord | undefined;
      const alive = () => child.exitCode === null && child.signalCode === null;
      while (!first && performance.now() < deadline && alive()) {
        first = records
          .filter((r) => r.startedAt >= pgUpAt && isSuccess(r))
          .sort((a, b) => a.endedAt - b.endedAt)[0];
        if (!first) await sleep(20);
      }
      const recoveredAt = first?.endedAt ?? performance.now();
      const during = records.filter((r) => r.startedAt >= downAt && r.startedAt <= recoveredAt);
      const figures: OutageFigures = {
        kind,
        unavailableMs: Math.round(pgUpAt - downAt),
        recoveryMs: first ? Math.round(first.endedAt - pgUpAt) : null,
        requests: during.length,
        statuses: statusMix(during),
        slowestMs: Math.round(Math.max(0, ...during.map((r) => r.endedAt - r.startedAt))),
      };
      outages.push(figures);
      log(
        `${kind}: PostgreSQL away ${figures.unavailableMs} ms, served again ${figures.recoveryMs} ms after it accepted connections; ${figures.requests} requests meanwhile ${JSON.stringify(figures.statuses)}, slowest answer ${figures.slowestMs} ms`,
      );
      if (figures.recoveryMs === null) {
        problems.push(
          `${kind}: no success within ${Math.round(recoveredAt - pgUpAt)} ms of PostgreSQL accepting connections`,
        );
      } else if (figures.recoveryMs > boundMs) {
        problems.push(
          `${kind}: served again only ${figures.recoveryMs} ms after PostgreSQL accepted connections (bound ${boundMs} ms)`,
        );
      }
      await sleep(steadyMs);
      return { kind, downAt, pgUpAt, recoveredAt };
    };

    const windows = [
      await outage('restart -m fast', () => cluster!.restart()),
      await outage('stop, wait, start', async () => {
        await cluster!.stop();
        await sleep(downMs);
        await cluster!.start();
      }),
    ];
    await load.stop();
    load = undefined;

    // Recovered means for good: every request begun from a second after the first success and
    // answered before the next outage began succeeds (a pool keeping broken connections would fail
    // some of them).
    windows.forEach(({ kind, recoveredAt }, i) => {
      const until = windows[i + 1]?.downAt ?? Number.POSITIVE_INFINITY;
      const settled = records.filter((r) => r.startedAt >= recoveredAt + 1_000 && r.endedAt < until);
      const failed = settled.filter((r) => !isSuccess(r));
      if (failed.length) {
        problems.push(
          `${kind}: ${failed.length} of ${settled.length} requests begun a second after the first success did not succeed: ${JSON.stringify(statusMix(failed))}`,
        );
      }
    });
    const lastRecoveredAt = windows.at(-1)!.recoveredAt;

    if (child.exitCode !== null || child.signalCode !== null) {
      problems.push(
        `the app process died (${child.exitCode ?? child.signalCode}):\n${server.output().slice(-4000)}`,
      );
    }
    for (const [status, count] of Object.entries(
      statusMix(records.filter((r) => !isSuccess(r) && !isUnavailable(r))),
    )) {
      problems.push(`${count} × ${status}`);
    }
    const sample = records.find((r) => !isSuccess(r) && !isUnavailable(r));
    if (sample) {
      problems.push(
        `first such answer: ${sample.method} ${sample.path} → ${label(sample)}; app log:\n${server.output().slice(-4000)}`,
      );
    }

    // Every acknowledged write, read straight from the database.
    const acknowledged = records.filter((r) => r.method === 'POST' && r.status === 201).map((r) => r.name!);
    const direct = new pg.Client({ connectionString: database.url });
    await direct.connect();
    const { rows } = await direct.query<{ name: string }>(
      `select name from collections where name like 'restart-%'`,
    );
    await direct.end();
    const present = new Set(rows.map((r) => r.name));
    const lost = acknowledged.filter((name) => !present.has(name));
    if (lost.length) {
      problems.push(`${lost.length} acknowledged writes missing: ${lost.slice(0, 10).join(', ')}`);
    }

    const latencies = (from: number, to: number) =>
      records
        .filter((r) => isSuccess(r) && r.startedAt >= from && r.startedAt < to)
        .map((r) => r.endedAt - r.startedAt);
    const before = latencies(0, firstOutageAt);
    const after = latencies(lastRecoveredAt, Number.POSITIVE_INFINITY);
    return {
      clients,
      requests: records.length,
      statuses: statusMix(records),
      outages,
      p95BeforeMs: Math.round(percentile(before, 95)),
      p95AfterMs: Math.round(percentile(after, 95)),
      requestsBefore: before.length,
      requestsAfter: after.length,
      acknowledgedWrites: acknowledged.length,
      lost,
      problems,
      ms: Math.round(performance.now() - started),
    };
  } finally {
    await load?.stop().catch(() => {});
    if (server) await stopServerProcess(server).catch(() => {});
    cluster?.destroy();
    removeFiles();
    process.off('exit', removeFiles);
  }
}
