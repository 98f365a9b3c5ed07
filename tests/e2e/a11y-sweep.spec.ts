import AxeBuilder from '@axe-core/playwright';
import { type Cookie, type Locator, type Page, request } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD } from './helpers';

/**
 * Accessibility sweep: axe (WCAG 2 A and AA rules) on every page of the router and every dialog
 * we can open, at 1280 px (desktop project) and 375 px (@mobile project). Serious and critical
 * findings fail; each page and dialog is a test of its own, so one run lists every failing page.
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
  feature: string;
}

/** Each page: who opens it, its address (from the demo's real ids), and its name in the test's title. */
const PAGES: Array<{ as: Role; path: (ids: Ids) => string; name: string }> = [
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
  ].map((p) => ({ as: 'visitor' as const, name: p, path: () => p })),
  // Public content pages, as a visitor.
  { as: 'visitor', name: '/resources/:id', path: (ids) => `/resources/${ids.resource}` },
  { as: 'visitor', name: '/public-events', path: () => '/public-events' },
  { as: 'visitor', name: '/public-case-studies/:id', path: (ids) => `/public-case-studies/${ids.caseStudy}` },
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
  ].map((p) => ({ as: 'member' as const, name: p, path: () => p })),
  { as: 'member', name: '/collections/:id', path: (ids) => `/collections/${ids.collection}` },
  { as: 'member', name: '/resources/:id', path: (ids) => `/resources/${ids.resource}` },
  { as: 'member', name: '/case-studies/:id', path: (ids) => `/case-studies/${ids.caseStudy}` },
  { as: 'member', name: '/research/:id', path: (ids) => `/research/${ids.research}` },
  { as: 'member', name: '/events/:id', path: (ids) => `/events/${ids.event}` },
  { as: 'member', name: '/canvases/:id', path: (ids) => `/canvases/${ids.canvas}` },
  { as: 'member', name: '/tag/:topic', path: (ids) => `/tag/${encodeURIComponent(ids.tag)}` },
  { as: 'member', name: '/roadmap/:id', path: (ids) => `/roadmap/${ids.feature}` },
  // The admin console.
  ...[
    '/admin',
    '/admin/content',
    '/admin/members',
    '/admin/teams',
    '/admin/roadmap',
    '/admin/roadmap?view=board',
    '/admin/feedback',
    '/admin/assessment',
    '/admin/topics',
    '/admin/vocabulary',
    '/admin/audit',
    '/admin/content/new',
  ].map((p) => ({ as: 'admin' as const, name: p, path: () => p })),
  // The content editor with an item's body, versions and schedule.
  { as: 'admin', name: '/admin/content/:id', path: (ids) => `/admin/content/${ids.caseStudy}` },
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
    name: "editor's preview as a member",
    as: 'admin',
    path: '/admin/content/res_837',
    open: async (page) => {
      await page.getByRole('button', { name: 'Preview as a member' }).click();
      await expect(page.getByRole('dialog').getByRole('heading', { level: 1 })).toBeVisible();
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

/** Each role's session cookies, per install (a worker keeps its install for the whole run). */
const sessions = new Map<string, Promise<Cookie[]>>();

async function signedIn(page: Page, baseURL: string, as: Role) {
  await page.context().clearCookies();
  if (as === 'visitor') return;
  const key = `${baseURL} ${as}`;
  let cookies = sessions.get(key);
  if (!cookies) {
    cookies = (async () => {
      const ctx = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
      const res = await ctx.post('/api/auth/sign-in/email', {
        data: { email: ACCOUNTS[as], password: DEMO_PASSWORD },
      });
      expect(res.status()).toBe(200);
      const { cookies } = await ctx.storageState();
      await ctx.dispose();
      return cookies;
    })();
    sessions.set(key, cookies);
  }
  await page.context().addCookies(await cookies);
}

/** The real ids of the demo's items, read once per install. */
const idsByInstall = new Map<string, Promise<Ids>>();
const idsOf = (baseURL: string) => {
  let ids = idsByInstall.get(baseURL);
  if (!ids) {
    ids = realIds(baseURL);
    idsByInstall.set(baseURL, ids);
  }
  return ids;
};

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
    feature: await first('/api/roadmap/features'),
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
  test.use({ actionTimeout: 10_000 });

  // One test per page, so a slow machine spends one test's time per page, not the whole sweep's.
  for (const entry of PAGES) {
    test(`page ${entry.name} as ${entry.as} has no serious or critical axe finding @mobile`, async ({
      page,
      baseURL,
    }) => {
      const path = entry.path(await idsOf(baseURL!));
      await signedIn(page, baseURL!, entry.as);
      await page.goto(path);
      await settle(page);
      expect(await findings(page, `${entry.as} ${path}`)).toEqual([]);
    });
  }

  for (const dialog of DIALOGS) {
    test(`dialog: ${dialog.name} @mobile`, async ({ page, baseURL, isMobile }) => {
      await signedIn(page, baseURL!, dialog.as);
      await page.goto(dialog.path);
      await page.waitForLoadState('networkidle');
      await dialog.open(page, isMobile);
      expect(await findings(page, dialog.name)).toEqual([]);
    });
  }
});

