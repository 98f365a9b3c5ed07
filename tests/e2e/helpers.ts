import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'praxis-demo-2026';

/** Signs in through the real /login form. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, path = '/login') {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
}

// ---- the assessment wizard -------------------------------------------------------------------

export const stepText = (page: Page) => page.getByTestId('wizard-step');

/** Answers every unanswered statement of the current step (a different answer per statement). */
export async function answerStep(page: Page) {
  const groups = page.locator('fieldset[data-item-id]');
  const count = await groups.count();
  expect(count).toBeGreaterThan(0);
  const labels = ['Agree', 'Neither agree nor disagree', 'Strongly agree', 'Disagree', 'Agree'];
  for (let i = 0; i < count; i++) {
    const group = groups.nth(i);
    if ((await group.locator('input:checked').count()) > 0) continue;
    await group.getByRole('radio', { name: labels[i % labels.length], exact: true }).check();
  }
}

/** Answers from the current step to the last, then submits. */
export async function finishAssessment(page: Page) {
  for (;;) {
    await answerStep(page);
    const next = page.getByRole('button', { name: 'Next' });
    if ((await next.count()) === 0) break;
    await expect(next).toBeEnabled();
    const before = await stepText(page).textContent();
    await next.click();
    await expect(stepText(page)).not.toHaveText(before!);
  }
  await expect(page.getByTestId('save-summary')).toHaveText('All answers saved');
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeEnabled();
  await submit.click();
}
