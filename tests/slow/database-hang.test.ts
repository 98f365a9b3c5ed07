import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, MIGRATIONS_FOLDER, openDatabase } from '../../src/server/db/client';
import { collections, users } from '../../src/server/db/schema';
import { isDatabaseUnavailable, isStatementCancelled } from '../../src/server/http/errors';
import { startTcpProxy } from '../setup/tcp-proxy';
import { signedInAppOn, type TestApp, untilServing } from '../setup/test-app';

/*
 * PostgreSQL that stops answering without closing its connections (a hung server or network):
 * requests answer 503 with Retry-After within the query timeout instead of waiting forever,
 * liveness stays up, readiness says not ready, and once the server answers again the same process
 * serves again within seconds. The app reaches PostgreSQL through a loopback relay the test
 * freezes (connections stay open, no byte goes through) and thaws. And a statement running past
 * the statement timeout is cancelled by the server and answers 500, while migrations, which run on
 * a connection of their own, may run as long as they need. PostgreSQL only (TEST_DATABASE_URL),
 * except the migration test, which runs on both databases.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

/** Small timeouts, so the test runs in seconds; production's are 10 s, 12 s and 5 s. */
const STATEMENT_TIMEOUT_MS = 1_000;
const QUERY_TIMEOUT_MS = 1_500;
const CONNECT_TIMEOUT_MS = 1_500;
/** A request waits at most for a connection or for an answer, then answers: one second of slack. */
const ANSWER_BOUND_MS = Math.max(QUERY_TIMEOUT_MS, CONNECT_TIMEOUT_MS) + 1_000;

const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
};

