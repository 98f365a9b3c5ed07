import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveClientIp } from '../../src/server/lib/rate-limit';
import { rateLimitedApp } from '../setup/rate-limited-app';
import type { TestApp } from '../setup/test-app';

describe('client address', () => {
  const one = { trustProxy: true, hops: 1 };
  const xff = (value: string) => new Headers({ 'X-Forwarded-For': value });

  it('takes the hop our proxy appended (the rightmost), never what the client wrote on the left', () => {
    // The client sent "203.0.113.9"; our proxy saw it come from 198.51.100.7 and appended that.
    expect(resolveClientIp(xff('203.0.113.9, 198.51.100.7'), '10.0.0.1', one)).toBe('198.51.100.7');
    expect(resolveClientIp(xff('198.51.100.7'), '10.0.0.1', one)).toBe('198.51.100.7');
  });

  it('counts TRUST_PROXY_HOPS proxies from the right', () => {
    const chain = xff('203.0.113.9, 198.51.100.7, 192.0.2.44');
    expect(resolveClientIp(chain, '10.0.0.1', { trustProxy: true, hops: 2 })).toBe('198.51.100.7');
    expect(resolveClientIp(chain, '10.0.0.1', { trustProxy: true, hops: 3 })).toBe('203.0.113.9');
    // Fewer entries than proxies: the nearest proxy's own entry is what it saw.
    expect(resolveClientIp(xff('198.51.100.7'), '10.0.0.1', { trustProxy: true, hops: 2 })).toBe(
      '198.51.100.7',
    );
  });

  it('falls back to the socket: without a trusted proxy, without the header, or with junk in it', () => {
    expect(
      resolveClientIp(xff('203.0.113.9, 198.51.100.7'), '10.0.0.1', { trustProxy: false, hops: 1 }),
    ).toBe('10.0.0.1');
    expect(resolveClientIp(new Headers(), '10.0.0.1', one)).toBe('10.0.0.1');
    expect(resolveClientIp(xff('1.2.3.4, not-an-address'), '10.0.0.1', one)).toBe('10.0.0.1');
    expect(resolveClientIp(new Headers(), undefined, { trustProxy: false, hops: 1 })).toBe('local');
  });

  it('never believes X-Real-IP', () => {
    const headers = new Headers({ 'X-Real-IP': '203.0.113.9' });
    expect(resolveClientIp(headers, '10.0.0.1', one)).toBe('10.0.0.1');
  });
});

describe('rate limits without a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await rateLimitedApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('cannot be dodged by forging X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await t.request('/api/auth/request-password-reset', {
        method: 'POST',
        json: { email: `nobody${i}@example.test`, redirectTo: '/reset-password' },
        headers: { 'X-Forwarded-For': `198.51.100.${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
  });
});
