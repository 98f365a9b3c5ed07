import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  FEATURE_STATUS_LABELS,
  type FeatureStatus,
  statusChangeSubject,
} from '../../src/shared/domain/roadmap';
import { signIn } from './helpers';
import { waitForMailLink } from './mail';

/** Suggested by the demo member in the seed, so its status changes are mailed to them. */
const FEATURE = 'Share collections with teammates';

async function expectNoAxeViolations(page: Page) {
  const scan = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    scan.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help}`),
  ).toEqual([]);
}

test.describe('admin console: roadmap', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop journey');

  test('an administrator changes a status in the console and the feature’s author is mailed', async ({
    page,
  }) => {
    await signIn(page, 'admin@praxis.test');
    await page.goto('/admin/roadmap');
    const card = page.getByRole('article', { name: FEATURE });
    await expect(card).toBeVisible();
    await expectNoAxeViolations(page);

    const select = card.getByLabel('Status');
    const current = (await select.inputValue()) as FeatureStatus;
    const next: FeatureStatus = current === 'implemented' ? 'planned' : 'implemented';
    await select.selectOption(next);
    const confirm = page.getByRole('alertdialog', {
      name: `Change the status to ${FEATURE_STATUS_LABELS[next]}?`,
    });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Change status' }).click();
    await expect(
      page.getByText(
        new RegExp(`^Now ${FEATURE_STATUS_LABELS[next]}: \\d+ (person|people) will be emailed$`),
      ),
    ).toBeVisible();
    await expect(card.getByText(FEATURE_STATUS_LABELS[next], { exact: true }).first()).toBeVisible();

    const subject = statusChangeSubject(next, FEATURE);
    const link = await waitForMailLink('member@praxis.test', new RegExp(`^${subject}$`));
    expect(link).toMatch(/^http:\/\/localhost:\d+\//);
  });

  test('a member cannot open the console', async ({ page }) => {
    await signIn(page, 'member@praxis.test');
    await page.goto('/admin/roadmap');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin sections' })).toHaveCount(0);
  });
});

test.describe('admin console at 375 px @mobile', () => {
  test.skip(({ isMobile }) => !isMobile, 'mobile check');

  test('the roadmap section fits a phone and its dialogs work by touch', async ({ page }) => {
    await signIn(page, 'admin@praxis.test');
    await page.goto('/admin/roadmap');
    // Narrowed by the search field, as an administrator with a long roadmap would.
    await page.getByLabel('Search features').fill('Share collections');
    const card = page.getByRole('article', { name: FEATURE });
    await expect(card).toBeVisible();
    await expect(page.getByText(/^1 of \d+ features$/)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await card.getByRole('button', { name: `Feedback`, exact: false }).tap();
    const dialog = page.getByRole('dialog', { name: 'Feedback' });
    await expect(dialog.getByText('We are building read-only sharing first', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
});
