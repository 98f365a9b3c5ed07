// Runs the test files that touch a database (the server suite and the slow proofs; not the unit
// and component tests) against a real PostgreSQL server (TEST_DATABASE_URL, default the local one):
// each test file gets its own fresh database there, a copy of one prepared once per run.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', '--project', 'slow', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
