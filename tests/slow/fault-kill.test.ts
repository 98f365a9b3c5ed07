import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { runKillCycles } from '../setup/fault-kill';
import { createScratchDatabase } from '../setup/scratch-db';

/*
 * kill -9 of the server while members' writes are in flight, then a restart on the same database:
 * nothing acknowledged is lost. On the embedded database (`npm test`) the dead process's lock is
 * also taken over; under test:pg (TEST_DATABASE_URL) the same cycles run on a fresh PostgreSQL
 * database instead. scripts/fault-kill.ts runs more cycles.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'praxis-kill-'));
let drop: (() => Promise<void>) | undefined;
afterAll(async () => {
  await drop?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const title = adminUrl
  ? 'keeps every acknowledged write through kill -9 on PostgreSQL'
  : 'keeps every acknowledged write through kill -9 and restarts on the left-behind lock';

it(title, async () => {
  let databaseUrl: string | undefined;
  if (adminUrl) {
    const scratch = await createScratchDatabase(adminUrl, 'praxis_fault');
    drop = scratch.drop;
    databaseUrl = scratch.url;
  }
  const report = await runKillCycles({ dataDir, databaseUrl, cycles: adminUrl ? 2 : 1, writesPerCycle: 40 });
  if (process.env.REPORT_FIGURES) console.log(JSON.stringify(report));
  expect(report.database).toBe(adminUrl ? 'postgres' : 'pglite');
  expect(report.lost).toEqual([]);
  expect(report.acknowledged).toBeGreaterThanOrEqual(report.cycles * 40);
  expect(report.restartMs).toHaveLength(report.cycles + 1);
}, 240_000);
