import { expect, test } from './fixtures';
import { DEMO_PASSWORD, signIn } from './helpers';
import { waitForMailLink } from './mail';

const unique = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.test`;

test.describe('accounts and access', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop journeys');

  test('sign up, receive the verification email over SMTP, verify, and sign in', async ({ page }) => {
    const email = unique('newfellow');
    const password = 'Fellowship-Journey-42';
    // Sign-up is not promoted on the sign-in page: "Looking to join?" leads to /join, which leads to it.
    await page.goto('/login');
    await page.getByRole('link', { name: 'Become a fellow' }).click();
    await expect(page).toHaveURL(/\/join$/);
    await page.getByRole('link', { name: 'Join now' }).click();
    await page.getByLabel('First Name').fill('Sam');
    await page.getByLabel('Last Name').fill('Stranger');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill('something-else-42');
    await page.getByRole('button', { name: 'Create account', exact: true }).last().click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Create account', exact: true }).last().click();
    await expect(
      page.getByText('Account created successfully! Please check your email to verify your account.').first(),
    ).toBeVisible();

    const link = await waitForMailLink(email, /Verify your email/);
    await page.goto(link);
    // The link verifies only with the password chosen at sign-up, then signs in.
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Verify email' }).click();
    // A self-signed-up account holds no membership yet: the paywall sends it to /join.
    await expect(page).toHaveURL(/\/join$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Become a Fellow' })).toBeVisible();

    // Signed out, the new password works at the front door; the account has never been home yet,
    // so the greeting is a first welcome.
    await page.context().clearCookies();
    await signIn(page, email, password);
    await expect(page.getByText('Welcome!', { exact: true })).toBeVisible();
  });

  test('magic link: the emailed link opens a page whose button signs in', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Continue with Magic Link' }).click();
    await page.getByLabel('Email').fill('wire@praxis.test');
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await expect(page.getByText('Check your email').first()).toBeVisible();

    const link = await waitForMailLink('wire@praxis.test', /sign-in link/);
    await page.goto(link);
    // Opening the link spends nothing: only the button's POST does.
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    // The same link cannot be used twice.
    await page.context().clearCookies();
    await page.goto(link);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  test('forgot password, reset through the email, old sessions gone, sign in with the new password', async ({
    page,
    browser,
  }) => {
    const email = 'newcomer@praxis.test';
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, email);
    expect((await otherPage.request.get('/api/me')).status()).toBe(200);

    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Check your email')).toBeVisible();

    const link = await waitForMailLink(email, /Reset your/);
    await page.goto(link);
    const newPassword = 'Brand-New-Secret-2026';
    await page.getByLabel('New Password').fill(newPassword);
    await page.getByLabel('Confirm Password').fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(
      page.getByText('Password updated successfully! Please log in with your new password.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login/);

    expect((await otherPage.request.get('/api/me')).status()).toBe(401);
    await other.close();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
    await signIn(page, email, newPassword);

    // The demo account gets its demo password back, for the journeys that sign in as it later.
    const restored = await page.request.post('/api/account/password', {
      data: { currentPassword: newPassword, newPassword: DEMO_PASSWORD },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(restored.status()).toBe(200);
  });

  test('invite, set up the password, first sign-in shows the onboarding tour', async ({ page, browser }) => {
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await signIn(adminPage, 'admin@praxis.test');
    const email = unique('invited');
    const res = await adminPage.request.post('/api/admin/invites', {
      data: { rows: [{ line: 1, email, firstName: 'Imani', lastName: 'Okafor', access: 'wire' }] },
      headers: { Origin: new URL(adminPage.url()).origin },
    });
    expect(res.status()).toBe(200);
    expect((await res.json()).invited).toBe(1);
    await admin.close();

    const link = await waitForMailLink(email, /invited/);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Set up your password' })).toBeVisible();
    const password = 'Invited-Fellow-2026';
    await page.getByLabel('New Password').fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page).toHaveURL(/\/$/);
    const tour = page.getByRole('dialog');
    await expect(tour).toBeVisible();
    await expect(tour.getByText(/Welcome/).first()).toBeVisible();

    // The invite link works once.
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page.getByText('Invalid or expired invitation link.')).toBeVisible();
  });

  test('each billing state has its page; a canceled member is redirected and refused by the API', async ({
    browser,
  }) => {
    // Five sign-ins in a row: more than the default minute on a busy two-core machine.
    test.setTimeout(120_000);
    const cases: Array<[string, RegExp]> = [
      ['member@praxis.test', /Next billing date/],
      ['wire@praxis.test', /wire transfer/i],
      ['lifetime@praxis.test', /Lifetime Access/],
      ['superadmin@praxis.test', /You have administrator access to this platform\./],
    ];
    for (const [email, text] of cases) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signIn(page, email);
      await page.goto('/billing');
      await expect(page.getByText(text).first()).toBeVisible();
      if (email === 'member@praxis.test') {
        await expect(page.getByRole('button', { name: 'Manage Billing' })).toBeVisible();
      }
      await context.close();
    }

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill('canceled@praxis.test');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/subscription-canceled$/);
    await page.goto('/resources');
    await expect(page).toHaveURL(/\/subscription-canceled$/);
    const api = await page.request.get('/api/resources');
    expect(api.status()).toBe(403);
    expect((await api.json()).error.code).toBe('subscription_restricted');
    await context.close();
  });
});
