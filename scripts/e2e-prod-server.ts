// Starts the built platform as a production install would run: NODE_ENV=production, a fresh
// PostgreSQL database, no demo (SEED_DEMO=false), real SMTP to a loopback server. The browser
// journeys named production-*.spec.ts run against it; they read the mail it received from
// <data folder>/mail and the settings an operator's CLI needs from <data folder>/env.json. Each
// Playwright worker has one of its own (tests/e2e/slots.ts): E2E_PROD_PORT and E2E_PROD_DATA_DIR say which.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startSavedSmtp } from './e2e-mail';

const port = process.env.E2E_PROD_PORT ?? '3150';
const adminUrl = process.env.E2E_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `praxis_e2e_prod_${port}`;
const dataDir = process.env.E2E_PROD_DATA_DIR ?? '.data-e2e-prod';
const smtp = await startSavedSmtp(dataDir);

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${database}`);
await admin.end();
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${database}`;

const env = {
  NODE_ENV: 'production',
  PORT: port,
  HOST: '127.0.0.1',
  APP_URL: `http://localhost:${port}`,
  DATABASE_URL: databaseUrl.toString(),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  SMTP_URL: smtp.url,
  // No Stripe here: joining is by request, at the price the operator states.
  MEMBERSHIP_PRICE: '€480 per year',
  BETTER_AUTH_SECRET: 'e2e-production-secret-of-at-least-32-characters',
};
fs.writeFileSync(path.join(dataDir, 'env.json'), JSON.stringify(env));

const child = spawn('node', ['dist/server/index.js'], { stdio: 'inherit', env: { ...process.env, ...env } });
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', async (code) => {
  await smtp.close();
  process.exit(code ?? 0);
});
