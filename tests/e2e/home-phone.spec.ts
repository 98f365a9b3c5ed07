import { expect, test } from './fixtures';
import { signIn } from './helpers';

/**
 * The home page on a phone leads with what is next and what is new: one or two upcoming events,
 * then 'Just added', then the rest, in compact rows, the whole page under 3,500 px at 375 px wide.
 * Wider screens keep the grid of full cards with every upcoming event.
 */
const PHONE_MAX_HEIGHT = 3500;

const visibleCards = (page: import('@playwright/test').Page, section: string) =>
  page
    .getByRole('region', { name: section })
    .getByRole('listitem')
    .filter({ has: page.locator('article') })
    .filter({ visible: true });

test('@mobile on a phone: two upcoming events, then Just added, then the rest, under 3,500 px', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the phone layout');
  await signIn(page, 'member@praxis.test');
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(visibleCards(page, 'Just added').first()).toBeVisible();

  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'Upcoming events',
    'Just added',
    'Recently saved',
  ]);
  const upcoming = await visibleCards(page, 'Upcoming events').count();
  expect(upcoming).toBeGreaterThanOrEqual(1);
  expect(upcoming).toBeLessThanOrEqual(2);
  // The demo library has more upcoming events: the others are one link away.
  expect(
    await page.getByRole('region', { name: 'Upcoming events' }).locator('article').count(),
  ).toBeGreaterThan(2);
  await expect(main.getByRole('link', { name: 'All events' })).toBeVisible();

  // 'Just added' starts within the first screen and a half.
  const justAdded = await main.getByRole('heading', { name: 'Just added' }).boundingBox();
  expect(justAdded?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(812 * 1.5);

  // Every card drawn (scrolled through, so none is held at a placeholder height), then measured.
  for (let y = 0; y < PHONE_MAX_HEIGHT; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
  }
  await expect(visibleCards(page, 'Recently saved').last()).toBeVisible();
  const height = await page.evaluate(() => document.body.scrollHeight);
  expect(height).toBeLessThan(PHONE_MAX_HEIGHT);
  test.info().annotations.push({ type: 'home height at 375 px', description: String(height) });
});

test('on a desktop the home page keeps every upcoming event in the grid', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the desktop layout');
  await signIn(page, 'member@praxis.test');
  await page.goto('/');
  await expect(visibleCards(page, 'Just added').first()).toBeVisible();
  const section = page.getByRole('region', { name: 'Upcoming events' });
  const all = await section.locator('article').count();
  expect(all).toBeGreaterThan(2);
  await expect(visibleCards(page, 'Upcoming events')).toHaveCount(all);
  // Full cards: the cover spans the card's width.
  const cover = await section.locator('article img').first().boundingBox();
  expect(cover?.width ?? 0).toBeGreaterThan(250);
});
