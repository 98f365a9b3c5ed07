import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'praxis-demo-2026';

/** The sign-in greeting: "Welcome!" the first time an account comes in, "Welcome back!" after. */
export const SIGNED_IN = /^Welcome(?: back)?!$/;

/** Signs in through the real /login form. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, path = '/login') {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText(SIGNED_IN)).toBeVisible();
}

/** No serious or critical accessibility problem on the page as it is now (axe). */
export async function expectAccessible(page: Page) {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
    [],
  );
}
