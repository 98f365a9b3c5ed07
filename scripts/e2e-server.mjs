// Starts the built platform on a fresh embedded database for the browser journeys.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const port = process.env.E2E_PORT ?? '3100';
const dataDir = '.data-e2e';
fs.rmSync(dataDir, { recursive: true, force: true });
const child = spawn('node', ['dist/server/index.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
    APP_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
