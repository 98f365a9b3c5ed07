import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { withMemberChunks } from '../../src/server/http/spa';
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
