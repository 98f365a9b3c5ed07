import { afterAll, describe, expect, it } from 'vitest';
import { createMember } from '../factories/members';
import { runApiFuzz } from '../setup/api-fuzz';
import { createTestApp } from '../setup/test-app';

/*
 * A CI-sized sample of the API fuzzer (scripts/fuzz-api.ts runs the full 10,000+): every operation
 * of /api/openapi.json as visitor, member and admin, with a fixed seed so a failure replays.
 */
it('answers every fuzzed request without a 5xx and writes nothing when it refuses', async () => {
  const report = await runApiFuzz({ seed: 16, requests: Number(process.env.FUZZ_REQUESTS ?? 1000) });
  expect(report.findings, JSON.stringify(report.findings.slice(0, 5), null, 2)).toEqual([]);
  expect(report.requests).toBeGreaterThanOrEqual(900);
  expect(report.refusedWritesChecked).toBeGreaterThan(100);
}, 180_000);

const t = await createTestApp();
afterAll(() => t.close());

describe('what the fuzzer found (each was a 500)', () => {
  it('refuses a NUL character in a path, a query or a JSON body with 400', async () => {
    const m = await createMember(t.db, { role: 'admin' });
    const cookie = await t.signIn(m.email, m.password);
    for (const url of [
      '/api/saved/F%3E%00R%07q',
      '/api/tags/%00?type=resource',
      '/api/case-studies?pageSize=19&topic=%7Dz%5DFh%183%2C%7C%00',
      '/api/resources?page=2&pageSize=5&topic=F%3E%00R%07q',
      '/api/public/case-studies/%00',
      '/files/covers/%00.svg',
    ]) {
      const res = await t.request(url, { method: url.startsWith('/api/saved') ? 'DELETE' : 'GET', cookie });
      expect(res.status, url).toBe(400);
      expect((await res.json()).error.message, url).toBe('The request contains a NUL character');
    }
    const body = await t.request('/api/collections', { method: 'POST', cookie, json: { name: 'a\u0000b' } });
    expect(body.status).toBe(400);
  });
});
