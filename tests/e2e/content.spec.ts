import { expect, test } from './fixtures';
import { signIn } from './helpers';

test.describe('content areas', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop journeys');

  test('a member filters resources and pages through them', async ({ page }) => {
    await signIn(page, 'member@praxis.test');
    await page.goto('/resources');
    await expect(page.getByText(/^Showing 1-12 of \d+ resources$/)).toBeVisible();

    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/^Showing 13-24 of \d+ resources$/)).toBeVisible();

    // A filter change goes back to page 1 and lives in the URL.
    await page.getByLabel('Content Type').selectOption({ label: 'Video' });
    await expect(page).toHaveURL(/contentType=video/);
    await expect(page).not.toHaveURL(/page=2/);
    const caption = page.getByText(/^Showing 1-\d+ of \d+ resources$/);
    await expect(caption).toBeVisible();
    const total = Number((await caption.textContent())!.match(/of (\d+)/)![1]);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(80);

    await page.reload();
    await expect(page.getByLabel('Content Type')).toHaveValue('video');
    await expect(caption).toBeVisible();
  });

  test('a member opens a case study and follows a badge to its tag page', async ({ page }) => {
    await signIn(page, 'member@praxis.test');
    await page.goto('/case-studies');
    const grid = page.getByRole('list', { name: 'Case studies' });
    // A case study of the demo library (other journeys may have published their own since).
    await expect(grid.getByRole('link').first()).toBeVisible();
    const hrefs = await grid
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const seeded = hrefs.find((h) => /^\/case-studies\/res_\d+$/.test(h ?? ''));
    await grid.locator(`a[href="${seeded}"]`).first().click();
    await expect(page).toHaveURL(/\/case-studies\/res_\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Related Case Studies' })).toBeVisible();

    const badge = page
      .getByRole('main')
      .getByRole('list', { name: /tags|topics/i })
      .first()
      .getByRole('link')
      .first();
    const tag = (await badge.textContent())!.trim();
    await badge.click();
    await expect(page).toHaveURL(new RegExp(`/tag/${encodeURIComponent(tag).replace(/[()]/g, '\\$&')}$`));
    await expect(page.getByRole('heading', { level: 1, name: tag })).toBeVisible();
  });

  test('a member plays a past event recording and downloads a calendar invite and a canvas PDF', async ({
    page,
  }) => {
    await signIn(page, 'member@praxis.test');
    await page.goto('/events/res_837');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('iframe[src*="embed"], video')).toBeVisible();

    await page.goto('/events');
    await page.getByLabel('Upcoming or past').selectOption({ label: 'Upcoming' });
    await expect(page).toHaveURL(/timeline=upcoming/);
    const downloadPromise = page.waitForEvent('download');
    await page
      .getByRole('link', { name: /^Add to calendar:/ })
      .first()
      .click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = await (await download.createReadStream()).toArray();
    expect(Buffer.concat(ics).toString('utf8')).toContain('BEGIN:VCALENDAR');

    await page.goto('/canvases/res_900');
    const pdfLink = page.getByRole('link', { name: /^Download PDF:/ }).first();
    await expect(pdfLink).toBeVisible();
    const href = await pdfLink.getAttribute('href');
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF');
  });

  test('a visitor sees the public events locked and a public case study with the promo', async ({ page }) => {
    await page.goto('/public-events');
    await expect(page.getByText(/Recordings are for Praxis Fellows/)).toBeVisible();
    await expect(page.locator('iframe, video')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();

    await page.goto('/public-case-studies/res_700');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Fellowship' })).toBeVisible();
    const locked = page.getByRole('link', { name: /Only available to Praxis Fellows/ }).first();
    await expect(locked).toBeVisible();
    await locked.hover();
    await expect(page.getByRole('tooltip')).toHaveText(/Only available to Praxis Fellows/);
  });
});
