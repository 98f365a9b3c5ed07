import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip } from '../../src/server/http/compress';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (path: string, acceptEncoding?: string) =>
  t.request(path, acceptEncoding ? { headers: { 'Accept-Encoding': acceptEncoding } } : {});

describe('response compression', () => {
  it('gzips a large JSON answer for a browser and keeps every other header', async () => {
    const plain = await get('/api/openapi.json');
    const plainText = await plain.text();
    expect(plainText.length).toBeGreaterThan(10_000);

    const res = await get('/api/openapi.json', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('server-timing')).toMatch(/^app;dur=/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(bytes.byteLength);
    expect(bytes.byteLength).toBeLessThan(plainText.length / 3);
    expect(gunzipSync(bytes).toString('utf8')).toBe(plainText);
  });

  it('sends the body as it is to a client that does not accept gzip, still varying on it', async () => {
    for (const accept of [undefined, 'br', 'gzip;q=0, br', 'identity']) {
      const res = await get('/api/openapi.json', accept);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect((await res.json()).openapi).toBe('3.1.0');
    }
  });

  it('leaves answers under 1 KiB uncompressed', async () => {
    const res = await get('/api/health', 'gzip');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect((await res.json()).status).toBe('ok');
  });

  it('keeps the status and body of a small error answer', async () => {
    const res = await get('/api/nope', 'gzip');
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('not_found');
  });
});

describe('acceptsGzip', () => {
  it('reads Accept-Encoding with quality values and the wildcard', () => {
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('GZIP;q=0.5, br')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br, zstd')).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('*;q=0')).toBe(false);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
  });
});
