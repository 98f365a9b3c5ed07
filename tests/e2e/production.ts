import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, productionDir, slotBaseURL, test } from './fixtures';
import { productionMailDir, waitForMailLink } from './mail';

/*
 * What the journeys on the production install (scripts/e2e-prod-server.ts) share: the operator's
 * command line against its database and mail, and accepting an emailed invitation.
 */

const settings = () =>
  JSON.parse(fs.readFileSync(path.join(productionDir(), 'env.json'), 'utf8')) as Record<string, string>;

/** The operator's command line, against the production install's database and mail. */
export function operator(...args: string[]) {
  execFileSync('npx', ['tsx', 'scripts/admin.ts', ...args], {
    env: { ...process.env, ...settings() },
    stdio: 'pipe',
  });
}

export const INVITED_PASSWORD = 'Production-Install-2026';

/** A browser of its own, shaped like the running project's (1280 or 375 px). */
export async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ ...test.info().project.use, baseURL: slotBaseURL() })).newPage();
}

/** Accepts the emailed invitation in a browser of their own and returns the signed-in page. */
export async function acceptInvite(browser: Browser, email: string): Promise<Page> {
  const link = await waitForMailLink(email, /invited/, 15_000, productionMailDir());
  const page = await newPage(browser);
  await page.goto(link);
  await page.getByLabel('New Password').fill(INVITED_PASSWORD);
  await page.getByLabel('Confirm Password').fill(INVITED_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/$/);
  await closeTour(page);
  return page;
}

/**
 * The first sign-in opens the tour; closing it marks it shown. The mark is saved in the background:
 * a page loaded before it lands would open the tour again, so wait until the server has it.
 */
export async function closeTour(page: Page) {
  const tour = page.getByRole('dialog');
  await expect(tour).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tour).toBeHidden();
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/me')).json()) as OnboardingState).profile.onboardingCompleted,
    )
    .toBe(true);
}

interface OnboardingState {
  profile: { onboardingCompleted: boolean };
}
