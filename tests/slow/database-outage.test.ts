import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { isDatabaseUnavailable } from '../../src/server/http/errors';
import { startTcpProxy } from '../setup/tcp-proxy';
import { signedInAppOn, type TestApp, untilServing } from '../setup/test-app';

/*
 * PostgreSQL going away while the app runs: every request that needs it answers 503 with
 * Retry-After (never 500), liveness stays up, and once the server is back the same process serves
 * again within seconds, without a restart. The app reaches PostgreSQL through a loopback relay the
 * test cuts and restores. Runs on PostgreSQL only (TEST_DATABASE_URL).
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('PostgreSQL unreachable', () => {
  const name = `praxis_t_${crypto.randomBytes(6).toString('hex')}`;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let t: TestApp;
  let cookie: string;
  let logs: string[];

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const direct = new URL(adminUrl!);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(adminUrl!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    viaProxy.pathname = `/${name}`;
    const database = await openDatabase({ url: viaProxy.toString(), poolSize: 4 });
    ({ t, cookie, logs } = await signedInAppOn(database));
  });

  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('answers 503 with Retry-After while it is away, and serves again once it is back', async () => {
    expect((await t.request('/api/me', { cookie })).status).toBe(200);
    await proxy.down();

    const live = await t.request('/api/health/live');
    expect(live.status).toBe(200);
    const ready = await t.request('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');

    for (const [path, init] of [
      ['/api/me', {}],
      ['/api/resources', {}],
      ['/api/collections', { method: 'POST', json: { name: 'During the outage' } }],
      ['/api/search?q=leadership', {}],
    ] as const) {
      const res = await t.request(path, { cookie, ...init });
      expect(res.status, path).toBe(503);
      expect(res.headers.get('retry-after'), path).toBe('5');
      const body = await res.json();
      expect(body.error.code, path).toBe('unavailable');
      expect(body.requestId, path).toEqual(expect.any(String));
    }

    // The outage is logged with the driver's reason, never with the failed query's parameters
    // (drizzle's message carries them: here the session token the request was looked up by).
    const token = /session_token=([^.;]+)/.exec(cookie)![1]!;
    const unavailable = logs.filter((line) => line.includes('"database unavailable"'));
    expect(unavailable.length).toBeGreaterThan(0);
    expect(logs.filter((line) => line.includes(token) || line.includes('params:'))).toEqual([]);
    expect(unavailable.join('\n')).toMatch(/ECONNREFUSED|Connection terminated|timeout/);

    await proxy.up();
    const { status, ms: recoveredMs } = await untilServing(t, cookie, 5_000, 100);
    expect(status).toBe(200);
    expect(recoveredMs).toBeLessThan(5_000);
    if (process.env.REPORT_FIGURES) console.log(`served again ${recoveredMs} ms after PostgreSQL came back`);
    expect((await t.request('/api/health/ready')).status).toBe(200);
    const created = await t.request('/api/collections', { method: 'POST', cookie, json: { name: 'After' } });
    expect(created.status).toBe(201);
  });

  // PostgreSQL restarting (pg_ctl restart -m fast) ends every session, including those a request
  // holds between two statements of a transaction: the server's farewell then reaches a connection
  // checked out of the pool with no query running. It must fail that request (503), never the process.
  it('survives a connection ended by the server while a transaction holds it', async () => {
    const direct = new URL(adminUrl!);
    direct.pathname = `/${name}`;
    const database = await openDatabase({ url: direct.toString(), poolSize: 2 });
    try {
      const failure = await database.db
        .transaction(async (tx) => {
          const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
            rows: { pid: number }[];
          };
          await admin(`select pg_terminate_backend(${rows[0]!.pid})`);
          // The farewell arrives while the connection is idle inside the transaction.
          await new Promise((r) => setTimeout(r, 300));
          await tx.execute(sql`select 1`);
        })
        .then(
          () => null,
          (err: unknown) => err,
        );
      expect(failure).not.toBeNull();
      expect(isDatabaseUnavailable(failure)).toBe(true);
      // The dead connection left the pool: the next queries get fresh ones.
      expect(await database.ping()).toBe(true);
      expect(await database.ping()).toBe(true);
    } finally {
      await database.close();
    }
  });
});
