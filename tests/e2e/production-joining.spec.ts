import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminContentInput } from '../support/admin-content-input';
import { expectAccessible } from './helpers';
import { productionMailDir, waitForMail } from './mail';
import { acceptInvite, closeTour, newPage, operator } from './production';

/**
 * Joining where card payments are not offered (the production install has no Stripe): a stranger
 * finds /join from the sign-in page, asks for a membership by creating an account, and is told the
 * request is on its way. Every administrator gets an email pointing at the Waiting view of Members;
 * one activates the membership there, the person gets the welcome email, and reads the library.
 */

const PASSWORD = 'Joining-Request-2026';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

const mailTo = (address: string, subject: RegExp) =>
  waitForMail(address, subject, 15_000, productionMailDir());

/** The stranger's way in: /login, "Looking to join?", /join, then the sign-up form with names. */
async function requestMembership(page: Page, email: string, [first, last]: [string, string]) {
  await page.goto('/login');
  await expect(page.getByText('Looking to join?')).toBeVisible();
  await shot(page, 'login');
  // Sign-up is not promoted on the sign-in page.
  await expect(page.getByRole('button', { name: 'Create account' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Become a fellow' }).click();
  await expect(page).toHaveURL(/\/join$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Become a Fellow' })).toBeVisible();
  await expect(page.getByText('€480 per year')).toBeVisible();
  // No card payments: the way in is a request, not Checkout.
  await expect(page.getByRole('link', { name: 'Join now' })).toHaveCount(0);
  await shot(page, 'join-visitor');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Request membership' }).click();

  await page.getByLabel('First Name').fill(first);
  await page.getByLabel('Last Name').fill(last);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await shot(page, 'sign-up');
  await page.getByRole('button', { name: 'Create account', exact: true }).last().click();
  await expect(
    page.getByText('Account created successfully! Please check your email to verify your account.').first(),
  ).toBeVisible();

  // Confirming the address signs them in: that sign-in is the request.
  const verify = await mailTo(email, /Verify your email/);
  await page.goto(verify.links[0]!);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Verify email' }).click();
  await expect(page).toHaveURL(/\/join$/, { timeout: 15_000 });
  await expect(
    page.getByRole('status').filter({ hasText: 'Your membership request was sent on' }),
  ).toContainText('The administrators have been told by email');
}

/** The operator makes an administrator, who accepts the emailed invitation. */
async function invitedAdministrator(browser: Browser, email: string): Promise<Page> {
  operator('invite', email, '--access', 'lifetime', '--first', 'Ana', '--last', 'Reyes');
  operator('set-role', email, 'admin');
  return acceptInvite(browser, email);
}

const tagOf = (info: TestInfo) => `${info.project.name.replace(/\W+/g, '-')}-${Date.now().toString(36)}`;

test.describe('joining without card payments', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a stranger asks to join, an administrator activates them from the Waiting view, they read the library @mobile', async ({
    browser,
  }, info) => {
    const tag = tagOf(info);
    const adminEmail = `admin-joining-${tag}@fellowship.test`;
    const strangerEmail = `robin-${tag}@example.test`;
    const title = `Running a pilot cohort (${tag})`;
    const admin = await invitedAdministrator(browser, adminEmail);

    // Something in the library to read once in.
    const created = await admin.request.post('/api/admin/content', {
      data: adminContentInput(title, {
        blurb: 'Start small, measure, then scale.',
        blocks: [{ type: 'paragraph', data: { text: 'Pick twelve volunteers and one clear outcome.' } }],
      }),
    });
    expect(created.status()).toBe(201);
    const item = (await created.json()) as { id: string; revision: number };
    const published = await admin.request.post(`/api/admin/content/${item.id}/publish`, {
      data: { revision: item.revision },
    });
    expect(published.status()).toBe(200);

    const stranger = await newPage(browser);
    await requestMembership(stranger, strangerEmail, ['Robin', 'Okafor']);
    // Waiting: the library stays closed.
    await stranger.goto('/resources');
    await expect(stranger).toHaveURL(/\/join$/);
    await shot(stranger, 'join-waiting');
    await expectAccessible(stranger);

    // The administrator is told by email, and the link opens the Waiting view.
    const request = await mailTo(adminEmail, /^Membership request from Robin Okafor$/);
    expect(request.text).toContain(`Robin Okafor (${strangerEmail}) asked to become a member`);
    await admin.goto(request.links[0]!);
    await expect(admin).toHaveURL(/\/admin\/members\?status=waiting$/);
    const waiting = admin.getByRole('list', { name: 'Waiting for an answer' });
    const person = waiting.getByRole('listitem').filter({ hasText: strangerEmail });
    await expect(person).toBeVisible();
    await shot(admin, 'waiting-view');
    await expectAccessible(admin);
    await person.getByLabel('Activate as').selectOption('wire');
    await person.getByRole('button', { name: 'Activate Robin Okafor' }).click();
    await expect(
      admin.getByText('Robin Okafor is now a member. A welcome email is on its way.'),
    ).toBeVisible();
    await expect(person).toBeHidden();

    // The welcome email leads into the library; the first visit home says "Welcome".
    const welcome = await mailTo(strangerEmail, /^Welcome to /);
    expect(welcome.text).toContain('Welcome, Robin!');
    await stranger.goto(welcome.links[0]!);
    await closeTour(stranger);
    await expect(stranger.getByText('Welcome, Robin. Here is what is new in the library.')).toBeVisible();
    await shot(stranger, 'home-first-visit');
    await stranger.goto('/resources');
    await stranger.getByRole('link', { name: title }).first().click();
    await expect(stranger.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(stranger.getByText('Pick twelve volunteers and one clear outcome.')).toBeVisible();

    // Coming back later is a "Welcome back".
    await stranger.goto('/');
    await expect(
      stranger.getByText('Welcome back, Robin. Here is what is new in the library.'),
    ).toBeVisible();
  });

  test('an administrator refuses a request: the person is told by email and /join says so @mobile', async ({
    browser,
  }, info) => {
    const tag = tagOf(info);
    const adminEmail = `admin-refusing-${tag}@fellowship.test`;
    const strangerEmail = `kim-${tag}@example.test`;
    const admin = await invitedAdministrator(browser, adminEmail);
    const stranger = await newPage(browser);
    await requestMembership(stranger, strangerEmail, ['Kim', 'Lindqvist']);

    await mailTo(adminEmail, /^Membership request from Kim Lindqvist$/);
    await admin.goto('/admin/members?status=waiting');
    const person = admin.getByRole('listitem').filter({ hasText: strangerEmail });
    await person.getByRole('button', { name: 'Refuse' }).click();
    const confirm = admin.getByRole('alertdialog', { name: "Refuse Kim Lindqvist's request?" });
    await confirm.getByRole('button', { name: 'Refuse request' }).click();
    await expect(admin.getByText('Request refused. Kim Lindqvist has been told by email.')).toBeVisible();
    await expect(person).toBeHidden();

    const refused = await mailTo(strangerEmail, /membership request$/);
    expect(refused.text).toContain('could not accept it');
    await stranger.reload();
    await expect(stranger.getByText(/^Your membership request was not accepted\./)).toBeVisible();
    await shot(stranger, 'join-refused');
    await expectAccessible(stranger);
    await stranger.goto('/resources');
    await expect(stranger).toHaveURL(/\/join$/);
  });
});
