import { type APIRequestContext, type Browser, type Page, request } from '@playwright/test';
import { expect, test } from './fixtures';
import type { AdminContentInput } from '../../src/shared/contract/admin-content';
import { XSS_HOOK_SCRIPT, XSS_PAYLOADS } from '../hostile/xss-payloads';
import { adminContentInput } from '../support/admin-content-input';
import { groups } from '../support/groups';
import { DEMO_PASSWORD } from './helpers';
import { waitForMailLink } from './mail';

/**
 * The XSS corpus, written through the real API into every member- and admin-writable field, then
 * shown on every page that displays those fields in Chromium: no payload may run (a hook set up
 * before any page script counts calls to `__xss`, `alert`, `confirm` and `prompt`), no element may
 * carry an inline handler or a javascript: address, and the text is shown as text.
 *
 * The hostile member is a fresh account invited for this run, and the admin's items and teams are
 * deleted at the end, so the demo accounts other journeys use are left alone.
 *
 * To cover a new field: write it in `placeEverything` and list the pages that show it in PAGES.
 */

const P = XSS_PAYLOADS.map((p) => p.text);
const TOPIC = 'Hostile corpus';
const HOSTILE_EMAIL = `hostile-${Date.now() % 1_000_000}@praxis.test`;
const HOSTILE_PASSWORD = 'hostile-corpus-2026!';

/** Runs `fn` over the list, a few at a time (the server is one process; this hides round trips). */
async function each<T, R>(list: T[], fn: (v: T, i: number) => Promise<R>, width = 8): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < list.length; i += width) {
    out.push(...(await Promise.all(list.slice(i, i + width).map((v, k) => fn(v, i + k)))));
  }
  return out;
}

async function api(base: string, email?: string, password = DEMO_PASSWORD): Promise<APIRequestContext> {
  const ctx = await request.newContext({ baseURL: base, extraHTTPHeaders: { Origin: base } });
  if (email) {
    const res = await ctx.post('/api/auth/sign-in/email', { data: { email, password } });
    expect(res.status(), `sign in ${email}`).toBe(200);
  }
  return ctx;
}

async function send(ctx: APIRequestContext, method: string, path: string, data?: unknown) {
  const res = await ctx.fetch(path, { method, data });
  const text = await res.text();
  expect(res.status(), `${method} ${path}: ${text.slice(0, 300)}`).toBeLessThan(300);
  return text ? JSON.parse(text) : null;
}

/** A library item filed under the corpus topic, so the clean-up finds it. */
const contentItem = (title: string, over: Partial<AdminContentInput> = {}): AdminContentInput =>
  adminContentInput(title, { topics: [TOPIC], ...over });

interface Placed {
  memberId: string;
  collectionIds: string[];
  bodyItemId: string;
  itemIds: Array<{ id: string }>;
  teamIds: string[];
}

