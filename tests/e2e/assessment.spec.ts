import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { answerStep, finishAssessment, stepText } from './assessment-steps';
import { signIn } from './helpers';

/**
 * The skills assessment against the seeded demo: a member resumes a half-done self-assessment,
 * finishes it and reads the results, then rates a teammate from My Team; the same at 375 px with
 * a member who starts from nothing and comes back halfway. Then, at both widths: a member saves a
 * "grow next" pick from the results; an administrator opens a teammate's results from My Team; a
 * member who is not an administrator, at the same address, gets the not-found answer.
 */

const LIAM = 'liam.oconnor@demo.praxis.test'; // Helix team, 23 of 75 statements answered
const MEI = 'mei.chen@demo.praxis.test'; // Riverside team, never started

async function expectResults(page: Page) {
  await expect(page).toHaveURL(/\/ld-assessment$/);
  await expect(page.getByText('Assessment submitted', { exact: true })).toBeVisible();
  await expect(page.getByTestId('radar-chart')).toBeVisible();
  await expect(page.getByTestId('distribution-chart')).toBeVisible();
  await expect(page.getByTestId('distribution-chart').locator('rect[data-member="true"]')).toHaveCount(1);
  await expect(page.getByTestId('comparison-basis')).toContainText('Compared with');
  await expect(page.getByRole('list', { name: 'Key skills' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('heading', { level: 2, name: 'Grow next' })).toBeVisible();
  // The radar's text alternative, put on screen.
  await page.getByRole('button', { name: 'Show as table' }).first().click();
  await expect(page.getByRole('table', { name: /Level per competency/ }).getByRole('row')).toHaveCount(16);
}

async function rateFromMyTeam(page: Page, teammate: string) {
  await page.goto('/my-team');
  await expect(page.getByRole('heading', { name: /Team Members \(\d+\)/ })).toBeVisible();
  const scan = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await page.getByRole('link', { name: `Rate ${teammate}`, exact: true }).click();
  await expect(page).toHaveURL(/\/ld-assessment\?rate=[0-9a-f-]{36}/);
  await expect(page.getByTestId('mode-badge')).toHaveText('Rating a teammate');
  await expect(page.getByRole('heading', { level: 1, name: `You are rating ${teammate}` })).toBeVisible();
  await expect(stepText(page)).toHaveText('Step 1 of 15');
  await finishAssessment(page);
  await expect(page).toHaveURL(/\/my-team$/);
  await expect(page.getByText('Rating submitted')).toBeVisible();
}

test.describe('skills assessment', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop journey');

  test('a member resumes a half-done assessment, finishes it, reads the results, then rates a teammate', async ({
    page,
  }) => {
    // Two assessments of 75 statements each: 1.5–2.3 minutes alone on a slow machine, over 4 beside other work.
    test.setTimeout(360_000);
    await signIn(page, LIAM);
    await page.goto('/ld-assessment');
    await expect(page.getByTestId('mode-badge')).toHaveText('Self assessment');
    // Resumes where the member stopped: 23 answers, so the 5th competency (3 of its 5 answered).
    await expect(stepText(page)).toHaveText('Step 5 of 15');
    await expect(page.getByText('23 of 75 statements answered')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

    // The hover card: the competency's five levels.
    await page.getByRole('button', { name: /^About .*: description and levels$/ }).hover();
    await expect(page.getByTestId('competency-hover-card')).toContainText('Level 5');
    await page.mouse.move(0, 0);
    await expect(page.getByTestId('competency-hover-card')).toBeHidden();

    const wizardScan = await new AxeBuilder({ page })
      .include('main')
      .withTags(['wcag2a', 'wcag2aa'])
      .analyze();
    expect(wizardScan.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    await finishAssessment(page);
    await expectResults(page);

    const resultsScan = await new AxeBuilder({ page })
      .include('main')
      .withTags(['wcag2a', 'wcag2aa'])
      .analyze();
    expect(resultsScan.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    // My Team now offers a redo and the results.
    await page.goto('/my-team');
    const self = page.getByRole('article').filter({ hasText: "Liam O'Connor" });
    await expect(self.getByRole('link', { name: 'Redo self' })).toHaveAttribute(
      'href',
      '/ld-assessment?redo=self',
    );
    await expect(self.getByRole('link', { name: 'See my results' })).toBeVisible();

    await rateFromMyTeam(page, 'Jordan Ellis');
  });
});

test.describe('skills assessment at 375 px @mobile', () => {
  test.skip(({ isMobile }) => !isMobile, 'mobile journey');

  test('a member answers two steps, comes back to the third, finishes, reads the results, then rates a teammate', async ({
    page,
  }) => {
    // Two assessments of 75 statements each: 1.5–2.3 minutes alone on a slow machine, over 4 beside other work.
    test.setTimeout(360_000);
    await signIn(page, MEI);
    await page.goto('/ld-assessment');
    await page.getByRole('button', { name: 'Start the self-assessment' }).click();
    await expect(stepText(page)).toHaveText('Step 1 of 15');
    await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
    await answerStep(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await answerStep(page);
    await expect(page.getByTestId('save-summary')).toHaveText('All answers saved');

    // Away and back: the open assessment is reused and resumes at its first unanswered step.
    await page.goto('/');
    await page.goto('/ld-assessment');
    await expect(stepText(page)).toHaveText('Step 3 of 15');
    await expect(page.getByText('10 of 75 statements answered')).toBeVisible();

    // The levels on a tap.
    await page.getByRole('button', { name: /^About .*: description and levels$/ }).tap();
    await expect(page.getByRole('dialog')).toContainText('Level 1');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await finishAssessment(page);
    await expectResults(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await rateFromMyTeam(page, 'Priya Natarajan');
  });
});

// ---- grow next, and a teammate's results: administrators only ------------------------------

const ADMIN = 'admin@praxis.test'; // Priya Raman, administrator, Helix team
const JORDAN = 'member@praxis.test'; // Jordan Ellis, Helix team, has results, not an administrator
const CHLOE = 'chloe.nguyen@demo.praxis.test'; // Helix team, has results, not an administrator

async function expectNoSeriousViolations(page: Page) {
  const scan = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

/** Saves the first unsaved "grow next" pick from the member's results, then finds it in Saved. */
async function saveGrowNextPick(page: Page) {
  await page.goto('/ld-assessment');
  await expect(page.getByRole('heading', { level: 2, name: 'Grow next' })).toBeVisible();
  const picks = page.getByRole('list', { name: /^Library picks for / });
  await expect(picks.first()).toBeVisible();
  await expectNoSeriousViolations(page);
  const unsaved = picks
    .getByRole('listitem')
    .filter({ has: page.locator('button[aria-pressed="false"]') })
    .first();
  const label = (await unsaved.locator('button[aria-pressed]').first().getAttribute('aria-label'))!;
  const title = label.replace(/^Save “/, '').replace(/”$/, '');
  const save = picks.getByRole('button', { name: label, exact: true }).first();
  await save.click();
  await expect(page.getByText('Item has been saved to your library.')).toBeVisible();
  await expect(save).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/saved');
  await expect(page.getByRole('main').getByRole('heading', { name: title }).first()).toBeVisible();
}

/** An administrator opens a teammate's results from My Team. */
async function adminOpensTeammateResults(page: Page, teammate: string) {
  await signIn(page, ADMIN);
  await page.goto('/my-team');
  await page.getByRole('link', { name: `See results ${teammate}`, exact: true }).click();
  await expect(page).toHaveURL(/\/ld-assessment\?view=peer&user=[0-9a-f-]{36}/);
  await expect(page.getByTestId('mode-badge')).toHaveText('Viewing teammate results');
  await expect(page.getByText(`${teammate}'s self-assessment submitted on`)).toBeVisible();
  await expect(page.getByTestId('radar-chart')).toBeVisible();
  await expect(page.getByTestId('distribution-chart')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Key skills' }).getByRole('listitem')).toHaveCount(3);
  await expectNoSeriousViolations(page);
}

/** A member who is not an administrator asks for a teammate's results at the same address: 404. */
async function memberIsRefusedTeammateResults(page: Page, member: string, teammate: string) {
  await signIn(page, member);
  await page.goto('/my-team');
  const teammateCard = page.getByRole('article').filter({ hasText: teammate });
  await expect(teammateCard.getByRole('link', { name: `Rate ${teammate}`, exact: true })).toBeVisible();
  // Only administrators are offered a teammate's results.
  await expect(teammateCard.getByRole('link', { name: /^See results/ })).toHaveCount(0);
  const rate = await teammateCard
    .getByRole('link', { name: `Rate ${teammate}`, exact: true })
    .getAttribute('href');
  const id = new URL(rate!, 'http://x').searchParams.get('rate')!;

  const answer = page.waitForResponse((r) => r.url().includes(`/api/assessment/results?user=${id}`));
  await page.goto(`/ld-assessment?view=peer&user=${id}&name=${encodeURIComponent(teammate)}`);
  expect((await answer).status()).toBe(404);
  await expect(page.getByText('Could not load peer results')).toBeVisible();
  await expect(
    page.getByText('Only administrators can open the results of a member of their own team.'),
  ).toBeVisible();
  await expect(page.getByTestId('radar-chart')).toHaveCount(0);
  await expectNoSeriousViolations(page);
}

test.describe('grow next and teammate results', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop journeys');

  test('a member saves a "grow next" pick from the results and finds it in Saved', async ({ page }) => {
    await signIn(page, JORDAN);
    await saveGrowNextPick(page);
  });

  test('an administrator opens a teammate’s results from My Team', async ({ page }) => {
    await adminOpensTeammateResults(page, 'Ben Carter');
  });

  test('a member who is not an administrator gets the not-found answer for a teammate’s results', async ({
    page,
  }) => {
    await memberIsRefusedTeammateResults(page, JORDAN, 'Ben Carter');
  });
});

test.describe('grow next and teammate results at 375 px @mobile', () => {
  test.skip(({ isMobile }) => !isMobile, 'mobile journeys');

  test('a member saves a "grow next" pick from the results and finds it in Saved', async ({ page }) => {
    await signIn(page, CHLOE);
    // What a member acts on comes early: after the summary, within the first screen and a half.
    await page.goto('/ld-assessment');
    const growNext = page.getByRole('heading', { level: 2, name: 'Grow next' });
    await expect(growNext).toBeVisible();
    const top = await growNext.evaluate((h) => h.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeLessThan(1.5 * page.viewportSize()!.height);
    await saveGrowNextPick(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('an administrator opens a teammate’s results from My Team', async ({ page }) => {
    await adminOpensTeammateResults(page, 'Fatima Zahra');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('a member who is not an administrator gets the not-found answer', async ({ page }) => {
    await memberIsRefusedTeammateResults(page, CHLOE, 'Fatima Zahra');
  });
});
