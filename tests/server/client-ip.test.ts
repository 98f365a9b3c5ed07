import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveClientIp } from '../../src/server/lib/rate-limit';
import { createTestApp, type TestApp } from '../setup/test-app';

describe('client address', () => {
  it('believes X-Forwarded-For only behind a trusted proxy', () => {
    const headers = new Headers({ 'X-Forwarded-For': '203.0.113.9, 10.0.0.1' });
    expect(resolveClientIp(headers, '10.0.0.1', true)).toBe('203.0.113.9');
    expect(resolveClientIp(headers, '10.0.0.1', false)).toBe('10.0.0.1');
    expect(resolveClientIp(new Headers(), undefined, false)).toBe('local');
  });
});

describe('rate limits without a trusted proxy', () => {
  let t: TestApp;
  const previous = process.env.PRAXIS_RATE_LIMIT;
  beforeAll(async () => {
    process.env.PRAXIS_RATE_LIMIT = 'on';
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
    if (previous === undefined) delete process.env.PRAXIS_RATE_LIMIT;
    else process.env.PRAXIS_RATE_LIMIT = previous;
  });

  it('cannot be dodged by forging X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email: `nobody${i}@example.test`, password: 'wrong-password-123' },
        headers: { 'X-Forwarded-For': `198.51.100.${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
