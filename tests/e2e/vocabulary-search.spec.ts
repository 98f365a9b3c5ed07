import { expect, test } from './fixtures';
import { expectAccessible, signIn } from './helpers';

/**
 * The L&D vocabulary end to end: an administrator sees and extends it in the console, a member's
 * search for an acronym finds the items that spell it out, and a search that finds nothing says
 * so once and offers the assistant and popular topics.
 */

test('an administrator keeps the vocabulary; search uses it @mobile', async ({ page }, info) => {
  await signIn(page, 'admin@praxis.test');
  await page.goto('/admin/vocabulary');
  await expect(page.getByRole('heading', { level: 1, name: 'Vocabulary' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Vocabulary groups' });
  await expect(table.getByText('Training needs analysis', { exact: true })).toBeVisible();
  // The table fits the screen, a phone's too: nothing to scroll sideways.
  const tableBox = table.locator('xpath=..');
  expect(await tableBox.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/shots/vocabulary-${info.project.name}.png`, fullPage: false });

  const label = `Night work ${info.project.name}`;
  await page.getByRole('button', { name: 'Add a group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a vocabulary group' });
  await dialog.getByLabel('Label').fill(label);
  await dialog.getByLabel('Terms').fill('graveyard shift\nnight shift');
  await dialog.getByRole('button', { name: 'Save group' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByText('graveyard shift, night shift')).toBeVisible();

  await page.getByRole('button', { name: `Delete ${label}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete group' }).click();
  await expect(table.getByText(label, { exact: true })).toBeHidden();

  // "TNA" finds the needs-analysis items, each titled by an h2 right under the page's h1.
  await page.goto('/search?q=TNA');
  await expect(
    page.getByRole('link', { name: /Learning needs analysis interview guide/ }).first(),
  ).toBeVisible();
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(results.getByRole('heading', { level: 3 })).toHaveCount(0);

  // Nothing found: one message, the assistant offered, popular topics to browse.
  await page.goto('/search?q=zzqxv');
  await expect(page.getByText('No results found', { exact: true })).toHaveCount(1);
  const topics = page.getByRole('navigation', { name: 'Popular topics' });
  await expect(topics.getByRole('link').first()).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/shots/search-empty-${info.project.name}.png`, fullPage: false });
  await page.getByRole('button', { name: 'Ask the assistant instead' }).click();
  await expect(page.getByRole('dialog', { name: /assistant/i })).toBeVisible();
});
