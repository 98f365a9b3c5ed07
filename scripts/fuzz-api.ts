/**
 * npx tsx scripts/fuzz-api.ts [--requests 10000] [--seed N]
 *
 * Fuzzes every operation of /api/openapi.json on an app started in-process (fresh in-memory PGlite,
 * or a fresh PostgreSQL database with TEST_DATABASE_URL), as visitor, member and admin, with valid,
 * boundary and hostile values derived from each operation's schemas. Fails (exit 1) on any 5xx, any
 * answer outside the route's declared contract, or a refused write that changed a table.
 */
import { runApiFuzz } from '../tests/setup/api-fuzz';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const requests = arg('requests', 10_000);
const seed = arg('seed', Date.now() % 1_000_000);
console.log(`Fuzzing the API: ${requests} requests, seed ${seed}`);
const report = await runApiFuzz({
  seed,
  requests,
  onProgress: (done, total) => console.log(`  ${done}/${total}`),
});
console.log(
  JSON.stringify(
    {
      ...report,
      findings: report.findings.length,
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    },
    null,
    2,
  ),
);
for (const f of report.findings.slice(0, 30)) console.log(f);
process.exit(report.findings.length ? 1 : 0);
