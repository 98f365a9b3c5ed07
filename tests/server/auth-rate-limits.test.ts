import crypto from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { createAppAuth } from '../../src/server/app-auth';
import { mailOutbox, rateLimits } from '../../src/server/db/schema';
import { consumeRateLimit, deleteExpiredRateLimits } from '../../src/server/lib/rate-limit';
import { createMember } from '../factories/members';
import { rateLimitedApp } from '../setup/rate-limited-app';
import { TEST_ORIGIN, type TestApp } from '../setup/test-app';
import { INVITE_PATH, inviteBody, inviteOutcome } from '../support/invite';

/*
 * Rate limits on the front door: per client address (generous: one office shares an address), per
 * (address, email) pair for failed sign-ins, and per email for sign-in and for every endpoint that
 * sends mail. Counters live in the database, so they hold across processes and under parallel
 * attempts. Each test uses its own client addresses and emails so counters never touch.
 */

let t: TestApp;
beforeAll(async () => {
  t = await rateLimitedApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t?.close();
});

let lastOctet = 10;
const newClient = () => `10.0.${Math.floor(lastOctet / 250)}.${lastOctet++ % 250}`;
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

/** Sends `count` requests at once and returns how many got each status. */
async function parallel(count: number, send: (i: number) => Response | Promise<Response>) {
  const all = await Promise.all(Array.from({ length: count }, (_, i) => send(i)));
  const tally: Record<number, number> = {};
  for (const res of all) tally[res.status] = (tally[res.status] ?? 0) + 1;
  return tally;
}

const signInAs = (address: string, password: string, ip: string) =>
  post('/api/auth/sign-in/email', { email: address, password }, ip);

describe('password sign-in', () => {
  it('counts failures per (address, email): the 11th wrong try waits, a colleague at the same address does not', async () => {
    const m = await createMember(t.db);
    const colleague = await createMember(t.db);
    const office = newClient();
    expect(await statuses(10, () => signInAs(m.email, 'wrong-password', office))).toEqual(
      Array(10).fill(401),
    );
    const limited = await signInAs(m.email, 'wrong-password', office);
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.message).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
    // Even the right password waits now, from this address…
    expect((await signInAs(m.email, m.password, office)).status).toBe(429);
    // …but the colleague behind the same address signs in, and the member can from elsewhere.
    expect((await signInAs(colleague.email, colleague.password, office)).status).toBe(200);
    expect((await signInAs(m.email, m.password, newClient())).status).toBe(200);
  });

  it('lets one person fail many times for an unknown email without locking out the shared address', async () => {
    const office = newClient();
    const typo = email('typo');
    const tries = await statuses(15, () => signInAs(typo, 'whatever-it-was', office));
    expect(tries.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(tries.slice(10)).toEqual(Array(5).fill(429));
    const members = await Promise.all([createMember(t.db), createMember(t.db), createMember(t.db)]);
    for (const m of members) expect((await signInAs(m.email, m.password, office)).status).toBe(200);
  });

  it('does not count successful sign-ins as failures', async () => {
    const m = await createMember(t.db);
    const ip = newClient();
    expect(await statuses(12, () => signInAs(m.email, m.password, ip))).toEqual(Array(12).fill(200));
    expect((await signInAs(m.email, 'wrong-password', ip)).status).toBe(401);
  });

  it('holds under parallel attempts: of 15 at once, exactly 10 get past the limiter', async () => {
    const m = await createMember(t.db);
    const ip = newClient();
    expect(await parallel(15, () => signInAs(m.email, 'wrong-password', ip))).toEqual({ 401: 10, 429: 5 });
  });

  it('stops an attack on one email spread over many addresses (30 failures per 10 minutes) without locking the owner out', async () => {
    const m = await createMember(t.db);
    const other = await createMember(t.db);
    const tries = await statuses(31, () => signInAs(m.email, 'wrong-password', newClient()));
    expect(tries.slice(0, 30)).toEqual(Array(30).fill(401));
    // Past the limit every attempt is asked for an emailed code, the right password too (see
    // sign-in-code.test.ts): no 429, and no answer that tells a right password from a wrong one.
    expect(tries[30]).toBe(202);
    expect((await signInAs(m.email, m.password, newClient())).status).toBe(202);
    // Another account is untouched.
    expect((await signInAs(other.email, other.password, newClient())).status).toBe(200);
  });
});

describe('better-auth limits per address', () => {
  it('use our atomic counter: of 25 simultaneous reset requests from one address, exactly 20 pass', async () => {
    const ip = newClient();
    const send = () =>
      post('/api/auth/request-password-reset', { email: email('who'), redirectTo: '/reset-password' }, ip);
    expect(await parallel(25, send)).toEqual({ 200: 20, 429: 5 });
    const rows = await t.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `auth:${ip}%`));
    expect(rows.map((r) => r.count)).toEqual([25]);
  });

  it('sign-up: the 21st attempt from one address within 10 minutes gets 429', async () => {
    const ip = newClient();
    const signUp = () =>
      post(
        '/api/auth/sign-up/email',
        {
          email: email('burst'),
          password: 'granite-orchid-ferry',
          name: 'Test Member',
          firstName: 'Test',
          lastName: 'Member',
        },
        ip,
      );
    expect(await statuses(20, signUp)).toEqual(Array(20).fill(200));
    expect((await signUp()).status).toBe(429);
  });
});

