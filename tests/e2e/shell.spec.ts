import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

test.describe('app shell on desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop journey');

  test('a visitor is sent to /login, signs in, walks the sidebar, opens the user menu and logs out', async ({
    page,
  }) => {
    await page.goto('/events');
    await expect(page).toHaveURL(/\/login\?next=%2Fevents/);
    await expect(page.getByRole('heading', { name: 'Praxis' })).toBeVisible();

    // Empty fields are refused before anything is sent.
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Please fill in all fields')).toBeVisible();

    await page.getByLabel('Email').fill('member@praxis.test');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();

    await signIn(page, 'member@praxis.test', undefined, '/login?next=%2Fevents');
    await expect(page).toHaveURL(/\/events$/);

    const nav = page.getByRole('navigation', { name: 'Main' });
    const sections: Array<[string, RegExp]> = [
      ['Saved', /\/saved$/],
      ['Resources', /\/resources$/],
      ['Case Studies', /\/case-studies$/],
      ['Events', /\/events$/],
      ['Canvases', /\/canvases$/],
      ['Research', /\/research$/],
    ];
    for (const [name, url] of sections) {
      await nav.getByRole('link', { name }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('main')).toBeVisible();
    }

    // The user menu opens on hover and lists the member's entries (team set, not a super admin).
    await page.getByRole('button', { name: 'Open user menu' }).hover();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'My Account' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'L&D Assessment' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Manage Billing' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'My team' })).toBeVisible();

    await menu.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/saved');
    await expect(page).toHaveURL(/\/login\?next=%2Fsaved/);
  });

  test('a super admin has no billing entry; the 404 page links home', async ({ page }) => {
    await signIn(page, 'superadmin@praxis.test');
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'My Account' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /billing/i })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.goto('/no-such-page');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  });

  test('a canceled member is sent to /subscription-canceled', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('canceled@praxis.test');
    await page.getByLabel('Password', { exact: true }).fill('praxis-demo-2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/subscription-canceled$/);
    await expect(page.getByRole('heading', { name: 'Subscription Canceled' })).toBeVisible();
  });

  test('the sign-in page has no detectable accessibility violations', async ({ page }) => {
    await page.goto('/login');
    // The page is a lazy route: check it once it has rendered, not the empty shell before it.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

test.describe('app shell at 375 px @mobile', () => {
  test.skip(({ isMobile }) => !isMobile, 'mobile journey');

  test('signs in, uses the slide-in menu and the account menu, logs out', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login/);
    await signIn(page, 'member@praxis.test');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Homepage' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Canvases' }).click();
    await expect(page).toHaveURL(/\/canvases$/);
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('button', { name: 'Open account menu' }).click();
    const account = page.getByRole('dialog');
    await expect(account.getByText('member@praxis.test')).toBeVisible();
    await expect(account.getByRole('link', { name: 'My Account' })).toBeVisible();
    await expect(account.getByRole('link', { name: 'Billing Info' })).toBeVisible();
    await expect(account.getByRole('link', { name: 'My Team' })).toBeVisible();
    await account.getByRole('button', { name: 'Close account menu' }).click();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
