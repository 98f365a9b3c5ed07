import crypto from 'node:crypto';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { createAuth } from '../../src/server/auth/auth';
import { rateLimits } from '../../src/server/db/schema';
import { createMember } from '../factories/members';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../setup/test-app';

/*
 * Rate limits on the front door: sign-in, sign-up, magic link, forgot password, invites (and the
 * token endpoints behind them). Counters live in the database, so they hold across processes.
 * Each test uses its own client address so the counters of one never touch another.
 */

let t: TestApp;
const previous = process.env.PRAXIS_RATE_LIMIT;

beforeAll(async () => {
  process.env.PRAXIS_RATE_LIMIT = 'on';
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t?.close();
  if (previous === undefined) delete process.env.PRAXIS_RATE_LIMIT;
  else process.env.PRAXIS_RATE_LIMIT = previous;
});

let lastOctet = 10;
const newClient = () => `10.0.0.${lastOctet++}`;
const email = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.test`;

function post(path: string, json: unknown, ip: string, cookie?: string) {
  return t.request(path, { method: 'POST', json, cookie, headers: { 'X-Forwarded-For': ip } });
}

/** Sends `count` requests one after another and returns their statuses. */
async function statuses(count: number, send: (i: number) => Response | Promise<Response>) {
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push((await send(i)).status);
  return out;
}

describe('rate limits', () => {
  it('sign-in: the 11th attempt within a minute gets 429; another client is unaffected', async () => {
    const m = await createMember(t.db);
    const ip = newClient();
    const wrong = () => post('/api/auth/sign-in/email', { email: m.email, password: 'wrong-password' }, ip);
    expect(await statuses(10, wrong)).toEqual(Array(10).fill(401));
    const limited = await wrong();
    expect(limited.status).toBe(429);
    expect((await limited.json()).message).toMatch(/too many requests/i);
    // Even the right password waits now.
    expect((await post('/api/auth/sign-in/email', { email: m.email, password: m.password }, ip)).status).toBe(
      429,
    );
    expect(
      (await post('/api/auth/sign-in/email', { email: m.email, password: m.password }, newClient())).status,
    ).toBe(200);
  });

  it('sign-up: the 6th attempt within 10 minutes gets 429', async () => {
    const ip = newClient();
    const signUp = () =>
      post(
        '/api/auth/sign-up/email',
        { email: email('burst'), password: 'granite-orchid-ferry', name: '' },
        ip,
      );
    expect(await statuses(5, signUp)).toEqual(Array(5).fill(200));
    expect((await signUp()).status).toBe(429);
  });

  it('forgot password: the 6th request within 10 minutes gets 429', async () => {
    const ip = newClient();
    const ask = () =>
      post('/api/auth/request-password-reset', { email: email('who'), redirectTo: '/reset-password' }, ip);
    expect(await statuses(5, ask)).toEqual(Array(5).fill(200));
    expect((await ask()).status).toBe(429);
  });

  it('magic link: the 6th request within 10 minutes gets 429 with a clear message', async () => {
    const ip = newClient();
    const ask = () => post('/api/auth-flows/magic-link', { email: email('who') }, ip);
    expect(await statuses(5, ask)).toEqual(Array(5).fill(200));
    const limited = await ask();
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many attempts. Please wait a few minutes and try again.' },
    });
  });

  it('magic-link tokens: guessing is limited too (the 21st try gets 429)', async () => {
    const ip = newClient();
    const guess = (i: number) => post('/api/auth-flows/magic-link/verify', { token: `guess-${i}` }, ip);
    expect(await statuses(20, guess)).toEqual(Array(20).fill(400));
    expect((await guess(20)).status).toBe(429);
  });

  it('invite acceptance: the 11th try within 10 minutes gets 429', async () => {
    const ip = newClient();
    const accept = (i: number) =>
      post('/api/invites/accept', { token: `guess-${i}`, password: 'granite-orchid-ferry' }, ip);
    expect(await statuses(10, accept)).toEqual(Array(10).fill(400));
    expect((await accept(10)).status).toBe(429);
  });

  it('invites: an administrator gets 429 after 50 invites in an hour', async () => {
    const admin = await createMember(t.db, { role: 'admin' });
    const ip = newClient();
    const signIn = await post(
      '/api/auth/sign-in/email',
      { email: admin.email, password: admin.password },
      ip,
    );
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const invite = () => post('/api/invites', { email: email('guest') }, ip, cookie);
    expect(await statuses(50, invite)).toEqual(Array(50).fill(201));
    expect((await invite()).status).toBe(429);
  });

  it('keeps its counters in the database: another app process on the same database agrees', async () => {
    const ip = newClient();
    const ask = () => post('/api/auth-flows/magic-link', { email: email('who') }, ip);
    await statuses(5, ask);
    const rows = await t.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `%${ip}%`));
    expect(rows.length).toBeGreaterThan(0);

    // A second process: its own app and auth instance, the same database.
    const other = createApp({
      ...t.deps,
      auth: createAuth({ db: t.db, env: t.deps.env, mailer: t.deps.mailer }),
    });
    const res = await other.request('/api/auth-flows/magic-link', {
      method: 'POST',
      headers: { Origin: TEST_ORIGIN, 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: JSON.stringify({ email: email('who') }),
    });
    expect(res.status).toBe(429);

    const m = await createMember(t.db);
    const signInIp = newClient();
    const wrong = () =>
      post('/api/auth/sign-in/email', { email: m.email, password: 'wrong-password' }, signInIp);
    await statuses(10, wrong);
    const elsewhere = await other.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { Origin: TEST_ORIGIN, 'Content-Type': 'application/json', 'X-Forwarded-For': signInIp },
      body: JSON.stringify({ email: m.email, password: m.password }),
    });
    expect(elsewhere.status).toBe(429);
  });
});
