import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

/**
 * Answers that read well and history members trust, on the demo library with the library engine:
 * a numbered answer with a rendered list, a cited item opened and saved, the panel reopened to the
 * same conversation, a thumbs down with a note, and the conversation deleted. Desktop and 375 px.
 */

async function openAssistant(page: Page) {
  await page.getByRole('button', { name: 'Open Your L&D assistant' }).click();
  const panel = page.getByRole('dialog', { name: 'Your L&D assistant' });
  await expect(panel.getByText("We don't share or train on your data")).toBeVisible();
  return panel;
}

/** The numbers of the citation marks inside an element, in reading order. */
const marks = async (scope: Locator) =>
  (await scope.getByRole('img', { name: /^source \d+$/ }).allTextContents()).map(Number);

test.describe('assistant answers @mobile', () => {
  test('asks, reads a numbered answer, saves a cited item, comes back to it, rates it and deletes it', async ({
    page,
    isMobile,
  }) => {
    await signIn(page, isMobile ? 'wire@praxis.test' : 'lifetime@praxis.test');
    let panel = await openAssistant(page);
    await panel.getByRole('button', { name: 'New conversation' }).click();
    const question = 'How do we onboard new hires in a fully remote team?';
    const input = panel.getByRole('textbox', { name: 'Message' });
    await input.fill(question);
    await input.press('Enter');

    // The answer: a rendered list (no raw "- " lines) and marks numbered like the cards.
    const answer = panel.getByRole('article', { name: 'Assistant said' }).last();
    const cards = answer.getByRole('list', { name: 'Cited items' });
    await expect(cards).toBeVisible();
    const bubble = answer.locator('div.rounded-lg').first();
    await expect(bubble.locator('ul > li').first()).toBeVisible();
    const cardMarks = await marks(cards);
    expect(cardMarks.length).toBeGreaterThan(0);
    expect(cardMarks).toEqual(cardMarks.map((_, i) => i + 1));
    const textMarks = await marks(bubble);
    expect([...new Set(textMarks)]).toEqual(cardMarks);
    await expect(answer.getByRole('list', { name: 'Follow-up questions' })).toBeVisible();

    // Save card 1, then open it.
    const first = cards.getByRole('listitem').first();
    const link = first.getByRole('link');
    const title = ((await link.getAttribute('aria-label')) ?? '').replace(/^Open “/, '').replace(/”$/, '');
    const save = first.getByRole('button', { name: `Save “${title}”` });
    if ((await save.getAttribute('aria-pressed')) === 'false') {
      await save.click();
      await expect(page.getByText('Item has been saved to your library.')).toBeVisible();
    }
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[/.]/g, '\\$&')}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // A new page load: opening the panel again brings back the same conversation.
    await page.reload();
    panel = await openAssistant(page);
    await expect(panel.getByRole('article', { name: 'You said' }).getByText(question)).toBeVisible();
    const again = panel.getByRole('article', { name: 'Assistant said' }).last();
    expect(await marks(again.getByRole('list', { name: 'Cited items' }))).toEqual(cardMarks);

    // A thumbs down with a note, shared with the question.
    await again.getByRole('button', { name: 'Not helpful' }).click();
    await expect(again.getByRole('button', { name: 'Not helpful' })).toHaveAttribute('aria-pressed', 'true');
    await again.getByLabel('What was missing or wrong? (optional)').fill('Nothing about time zones');
    const axe = await new AxeBuilder({ page }).include('[data-testid="assistant-panel"]').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await again.getByRole('checkbox', { name: /Share my question with this note/ }).check();
    await again.getByRole('button', { name: 'Send feedback' }).click();
    await expect(again.getByText('Thanks for your feedback.')).toBeVisible();

    // Delete this conversation from the history.
    await panel.getByRole('button', { name: 'History' }).click();
    const conversations = panel.getByRole('list', { name: 'Conversations' });
    const row = conversations.getByRole('listitem').filter({ hasText: question });
    await expect(row).toHaveCount(1);
    await expect(row.locator('time')).toHaveText(/\d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
    await row.getByRole('button', { name: `Delete “${question}”` }).click();
    await expect(page.getByText('Conversation deleted')).toBeVisible();
    await expect(panel.getByRole('listitem').filter({ hasText: question })).toHaveCount(0);
    await panel.getByRole('button', { name: 'Back to chat' }).click();
    await expect(panel.getByRole('button', { name: 'Get strategic advice' })).toBeVisible();
  });

  test('"Clear history" asks first', async ({ page, isMobile }) => {
    await signIn(page, isMobile ? 'wire@praxis.test' : 'lifetime@praxis.test');
    const panel = await openAssistant(page);
    await panel.getByRole('button', { name: 'New conversation' }).click();
    const input = panel.getByRole('textbox', { name: 'Message' });
    await input.fill('coaching for new managers');
    await input.press('Enter');
    await expect(panel.getByRole('list', { name: 'Cited items' }).last()).toBeVisible();
    await panel.getByRole('button', { name: 'History' }).click();
    await panel.getByRole('button', { name: 'Clear history' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Clear your history?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(panel.getByRole('list', { name: 'Conversations' })).toBeVisible();
    await panel.getByRole('button', { name: 'Clear history' }).click();
    await page.getByRole('button', { name: 'Delete all conversations' }).click();
    await expect(panel.getByText('No conversations yet.')).toBeVisible();
  });
});

test('administrators see the thumbs and only the questions members shared', async ({ page, browser }) => {
  await signIn(page, 'member@praxis.test');
  const panel = await openAssistant(page);
  await panel.getByRole('button', { name: 'New conversation' }).click();
  const input = panel.getByRole('textbox', { name: 'Message' });
  const shared = 'How should we evaluate a leadership programme?';
  const kept = 'What is a good first week for a new starter?';
  for (const [i, [question, share]] of (
    [
      [shared, true],
      [kept, false],
    ] as const
  ).entries()) {
    await input.fill(question);
    await input.press('Enter');
    const answers = panel.getByRole('article', { name: 'Assistant said' });
    await expect(answers).toHaveCount(i + 1);
    const answer = answers.nth(i);
    await answer.getByRole('button', { name: 'Not helpful' }).click();
    await answer.getByLabel('What was missing or wrong? (optional)').fill(`Note on: ${question}`);
    if (share) await answer.getByRole('checkbox', { name: /Share my question with this note/ }).check();
    await answer.getByRole('button', { name: 'Send feedback' }).click();
    await expect(answer.getByText('Thanks for your feedback.')).toBeVisible();
  }

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@praxis.test');
  await admin.goto('/admin/feedback');
  const section = admin.getByRole('region', { name: 'Assistant answers' });
  await expect(section.getByText('Not helpful')).toBeVisible();
  const list = section.getByRole('list', { name: 'Shared questions' });
  await expect(list).toContainText(shared);
  await expect(list).toContainText(`Note on: ${shared}`);
  await expect(list).not.toContainText(kept);
  await adminContext.close();
});
