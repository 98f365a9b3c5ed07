import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { withMemberChunks, withPageChunks } from '../../src/server/http/spa';
import { createTestApp, type TestApp } from '../setup/test-app';

/** index.html as the build writes it: the member chunks named in a comment (see vite.config.ts). */
const HINT =
  '    <!--praxis-member-early /assets/early-Ef56.js-->\n    <!--praxis-member-chunks /assets/member-Ab12.js /assets/clsx-Cd34.js-->\n';

let t: TestApp;
let app: ReturnType<typeof createApp>;
let top: string;

beforeAll(async () => {
  t = await createTestApp();
  top = fs.mkdtempSync(path.join(os.tmpdir(), 'praxis-spa-hint-'));
  const clientDir = path.join(top, 'client');
  fs.mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  const html = fs
    .readFileSync(path.resolve('src/client/index.html'), 'utf8')
    .replace('</head>', `${HINT}  </head>`);
  fs.writeFileSync(path.join(clientDir, 'index.html'), html);
  app = createApp({ ...t.deps, clientDir });
});
afterAll(async () => {
  fs.rmSync(top, { recursive: true, force: true });
  await t.close();
});

const page = (cookie?: string) => app.request('/resources', { headers: cookie ? { Cookie: cookie } : {} });

describe('the member chunks in index.html', () => {
  it('become modulepreload links and the early script for a browser holding a session', async () => {
    const res = await page('theme=dark; better-auth.session_token=abc.def');
    const html = await res.text();
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/member-Ab12.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/clsx-Cd34.js">');
    expect(html).toContain('<script type="module" async crossorigin src="/assets/early-Ef56.js"></script>');
    expect(html).not.toContain('praxis-member-');
    expect(res.headers.get('vary')).toMatch(/cookie/i);
  });

  it('are left out for a visitor, and for other cookies', async () => {
    for (const cookie of [undefined, 'theme=dark', 'session_token_hint=1']) {
      const res = await page(cookie);
      const html = await res.text();
      expect(html, cookie).not.toContain('modulepreload" crossorigin href="/assets/member');
      expect(html, cookie).not.toContain('early-Ef56');
      expect(html, cookie).not.toContain('praxis-member-');
      expect(res.headers.get('vary'), cookie).toMatch(/cookie/i);
    }
  });

  it('only ever name files under /assets', () => {
    const html =
      '<head>\n    <!--praxis-member-chunks /assets/a.js https://x.test/b.js /assets/"c.js-->\n</head>';
    const out = withMemberChunks(html, true);
    expect(out).toContain('href="/assets/a.js"');
    expect(out).not.toContain('x.test');
    expect(out).not.toContain('c.js');
  });
});

describe("the first-screen pages' chunks", () => {
  const html =
    '<head>\n    <!--praxis-page-chunks /=/assets/home-page-A1.js /resources=/assets/resources-page-B2.js /resources/:id=/assets/detail-C3.js,/assets/toc-D4.js /roadmap=https://x.test/e.js,/assets/"f.js-->\n</head>';
  const links = (out: string) => [...out.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

  it("preload the page's own chunks for a member, by its address", () => {
    expect(links(withPageChunks(html, '/'))).toEqual(['/assets/home-page-A1.js']);
    expect(links(withPageChunks(html, '/resources'))).toEqual(['/assets/resources-page-B2.js']);
    expect(links(withPageChunks(html, '/resources/'))).toEqual(['/assets/resources-page-B2.js']);
    expect(links(withPageChunks(html, '/resources/res_837'))).toEqual([
      '/assets/detail-C3.js',
      '/assets/toc-D4.js',
    ]);
  });

  it('name nothing for other pages, deeper addresses, visitors, or files outside /assets', () => {
    for (const path of ['/events', '/resources/a/b', '/resourcesx', '/roadmap']) {
      expect(links(withPageChunks(html, path)), path).toEqual([]);
    }
    expect(withPageChunks(html, null)).not.toContain('modulepreload');
    for (const path of ['/', '/events', '/roadmap'])
      expect(withPageChunks(html, path)).not.toContain('praxis-');
  });

  it("are served in a member's page", async () => {
    const built = fs.readFileSync(path.join(top, 'client', 'index.html'), 'utf8');
    fs.writeFileSync(
      path.join(top, 'client', 'index.html'),
      built.replace(
        '</head>',
        '    <!--praxis-page-chunks /resources=/assets/resources-page-B2.js-->\n  </head>',
      ),
    );
    const withHint = createApp({ ...t.deps, clientDir: path.join(top, 'client') });
    const member = await (
      await withHint.request('/resources', { headers: { Cookie: 'better-auth.session_token=abc.def' } })
    ).text();
    expect(member).toContain('<link rel="modulepreload" crossorigin href="/assets/resources-page-B2.js">');
    const visitor = await (await withHint.request('/resources')).text();
    expect(visitor).not.toContain('resources-page-B2');
  });
});
