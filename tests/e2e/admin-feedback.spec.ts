import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

/*
 * An administrator reads the members' feedback in the console: the NPS by month from the demo
 * data, its table alternative, the distribution, the comments with a filter, and the CSV export.
 */

const SHOTS = process.env.E2E_SCREENSHOTS;

async function noSeriousViolations(page: Page) {
  const scan = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

async function seeTheNpsChart(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  const chart = page.getByRole('figure', { name: 'NPS by month' });
  await expect(chart).toBeVisible();
  // The demo data: survey answers in each of the last 12 months.
  await expect(chart.locator('svg [data-month]')).toHaveCount(12);
  expect(await chart.locator('svg rect').count()).toBeGreaterThanOrEqual(10);
  const answers = page.getByText('Survey answers', { exact: true }).locator('xpath=following-sibling::dd');
  expect(Number(await answers.textContent())).toBeGreaterThan(50);

  await chart.getByRole('button', { name: 'Show as table' }).click();
  const table = chart.getByRole('table', { name: 'NPS by month' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(13);
  await expect(chart.getByTestId('chart-drawing')).toHaveCount(0);
  // Back to the drawing (the table stays for screen readers, off screen).
  await chart.getByRole('button', { name: 'Show as table' }).click();
  await expect(chart.getByTestId('chart-drawing')).toBeVisible();

  await expect(page.getByRole('figure', { name: 'Scores 0–10' })).toBeVisible();
}

test.describe('admin feedback on desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop journey');

  test('an administrator reads the NPS, filters the comments and exports them', async ({ page }) => {
    await signIn(page, 'admin@praxis.test');
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Feedback' })
      .click();
    await expect(page).toHaveURL(/\/admin\/feedback$/);
    await seeTheNpsChart(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/feedback-1280.png`, fullPage: true });
    await expect(page.getByRole('table', { name: 'Comments, newest first' })).toBeVisible();
    await noSeriousViolations(page);

    await page.getByLabel('Score', { exact: true }).selectOption('detractor');
    await expect(page).toHaveURL(/band=detractor/);
    const comments = page.getByRole('table', { name: 'Comments, newest first' });
    await expect(comments.getByRole('row').nth(1)).toContainText('Detractor');
    // The filter re-renders the table: count the promoter rows through a locator that waits,
    // not through a list of rows taken while the old page was still on screen.
    await expect(comments.getByRole('row').filter({ hasText: 'Promoter' })).toHaveCount(0);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Praxis-feedback-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await file.path())!, 'utf8');
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Date,Source,Score,Band,Comment,Member,Email');
    expect(csv).toContain(',detractor,');
    expect(csv).not.toContain(',promoter,');
  });
});

test.describe('admin feedback at 375 px @mobile', () => {
  test.skip(({ isMobile }) => !isMobile, 'mobile journey');

  test('the NPS chart and comments fit a phone', async ({ page }) => {
    await signIn(page, 'admin@praxis.test');
    await page.goto('/admin/feedback');
    await seeTheNpsChart(page);
    // On a phone the comments are cards.
    const cards = page.getByRole('list', { name: 'Comments, newest first' }).getByRole('listitem');
    await expect(cards).toHaveCount(20);
    await expect(cards.first()).toBeVisible();
    // Nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/feedback-375.png`, fullPage: true });
    await noSeriousViolations(page);
  });
});
