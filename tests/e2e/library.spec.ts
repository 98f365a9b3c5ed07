import { expect, test } from './fixtures';
import { signIn } from './helpers';

test.describe('personal library and search', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop journeys');

  test('save from a card, add it to a new collection, find it in /saved and the collection, remove it', async ({
    page,
  }) => {
    await signIn(page, 'lifetime@praxis.test');
    await page.goto('/resources');
    const grid = page.getByRole('list', { name: 'Resources' });
    const unsaved = grid
      .getByRole('listitem')
      .filter({ has: page.locator('button[aria-pressed="false"]') })
      .first();
    const label = (await unsaved.locator('button[aria-pressed]').getAttribute('aria-label'))!;
    const title = label.replace(/^Save “/, '').replace(/”$/, '');
    const card = grid
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: label, exact: true }) });
    const saveButton = card.getByRole('button', { name: label, exact: true });

    await saveButton.click();
    await expect(page.getByText('Item has been saved to your library.')).toBeVisible();
    await expect(saveButton).toHaveAttribute('aria-pressed', 'true');

    await card.getByRole('button', { name: 'Save to collection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save to collection' });
    const collectionName = `Onboarding picks ${Date.now() % 100000}`;
    await dialog.getByLabel('Create new collection').fill(collectionName);
    await dialog.getByLabel('Create new collection').press('Enter');
    await expect(page.getByText('Collection created and resource saved')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Saved' }).click();
    await expect(page.getByRole('link', { name: new RegExp(collectionName) })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { name: title }).first()).toBeVisible();

    await page.getByRole('link', { name: new RegExp(collectionName) }).click();
    await expect(page.getByRole('heading', { level: 1, name: collectionName })).toBeVisible();
    await expect(page.getByText('1 resource in this collection')).toBeVisible();
    await page.getByRole('button', { name: `Remove “${title}” from collection` }).click();
    await expect(page.getByText('Resource removed from collection')).toBeVisible();
    await expect(page.getByText('This collection is empty.')).toBeVisible();
  });

  test('search: Ctrl+K, a misspelled word, Enter and the type filter', async ({ page }) => {
    await signIn(page, 'member@praxis.test');
    const box = page.getByRole('combobox', { name: 'Search' });
    await expect(box).toBeVisible();
    await expect(box).not.toBeFocused();
    await expect(async () => {
      await page.keyboard.press('Control+k');
      await expect(box).toBeFocused({ timeout: 500 });
    }).toPass();
    await box.fill('leadrship');
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByRole('option').first()).toBeVisible();
    await expect(listbox.getByText(/leadership/i).first()).toBeVisible();

    await page.keyboard.press('Escape');
    await box.focus();
    await box.fill('leadrship development');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=leadrship(%20|\+)development/);
    await expect(page.getByText(/^\d+ results? found$/)).toBeVisible();

    const typeFilter = page.getByLabel('Type', { exact: true });
    const options = await typeFilter.locator('option').allTextContents();
    expect(options[0]).toMatch(/All types/);
    const caseStudies = options.find((o) => o.startsWith('Case studies'));
    expect(caseStudies).toBeTruthy();
    await typeFilter.selectOption({ label: caseStudies! });
    await expect(page).toHaveURL(/type=case-study/);
    const count = Number(caseStudies!.match(/\((\d+)\)/)?.[1] ?? '0');
    await expect(page.getByText(new RegExp(`^${count} results? found$`))).toBeVisible();
  });
});
