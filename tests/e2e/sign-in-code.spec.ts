import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from './fixtures';
import { startSavedSmtp } from '../../scripts/e2e-mail';
import { DEMO_PASSWORD, expectAccessible } from './helpers';
import { waitForMail } from './mail';

/*
 * A stranger fails the member's password ten times from each of three addresses; the member then
 * signs in with the right password and, asked for the code mailed to them, gets in. The journey's
 * own install has the rate limits on (the shared e2e server runs without them) and believes the
 * X-Forwarded-For its "proxy" (the stranger here) writes, so the stranger can use many addresses.
 */

// One install per worker slot (tests/e2e/slots.ts): the desktop and mobile runs may go at once.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 70 + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const BASE = `http://localhost:${PORT}`;
const DATA_DIR = `.data-e2e-code-${PORT}`;
const MEMBER = 'member@praxis.test';

let server: ChildProcess | undefined;
let closeSmtp: (() => Promise<void>) | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const smtp = await startSavedSmtp(DATA_DIR);
  closeSmtp = () => smtp.close();
  server = spawn('node', ['dist/server/index.js'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PRAXIS_RATE_LIMIT: 'on',
      TRUST_PROXY: 'true',
      PORT: String(PORT),
      APP_URL: BASE,
      DATA_DIR,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      SMTP_URL: smtp.url,
    },
  });
  for (let i = 0; i < 600; i++) {
    const up = await fetch(`${BASE}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the rate-limited install did not start');
});

test.afterAll(async () => {
  const exited = server && new Promise((r) => server!.once('exit', r));
  server?.kill('SIGTERM');
  await exited;
  await closeSmtp?.();
});

/** One failed password sign-in from `address`, as a script would send it. */
const strangerTries = (address: string) =>
  fetch(`${BASE}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE, 'x-forwarded-for': address },
    body: JSON.stringify({ email: MEMBER, password: 'a-guess-that-is-wrong' }),
  }).then((r) => r.status);

test('a stranger cannot lock a member out: the right password and the emailed code sign in @mobile', async ({
  page,
}, testInfo) => {
  for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
    for (let i = 0; i < 10; i++) expect(await strangerTries(address)).toBe(401);
  }

  await page.goto(`${BASE}/login`);
  await page.getByLabel('Email').fill(MEMBER);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Enter your sign-in code' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('we have emailed you a 6-digit sign-in code');
  await expect(page.getByLabel('Sign-in code')).toBeFocused();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('code-step.png'), fullPage: true });

  const mail = await waitForMail(MEMBER, /sign-in code/, 15_000, path.join(DATA_DIR, 'mail'));
  const code = /sign-in code is (\d{6})/.exec(mail.text)?.[1];
  expect(code).toMatch(/^\d{6}$/);

  // A wrong code first: the member is told and may try again.
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await page.getByLabel('Sign-in code').fill(wrong);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('This code is not right or has expired.');
  await page.screenshot({ path: testInfo.outputPath('code-wrong.png'), fullPage: true });

  await page.getByLabel('Sign-in code').fill(code!);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
});
