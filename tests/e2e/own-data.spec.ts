import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './helpers';
import { readMail, waitForMailLink } from './mail';

/*
 * A member's own data: a fellow who joined by card downloads their data from My Account, closes
 * their account (password, then their email typed in the confirmation), lands signed out on the
 * "account closed" page with a confirmation mail; their email then signs up afresh and nothing of
 * the old account shows.
 */

const unique = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.test`;
const PASSWORD = 'Own-Data-Journey-42';

/**
 * A new fellow, set up through the API the way the front door does it: signs up, verifies with
 * the mailed link and their password (which signs them in), pays on the Stripe stand-in's
 * Checkout page and skips the tour.
 */
async function newFellow(
  request: APIRequestContext,
  origin: string,
  email: string,
  names: { firstName: string; lastName: string },
) {
  const headers = { Origin: origin };
  const earlier = readMail(email).length;
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers,
    data: {
      email,
      password: PASSWORD,
      name: `${names.firstName} ${names.lastName}`,
      ...names,
      callbackURL: '/auth/callback?type=signup',
    },
  });
  expect(signUp.status()).toBe(200);
  await expect.poll(() => readMail(email).length, { timeout: 10_000 }).toBeGreaterThan(earlier);
  const link = await waitForMailLink(email, /Verify your email/);
  const token = new URL(link).searchParams.get('token');
  const verified = await request.post('/api/auth-flows/verify-email', {
    data: { token, password: PASSWORD },
  });
  expect(verified.status()).toBe(200);
  const checkout = await request.post('/api/billing/checkout', { headers });
  expect(checkout.status()).toBe(200);
  const { url } = (await checkout.json()) as { url: string };
  const paid = await request.post(`${url}/pay`, { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  const done = await request.post('/api/account/onboarding', { headers, data: { completed: true } });
  expect(done.status()).toBe(200);
}

async function downloadedData(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Praxis-my-data-\d{4}-\d\d-\d\d\.json$/);
  return JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as {
    account: { email: string; id: string };
    profile: { firstName: string };
    library: { saved: { itemId: string }[] };
  };
}

test('a member downloads their data and closes their account; the email can sign up afresh @mobile', async ({
  page,
  baseURL,
}) => {
  const origin = baseURL!;
  const email = unique('leaving');
  await newFellow(page.request, origin, email, { firstName: 'Morgan', lastName: 'Leaving' });
  await page.request.patch('/api/account/profile', {
    headers: { Origin: origin },
    data: { firstName: 'Morgan', lastName: 'Leaving' },
  });
  expect(
    (
      await page.request.post('/api/saved', { headers: { Origin: origin }, data: { resourceId: 'res_837' } })
    ).status(),
  ).toBe(200);

  await page.goto('/my-account');
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
  const data = await downloadedData(page);
  expect(data.account.email).toBe(email);
  expect(data.profile.firstName).toBe('Morgan');
  expect(data.library.saved.map((s) => s.itemId)).toEqual(['res_837']);

  // A wrong password is refused on the card, before anything is asked.
  const closeCard = page.getByRole('region', { name: 'Close your account' });
  await closeCard.getByLabel('Your password').fill('not-my-password');
  await closeCard.getByRole('button', { name: 'Close my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Close your account for good?' });
  await dialog.getByLabel(/Type your email address/).fill(email);
  await dialog.getByRole('button', { name: 'Close my account' }).click();
  await expect(closeCard.getByText('Password is incorrect')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The right password, then the typed email: the button waits for an exact match.
  await closeCard.getByLabel('Your password').fill(PASSWORD);
  await closeCard.getByRole('button', { name: 'Close my account' }).click();
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel(/Type your email address/).fill(`${email}x`);
  await expect(dialog.getByRole('button', { name: 'Close my account' })).toBeDisabled();
  await dialog.getByLabel(/Type your email address/).fill(email.toUpperCase());
  await dialog.getByRole('button', { name: 'Close my account' }).click();

  await expect(page).toHaveURL(/\/account-closed$/);
  await expect(page.getByRole('heading', { name: 'Your account is closed' })).toBeVisible();
  await expectAccessible(page);
  await waitForMailLink(email, /account is closed/);
  // Signed out: the members' pages send them to sign in.
  expect((await page.request.get('/api/me')).status()).toBe(401);
  await page.goto('/my-account');
  await expect(page).toHaveURL(/\/login/);

  // The same email signs up afresh: a new, empty account.
  await newFellow(page.request, origin, email, { firstName: 'Robin', lastName: 'Anew' });
  await page.goto('/saved');
  await expect(
    page.getByText(
      "You haven't saved any resources yet. Start exploring and save content that interests you!",
    ),
  ).toBeVisible();
  await page.goto('/my-account');
  await expect(page.getByText('Morgan')).toHaveCount(0);
  const fresh = await downloadedData(page);
  expect(fresh.account.id).not.toBe(data.account.id);
  expect(fresh.library.saved).toEqual([]);
});
