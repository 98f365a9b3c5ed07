import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './helpers';
import { waitForMailLink } from './mail';

const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e4)}@example.com`;
const SHOTS = 'test-results/admin-members';

/** No serious or critical accessibility problem on the page as it is now. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
    [],
  );
}

test.describe('admin console: people, at 1280 px', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop journey');

  test('an admin invites a person, who accepts; every people page passes axe', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signIn(page, 'admin@praxis.test');

    await page.goto('/admin/members');
    await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
    await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/members-1280.png`, fullPage: true });

    // Invite one person into a new team.
    const email = unique('console-invite');
    await page.getByRole('button', { name: 'Invite people' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite people' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('First name').fill('Noor');
    await dialog.getByLabel('Last name').fill('Haddad');
    await dialog.getByLabel('Team', { exact: true }).fill('Console Team');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    // A team no one has is created only once confirmed.
    const confirmTeam = page.getByRole('alertdialog', { name: 'Create the new team “Console Team”?' });
    await expectAccessible(page);
    await confirmTeam.getByRole('button', { name: 'Create team and invite' }).click();
    await expect(dialog.getByText('1 invited, 0 not invited')).toBeVisible();
    await expect(dialog.getByText('Invitation sent.')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/invite-report-1280.png` });
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    // They accept, in their own browser.
    const link = await waitForMailLink(email, /invited/);
    const theirs = await browser.newContext();
    const them = await theirs.newPage();
    await them.goto(link);
    await expect(them.getByRole('heading', { name: 'Set up your password' })).toBeVisible();
    await them.getByLabel('New Password').fill('Console-Invited-2026');
    await them.getByLabel('Confirm Password').fill('Console-Invited-2026');
    await them.getByRole('button', { name: 'Set password' }).click();
    await expect(them).toHaveURL(/\/$/);
    await theirs.close();

    // The admin finds them, now a member with a sign-in, in their team.
    await page.getByLabel('Search').fill('console-invite');
    const row = page.getByRole('row', { name: /Noor Haddad/ });
    await expect(row).toBeVisible();
    await expect(row).not.toContainText('Invited');
    await row.getByRole('link', { name: 'Noor Haddad' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Noor Haddad' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Team' })).toHaveValue(/.+/);
    await expect(page.getByText('Last sign-in')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Role' })).toBeDisabled();
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/member-1280.png`, fullPage: true });

    // Deactivated: they cannot sign in, and are told why; reactivated, they can again.
    await page.getByRole('button', { name: 'Deactivate account' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate account' }).click();
    await expect(page.getByText(/Deactivated on/)).toBeVisible();
    const again = await browser.newContext();
    const login = await again.newPage();
    await login.goto('/login');
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password', { exact: true }).fill('Console-Invited-2026');
    await login.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(login.getByText(/This account has been deactivated/)).toBeVisible();
    await page.getByRole('button', { name: 'Reactivate account' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reactivate account' }).click();
    await expect(page.getByText(/Deactivating signs the member out/)).toBeVisible();
    await signIn(login, email, 'Console-Invited-2026');
    await again.close();

    await page.goto('/admin/teams');
    const teamRow = page.getByRole('row', { name: /Console Team/ });
    await expect(teamRow).toContainText('0 of 1 submitted');
    await expectAccessible(page);
    await teamRow.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Console Team' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/team-1280.png`, fullPage: true });

    await page.goto('/admin/audit?action=member.invite');
    await expect(page.getByText(email).first()).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/audit-1280.png`, fullPage: true });

    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Insight' })).toBeVisible();
    await expect(page.getByText('Active in the last 7 days')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/insight-1280.png`, fullPage: true });
  });
});

test.describe('admin console: members at 375 px @mobile', () => {
  test.skip(({ isMobile }) => !isMobile, 'mobile journey');

  test('the members table fits the screen and opens a member', async ({ page }) => {
    await signIn(page, 'admin@praxis.test');
    await page.goto('/admin/members');
    const table = page.getByRole('table');
    await expect(table.getByRole('link').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await table.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/members-375.png`, fullPage: true });
    await page.getByRole('button', { name: 'Invite people' }).click();
    await page.screenshot({ path: `${SHOTS}/invite-375.png` });
    await page.keyboard.press('Escape');
    await table.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 2, name: 'Membership' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/member-375.png`, fullPage: true });
    await page.goto('/admin');
    await page.screenshot({ path: `${SHOTS}/insight-375.png`, fullPage: true });
  });

  test('the Teams section fits the screen; a new team is opened and deleted with its button @mobile', async ({
    page,
  }) => {
    const name = `Pocket Team ${Date.now() % 100_000}`;
    await signIn(page, 'admin@praxis.test');
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Teams' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
    await page.getByLabel('New team').fill(name);
    await page.getByRole('button', { name: 'Create team' }).click();
    await expect(page.getByText(`Team ${name} created.`)).toBeVisible();
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('0 of 0 members submitted a self-assessment')).toBeVisible();

    // A seeded team's page: its coverage line (kept on one line) and the hidden "Actions" header of
    // its members table once stuck out past the screen, so the phone widened the page to 443 px and
    // shrank it to fit, and a click on the delete button landed on the table or the text above it.
    await page.goto('/admin/teams');
    await page.getByRole('link', { name: 'Helix Bank Learning Team', exact: true }).click();
    await expect(page.getByText(/\d+ of \d+ members submitted a self-assessment/)).toBeVisible();
    const width = await page.evaluate(() => ({
      layout: window.innerWidth,
      content: document.documentElement.scrollWidth,
    }));
    expect(width).toEqual({ layout: 375, content: 375 });
    await page.screenshot({ path: `${SHOTS}/team-375.png`, fullPage: true });
    await expect(page.getByRole('button', { name: 'Delete Helix Bank Learning Team' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete Helix Bank Learning Team' }).click({ trial: true });

    // The new team: deleted with its own button, after the question.
    await page.goto('/admin/teams');
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Delete the team ${name}?` });
    await dialog.getByRole('button', { name: 'Delete team' }).click();
    await expect(page.getByText(`Team ${name} deleted; its members have no team now.`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/teams$/);
    await expect(page.getByRole('link', { name: 'Helix Bank Learning Team', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  });
});
