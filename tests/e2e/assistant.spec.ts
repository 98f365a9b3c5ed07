import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

/** The assistant on the demo library, with the library engine (no model): desktop and 375 px. */

async function openAssistant(page: Page) {
  await page.getByRole('button', { name: 'Open Your L&D assistant' }).click();
  const panel = page.getByRole('dialog', { name: 'Your L&D assistant' });
  await expect(panel.getByText("We don't share or train on your data")).toBeVisible();
  return panel;
}

test.describe('assistant @mobile', () => {
  test('asks for a resource, says "not quite", gets a different one and saves it', async ({
    page,
    isMobile,
  }) => {
    await signIn(page, isMobile ? 'wire@praxis.test' : 'lifetime@praxis.test');
    const panel = await openAssistant(page);
    // The panel reopens the last conversation: start a fresh one for the greeting's actions.
    await panel.getByRole('button', { name: 'New conversation' }).click();

    const box = await panel.boundingBox();
    if (isMobile) {
      expect(box?.width).toBe(375);
    } else {
      expect(box?.width).toBe(400);
      expect(box?.height).toBe(650);
    }

    await panel.getByRole('button', { name: 'Suggest a resource' }).click();
    const input = panel.getByRole('textbox', { name: 'Message' });
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('placeholder', 'Please provide more details...');
    await input.fill('coaching for new managers');
    await input.press('Enter');

    const suggestions = panel.getByRole('list', { name: 'Cited items' });
    await expect(suggestions).toHaveCount(1);
    const first = (await suggestions.nth(0).getByRole('link').getAttribute('aria-label'))!;
    await expect(panel.getByText(/^I suggest “/)).toHaveCount(1);

    await input.fill('not quite');
    await input.press('Enter');
    await expect(suggestions).toHaveCount(2);
    const second = (await suggestions.nth(1).getByRole('link').getAttribute('aria-label'))!;
    expect(second).not.toBe(first);

    const title = second.replace(/^Open “/, '').replace(/”$/, '');
    const save = suggestions.nth(1).getByRole('button', { name: `Save “${title}”` });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    await expect(page.getByText('Item has been saved to your library.')).toBeVisible();
    await expect(save).toHaveAttribute('aria-pressed', 'true');

    const results = await new AxeBuilder({ page }).include('[data-testid="assistant-panel"]').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test('asks for strategic advice and sees cited case studies stream in', async ({ page, isMobile }) => {
    await signIn(page, isMobile ? 'wire@praxis.test' : 'lifetime@praxis.test');
    const panel = await openAssistant(page);
    await panel.getByRole('button', { name: 'New conversation' }).click();
    await panel.getByRole('button', { name: 'Get strategic advice' }).click();
    const input = panel.getByRole('textbox', { name: 'Message' });
    await input.fill('How do we onboard new hires in a fully remote team?');
    await input.press('Enter');

    const cited = panel.getByRole('list', { name: 'Cited items' }).last();
    await expect(cited.locator('a[href^="/case-studies/"]').first()).toBeVisible();
    await expect(panel.getByText(/What others did:/)).toBeVisible();
    await expect(panel.getByRole('list', { name: 'Follow-up questions' })).toBeVisible();
    await expect(input).toBeEnabled();

    // Escape closes the panel and gives focus back to its button.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open Your L&D assistant' })).toBeFocused();
  });
});