/** Writes the corpus into every writable field through the API, as the member and as an admin. */
async function placeEverything(
  admin: APIRequestContext,
  base: string,
): Promise<{ placed: Placed; member: APIRequestContext }> {
  // Invited people: their names and team name are payloads (admin members list, teams, audit).
  const rows = groups(P, 3).map(([firstName, lastName, teamName], i) => ({
    line: i + 2,
    email: `hostile-invitee-${i}-${Date.now() % 100000}@praxis.test`,
    firstName,
    lastName,
    teamName: i < 5 ? `${teamName} (invited)` : '',
    access: 'lifetime',
  }));
  await send(admin, 'POST', '/api/admin/invites', {
    rows: [
      { line: 1, email: HOSTILE_EMAIL, firstName: P[0], lastName: P[1], teamName: '', access: 'lifetime' },
      ...rows,
    ],
    confirmNewTeams: true,
  });
  const link = new URL(await waitForMailLink(HOSTILE_EMAIL, /invit/i, 20_000));
  const member = await api(base);
  await send(member, 'POST', '/api/invites/accept', {
    token: link.searchParams.get('token'),
    password: HOSTILE_PASSWORD,
  });
  const me = (await send(member, 'GET', '/api/me')) as {
    user?: { id: string };
    profile?: { id: string };
    id?: string;
  };
  const memberId = me.user?.id ?? me.profile?.id ?? me.id!;
  await send(member, 'POST', '/api/account/onboarding', { completed: true });

  // Member: collections, roadmap suggestions and feedback, My Account feedback, searches.
  const idOf = (v: unknown) => (v as { id: string }).id;
  const collectionIds = await each(P, async (name) =>
    idOf(await send(member, 'POST', '/api/collections', { name })),
  );
  const features = await each(groups(P, 2), async ([title, description]) =>
    idOf(await send(member, 'POST', '/api/roadmap/features', { title, description })),
  );
  // Each payload goes to a roadmap or a My Account comment field (the API test puts every one in
  // each); a survey is answered once per display, so one payload goes through the survey as a
  // member meets it: ten counted pages, the survey shown, then answered (below).
  await each(P, async (comment, i) => {
    if (i % 2 === 0) {
      await send(member, 'POST', `/api/roadmap/features/${features[i % features.length]}/feedback`, {
        comment,
      });
    } else {
      await send(member, 'POST', '/api/account/feedback', { comment });
    }
  });
  // The survey waits until 14 days of membership, so the new member never meets it: the demo
  // account the survey is due for answers that payload.
  const surveyed = await api(base, 'survey@praxis.test');
  for (let i = 0; i < 10; i++) {
    await send(surveyed, 'POST', '/api/survey/page-views', { path: '/resources', welcomeSeen: true });
  }
  await send(surveyed, 'POST', '/api/survey/displays', {
    sessionId: 'hostile-survey',
    pageUrl: `${base}/resources`,
  });
  await send(surveyed, 'POST', '/api/survey/responses', {
    score: 3,
    comment: P[2],
    sessionId: 'hostile-survey',
  });
  await surveyed.dispose();
  await each(P.slice(0, 20), (q) => member.get(`/api/search?q=${encodeURIComponent(q)}`));

  // Admin: teams (the member joins one), and library items whose every text field is a payload.
  const teamIds = await each(P, async (name) =>
    idOf(await send(admin, 'POST', '/api/admin/teams', { name })),
  );
  await send(admin, 'PUT', `/api/admin/teams/${teamIds[7]}/members/${memberId}`);

  const itemIds = await each(
    groups(P, 4) as Array<[string, string, string, string]>,
    async ([a, b, c, d]) => {
      const made = await send(
        admin,
        'POST',
        '/api/admin/content',
        contentItem(a, { blurb: b, description: c, speaker: d, publisher: d, source: c }),
      );
      await send(admin, 'POST', `/api/admin/content/${made.id}/publish`, { revision: made.revision });
      return { id: made.id as string };
    },
  );
  // One item whose body holds the whole corpus, in every block type that has text.
  const blocks: AdminContentInput['blocks'] = [];
  for (const [a, b, c] of groups(P, 3) as Array<[string, string, string]>) {
    blocks.push({ type: 'heading', data: { title: a, level: 2 } });
    blocks.push({ type: 'paragraph', data: { text: b } });
    blocks.push({ type: 'list', data: { items: [c, a], style: 'unordered' } });
  }
  blocks.push({ type: 'image', data: { url: '/files/content/none.webp', alt: P[5], caption: P[6] } });
  blocks.push({ type: 'pdf', data: { url: '/files/none.pdf', title: P[7] } });
  const body = await send(
    admin,
    'POST',
    '/api/admin/content',
    contentItem(`${TOPIC}: every payload in the body`, { blocks: blocks.slice(0, 200), blurb: P[8] }),
  );
  await send(admin, 'POST', `/api/admin/content/${body.id}/publish`, { revision: body.revision });
  itemIds.push({ id: body.id });

  // The member saves items into a payload-named collection, so the collection page lists them.
  for (const { id } of itemIds.slice(0, 5)) {
    await send(member, 'POST', '/api/saved', { resourceId: id, collectionId: collectionIds[0] });
  }
  return { placed: { memberId, collectionIds, bodyItemId: body.id, itemIds, teamIds }, member };
}

interface PageCheck {
  path: string;
  /** At least this many payloads must be readable as text (shown text and form values) there. */
  minShown: number;
}

/** Visits a page, moves the pointer over it, tabs through it, and checks it. */
async function check(page: Page, { path, minShown }: PageCheck) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  const { width, height } = page.viewportSize()!;
  for (let x = 10; x < width; x += width / 4) {
    for (let y = 10; y < height; y += height / 3) await page.mouse.move(x, y);
  }
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');

  const found = await page.evaluate((payloads) => {
    const values = [
      ...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'),
    ].map((e) => e.value);
    // biome-ignore lint/performance/useDomNodeTextContent: what is rendered, as a reader sees it
    const shown = `${document.body.innerText}\n${values.join('\n')}`;
    const handlers = [...document.querySelectorAll('*')].filter((e) =>
      [...e.attributes].some(
        (a) =>
          /^on/i.test(a.name) ||
          (/^(href|src|action|formaction|xlink:href|data)$/i.test(a.name) &&
            /^\s*(javascript|data:text\/html)/i.test(a.value)),
      ),
    );
    return {
      shown: payloads.filter((p) => shown.includes(p)).length,
      injected: handlers.map((e) => e.outerHTML.slice(0, 120)),
      scripts: [...document.scripts].filter((s) => s.textContent?.includes('__xss')).length,
    };
  }, P);
  const calls = await page.evaluate(() => (window as unknown as { __xssCalls: string[] }).__xssCalls);
  expect(calls, `payloads ran on ${path}`).toEqual([]);
  expect(found.injected, `elements with inline handlers or script addresses on ${path}`).toEqual([]);
  expect(found.scripts, `script elements with a payload on ${path}`).toBe(0);
  // Soft, so one run reports every page that shows less than expected.
  expect.soft(found.shown, `payloads shown as text on ${path}`).toBeGreaterThanOrEqual(minShown);
  return found.shown;
}