describe('mail to one address', () => {
  // Five messages of a kind per hour at most, whoever asks and from wherever. Past that nothing new
  // is sent, but the answer never changes (a 429 here would let a stranger stop the owner's own).
  const cases: Array<[string, (address: string, ip: string) => Response | Promise<Response>]> = [
    [
      'forgot password',
      (a, ip) => post('/api/auth/request-password-reset', { email: a, redirectTo: '/' }, ip),
    ],
    ['magic link', (a, ip) => post('/api/auth-flows/magic-link', { email: a }, ip)],
    [
      'sign-up',
      (a, ip) =>
        post(
          '/api/auth/sign-up/email',
          {
            email: a,
            password: 'granite-orchid-ferry',
            name: 'Test Member',
            firstName: 'Test',
            lastName: 'Member',
          },
          ip,
        ),
    ],
  ];

  it.each(cases)(
    '%s: the 6th request for one email answers like the first five and sends nothing new, known or not',
    async (_, send) => {
      const known = (await createMember(t.db)).email;
      const unknown = email('nobody');
      const forKnown = await statuses(6, () => send(known, newClient()));
      const forUnknown = await statuses(6, () => send(unknown.toUpperCase(), newClient()));
      expect(forKnown).toEqual(Array(6).fill(200));
      expect(forUnknown).toEqual(forKnown);
      await new Promise((r) => setTimeout(r, 300));
      const mail = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, known));
      expect(mail).toHaveLength(5);
    },
  );

  it("better-auth's own magic-link endpoint is closed: links are requested through auth-flows only", async () => {
    const known = (await createMember(t.db)).email;
    const res = await post('/api/auth/sign-in/magic-link', { email: known }, newClient());
    expect(res.status).toBe(404);
  });

  it('invites: the 6th invite to one address within an hour gets 429', async () => {
    const admin = await createMember(t.db, { role: 'admin' });
    const ip = newClient();
    const cookie = await t.signIn(admin.email, admin.password);
    const guest = email('guest');
    const outcomes: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await post(INVITE_PATH, inviteBody({ email: guest }), ip, cookie);
      const { status, message } = await inviteOutcome(res);
      outcomes.push(status === 'invited' ? status : message);
    }
    expect(outcomes).toEqual([
      ...Array(5).fill('invited'),
      'Too many invitations to this address lately; try again later.',
    ]);
  });

  it('invites: an administrator gets 429 after 50 invites in an hour', async () => {
    const admin = await createMember(t.db, { role: 'admin' });
    const ip = newClient();
    const cookie = await t.signIn(admin.email, admin.password);
    const invite = () => post(INVITE_PATH, inviteBody({ email: email('guest') }), ip, cookie);
    expect(await statuses(50, invite)).toEqual(Array(50).fill(200));
    expect((await invite()).status).toBe(429);
  });
});

describe('tokens and invites', () => {
  it('magic-link tokens: guessing is limited (the 21st try gets 429)', async () => {
    const ip = newClient();
    const guess = (i: number) => post('/api/auth-flows/magic-link/verify', { token: `guess-${i}` }, ip);
    expect(await statuses(20, guess)).toEqual(Array(20).fill(400));
    expect((await guess(20)).status).toBe(429);
  });

  it('verification tokens: guessing is limited (the 21st try gets 429)', async () => {
    const ip = newClient();
    const guess = (i: number) =>
      post('/api/auth-flows/verify-email', { token: `guess-${i}`, password: 'granite-orchid-ferry' }, ip);
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
});

describe('counters', () => {
  it('live in the database: another app process on the same database agrees', async () => {
    const ip = newClient();
    const m = await createMember(t.db);
    await statuses(10, () => signInAs(m.email, 'wrong-password', ip));

    // A second process: its own app and auth instance, the same database.
    const other = createApp({
      ...t.deps,
      auth: createAppAuth({ db: t.db, env: t.deps.env, mailer: t.deps.mailer }),
    });
    const elsewhere = await other.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { Origin: TEST_ORIGIN, 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: JSON.stringify({ email: m.email, password: m.password }),
    });
    expect(elsewhere.status).toBe(429);
  });

  it('are cleaned up once their window has surely passed; live ones stay', async () => {
    const now = Date.now();
    const rule = { window: 60, max: 5 };
    await consumeRateLimit(t.db, 'cleanup:old', rule, now - 25 * 60 * 60 * 1000);
    await consumeRateLimit(t.db, 'cleanup:recent', rule, now - 60 * 1000);
    await consumeRateLimit(t.db, 'cleanup:live', rule, now);

    expect(await deleteExpiredRateLimits(t.db, now)).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(like(rateLimits.key, 'cleanup:%'));
    expect(left.map((r) => r.key).sort()).toEqual(['cleanup:live', 'cleanup:recent']);
  });
});
