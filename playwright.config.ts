import { defineConfig, devices } from '@playwright/test';
import { demoDataDir, E2E_WORKERS, productionDataDir } from './tests/e2e/slots';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** A production install (PostgreSQL, no demo) for the journeys named production-*.spec.ts. */
const PROD_PORT = Number(process.env.E2E_PROD_PORT ?? PORT + 50);
const PRODUCTION = /production-.*\.spec\.ts/;
const chromium = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium };
const mobile = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, launchOptions: chromium };

/** One install of a worker slot, started before the journeys and stopped after them. */
const install = (script: string, port: number, env: Record<string, string>) => ({
  command: `node --import tsx scripts/${script}`,
  url: `http://localhost:${port}/api/health`,
  timeout: 180_000,
  reuseExistingServer: false,
  env,
});

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Each worker journeys on installs of its own (tests/e2e/slots.ts), started below.
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'desktop', testIgnore: PRODUCTION, use: { ...desktop } },
    { name: 'mobile', testIgnore: PRODUCTION, use: { ...mobile }, grep: /@mobile/ },
    { name: 'production-desktop', testMatch: PRODUCTION, use: { ...desktop, baseURL: `http://localhost:${PROD_PORT}` } },
    {
      name: 'production-mobile',
      testMatch: PRODUCTION,
      use: { ...mobile, baseURL: `http://localhost:${PROD_PORT}` },
      grep: /@mobile/,
    },
  ],
  webServer: Array.from({ length: E2E_WORKERS }, (_, slot) => [
    install('e2e-server.ts', PORT + slot, { E2E_PORT: String(PORT + slot), E2E_DATA_DIR: demoDataDir(slot) }),
    install('e2e-prod-server.ts', PROD_PORT + slot, {
      E2E_PROD_PORT: String(PROD_PORT + slot),
      E2E_PROD_DATA_DIR: productionDataDir(slot),
    }),
  ]).flat(),
});
