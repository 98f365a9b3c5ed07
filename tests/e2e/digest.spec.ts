import type { APIRequestContext } from '@playwright/test';
import { digestPeriod } from '../../src/shared/domain/digest';
import { setServerClockAhead } from './clock';
import { expect, slotBaseURL, test } from './fixtures';
import { signIn } from './helpers';
import { waitForMail } from './mail';

/*
 * The personal digest, end to end: a member turns it on in My Account, reads the preview of their
 * next digest, receives it once the week turns (the server's clock is moved to next Monday), follows
 * an item's link into the app, and unsubscribes with one click from the mail's footer.
 */

const MEMBER = 'lifetime@praxis.test';
const FEATURE = 'Mentor matching between fellows';

async function featureId(request: APIRequestContext, base: string): Promise<string> {
  const res = await request.get(`${base}/api/roadmap/features`, { headers: { Origin: base } });
  expect(res.status()).toBe(200);
  const { features } = (await res.json()) as { features: { id: string; title: string }[] };
  return features.find((f) => f.title === FEATURE)!.id;
}

test.afterEach(() => setServerClockAhead(0));

test('turn the digest on, read the preview, receive it, follow a link, unsubscribe', async ({
  page,
  browser,
  isMobile,
}) => {
  test.skip(isMobile, 'one journey is enough: the card is checked at 375 px by the account journeys');
  const base = slotBaseURL();
  await signIn(page, MEMBER);
  await page.goto('/my-account');
  const card = page.getByRole('region', { name: 'Personal digest' });
  const toggle = card.getByRole('switch', { name: 'Email me a digest' });
  await expect(toggle).toBeEnabled();
  if ((await toggle.getAttribute('aria-checked')) === 'true') {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  }
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(card.getByRole('radio', { name: 'Weekly' })).toBeChecked();
  // Just turned on: nothing is new yet.
  await expect(card.getByText('Nothing new yet')).toBeVisible();

  // Something new for this member: a feature they voted for moves.
  const id = await featureId(page.request, base);
  expect((await page.request.put(`${base}/api/roadmap/features/${id}/upvote`, { headers: { Origin: base } })).status()).toBe(200);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@praxis.test');
  const moved = await admin.request.put(`${base}/api/admin/roadmap/features/${id}/status`, {
    headers: { Origin: base },
    data: { status: 'in_progress' },
  });
  expect(moved.status()).toBe(200);
  await adminContext.close();

  // The preview shows it, as the mail will.
  await page.reload();
  const preview = page.getByRole('region', { name: 'Preview of your next digest' });
  await expect(preview.getByRole('heading', { name: 'Roadmap features you voted for' })).toBeVisible();
  await expect(preview.getByRole('link', { name: FEATURE })).toBeVisible();
  await expect(preview.getByText('Now In Progress')).toBeVisible();

  // Next Monday (UTC): the digest goes out.
  const now = Date.now();
  setServerClockAhead(digestPeriod('weekly', new Date(now)).end.getTime() + 60 * 60_000 - now);
  const mail = await waitForMail(MEMBER, /^Your weekly Praxis digest: \d+ new things? for you$/, 20_000);
  expect(mail.text).toContain(FEATURE);
  const itemLink = mail.links.find((l) => l.endsWith(`/roadmap/${id}`));
  expect(itemLink).toBeTruthy();

  // The item's link opens it in the app.
  await page.goto(itemLink!);
  await expect(page.getByRole('heading', { name: FEATURE })).toBeVisible();

  // One click in the footer turns it off.
  const unsubscribe = mail.links.find((l) => l.includes('/digest/unsubscribe?'));
  await page.goto(unsubscribe!);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('You will no longer receive the digest by email.')).toBeVisible();
  await page.goto('/my-account');
  await expect(
    page.getByRole('region', { name: 'Personal digest' }).getByRole('switch', { name: 'Email me a digest' }),
  ).toHaveAttribute('aria-checked', 'false');

  // Put the feature back for the other journeys.
  const restore = await browser.newContext();
  const again = await restore.newPage();
  await signIn(again, 'admin@praxis.test');
  await again.request.put(`${base}/api/admin/roadmap/features/${id}/status`, {
    headers: { Origin: base },
    data: { status: 'idea' },
  });
  await restore.close();
});
