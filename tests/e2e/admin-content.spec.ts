import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import sharp from 'sharp';
import { setServerClockAhead } from './clock';
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

/** A wall-clock time `minutes` from now in the browser's zone, as a datetime-local input takes it. */
const localTimeIn = (minutes: number) => {
  const d = new Date(Date.now() + minutes * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

test.describe('admin content console', () => {
  test.afterEach(() => setServerClockAhead(0));

  test('@mobile an admin writes an item from the keyboard, previews, schedules it for a member and restores a version', async ({
    page,
    browser,
    isMobile,
  }) => {
    // A long journey (an upload, two sign-ins, a scheduled publication) on a shared, busy machine.
    test.setTimeout(240_000);
    setServerClockAhead(0);
    const width = isMobile ? 375 : 1280;
    const title = `Velmora picker onboarding ${width}`;
    await signIn(page, 'admin@praxis.test');

    await page.goto('/admin/content');
    await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/admin/content/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New item' })).toBeVisible();
    await page.getByLabel('Type').selectOption('case-study');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Summary').fill('How a regional distributor halved the time new pickers need.');
    const topics = page.getByRole('combobox', { name: 'Topics' });
    await topics.pressSequentially('onboard');
    await expect(page.getByRole('option', { name: 'Onboarding', exact: true })).toBeVisible();
    await topics.press('Enter');
    await expect(page.getByRole('list', { name: 'Chosen topics' })).toContainText('Onboarding');

    // The body, from the keyboard only: a bold phrase, a link, then an image from the "/" menu.
    const body = page.getByRole('textbox', { name: 'Body' });
    await body.focus();
    const kb = page.keyboard;
    await kb.type('Pickers reached full speed ');
    await kb.press('ControlOrMeta+b');
    await kb.type('twice as fast');
    await kb.press('ControlOrMeta+b');
    await kb.type(' with buddy shifts; read the guide');
    await expect(body).toContainText('read the guide');
    // One character at a time, each seen selected before the next: under load the editor can
    // redraw its selection between two quick presses and lose one.
    for (let i = 1; i <= 'the guide'.length; i++) {
      await kb.press('Shift+ArrowLeft');
      await expect.poll(() => page.evaluate(() => window.getSelection()?.toString().length)).toBe(i);
    }
    await kb.press('ControlOrMeta+k');
    const address = page.getByLabel('Link address');
    await expect(address).toBeFocused();
    await kb.type('https://example.org/picker-guide');
    await kb.press('Enter');
    await expect(body.getByRole('link', { name: 'the guide' })).toHaveAttribute(
      'href',
      'https://example.org/picker-guide',
    );
    const linkButton = page.getByRole('button', { name: 'Link (Ctrl+K)' });
    await expect(linkButton).toHaveAttribute('aria-pressed', 'true');
    await kb.press('End');
    // End moves the browser's caret; the editor learns of it from a selectionchange event, a task
    // later (under load, several). Enter pressed before that would replace the still-selected
    // linked words: wait until the editor's own selection has left the link (its toolbar button,
    // drawn from the editor's state at every change, is no longer pressed).
    await expect(linkButton).toHaveAttribute('aria-pressed', 'false');
    await kb.press('Enter');
    await expect(body.getByRole('link', { name: 'the guide' })).toBeVisible();
    await kb.type('/ima');
    await expect(page.getByRole('listbox', { name: 'Blocks to insert' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Image', selected: true })).toBeVisible();
    await kb.press('Enter');
    const upload = page.getByLabel('Upload image');
    await expect(upload).toBeFocused();
    await upload.setInputFiles({
      name: 'floor.png',
      mimeType: 'image/png',
      buffer: await picture('#1c7a43'),
    });
    await expect(page.locator('[data-media-kind="image"] img')).toHaveAttribute('src', /^\/files\/content\//);
    await kb.press('Tab');
    await expect(page.getByLabel('Alt text')).toBeFocused();
    await kb.type('A picker scanning a shelf label');
    await kb.press('Tab');
    await kb.type('The Velmora floor');

    // Preview: the member's page, with its summary, topics, bold text, link and image.
    await page.getByRole('button', { name: 'Preview as a member' }).click();
    const preview = page.getByRole('dialog', { name: /Preview/ });
    await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(preview.getByText('twice as fast')).toHaveJSProperty('tagName', 'STRONG');
    await expect(preview.getByRole('link', { name: /the guide/ })).toHaveAttribute(
      'href',
      'https://example.org/picker-guide',
    );
    await expect(preview.getByAltText('A picker scanning a shelf label')).toHaveAttribute(
      'src',
      /^\/files\/content\//,
    );
    await expect(preview.getByRole('link', { name: 'Onboarding' }).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/preview-${width}.png` });
    await preview.getByRole('button', { name: 'Close preview' }).click();

    await page.getByRole('button', { name: 'Save draft' }).first().click();
    await expect(page).toHaveURL(/\/admin\/content\/res_[0-9a-f]+$/);
    const id = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { level: 1, name: 'Edit item' })).toBeVisible();

    // A draft saves itself: the title changes, the status says so, the versions list grows.
    await page.getByLabel('Title').fill(`${title} (second take)`);
    await expect(page.getByText('· All changes saved')).toBeVisible({ timeout: 15_000 });
    const versions = page.getByRole('region', { name: 'Versions' });
    await expect(versions.getByRole('listitem')).toHaveCount(2);
    await expect(versions.getByRole('row', { name: /Title/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/editor-${width}.png`, fullPage: true });

    // Scheduled in ten minutes: a member does not see it yet.
    await page.getByLabel(/Publish at/).fill(localTimeIn(10));
    await page.getByRole('button', { name: 'Schedule publishing' }).click();
    await expect(page.getByText(/Scheduled: members see it from/)).toBeVisible();

    const memberContext = await browser.newContext({ viewport: { width, height: 800 } });
    const member = await memberContext.newPage();
    await signIn(member, 'member@praxis.test');
    await member.goto(`/case-studies/${id}`);
    await expect(member.getByRole('heading', { name: 'Case study not found' })).toBeVisible();

    // The server's clock moves past the time: the scheduler publishes it and the member reads it.
    setServerClockAhead(15 * 60_000);
    await expect(async () => {
      await member.reload();
      await expect(member.getByRole('heading', { level: 1, name: `${title} (second take)` })).toBeVisible({
        timeout: 2000,
      });
    }).toPass({ timeout: 30_000 });
    await expect(member.getByText('twice as fast')).toHaveJSProperty('tagName', 'STRONG');
    await expect(member.getByRole('link', { name: /the guide/ })).toHaveAttribute(
      'href',
      'https://example.org/picker-guide',
    );
    await memberContext.close();

    // Restore the first version: the title comes back, and the version restored from stays listed.
    await page.reload();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
    await versions
      .getByRole('button', { name: /^Restore/ })
      .last()
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Restore this version?' });
    await confirm.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(versions.getByRole('listitem')).toHaveCount(3);
    await expect(versions.getByRole('listitem').first()).toContainText('Restored');

    // The log says each step in a sentence naming the item.
    await page.goto('/admin/audit?targetType=content');
    const log = page.getByRole('listitem');
    for (const words of [
      `restored an earlier version of ${title}`,
      `published ${title} (second take) as scheduled`,
      `scheduled ${title} (second take) to be published on`,
    ]) {
      await expect(log.filter({ hasText: words }).first()).toBeVisible();
    }
  });
});
