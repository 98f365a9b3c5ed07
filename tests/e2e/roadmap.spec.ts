import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './helpers';
import { waitForMailLink } from './mail';

/*
 * The roadmap and the satisfaction survey, on desktop and at 375 px (@mobile). Each project signs in
 * as its own member, so the two runs on one server do not see each other's votes or survey state.
 */

const ORDER = ['Idea', 'Planned', 'On Hold', 'In Progress', 'Implemented'];

async function openRoadmap(page: Page) {
  // The shell's Roadmap button: the rail's link on desktop, the top bar's icon at 375 px.
  await page.locator('a[href="/roadmap"]:visible').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Roadmap' })).toBeVisible();
  await expect(page.getByText(/^\d+ features? total$/)).toBeVisible();
}

const cards = (page: Page) => page.getByRole('list', { name: 'Features' }).getByRole('listitem');
const card = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

test.describe('roadmap @mobile', () => {
  test('sort, upvote and un-upvote, suggest with the duplicate hint, leave feedback', async ({
    page,
    isMobile,
  }) => {
    await signIn(page, isMobile ? 'lifetime@praxis.test' : 'wire@praxis.test');
    await openRoadmap(page);
    const total = Number((await page.getByText(/^\d+ features? total$/).textContent())!.split(' ')[0]);
    expect(total).toBeGreaterThanOrEqual(10);
    await expect(cards(page)).toHaveCount(total);

    // By status: roadmap order.
    const badges = await cards(page).locator('[data-colour]').allTextContents();
    const ranks = badges.map((b) => ORDER.indexOf(b));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    // By popularity: most votes first.
    await page.getByText('Popularity', { exact: true }).click();
    await expect
      .poll(async () => {
        const counts = (await cards(page).getByTestId('upvote-count').allTextContents()).map(Number);
        return counts.join(',') === [...counts].sort((a, b) => b - a).join(',');
      })
      .toBe(true);

    // Upvote, and take it back.
    const dark = card(page, 'Dark mode');
    const vote = dark.locator('button[aria-pressed]');
    const before = Number(await dark.getByTestId('upvote-count').textContent());
    const wasPressed = (await vote.getAttribute('aria-pressed')) === 'true';
    await vote.click();
    await expect(vote).toHaveAttribute('aria-pressed', String(!wasPressed));
    await expect(dark.getByTestId('upvote-count')).toHaveText(String(before + (wasPressed ? -1 : 1)));
    await page.reload();
    await expect(card(page, 'Dark mode').getByTestId('upvote-count')).toHaveText(
      String(before + (wasPressed ? -1 : 1)),
    );
    await card(page, 'Dark mode').locator('button[aria-pressed]').click();
    await expect(card(page, 'Dark mode').getByTestId('upvote-count')).toHaveText(String(before));
    await expect(card(page, 'Dark mode').locator('button[aria-pressed]')).toHaveAttribute(
      'aria-pressed',
      String(wasPressed),
    );

    // Suggest: a typo'd duplicate is pointed at the existing feature first.
    await page.getByRole('button', { name: 'Suggest Feature' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Suggest a Feature' });
    await dialog.getByLabel('Title').fill('Calender sync');
    const hint = dialog.getByRole('region', { name: 'Similar features' });
    const existing = hint.getByRole('listitem').filter({
      has: page.getByText('Calendar sync for upcoming sessions', { exact: true }),
    });
    await expect(existing).toBeVisible();
    // "Vote for this instead", or the note that my vote is already there.
    await expect(
      existing
        .getByRole('button', { name: /Vote for this instead/ })
        .or(existing.getByText('You voted for this')),
    ).toBeVisible();
    const title = `Printable certificates ${isMobile ? 'm' : 'd'}${Date.now() % 100000}`;
    await dialog.getByLabel('Title').fill(title);
    await expect(dialog.getByText(`${title.length}/100`)).toBeVisible();
    await dialog
      .getByLabel('Description')
      .fill('A certificate for each completed programme, to share with my manager.');
    await dialog.getByRole('button', { name: 'Submit Feature' }).click();
    await expect(page.getByText('Feature submitted!')).toBeVisible();
    await expect(dialog).toBeHidden();
    const mine = card(page, title);
    await expect(mine).toBeVisible();
    await expect(mine.getByText('Idea', { exact: true })).toBeVisible();
    // A suggestion starts with its author's vote.
    await expect(mine.getByTestId('upvote-count')).toHaveText('1');
    await expect(mine.locator('button[aria-pressed]')).toHaveAttribute('aria-pressed', 'true');

    // Feedback on it. The call is held a moment: while it runs, Send Feedback keeps keyboard focus
    // and ignores more presses, so one message is sent.
    await mine.getByRole('button', { name: /Feedback/ }).click();
    const feedback = page.getByRole('dialog', { name: 'Feedback' });
    await feedback.getByLabel('Your feedback').fill('PDF and a LinkedIn badge would both work.');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let sent = 0;
    await page.route('**/api/roadmap/features/*/feedback', async (route) => {
      sent += 1;
      await held;
      await route.continue();
    });
    const send = feedback.getByRole('button', { name: 'Send Feedback' });
    await send.focus();
    await page.keyboard.press('Enter');
    const sending = feedback.getByRole('button', { name: 'Sending…' });
    await expect(sending).toHaveAttribute('aria-busy', 'true');
    await expect(sending).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect(sending).toBeFocused();
    release();
    await expect(page.getByText('Feedback submitted!')).toBeVisible();
    expect(sent).toBe(1);
    await page.unroute('**/api/roadmap/features/*/feedback');
    await expect(feedback).toBeHidden();
  });
});

test.describe('roadmap mail', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop journey');

  test("a status change mails the feature's voter", async ({ page, browser }) => {
    const voter = 'wire@praxis.test';
    await signIn(page, voter);
    await openRoadmap(page);
    const digests = card(page, 'Topic digests by email');
    const vote = digests.locator('button[aria-pressed]');
    if ((await vote.getAttribute('aria-pressed')) !== 'true') {
      await vote.click();
      await expect(vote).toHaveAttribute('aria-pressed', 'true');
    }

    // An administrator moves it on (through the API; the admin console comes later).
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin@praxis.test');
    const all = await (await admin.request.get('/api/admin/roadmap/features')).json();
    const feature = all.features.find((f: { title: string }) => f.title === 'Topic digests by email');
    const res = await admin.request.put(`/api/admin/roadmap/features/${feature.id}/status`, {
      data: { status: 'in_progress' },
    });
    expect(res.status()).toBe(200);
    expect((await res.json()).changed).toBe(true);
    await adminContext.close();

    const link = await waitForMailLink(voter, /^Now in progress: Topic digests by email$/);
    // The link opens the feature itself.
    expect(new URL(link).pathname).toBe(`/roadmap/${feature.id}`);
    await page.reload();
    await expect(
      card(page, 'Topic digests by email').getByText('In Progress', { exact: true }),
    ).toBeVisible();
  });
});

test.describe('satisfaction survey @mobile', () => {
  test('appears after the 10th counted page view, takes a score and a comment, and does not come back', async ({
    page,
    isMobile,
  }) => {
    // Twelve page loads and 7 s of deliberate waiting: over a minute on a slow machine.
    test.setTimeout(120_000);
    // Members the demo has not shown the survey to in the last 30 days.
    /** The shell's report of a view of `path` (matched by its body, so an earlier page's never counts). */
    const reportOf = (path: string) =>
      page.waitForResponse(
        (r) => r.url().includes('/api/survey/page-views') && r.request().postDataJSON()?.path === path,
      );
    const home = reportOf('/');
    await signIn(page, isMobile ? 'sofia.marchetti@demo.praxis.test' : 'daniel.osei@demo.praxis.test');
    // Signing in lands on the home page (the welcome module): page view 1.
    await expect(page).toHaveURL(/\/$/);
    expect((await (await home).json()).pageViews).toBe(1);
    const survey = page.getByRole('dialog', { name: /How likely are you to recommend/ });
    let views = 0;
    /** Opens a page and waits until the shell has reported the view; returns the count after it. */
    const visit = async (path: string) => {
      const reported = reportOf(path);
      await page.goto(path);
      views = (await (await reported).json()).pageViews;
      return views;
    };
    for (const path of [
      '/resources',
      '/case-studies',
      '/events',
      '/canvases',
      '/research',
      '/saved',
      '/billing',
    ]) {
      await visit(path);
    }
    // Home and 6 counted pages (billing does not count).
    expect(views).toBe(7);
    await visit('/roadmap');
    expect(await visit('/my-account')).toBe(9);
    await page.waitForTimeout(3500);
    await expect(survey).toBeHidden();

    // The 10th counted view: the survey appears 3 s later.
    expect(await visit('/resources')).toBe(10);
    await expect(survey).toBeVisible({ timeout: 10_000 });
    await survey.getByRole('button', { name: '6 – Not good' }).click();
    const comment = page.getByRole('dialog', { name: 'Anything you would like to add?' });
    await comment.getByRole('button', { name: 'Back' }).click();
    await survey.getByRole('button', { name: '9 – Very good' }).click();
    await comment.getByLabel('Comment (optional)').fill('The research summaries save me hours.');
    await comment.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
    await expect(comment).toBeHidden();

    // Not again in this session…
    expect(await visit('/events')).toBe(1);
    await visit('/canvases');
    await page.waitForTimeout(3500);
    await expect(survey).toBeHidden();
    // …nor within 30 days, whatever the page views.
    const status = await (await page.request.get('/api/survey/status?welcomeSeen=true')).json();
    expect(status.show).toBe(false);
    expect(new Date(status.dueAt).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
  });
});
