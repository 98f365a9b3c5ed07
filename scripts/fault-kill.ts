/**
 * npx tsx scripts/fault-kill.ts [--cycles 5] [--writes 100] [--writers 6]
 *
 * kill -9 of the server on the embedded database in the middle of acknowledged writes, restarted
 * on the same data folder each time: reports acknowledged writes, writes in flight at each kill,
 * restart times, and any acknowledged write that is missing afterwards (exit 1 if one is).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runKillCycles } from '../tests/setup/fault-kill';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'praxis-fault-kill-'));
try {
  const report = await runKillCycles({
    dataDir,
    cycles: arg('cycles', 5),
    writesPerCycle: arg('writes', 100),
    writers: arg('writers', 6),
    log: (line) => console.log(line),
  });
  console.log(JSON.stringify(report, null, 2));
  process.exitCode = report.lost.length ? 1 : 0;
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
