import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { runKillCycles } from '../setup/fault-kill';

/*
 * kill -9 of the server on the embedded database while members' writes are in flight, then a
 * restart on the same folder: nothing acknowledged is lost and the dead process's lock is taken
 * over. scripts/fault-kill.ts runs more cycles.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'praxis-kill-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// The embedded database only: under test:pg (TEST_DATABASE_URL) it would only run again.
it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'keeps every acknowledged write through kill -9 and restarts on the left-behind lock',
  async () => {
    const report = await runKillCycles({ dataDir, cycles: 1, writesPerCycle: 40 });
    expect(report.lost).toEqual([]);
    expect(report.acknowledged).toBeGreaterThanOrEqual(40);
    expect(report.restartMs).toHaveLength(2);
  },
  240_000,
);
