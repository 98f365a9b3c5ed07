import os from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
  '@server': fileURLToPath(new URL('./src/server', import.meta.url)),
};

/**
 * Files that open databases: one database per file, copied from the one the global setup prepares
 * (tests/setup/db-templates.ts). `server` is part of `npm test`; `slow` holds the proofs that run
 * servers, kill them or load them for seconds (load, kill -9, fuzz, restart, outage, backup), run
 * by `npm run test:slow`.
 */
const withDatabases = (name: string, include: string[], isolate = true) => ({
  resolve: { alias },
  test: {
    name,
    environment: 'node',
    include,
    globalSetup: ['./tests/setup/db-templates.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    isolate,
  },
});

export default defineConfig({
  resolve: { alias },
  test: {
    reporters: ['default', './tests/setup/summary-reporter.ts'],
    // As many files at once as there are cores (vitest's default leaves one core idle, and on two
    // cores that is half the machine): most of a file's time is its own CPU work.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'] },
      },
      // Server files share their worker's modules: loading the app's modules for every file was
      // 2.5 s of CPU each, half the project's time. Each file still has its own database and app,
      // and the server keeps no state at module level (per-app state lives in the app's deps).
      withDatabases('server', ['tests/server/**/*.test.ts'], false),
      withDatabases('slow', ['tests/slow/**/*.test.ts']),
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['tests/client/**/*.test.tsx'],
          setupFiles: ['./tests/setup/client.ts'],
          // A whole page renders and is typed into by user-event: on a busy two-core machine a
          // journey of several steps can pass the default 5 s without anything being wrong.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
