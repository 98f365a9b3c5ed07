import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers';

/**
 * Accessibility sweep: axe (WCAG 2 A and AA rules) on every page of the router and every dialog
 * we can open, at 1280 px (desktop project) and 375 px (@mobile project). Serious and critical
 * findings fail; all findings of a run are gathered first so one run lists them all.
 *
 * Pages and dialogs are tables: a new route or dialog is one more line.
 */

type Role = 'visitor' | 'member' | 'admin' | 'newcomer';
const ACCOUNTS: Record<Exclude<Role, 'visitor'>, string> = {
  member: 'member@praxis.test',
  admin: 'admin@praxis.test',
  newcomer: 'newcomer@praxis.test',
};

interface Ids {
  resource: string;
  caseStudy: string;
  research: string;
  event: string;
  canvas: string;
  collection: string;
  tag: string;
}

const PAGES: Array<{ as: Role; path: (ids: Ids) => string }> = [
  // Public, no shell.
  ...[
    '/login',
    '/forgot-password',
    '/reset-password?token=sweep',
    '/setup-password?token=sweep',
    '/auth-redirect',
    '/subscription-canceled',
    '/join',
    '/roadmap/unsubscribe?token=sweep',
    '/test-profile',
    // (/dev/outbox is not served here: the e2e server sends real mail, and the outbox exists only without SMTP.)
    '/no-such-page',
  ].map((p) => ({ as: 'visitor' as const, path: () => p })),
  // Public content pages, as a visitor.
  { as: 'visitor', path: (ids) => `/resources/${ids.resource}` },
  { as: 'visitor', path: () => '/public-events' },
  { as: 'visitor', path: (ids) => `/public-case-studies/${ids.caseStudy}` },
  // Members.
  ...[
    '/',
    '/saved',
    '/search?q=onboarding',
    '/my-account',
    '/billing',
    '/roadmap',
    '/my-team',
    '/ld-assessment',
    '/resources',
    '/case-studies',
    '/research',
    '/events',
    '/canvases',
  ].map((p) => ({ as: 'member' as const, path: () => p })),
  { as: 'member', path: (ids) => `/collections/${ids.collection}` },
  { as: 'member', path: (ids) => `/resources/${ids.resource}` },
  { as: 'member', path: (ids) => `/case-studies/${ids.caseStudy}` },
  { as: 'member', path: (ids) => `/research/${ids.research}` },
  { as: 'member', path: (ids) => `/events/${ids.event}` },
  { as: 'member', path: (ids) => `/canvases/${ids.canvas}` },
  { as: 'member', path: (ids) => `/tag/${encodeURIComponent(ids.tag)}` },
  // The admin console.
  ...[
    '/admin',
    '/admin/content',
    '/admin/members',
    '/admin/teams',
    '/admin/roadmap',
    '/admin/feedback',
    '/admin/audit',
  ].map((p) => ({ as: 'admin' as const, path: () => p })),
];

