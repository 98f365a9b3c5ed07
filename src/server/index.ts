import 'dotenv/config';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startServer } from './boot';
import { DataFolderLockedError } from './db/data-lock';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed';
import { EnvError, isEmbedded, loadEnv } from './env';
import { createLogger } from './lib/logger';

async function main() {
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(env.LOG_LEVEL);
  const builtClient = process.env.CLIENT_DIR ?? fileURLToPath(new URL('../client', import.meta.url));
  const clientDir = fs.existsSync(`${builtClient}/index.html`) ? builtClient : undefined;
  if (!clientDir) logger.warn('No built client found: serving the API only (run `npm run build`)');

  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer({ env, logger, clientDir });
  } catch (err) {
    if (err instanceof DataFolderLockedError) {
      console.error(`\n${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }

  const publicUrl = env.APP_URL.replace(/\/$/, '');
  const lines = [`\n  ${env.APP_NAME} is running at ${publicUrl}`];
  if (isEmbedded(env)) {
    lines.push(
      `  Embedded database in ${env.DATA_DIR}/pglite${server.seeded ? ' (demo library seeded)' : ''}`,
    );
    lines.push(`\n  Sign in at ${publicUrl}/login with any demo account (password: ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.email.padEnd(28)} ${a.note}`);
  }
  lines.push(`  API documentation: ${publicUrl}/api/docs\n`);
  console.log(lines.join('\n'));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await server.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
