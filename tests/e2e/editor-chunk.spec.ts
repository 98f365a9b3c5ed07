import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

/**
 * The JavaScript /login loads, gzipped, idle-loaded toaster included, stays within the budget of
 * docs/performance.md: 150 KB (about 139 KB on 2026-11-26, once the sign-up form read the account
 * messages without the schemas and their validation library).
 */
const LOGIN_JS_CEILING = 150_000;

async function bodyOf(page: Page, res: Response): Promise<Buffer> {
  try {
    return await res.body();
  } catch {
    return (await page.request.get(res.url())).body();
  }
}

/** Every script the page loads while `visit` runs, with its gzipped size and whether it is editor code. */
async function scriptsOf(page: Page, visit: () => Promise<void>) {
  const scripts: Array<{ url: string; gzip: number; editor: boolean }> = [];
  const pending: Promise<void>[] = [];
  const onResponse = (res: Response) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(
      // A late script's body may be gone once its document was replaced; the file is static, so it is fetched again.
      bodyOf(page, res).then((body) => {
        // ProseMirror's view (under Tiptap) names its own classes in its code.
        scripts.push({
          url: res.url(),
          gzip: gzipSync(body, { level: 9 }).length,
          editor: body.includes('ProseMirror-'),
        });
      }),
    );
  };
  page.on('response', onResponse);
  await visit();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  await Promise.all(pending);
  return scripts;
}

test.describe('the editor chunk', () => {
  test.skip(({ isMobile }) => isMobile, 'the bytes are the same at every width');

  test('/login stays within its budget and loads no editor code', async ({ page }) => {
    const scripts = await scriptsOf(page, async () => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: /sign in/i }).first()).toBeVisible();
    });
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    expect(total).toBeLessThanOrEqual(LOGIN_JS_CEILING);
    expect(scripts.filter((s) => s.editor).map((s) => s.url)).toEqual([]);
    // Nor the members' frame: the sign-in page's own rules (codes, passwords) are chunks of their own.
    expect(scripts.filter((s) => /\/member-[\w-]+\.js$/.test(s.url)).map((s) => s.url)).toEqual([]);
  });

  test('members pages load no editor code; the console editor does', async ({ page }) => {
    await signIn(page, 'admin@praxis.test');
    // One page per measure: a script's body cannot be read once its page was navigated away from.
    for (const [path, heading] of [
      ['/resources', 'Resources'],
      ['/admin/content', 'Content'],
    ] as const) {
      const loaded = await scriptsOf(page, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      });
      expect(loaded.filter((s) => s.editor).map((s) => s.url)).toEqual([]);
    }
    const editor = await scriptsOf(page, async () => {
      await page.getByRole('link', { name: 'New item' }).click();
      await expect(page.getByRole('textbox', { name: 'Body' })).toBeVisible();
    });
    expect(editor.filter((s) => s.editor).length).toBeGreaterThan(0);
  });
});
