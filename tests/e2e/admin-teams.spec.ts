import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

/*
 * Teams as a programme manager keeps them: inviting into an existing team by its name in other
 * capitals makes no second team; two teams that are one are merged; the audit log says each in a
 * sentence. At 1280 and at 375 px.
 */

const SHOTS = 'test-results/admin-teams';

async function expectAccessible(page: Page) {
  // A dialog fading in is half transparent: its contrast is read once it has finished.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test('invite into an existing team by its name, merge two teams, read both in the audit log @mobile', async ({
  page,
  isMobile,
}) => {
  test.setTimeout(120_000);
  const tag = `${isMobile ? 'm' : 'd'}${Date.now() % 100_000}`;
  const email = `team-pick-${tag}@example.com`;
  const twin = `Helix Bank L&D ${tag}`;
  await signIn(page, 'admin@praxis.test');

  // Invite into the seeded team, typed in other capitals: no question, no second team.
  await page.goto('/admin/members');
  await page.getByRole('button', { name: 'Invite people' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite people' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Team', { exact: true }).fill('helix bank learning team');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('1 invited, 0 not invited')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // A twin team, then merged into the seeded one.
  await page.goto('/admin/teams');
  await page.getByLabel('New team').fill(twin);
  await page.getByRole('button', { name: 'Create team' }).click();
  await page.getByRole('link', { name: twin, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: twin })).toBeVisible();
  await page.getByLabel('Merge into', { exact: true }).selectOption({ label: 'Helix Bank Learning Team' });
  await page.getByRole('button', { name: 'Merge teams' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Merge ${twin} into Helix Bank Learning Team?` });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/merge-${isMobile ? 375 : 1280}.png` });
  await confirm.getByRole('button', { name: 'Merge teams' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Helix Bank Learning Team' })).toBeVisible();
  await page.goto('/admin/teams');
  await expect(page.getByRole('link', { name: twin, exact: true })).toHaveCount(0);

  // The log, in sentences.
  await page.goto('/admin/audit');
  const log = page.getByRole('list').filter({ hasText: 'merged the team' }).first();
  await expect(log.getByText(`merged the team ${twin} into Helix Bank Learning Team`)).toBeVisible();
  await page.goto('/admin/audit?action=member.invite');
  const invited = page.getByRole('listitem').filter({ hasText: email });
  await expect(invited).toContainText(`invited ${email} into the team Helix Bank Learning Team`);
  await expect(invited.getByRole('link', { name: email })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/audit-${isMobile ? 375 : 1280}.png`, fullPage: true });
});