async function freshDatabase(): Promise<{ name: string; url: URL; drop(): Promise<void> }> {
  const name = `praxis_t_${crypto.randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return { name, url, drop: async () => void (await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)) };
}

const timed = async <T>(work: () => T | PromiseLike<T>) => {
  const started = performance.now();
  const result = await work();
  return { result, ms: Math.round(performance.now() - started) };
};

describe.skipIf(!adminUrl)('PostgreSQL that stops answering', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let database: Database;
  let t: TestApp;
  let cookie: string;
  let logs: string[];

  beforeAll(async () => {
    fresh = await freshDatabase();
    proxy = await startTcpProxy({ host: fresh.url.hostname, port: Number(fresh.url.port || 5432) });
    const viaProxy = new URL(fresh.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    database = await openDatabase({
      url: viaProxy.toString(),
      poolSize: 4,
      statementTimeoutMs: STATEMENT_TIMEOUT_MS,
      queryTimeoutMs: QUERY_TIMEOUT_MS,
      connectTimeoutMs: CONNECT_TIMEOUT_MS,
    });
    ({ t, cookie, logs } = await signedInAppOn(database));
  });

  afterAll(async () => {
    proxy?.thaw();
    await t?.close();
    await proxy?.close();
    await fresh?.drop();
  });

  it('answers 503 within the query timeout while it hangs, and serves again once it answers', async () => {
    // Every connection of the pool open, so requests meet frozen connections as well as new ones.
    await Promise.all(Array.from({ length: 4 }, () => t.request('/api/me', { cookie })));
    expect((await t.request('/api/me', { cookie })).status).toBe(200);
    proxy.freeze();
    const frozenAt = Date.now();

    const live = await timed(() => t.request('/api/health/live'));
    expect(live.result.status).toBe(200);
    const ready = await timed(() => t.request('/api/health/ready'));
    expect(ready.result.status).toBe(503);
    expect(ready.result.headers.get('retry-after')).toBe('5');
    expect(ready.ms).toBeLessThan(ANSWER_BOUND_MS);

    const answers: number[] = [];
    // Twice round the pool: first on the frozen connections, then on new ones that never finish
    // opening; transactional writes (POST) among them.
    for (const [path, init] of [
      ['/api/me', {}],
      ['/api/resources', {}],
      ['/api/collections', { method: 'POST', json: { name: 'During the hang' } }],
      ['/api/search?q=leadership', {}],
      ['/api/me', {}],
      ['/api/collections', { method: 'POST', json: { name: 'During the hang, again' } }],
    ] as const) {
      const { result: res, ms } = await timed(() => t.request(path, { cookie, ...init }));
      expect(res.status, path).toBe(503);
      expect(res.headers.get('retry-after'), path).toBe('5');
      expect((await res.json()).error.code, path).toBe('unavailable');
      expect(ms, path).toBeLessThan(ANSWER_BOUND_MS);
      answers.push(ms);
    }
    // Requests at once, more than the pool holds: each still answers within the bound (waiting for
    // a connection is bounded by the connection timeout, the wait for an answer by the query timeout).
    const together = await Promise.all(
      Array.from({ length: 8 }, () => timed(() => t.request('/api/me', { cookie }))),
    );
    for (const { result, ms } of together) {
      expect(result.status).toBe(503);
      expect(ms).toBeLessThan(ANSWER_BOUND_MS + QUERY_TIMEOUT_MS);
    }
    expect((await t.request('/api/health/live')).status).toBe(200);
    const logged = logs.filter((line) => line.includes('"database unavailable"')).join('\n');
    expect(logged).toMatch(/Query read timeout|connection timeout|timeout exceeded/);
    expect(logs.filter((line) => line.includes('"unhandled error"'))).toEqual([]);

    proxy.thaw();
    const thawedAt = Date.now();
    const { status, ms: recoveredMs } = await untilServing(t, cookie);
    expect(status).toBe(200);
    expect(recoveredMs).toBeLessThan(5_000);
    expect((await t.request('/api/health/ready')).status).toBe(200);
    // Every connection slot is usable again: as many transactional writes at once as the pool
    // holds, and twice that, all succeed.
    const writes = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.request('/api/collections', { method: 'POST', cookie, json: { name: `After ${i}` } }),
      ),
    );
    expect(writes.map((r) => r.status)).toEqual(Array(8).fill(201));
    // …and they are committed: read from outside the app's pool.
    const direct = new pg.Client({ connectionString: fresh.url.toString() });
    await direct.connect();
    const { rows } = await direct
      .query(`select count(*)::int as n from collections where name like 'After %'`)
      .finally(() => direct.end());
    expect(rows[0].n).toBe(8);
    if (process.env.REPORT_FIGURES) {
      console.log(
        `frozen ${thawedAt - frozenAt} ms: live ${live.ms} ms, ready 503 in ${ready.ms} ms, ` +
          `503 in ${answers.join(', ')} ms; 8 at once ${together.map((x) => x.ms).join(', ')} ms; ` +
          `served again ${recoveredMs} ms after the thaw`,
      );
    }
  });

  it('never gives a connection back to the pool with a transaction open or an answer still owed', async () => {
    const directly = new pg.Client({ connectionString: fresh.url.toString() });
    await directly.connect();
    try {
      // A transaction whose second statement gets no answer: it fails as unavailable…
      const failure = await database.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          proxy.freeze();
          await tx.execute(sql`create table hang_probe (id int)`);
        })
        .then(
          () => null,
          (err: unknown) => err,
        );
      expect(isDatabaseUnavailable(failure)).toBe(true);
      // …and so do transactions whose BEGIN gets no answer, more of them than the pool holds.
      const begins = await Promise.all(
        Array.from({ length: 6 }, () =>
          database.db
            .transaction(async (tx) => tx.execute(sql`select 1`))
            .then(
              () => null,
              (err: unknown) => err,
            ),
        ),
      );
      for (const err of begins) expect(isDatabaseUnavailable(err)).toBe(true);
      proxy.thaw();

      // Once it answers again, every slot of the pool serves, and what is written is committed
      // (a connection given back inside the failed transaction would hold it uncommitted).
      const [owner] = await database.db.select({ id: users.id }).from(users).limit(1);
      await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          database.db.transaction(async (tx) =>
            tx.insert(collections).values({ userId: owner!.id, name: `Hang ${i}` }),
          ),
        ),
      );
      for (let i = 0; i < 5; i++) await database.db.execute(sql`select 1`);
      const { rows } = await directly.query(
        `select count(*)::int as n from collections where name like 'Hang %'`,
      );
      expect(rows[0].n).toBe(8);
      const stats = database.poolStats();
      expect(stats.total).toBeLessThanOrEqual(stats.max);
      expect(stats.waiting).toBe(0);
      // No session of the app's is left inside a transaction.
      await new Promise((r) => setTimeout(r, 200));
      const open = await directly.query(
        `select count(*)::int as n from pg_stat_activity where datname = $1 and state like 'idle in transaction%'`,
        [fresh.name],
      );
      expect(open.rows[0].n).toBe(0);
    } finally {
      proxy.thaw();
      await directly.end();
    }
  });
});

describe.skipIf(!adminUrl)('A statement past the statement timeout', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let database: Database;
  let t: TestApp;
  let cookie: string;
  let logs: string[];

  beforeAll(async () => {
    fresh = await freshDatabase();
    database = await openDatabase({
      url: fresh.url.toString(),
      poolSize: 3,
      statementTimeoutMs: STATEMENT_TIMEOUT_MS,
    });
    ({ t, cookie, logs } = await signedInAppOn(database));
  });

  afterAll(async () => {
    await t?.close();
    await fresh?.drop();
  });

  it('is cancelled by the server, is not taken for an outage, and leaves the pool serving', async () => {
    const { result: failure, ms } = await timed(() =>
      database.db.execute(sql`select pg_sleep(3)`).then(
        () => null,
        (err: unknown) => err,
      ),
    );
    expect(failure).not.toBeNull();
    expect(isStatementCancelled(failure)).toBe(true);
    expect(isDatabaseUnavailable(failure)).toBe(false);
    expect(ms).toBeGreaterThanOrEqual(STATEMENT_TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(STATEMENT_TIMEOUT_MS + 1_000);
    expect(await database.ping()).toBe(true);
  });

  it('answers 500 to a request whose statement is cancelled, and logs it by its statement', async () => {
    expect((await t.request('/api/me', { cookie })).status).toBe(200);
    // Another session holds the sessions table: the request's lookup waits past the timeout.
    const holder = new pg.Client({ connectionString: fresh.url.toString() });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table sessions in access exclusive mode');
      const { result: res, ms } = await timed(() => t.request('/api/me', { cookie }));
      expect(res.status).toBe(500);
      expect(res.headers.get('retry-after')).toBeNull();
      expect((await res.json()).error.code).toBe('internal_error');
      expect(ms).toBeLessThan(STATEMENT_TIMEOUT_MS + 1_000);
      const token = /session_token=([^.;]+)/.exec(cookie)![1]!;
      const cancelled = logs.filter((line) => line.includes('statement cancelled'));
      expect(cancelled).toHaveLength(1);
      expect(cancelled[0]).toMatch(/statement timeout/);
      expect(cancelled[0]).toMatch(/sessions/);
      expect(cancelled[0]).not.toContain(token);
    } finally {
      await holder.query('rollback').catch(() => {});
      await holder.end();
    }
    expect((await t.request('/api/me', { cookie })).status).toBe(200);
  });
});

/*
 * Migrations are not bound by the app's statement timeout: a statement longer than it (a slow
 * index build, here a sleep) runs to its end. On both databases.
 */
describe('Migrations and the statement timeout', () => {
  let folder: string;
  let database: Database;
  let drop = async () => {};

  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'praxis-slow-migration-'));
    fs.mkdirSync(path.join(folder, 'meta'));
    const today = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    const when = Math.max(...today.entries.map((e) => e.when)) + 1;
    fs.writeFileSync(
      path.join(folder, 'meta/_journal.json'),
      JSON.stringify({
        version: '7',
        dialect: 'postgresql',
        entries: [{ idx: 0, version: '7', when, tag: '9000_slow', breakpoints: true }],
      }),
    );
    fs.writeFileSync(
      path.join(folder, '9000_slow.sql'),
      `select pg_sleep(${(STATEMENT_TIMEOUT_MS * 1.5) / 1000});\n--> statement-breakpoint\ncreate table slow_migration_probe (id int);\n`,
    );
    if (adminUrl) {
      const fresh = await freshDatabase();
      drop = fresh.drop;
      database = await openDatabase({
        url: fresh.url.toString(),
        poolSize: 2,
        statementTimeoutMs: STATEMENT_TIMEOUT_MS,
      });
    } else {
      database = await openDatabase({});
    }
    await database.migrate();
  });

  afterAll(async () => {
    await database?.close();
    await drop();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('runs a statement longer than the timeout to its end', async () => {
    const { ms } = await timed(() => database.migrate(folder));
    expect(ms).toBeGreaterThanOrEqual(STATEMENT_TIMEOUT_MS * 1.5 - 50);
    const rows = (await database.db.execute(
      sql`select to_regclass('slow_migration_probe')::text as t`,
    )) as unknown as { rows: { t: string | null }[] };
    expect(rows.rows[0]!.t).toBe('slow_migration_probe');
  });
});
