import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { seedDemoLibrary } from '../../src/server/seed';
import {
  contentPools,
  formatTable,
  prefillAssessments,
  prepareMembers,
  type LoadProxy,
  reconcile,
  runSimulation,
  startProxy,
} from '../../scripts/load/simulator';
import { createMember } from '../factories/members';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../setup/test-app';
import { createTestDatabase } from '../setup/test-db';

/*
 * The CI-sized load run (scripts/load-sim.ts is the full one): two apps on one database behind the
 * round-robin proxy, 20 members acting at once for 10 s. Any 5xx, network error, timeout, broken
 * stream or answer the member's state does not allow fails, and so does any difference between
 * what the members' acknowledged requests did and what the database holds afterwards.
 */

const MEMBERS = 20;
const SECONDS = 10;

let database: Database;
const apps: TestApp[] = [];
const servers: Array<ReturnType<typeof serve>> = [];
let proxy: LoadProxy;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoLibrary(database.db);
  for (let i = 0; i < 2; i++) apps.push(await createTestApp({}, { database }));
  const ports: number[] = [];
  for (const t of apps) {
    const server = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    servers.push(server);
    ports.push((server.address() as AddressInfo).port);
  }
  proxy = await startProxy(ports.map((port) => ({ host: '127.0.0.1', port })));
}, 120_000);

afterAll(async () => {
  await proxy?.close();
  await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  await database?.close();
});

describe('load with reconciliation', () => {
  it('20 members for 10 s through two apps: no errors, and the database holds exactly what they did', async () => {
    const ids: string[] = [];
    for (let i = 0; i < MEMBERS; i++) ids.push((await createMember(database.db)).id);
    const members = await prepareMembers(database.db, ids, apps[0]!.deps.env.BETTER_AUTH_SECRET);
    expect(await prefillAssessments(database.db, ids.slice(0, 10))).toBe(10);
    const pools = await contentPools(database.db);
    const result = await runSimulation(database.db, {
      baseUrl: proxy.url,
      origin: TEST_ORIGIN,
      members,
      seconds: SECONDS,
      thinkMs: 50,
      seed: 3,
      // Prefilled members finish within the 10 s: submits meet on the shared counts.
      weights: { 'finish assessment': 20 },
      itemIds: pools.itemIds,
      savableIds: pools.savableIds,
    });
    const check = await reconcile(database.db, result);
    console.log(`${formatTable(result)}\nreconciled ${check.compared} rows of ${check.members} members`);

    expect(result.errors).toEqual([]);
    expect(result.unexpected).toEqual([]);
    expect(check.differences).toEqual([]);
    expect(check.skipped).toBe(0);
    expect(check.drift).toEqual([]);
    // Both apps served, and the members did write.
    expect(Math.min(...proxy.counts)).toBeGreaterThan(0);
    const writes = result.actions
      .filter((a) => ['save', 'unsave', 'answer item', 'vote'].includes(a.action))
      .reduce((n, a) => n + a.count, 0);
    expect(writes).toBeGreaterThan(0);
    // Members finished and submitted self-assessments while others did too.
    expect(result.actions.find((a) => a.action === 'submit assessment')?.count ?? 0).toBeGreaterThan(0);
  }, 90_000);
});
