import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { createItem } from '../factories/content';
import { createTestApp, type TestApp } from '../setup/test-app';

const SECRET = 'secret beside the client folder';
/**
 * A hashed bundle as vite names it. Random names keep its compressed copies above 1 KiB, where the
 * compress middleware would act on them if it did not see they are encoded already.
 */
const BUNDLE = '/assets/index-Bx3kQ9aZ.js';
const BUNDLE_BODY = Array.from(
  { length: 300 },
  (_, i) => `export const v${randomBytes(8).toString('hex')} = ${i};`,
).join('\n');

let t: TestApp;
let app: ReturnType<typeof createApp>;
let top: string;

beforeAll(async () => {
  t = await createTestApp();
  top = fs.mkdtempSync(path.join(os.tmpdir(), 'praxis-spa-'));
  const clientDir = path.join(top, 'client');
  fs.mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  fs.copyFileSync(path.resolve('src/client/index.html'), path.join(clientDir, 'index.html'));
  fs.copyFileSync(path.resolve('src/client/public/favicon.svg'), path.join(clientDir, 'favicon.svg'));
  fs.writeFileSync(path.join(clientDir, BUNDLE), BUNDLE_BODY);
  fs.writeFileSync(path.join(top, 'secret.txt'), SECRET);
  // The build step itself makes the .br and .gz copies.
  await promisify(execFile)(process.execPath, ['scripts/compress-assets.mjs', clientDir]);
  app = createApp({ ...t.deps, clientDir });
});
afterAll(async () => {
  fs.rmSync(top, { recursive: true, force: true });
  await t.close();
});

const get = (pathname: string, headers: Record<string, string> = {}) => app.request(pathname, { headers });
const BROWSER = 'gzip, deflate, br, zstd';

describe('hashed assets', () => {
  it('were compressed at build time', () => {
    const file = path.join(top, 'client', BUNDLE);
    expect(fs.statSync(`${file}.br`).size).toBeLessThan(BUNDLE_BODY.length);
    expect(fs.statSync(`${file}.gz`).size).toBeLessThan(BUNDLE_BODY.length);
  });

  it('go out as the brotli copy to a browser that accepts it, cached for good', async () => {
    const res = await get(BUNDLE, { 'Accept-Encoding': BROWSER });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(bytes.byteLength);
    expect(brotliDecompressSync(bytes).toString('utf8')).toBe(BUNDLE_BODY);
  });

  it('go out as the gzip copy, compressed once, to a client that accepts only gzip', async () => {
    const res = await get(BUNDLE, { 'Accept-Encoding': 'gzip' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8')).toBe(BUNDLE_BODY);
  });

  it('go out as they are otherwise, still varying on Accept-Encoding', async () => {
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const res = await get(BUNDLE, accept ? { 'Accept-Encoding': accept } : {});
      expect(res.headers.get('content-encoding'), accept).toBeNull();
      expect(res.headers.get('vary'), accept).toMatch(/accept-encoding/i);
      expect(await res.text()).toBe(BUNDLE_BODY);
    }
  });

  it('carry a strong ETag per encoding and answer 304 when the browser has it', async () => {
    const tags = new Map<string, string>();
    for (const accept of [BROWSER, 'gzip', 'identity']) {
      const res = await get(BUNDLE, { 'Accept-Encoding': accept });
      const etag = res.headers.get('etag');
      expect(etag, accept).toMatch(/^"[\w-]{20,}"$/);
      tags.set(accept, etag!);

      const again = await get(BUNDLE, { 'Accept-Encoding': accept, 'If-None-Match': etag! });
      expect(again.status, accept).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(again.headers.get('vary'), accept).toMatch(/accept-encoding/i);
    }
    expect(new Set(tags.values()).size).toBe(3);
    // A tag of another encoding is not this representation.
    const other = await get(BUNDLE, { 'Accept-Encoding': 'identity', 'If-None-Match': tags.get(BROWSER)! });
    expect(other.status).toBe(200);
  });

  it('answer a real 404 for any unknown file under /assets, whatever its extension', async () => {
    for (const p of ['/assets/x.js', '/assets/nope.map', '/assets/app.css', '/assets/nope', '/assets/']) {
      const res = await get(p, { 'Accept-Encoding': BROWSER });
      expect(res.status, p).toBe(404);
      expect(res.headers.get('content-type'), p).not.toContain('text/html');
      expect(await res.text(), p).not.toContain('praxis-config');
    }
  });
});

describe('other files of the build', () => {
  it('are served with a short cache and an ETag', async () => {
    const res = await get('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    expect((await get('/favicon.svg', { 'If-None-Match': etag })).status).toBe(304);
  });
});

describe('the page', () => {
  const page = async (p: string, headers: Record<string, string> = {}) => {
    const res = await get(p, headers);
    expect(res.status, p).toBe(200);
    expect(res.headers.get('content-type'), p).toContain('text/html');
    expect(res.headers.get('cache-control'), p).toBe('no-cache');
    return res;
  };

  it('answers every client route with index.html and the runtime config', async () => {
    for (const p of ['/', '/resources', '/tag/L%26D%202.0', '/index.html', '/saved?x=1']) {
      const html = await (await page(p)).text();
      expect(html, p).toContain('<script id="praxis-config" type="application/json">');
      expect(html, p).toContain('<div id="root"></div>');
    }
  });

  it('renders the head of a public page for link previews', async () => {
    const item = await createItem(t.db, { type: 'resource', title: 'Coaching at scale' });
    const html = await (await page(`/resources/${item.id}`)).text();
    expect(html).toContain('<title>Coaching at scale | Praxis</title>');
    expect(html).toContain('<meta property="og:title" content="Coaching at scale" />');
    expect(html).toContain('id="praxis-config"');
  });

  it('is revalidated with its ETag', async () => {
    const etag = (await page('/resources')).headers.get('etag')!;
    expect(etag).toMatch(/^"/);
    const again = await get('/resources', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('paths that try to leave the client folder', () => {
  it('never reach a file outside it', async () => {
    for (const p of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/..%5csecret.txt',
      '/assets/../../secret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/..%5c..%5csecret.txt',
      '/assets/%252e%252e/%252e%252e/secret.txt',
      '//secret.txt',
      '/assets//../../secret.txt',
    ]) {
      const res = await get(p);
      expect(await res.text(), p).not.toContain(SECRET);
      // Dot segments the URL parser resolves itself leave /assets; what stays under it is a 404.
      if (new URL(p, 'http://localhost').pathname.startsWith('/assets/')) expect(res.status, p).toBe(404);
    }
  });
});
