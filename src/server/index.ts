import 'dotenv/config';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startupBanner } from './banner';
import { startServer } from './boot';
import { DataFolderLockedError } from './db/data-lock';
import { EnvError, loadEnv } from './env';
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

  console.log(startupBanner({ env: server.deps.env, port: server.port, seeded: server.seeded }));

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
