import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AssessmentBank } from '../../src/shared/contract/assessment';
import { peerWording } from '../../src/shared/domain/assessment';
import { formatShortDay } from '../../src/shared/domain/dates';
import { finishAssessment } from './assessment-steps';
import { expect, test } from './fixtures';
import { signIn } from './helpers';
import { waitForMailLink } from './mail';

/**
 * Rating requests against the seeded demo: Jordan Ellis (member@praxis.test, Helix team) asks a
 * teammate for a rating from My Team; the teammate gets the mail, sees "Rating requested by
 * Jordan Ellis" on My Team, rates Jordan reading each statement about Jordan (never the self
 * wording) under a header that names him; Jordan then sees the request rated. Desktop: Fatima
 * Zahra, from My Team's Rate (she rated Jordan before, so she confirms that the new rating
 * replaces her earlier answers); 375 px: Chloe Nguyen, from the mail's link.
 */

const JORDAN = 'member@praxis.test';
const TEAMMATES = {
  desktop: { name: 'Fatima Zahra', first: 'Fatima', email: 'fatima.zahra@demo.praxis.test' },
  mobile: { name: 'Chloe Nguyen', first: 'Chloe', email: 'chloe.nguyen@demo.praxis.test' },
};

const memberRow = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name }) });

async function expectNoViolations(page: Page) {
  const scan = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

async function journey(page: Page, teammate: (typeof TEAMMATES)['desktop'], fromMail: boolean) {
  const today = formatShortDay(new Date());

  // Jordan asks the teammate from My Team.
  await signIn(page, JORDAN);
  await page.goto('/my-team');
  await page.getByRole('button', { name: 'Ask teammates for a rating' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask teammates for a rating' });
  await expect(dialog).toBeVisible();
  await expectNoViolations(page);
  await dialog.getByRole('checkbox', { name: new RegExp(teammate.name) }).check();
  await dialog.getByRole('button', { name: 'Ask for a rating' }).click();
  await expect(page.getByText('Asked 1 teammate for a rating')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(memberRow(page, teammate.name)).toContainText(`Your rating request: requested on ${today}`);

  // The teammate's mail names Jordan and opens the rating.
  const link = await waitForMailLink(teammate.email, /^Jordan Ellis asks you for a rating$/);
  const rate = new URL(link);
  expect(rate.pathname).toBe('/ld-assessment');
  expect(rate.searchParams.get('name')).toBe('Jordan Ellis');

  await page.context().clearCookies();
  await signIn(page, teammate.email);
  await page.goto('/my-team');
  const jordanRow = memberRow(page, 'Jordan Ellis');
  await expect(jordanRow).toContainText('Rating requested by Jordan Ellis');
  if (fromMail) await page.goto(`${rate.pathname}${rate.search}`);
  else {
    // The demo teammate rated Jordan before: rating again says first that it replaces those answers.
    await jordanRow.getByRole('button', { name: 'Rate Jordan Ellis', exact: true }).click();
    const again = page.getByRole('alertdialog', { name: 'Rate Jordan Ellis again?' });
    await expect(again).toContainText('Your new rating replaces your earlier answers about Jordan.');
    await again.getByRole('button', { name: 'Rate again' }).click();
  }

  await expect(page.getByRole('heading', { level: 1, name: 'You are rating Jordan Ellis' })).toBeVisible();
  await expect(page.getByTestId('mode-badge')).toHaveText('Rating a teammate');
  // Each statement in its peer wording about Jordan, never in the self wording.
  const bank = (await (await page.request.get('/api/assessment')).json()) as AssessmentBank;
  for (const [i, item] of bank.competencies[0]!.items.entries()) {
    const legend = page.locator(`fieldset[data-item-id="${item.id}"] legend`);
    await expect(legend).toHaveText(`Statement ${i + 1}: ${peerWording(item.peerPrompt, 'Jordan')}`);
    await expect(legend).not.toContainText(item.prompt);
  }
  await finishAssessment(page);
  await expect(page).toHaveURL(/\/my-team$/);
  await expect(page.getByText('Rating submitted')).toBeVisible();
  await expect(jordanRow).toContainText(`You rated Jordan on ${today}`);
  await expect(jordanRow).not.toContainText('Rating requested by');

  // Jordan sees the request rated.
  await page.context().clearCookies();
  await signIn(page, JORDAN);
  await page.goto('/my-team');
  await expect(memberRow(page, teammate.name)).toContainText('Your rating request: rated');
  await expectNoViolations(page);
}

test.describe('rating requests', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop journey');

  test('a member asks a teammate, who rates them from My Team; the request shows rated', async ({ page }) => {
    test.setTimeout(420_000);
    await journey(page, TEAMMATES.desktop, false);
  });
});

test.describe('rating requests at 375 px @mobile', () => {
  test.skip(({ isMobile }) => !isMobile, 'mobile journey');

  test('a member asks a teammate, who rates them from the mail; the request shows rated', async ({
    page,
  }) => {
    test.setTimeout(420_000);
    await journey(page, TEAMMATES.mobile, true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