async function browserAs(browser: Browser, ctx: APIRequestContext) {
  const context = await browser.newContext({
    storageState: await ctx.storageState(),
    viewport: { width: 1280, height: 800 },
  });
  await context.addInitScript(XSS_HOOK_SCRIPT);
  const page = await context.newPage();
  page.on('dialog', (d) => void d.dismiss());
  return { context, page };
}

test.describe('hostile content', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop run (the pages are the same at 375 px)');
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  let admin: APIRequestContext;
  let member: APIRequestContext;
  let placed: Placed;

  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(240_000);
    admin = await api(baseURL!, 'admin@praxis.test');
    ({ placed, member } = await placeEverything(admin, baseURL!));
  });

  test.afterAll(async () => {
    // The admin's items and teams go, so later journeys see the demo library as seeded.
    for (const { id } of placed?.itemIds ?? []) {
      const item = (await (await admin.get(`/api/admin/content/${id}`)).json()) as { revision: number };
      await admin.delete(`/api/admin/content/${id}`, { data: { revision: item.revision } });
    }
    for (const id of placed?.teamIds ?? []) await admin.delete(`/api/admin/teams/${id}`);
    await member?.dispose();
    await admin?.dispose();
  });

  test('member pages run no payload and show them as text', async ({ browser }) => {
    const { context, page } = await browserAs(browser, member);
    const pages: PageCheck[] = [
      { path: '/', minShown: 0 },
      { path: '/saved', minShown: 20 },
      { path: `/collections/${placed.collectionIds[0]}`, minShown: 1 },
      { path: `/collections/${placed.collectionIds[60]}`, minShown: 1 },
      { path: '/roadmap', minShown: 20 },
      { path: '/my-account', minShown: 2 },
      { path: '/my-team', minShown: 1 },
      { path: '/resources', minShown: 4 },
      { path: `/tag/${encodeURIComponent(TOPIC)}`, minShown: 4 },
      { path: `/search?q=${encodeURIComponent(TOPIC)}`, minShown: 4 },
      { path: `/resources/${placed.bodyItemId}`, minShown: 20 },
      // A sample of the 34 items with payloads in their fields (every title is on the lists above).
      ...placed.itemIds
        .slice(0, 34)
        .filter((_, i) => i % 4 === 0)
        .map(({ id }) => ({ path: `/resources/${id}`, minShown: 2 })),
    ];
    const shown: Record<string, number> = {};
    for (const p of pages) shown[p.path] = await check(page, p);
    console.log(`member pages: ${pages.length}, payloads shown as text per page: ${JSON.stringify(shown)}`);

    // A dialog that lists every collection name: Save to collection, from a saved item's card.
    await page.goto(`/collections/${placed.collectionIds[0]}`);
    await page.getByRole('button', { name: 'Save to collection' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __xssCalls: string[] }).__xssCalls)).toEqual([]);
    await context.close();
  });

  test('every profile value the member can save is shown as text on My Account', async ({ browser }) => {
    const { context, page } = await browserAs(browser, member);
    for (const [firstName, lastName, title, company] of groups(P, 4)) {
      await send(member, 'PATCH', '/api/account/profile', { firstName, lastName, title, company });
      await page.goto('/my-account');
      const main = page.getByRole('main');
      for (const v of [firstName, lastName, title, company]) await expect(main).toContainText(v!);
      expect(await page.evaluate(() => (window as unknown as { __xssCalls: string[] }).__xssCalls)).toEqual(
        [],
      );
    }
    await context.close();
  });

  test('admin pages run no payload and show them as text', async ({ browser }) => {
    const { context, page } = await browserAs(browser, admin);
    const pages: PageCheck[] = [
      // Insight, content, members, teams and audit are still placeholder pages in this tree (their
      // engineers are finishing them): they are checked for executions now; raise their minimum to
      // 1 or more once they list the data (search misses, items, invited names, teams, audit targets).
      { path: '/admin', minShown: 0 },
      { path: '/admin/content', minShown: 0 },
      { path: '/admin/members', minShown: 0 },
      { path: '/admin/teams', minShown: 0 },
      { path: '/admin/roadmap', minShown: 10 },
      { path: '/admin/feedback', minShown: 5 },
      { path: '/admin/audit', minShown: 0 },
      { path: `/resources/${placed.bodyItemId}`, minShown: 20 },
      { path: '/roadmap', minShown: 10 },
    ];
    const shown: Record<string, number> = {};
    for (const p of pages) shown[p.path] = await check(page, p);
    console.log(`admin pages: ${pages.length}, payloads shown as text per page: ${JSON.stringify(shown)}`);
    await context.close();
  });
});
