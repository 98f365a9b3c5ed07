import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { MEMBERS } from '../../src/server/seed/members';
import { signedEvent } from '../setup/stripe-stand-in';
import { expectAccessible, signIn } from './helpers';

/*
 * A lapsed member renews: the canceled notice's "Renew your membership" leads to /join, whose
 * button opens Stripe Checkout (the loopback stand-in, which sends the signed webhook as Stripe
 * would), and back on /join the membership is active and the library opens.
 */

const EMAIL = 'canceled@praxis.test';
/** The demo gives each paying member the Stripe customer cus_demo_<their place in the list>. */
const CUSTOMER = `cus_demo_${MEMBERS.findIndex((m) => m.email === EMAIL) + 1}`;

/** Stripe ends the subscription (as when a renewed member cancels), leaving the demo member lapsed again. */
async function endSubscription(request: APIRequestContext) {
  const now = Math.floor(Date.now() / 1000);
  const event = signedEvent({
    type: 'customer.subscription.deleted',
    // A second later than the renewal, so it is the newer word on this subscription.
    created: now + 1,
    object: {
      id: 'sub_renewed',
      object: 'subscription',
      customer: CUSTOMER,
      status: 'canceled',
      ended_at: now - 86_400,
    },
  });
  const res = await request.post('/api/billing/webhook', {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': event.signature },
    data: event.payload,
  });
  expect(res.status()).toBe(200);
}

test.describe('renewing a lapsed membership', () => {
  // Other journeys expect the demo's canceled member to be lapsed: put it back whatever happened.
  test.afterEach(async ({ request }) => endSubscription(request));

  test('a canceled member renews through Stripe Checkout and reads the library again @mobile', async ({
    page,
  }, info) => {
    await signIn(page, EMAIL);
    await expect(page).toHaveURL(/\/subscription-canceled$/);
    expect((await page.request.get('/files/canvases/res_900.pdf')).status()).toBe(403);

    await page.getByRole('link', { name: 'Renew your membership' }).click();
    await expect(page).toHaveURL(/\/join$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Renew your membership' })).toBeVisible();
    await expect(page.getByText('€480 per year')).toBeVisible();
    await expect(page.getByText(/waiting for an administrator/i)).toHaveCount(0);
    await page.screenshot({ path: info.outputPath('join-lapsed.png'), fullPage: true });
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Renew your membership' }).click();
    await expect(page.getByRole('heading', { name: 'Pay for your membership' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(/\/join\?checkout=success$/);
    await expect(page.getByRole('heading', { name: 'Welcome to the Fellowship' })).toBeVisible();
    await expect(page.getByText('Your membership is active. The whole library is yours.')).toBeVisible();
    await page.getByRole('link', { name: 'Open the library' }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
    expect((await page.request.get('/files/canvases/res_900.pdf')).status()).toBe(200);
  });
});