/** Dialogs and pop-overs: open one, scan the page with it open. */
const DIALOGS: Array<{
  name: string;
  as: Role;
  path: string;
  open: (page: Page, isMobile: boolean) => Promise<void>;
}> = [
  {
    name: 'onboarding tour',
    as: 'newcomer',
    path: '/',
    open: async (page) => {
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'account menu',
    as: 'member',
    path: '/',
    open: async (page) => {
      await page
        .getByRole('button', { name: /open (user|account) menu/i })
        .filter({ visible: true })
        .first()
        .click();
      await expect(page.getByRole('dialog').or(page.getByRole('menu'))).toBeVisible();
    },
  },
  {
    name: 'mobile menu',
    as: 'member',
    path: '/',
    open: async (page, isMobile) => {
      test.skip(!isMobile, 'the slide-in menu exists at 375 px only');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'save to collection',
    as: 'member',
    path: '/resources',
    open: async (page) => {
      await page.getByRole('button', { name: 'Save to collection' }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'new collection / rename collection',
    as: 'member',
    path: '/saved',
    open: async (page) => {
      const button = page.getByRole('button', { name: /new collection|create collection|rename/i }).first();
      await button.click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'suggest a feature',
    as: 'member',
    path: '/roadmap',
    open: async (page) => {
      await page
        .getByRole('button', { name: /suggest/i })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'search box suggestions',
    as: 'member',
    path: '/',
    open: async (page) => {
      const box = page.getByRole('searchbox').or(page.getByRole('combobox')).first();
      if (!(await box.isVisible()))
        await page
          .getByRole('button', { name: /search/i })
          .first()
          .click();
      await page.getByRole('searchbox').or(page.getByRole('combobox')).first().fill('onboard');
      await page.waitForTimeout(600);
    },
  },
  {
    name: 'assessment hover card',
    as: 'member',
    path: '/ld-assessment',
    open: async (page) => {
      // The member's assessment wizard: the competency's levels, on a click (the touch and keyboard way).
      await page
        .getByRole('button', { name: /^About .*: description and levels$/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toContainText('Level 1');
    },
  },
];

async function findings(page: Page, where: string): Promise<string[]> {
  const scan = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return scan.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where}: ${v.id} (${v.impact}) ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 4)
          .join(' | ')}`,
    );
}

async function signedIn(page: Page, baseURL: string, as: Role, cache: Map<Role, APIRequestContext>) {
  await page.context().clearCookies();
  if (as === 'visitor') return;
  let ctx = cache.get(as);
  if (!ctx) {
    ctx = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
    const res = await ctx.post('/api/auth/sign-in/email', {
      data: { email: ACCOUNTS[as], password: DEMO_PASSWORD },
    });
    expect(res.status()).toBe(200);
    cache.set(as, ctx);
  }
  await page.context().addCookies((await ctx.storageState()).cookies);
}

async function realIds(baseURL: string): Promise<Ids> {
  const ctx = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  await ctx.post('/api/auth/sign-in/email', { data: { email: ACCOUNTS.member, password: DEMO_PASSWORD } });
  const first = async (path: string, pattern = /"id":"([^"]+)"/) => {
    const text = await (await ctx.get(path)).text();
    const m = pattern.exec(text);
    if (!m) throw new Error(`no id in ${path}: ${text.slice(0, 200)}`);
    return m[1]!;
  };
  let collection = await first('/api/collections').catch(() => '');
  if (!collection) {
    const made = await ctx.post('/api/collections', { data: { name: 'Sweep picks' } });
    collection = ((await made.json()) as { id: string }).id;
  }
  const ids: Ids = {
    resource: await first('/api/resources'),
    caseStudy: await first('/api/case-studies'),
    research: await first('/api/research'),
    event: await first('/api/events'),
    canvas: await first('/api/canvases'),
    collection,
    tag: await first('/api/resources', /"topics":\["([^"]+)"/),
  };
  await ctx.dispose();
  return ids;
}

/** Waits for the page's data and its main heading (a few pages, e.g. a plain 404 answer, have none). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page
    .locator('h1')
    .first()
    .waitFor({ timeout: 5_000 })
    .catch(() => undefined);
}

test.describe('accessibility sweep @mobile', () => {
  test.describe.configure({ timeout: 300_000 });
  test.use({ actionTimeout: 10_000 });

  test('every page of the router has no serious or critical axe finding @mobile', async ({
    page,
    baseURL,
  }) => {
    const ids = await realIds(baseURL!);
    const cache = new Map<Role, APIRequestContext>();
    const found: string[] = [];
    let current: Role | null = null;
    for (const entry of PAGES) {
      if (entry.as !== current) {
        await signedIn(page, baseURL!, entry.as, cache);
        current = entry.as;
      }
      const path = entry.path(ids);
      await page.goto(path);
      await settle(page);
      found.push(...(await findings(page, `${entry.as} ${path}`)));
    }
    console.log(`pages scanned: ${PAGES.length}; serious or critical findings: ${found.length}`);
    expect(found).toEqual([]);
  });

  for (const dialog of DIALOGS) {
    test(`dialog: ${dialog.name} @mobile`, async ({ page, baseURL, isMobile }) => {
      await signedIn(page, baseURL!, dialog.as, new Map());
      await page.goto(dialog.path);
      await page.waitForLoadState('networkidle');
      await dialog.open(page, isMobile);
      expect(await findings(page, dialog.name)).toEqual([]);
    });
  }
});

/** Presses Tab until `target` has focus (at most `max` times); fails if it never does. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

test.describe('keyboard only', () => {
  test.skip(({ isMobile }) => isMobile, 'keyboard journeys at desktop width');
  test.use({ actionTimeout: 10_000 });

  test('sign in, search, save and unsave an item, upvote and un-upvote a feature', async ({ page }) => {
    await page.goto('/login');
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type('member@praxis.test');
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Welcome back!')).toBeVisible();

    // Find: the search box in the top bar, then Enter for the results page.
    const search = page.getByRole('combobox').or(page.getByRole('searchbox')).first();
    await tabTo(page, search);
    await page.keyboard.type('onboarding');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?/);
    await page.waitForLoadState('networkidle');

    // Save: the first result's save button, by Tab and Enter; then Enter again to unsave.
    const save = page.getByRole('main').locator('button[aria-pressed="false"][aria-label^="Save"]').first();
    const label = (await save.getAttribute('aria-label'))!;
    const button = page.getByRole('button', { name: label, exact: true });
    await tabTo(page, button, 120);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Item has been saved to your library.')).toBeVisible();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    // The button keeps focus while the save is sent and after: Enter again, at once, unsaves.
    await expect(button).toBeFocused();
    await expect(button).not.toHaveAttribute('aria-disabled');
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText('Item has been removed from your saved items.')).toBeVisible();
    await expect(button).toBeFocused();

    // Vote: the roadmap's first upvote button, by Space; Space again takes the vote back.
    await page.goto('/roadmap');
    await page.waitForLoadState('networkidle');
    const upvote = page.locator('button[aria-pressed="false"][aria-label^="Upvote"]').first();
    const title = (await upvote.getAttribute('aria-label'))!.replace(/^Upvote /, '');
    await tabTo(page, upvote, 120);
    await page.keyboard.press('Space');
    const voted = page.getByRole('button', { name: `Remove your upvote from ${title}`, exact: true });
    await expect(voted).toHaveAttribute('aria-pressed', 'true');
    // The same button keeps focus while the vote is sent: Space again takes the vote back.
    await expect(voted).toBeFocused();
    await expect(voted).not.toHaveAttribute('aria-disabled');
    await page.keyboard.press('Space');
    const unvoted = page.getByRole('button', { name: `Upvote ${title}`, exact: true });
    await expect(unvoted).toHaveAttribute('aria-pressed', 'false');
    await expect(unvoted).not.toHaveAttribute('aria-disabled');
    await expect(unvoted).toBeFocused();
  });
});