const hasFocus = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement).catch(() => false);

/** Presses Tab (or `key`) until `target` has focus (at most `max` times); fails if it never does. */
async function tabTo(page: Page, target: Locator, max = 60, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < max; i++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${target}`);
}

/** Signs in through the /login form with the keyboard alone. */
async function signInByKeyboard(page: Page, email: string) {
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Welcome back!')).toBeVisible();
}

/**
 * Answers every statement of the wizard's current step from the keyboard: Tab into each radio group
 * (focus lands on its first answer), then arrow keys, right and back left, pick an answer.
 */
async function answerStepByKeyboard(page: Page, seed: number) {
  const groups = page.locator('fieldset[data-item-id]');
  await expect(groups).toHaveCount(5);
  for (let i = 0; i < 5; i++) {
    const radios = groups.nth(i).getByRole('radio');
    await tabTo(page, radios.first(), 4);
    await expect(radios.first()).not.toBeChecked();
    const right = ((seed + i) % 3) + 2;
    for (let m = 0; m < right; m++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await expect(radios.nth(right - 1)).toBeChecked();
    await expect(radios.nth(right - 1)).toBeFocused();
  }
}

/**
 * The main journeys by keyboard alone, at 1280 px: Tab, Shift+Tab, arrows, Space, Enter and Escape,
 * never a click. Every account is one no other journey relies on, or is left as it was found.
 */
test.describe('keyboard only', () => {
  test.skip(({ isMobile }) => isMobile, 'keyboard journeys at desktop width');
  test.use({ actionTimeout: 10_000 });

  test('sign in, search, save and unsave an item, upvote and un-upvote a feature', async ({ page }) => {
    await signInByKeyboard(page, 'member@praxis.test');

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

  // Lena Fischer has no team and has never opened the assessment, and no other journey signs her
  // in: her finished assessment changes nothing another journey counts on. A retry cannot start
  // from her half-done or submitted assessment, so it takes Kenji Watanabe, who is in the same
  // position.
  test('assess: answer by arrow keys, read the levels, go back and forth, resume after a reload, submit', async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    const fresh = ['lena.fischer@demo.praxis.test', 'kenji.watanabe@demo.praxis.test'];
    await signInByKeyboard(page, fresh[Math.min(testInfo.retry, fresh.length - 1)]!);

    // The assessment, from the account menu: Enter opens it, arrows reach the entry.
    const menuButton = page.getByRole('button', { name: 'Open user menu' });
    await tabTo(page, menuButton);
    await page.keyboard.press('Enter');
    const entry = page.getByRole('menu').getByRole('menuitem', { name: 'L&D Assessment' });
    await expect(page.getByRole('menu')).toBeVisible();
    for (let i = 0; i < 8 && !(await hasFocus(entry)); i++) await page.keyboard.press('ArrowDown');
    await expect(entry).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ld-assessment$/);

    // A first self-assessment starts on the member's own Start; the first step's heading takes focus.
    const start = page.getByRole('button', { name: 'Start the self-assessment' });
    await tabTo(page, start);
    await page.keyboard.press('Enter');
    await expect(page.locator('#wizard-step-heading')).toBeFocused();

    const step = page.getByTestId('wizard-step');
    const heading = page.locator('#wizard-step-heading');
    const about = page.getByRole('button', { name: /^About .*: description and levels$/ });
    const hoverCard = page.getByTestId('competency-hover-card');
    const next = page.getByRole('button', { name: 'Next', exact: true });
    const back = page.getByRole('button', { name: 'Back', exact: true });
    const summary = page.getByTestId('save-summary');
    await expect(step).toHaveText('Step 1 of 15');
    await expect(page.getByText('0 of 75 statements answered')).toBeVisible();

    // The levels: focus on the info button opens the hover card; Escape closes it, focus stays.
    await tabTo(page, about, 120);
    await expect(hoverCard).toContainText('Level 5');
    await page.keyboard.press('Escape');
    await expect(hoverCard).toBeHidden();
    await expect(about).toBeFocused();
    // Enter pins the same text in a dialog; Escape closes it and focus comes back to the button,
    // without the hover card opening again.
    await page.keyboard.press('Enter');
    const levels = page.getByRole('dialog', { name: (await heading.textContent())! });
    await expect(levels).toContainText('Level 1');
    await expect(levels.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(levels).toBeHidden();
    await expect(about).toBeFocused();
    await page.waitForTimeout(500);
    await expect(hoverCard).toBeHidden();

    // Step 1, then Next: the new step's heading takes focus.
    await expect(next).toBeDisabled();
    await answerStepByKeyboard(page, 0);
    await expect(page.getByText('5 of 75 statements answered')).toBeVisible();
    await tabTo(page, next, 3);
    await page.keyboard.press('Enter');
    await expect(step).toHaveText('Step 2 of 15');
    await expect(heading).toBeFocused();
    const second = await heading.textContent();

    // Step 2, then Back (Shift+Tab from Next) to step 1, its answers kept, and Next twice.
    await answerStepByKeyboard(page, 1);
    await tabTo(page, next, 3);
    await page.keyboard.press('Shift+Tab');
    await expect(back).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(step).toHaveText('Step 1 of 15');
    await expect(heading).toBeFocused();
    await expect(page.locator('fieldset[data-item-id] input:checked')).toHaveCount(5);
    await tabTo(page, next, 10);
    await page.keyboard.press('Enter');
    await expect(heading).toHaveText(second!);
    await expect(heading).toBeFocused();
    await tabTo(page, next, 10);
    await page.keyboard.press('Enter');
    await expect(step).toHaveText('Step 3 of 15');
    await expect(summary).toHaveText('All answers saved');

    // Saved on the server: a reload resumes at the first step with an unanswered statement.
    await page.reload();
    await expect(step).toHaveText('Step 3 of 15');
    await expect(page.getByText('10 of 75 statements answered')).toBeVisible();
    await tabTo(page, about, 120);

    // The other thirteen steps, then Submit.
    for (let n = 3; n <= 15; n++) {
      if (n > 3) {
        await tabTo(page, next, 3);
        await page.keyboard.press('Enter');
        await expect(step).toHaveText(`Step ${n} of 15`);
        await expect(heading).toBeFocused();
      }
      await answerStepByKeyboard(page, n);
    }
    await expect(page.getByText('75 of 75 statements answered')).toBeVisible();
    await expect(summary).toHaveText('All answers saved');
    const submit = page.getByRole('button', { name: 'Submit', exact: true });
    await expect(submit).toBeEnabled();
    await tabTo(page, submit, 3);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Assessment submitted', { exact: true })).toBeVisible();
    await expect(page.getByTestId('radar-chart')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Key skills' }).getByRole('listitem')).toHaveCount(3);
    // Focus went to the page's main area with the results, so Tab goes on from there.
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Redo self-assessment' })).toBeFocused();
  });

  // Hannah Okonkwo: no other journey opens her assistant or its history.
  test('chat: open the assistant, ask, read the streamed answer, Tab to a cited item and open it', async ({
    page,
  }) => {
    await signInByKeyboard(page, 'hannah.okonkwo@demo.praxis.test');

    const open = page.getByRole('button', { name: 'Open Your L&D assistant' });
    await tabTo(page, open, 120);
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Your L&D assistant' });
    await expect(panel).toBeVisible();
    const input = panel.getByRole('textbox', { name: 'Message' });
    await expect(input).toBeFocused();

    await page.keyboard.type('How do we onboard new hires in a fully remote team?');
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('article', { name: 'You said' })).toContainText('fully remote team');
    const cited = panel.getByRole('list', { name: 'Cited items' }).last();
    await expect(cited.getByRole('link').first()).toBeVisible();
    await expect(panel.getByRole('list', { name: 'Follow-up questions' })).toBeVisible();
    await expect(input).toBeEnabled();
    // Focus stayed in the message box while the answer streamed in.
    await expect(input).toBeFocused();

    // Back (Shift+Tab) past the follow-ups to the last cited item's link, and open it.
    const links = cited.getByRole('link');
    const link = links.last();
    const name = (await link.getAttribute('aria-label'))!;
    const title = name.replace(/^Open “/, '').replace(/”$/, '');
    await tabTo(page, link, 20, 'Shift+Tab');
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // On a wide screen the panel stays open beside the page; Escape closes it and focus goes back
    // to its button.
    await expect(panel).toBeVisible();
    await expect(link).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(open).toBeFocused();
  });
});
