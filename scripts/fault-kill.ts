/**
 * npx tsx scripts/fault-kill.ts [--cycles 5] [--writes 100] [--writers 6] [--database-url URL]
 *
 * kill -9 of the server in the middle of acknowledged writes, restarted on the same database each
 * time: reports acknowledged writes, writes in flight at each kill, restart times, and any
 * acknowledged write that is missing afterwards (exit 1 if one is).
 *
 * Without a URL the server runs on the embedded database in a fresh data folder. With
 * --database-url (or DATABASE_URL in the environment) naming a PostgreSQL server, a fresh database
 * `praxis_fault_<random>` is created there for the run and dropped at the end, whatever happens.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runKillCycles } from '../tests/setup/fault-kill';
import { createScratchDatabase } from '../tests/setup/scratch-db';

const { values: args } = parseArgs({
  options: {
    cycles: { type: 'string', default: '5' },
    writes: { type: 'string', default: '100' },
    writers: { type: 'string', default: '6' },
    'database-url': { type: 'string' },
  },
});
const adminUrl = args['database-url'] || process.env.DATABASE_URL || undefined;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'praxis-fault-kill-'));
const scratch = adminUrl ? await createScratchDatabase(adminUrl, 'praxis_fault') : undefined;
let cleaned: Promise<void> | undefined;
const cleanUp = () => {
  cleaned ??= (async () => {
    await scratch?.drop().catch((err) => console.error(`could not drop ${scratch.name}: ${err.message}`));
    fs.rmSync(dataDir, { recursive: true, force: true });
  })();
  return cleaned;
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // The server child is killed by the exit handler of tests/setup/server-process.ts.
    void cleanUp().finally(() => process.exit(130));
  });
}

try {
  if (scratch) console.log(`PostgreSQL database ${scratch.name} (dropped at the end)`);
  const report = await runKillCycles({
    dataDir,
    databaseUrl: scratch?.url,
    cycles: Number(args.cycles),
    writesPerCycle: Number(args.writes),
    writers: Number(args.writers),
    log: (line) => console.log(line),
  });
  console.log(JSON.stringify(report, null, 2));
  process.exitCode = report.lost.length ? 1 : 0;
} finally {
  await cleanUp();
}
