import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import sharp from 'sharp';
import { signIn } from './helpers';

/** Serious and critical accessibility problems of the console's main area. */
async function seriousViolations(page: Page): Promise<string[]> {
  const scan = await new AxeBuilder({ page })
    .include('#admin-main')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  return scan.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

const picture = (color: string) =>
  sharp({ create: { width: 1200, height: 675, channels: 3, background: color } })
    .png()
    .toBuffer();

const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results/admin-content';

test.describe('admin content console', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop journey (it takes its own 375 px screenshots)');

  test('an admin writes, illustrates and publishes a case study; a member finds it by search', async ({
    page,
    browser,
  }) => {
    // A long journey (two uploads, two sign-ins) on a shared, busy machine.
    test.setTimeout(180_000);
    const title = 'Velmora warehouse onboarding overhaul';
    await signIn(page, 'admin@praxis.test');

    await page.goto('/admin/content');
    await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Content items' }).getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByText(/^\d+ items$/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/table-1280.png`, fullPage: true });

    await page.getByRole('link', { name: 'New item' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New item' })).toBeVisible();
    await page.getByLabel('Type').selectOption('case-study');
    await page.getByLabel('Title').fill(title);
    await page
      .getByLabel('Summary')
      .fill('How a regional distributor halved the time new pickers need to reach full speed.');
    await page.getByLabel('Topics').fill('Onboarding, Operations');
    await page.getByLabel('Industry').fill('Logistics');
    await page.getByLabel('Company size').fill('1001-5000');

    await page.getByLabel('Upload cover image').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: await picture('#5b3fa0'),
    });
    await expect(page.getByAltText('Cover image preview')).toHaveAttribute(
      'src',
      /^\/files\/content\/.+\.webp$/,
    );

    const adders = page.getByRole('group', { name: 'Add a block' });
    await adders.getByRole('button', { name: 'Heading' }).click();
    await page.getByLabel('Heading 1', { exact: true }).fill('The challenge');
    await adders.getByRole('button', { name: 'Paragraph' }).click();
    await page
      .getByLabel('Paragraph 2')
      .fill('Seasonal peaks brought two hundred new pickers a month to the Velmora sites.');
    await adders.getByRole('button', { name: 'List' }).click();
    await page.getByLabel('List 3 points').fill('Buddy shifts\nTen-minute huddles\nA skills passport');
    await adders.getByRole('button', { name: 'Image' }).click();
    await page.getByLabel('Upload image 4').setInputFiles({
      name: 'floor.png',
      mimeType: 'image/png',
      buffer: await picture('#1c7a43'),
    });
    await page.getByLabel('Alt text of image 4').fill('A picker scanning a shelf label');
    await expect(page.locator('li').filter({ hasText: 'Image4 of 4' }).locator('img')).toHaveAttribute(
      'src',
      /^\/files\/content\//,
    );
    // The heading goes below the paragraph and back, from the keyboard.
    await page.getByRole('button', { name: 'Move block 1 down' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Heading 2', { exact: true })).toHaveValue('The challenge');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Heading 1', { exact: true })).toHaveValue('The challenge');

    await page.getByRole('button', { name: 'Preview as a member' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview as a member' });
    await expect(preview.getByRole('heading', { name: title })).toBeVisible();
    await expect(preview.getByRole('heading', { name: 'The challenge' })).toBeVisible();
    // Lazily loaded below the fold: present with its address and text alternative.
    await expect(preview.getByAltText('A picker scanning a shelf label')).toHaveAttribute(
      'src',
      /^\/files\/content\//,
    );
    await preview.getByRole('button', { name: 'Close preview' }).click();

    await page.getByRole('button', { name: 'Save draft' }).first().click();
    await expect(page).toHaveURL(/\/admin\/content\/res_[0-9a-f]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit item' })).toBeVisible();
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/editor-1280.png`, fullPage: true });

    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: `${SHOTS}/editor-375.png`, fullPage: true });
    await page.goto('/admin/content');
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/table-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('link', { name: title }).click();

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();

    const memberContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const member = await memberContext.newPage();
    await signIn(member, 'member@praxis.test');
    await member.goto('/search?q=velmora');
    const result = member.getByRole('link', { name: title }).first();
    await expect(result).toBeVisible();
    await result.click();
    await expect(member.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(member.getByRole('heading', { name: 'The challenge' }).first()).toBeVisible();
    const figure = member.getByAltText('A picker scanning a shelf label');
    await figure.scrollIntoViewIfNeeded();
    await expect(figure).toBeVisible();
    await memberContext.close();
  });
});
