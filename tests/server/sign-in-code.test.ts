import crypto from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_FAILURES } from '../../src/server/auth/front-door-limits';
import { SIGN_IN_CODE_TRIES } from '../../src/server/auth/sign-in-code';
import { mailOutbox, oneTimeCodes } from '../../src/server/db/schema';
import { consumeRateLimit, emailKey } from '../../src/server/lib/rate-limit';
import { createMember } from '../factories/members';
import { rateLimitedApp } from '../setup/rate-limited-app';
import type { TestApp } from '../setup/test-app';

/*
 * No stranger can lock a member out. Failed sign-ins spread over many addresses make the password
 * alone stop working for that email, but the right password still gets in with a code mailed to
 * the address (every attempt past the limit answers the same, so guessing learns nothing). Mail a
 * stranger asks for over and over stops new copies only: the owner's link already in the mailbox
 * still works. The mail here lands in the outbox table (no SMTP in this app).
 */

let t: TestApp;
beforeAll(async () => {
  t = await rateLimitedApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t?.close();
});

let lastOctet = 10;
const newClient = () => `10.9.${Math.floor(lastOctet / 250)}.${lastOctet++ % 250}`;

function post(path: string, json: unknown, ip: string) {
  return t.request(path, { method: 'POST', json, headers: { 'X-Forwarded-For': ip } });
}
const signInAs = (email: string, password: string, ip = newClient()) =>
  post('/api/auth/sign-in/email', { email, password }, ip);
const withCode = (email: string, password: string, code: string, ip = newClient()) =>
  post('/api/auth-flows/sign-in-code', { email, password, code }, ip);

/** The mail the outbox holds for an address, newest first. */
const mailTo = (email: string, subject?: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(
      subject ? and(eq(mailOutbox.to, email), eq(mailOutbox.subject, subject)) : eq(mailOutbox.to, email),
    )
    .orderBy(desc(mailOutbox.createdAt));

async function waitForMail(email: string, subject: string, count = 1) {
  for (let i = 0; i < 200; i++) {
    const mail = await mailTo(email, subject);
    if (mail.length >= count) return mail;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no "${subject}" mail to ${email}`);
}

const codeOf = (mail: { text: string }) => /sign-in code is (\d{6})/.exec(mail.text)?.[1] ?? '';
const settle = () => new Promise((r) => setTimeout(r, 300));

/** The finding as the review played it: 10 wrong passwords from each of 3 addresses. */
async function strangerFails(email: string) {
  for (let a = 0; a < 3; a++) {
    const ip = newClient();
    for (let i = 0; i < 10; i++) expect((await signInAs(email, 'not-the-password', ip)).status).toBe(401);
  }
}

/** The same state without the 30 password hashings: the email's failure counter at its limit. */
async function pastLimit(email: string) {
  for (let i = 0; i < SIGN_IN_FAILURES.perEmail.max; i++) {
    await consumeRateLimit(t.db, emailKey('sign-in', email), SIGN_IN_FAILURES.perEmail);
  }
}

describe('a stranger failing sign-ins from many addresses', () => {
  it('does not lock the member out: the right password from a fourth address gets in with the emailed code', async () => {
    const m = await createMember(t.db);
    await strangerFails(m.email);

    const res = await signInAs(m.email, m.password);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({
      codeRequired: true,
      message:
        'There have been many failed sign-in attempts for this account, so we need one more step. If your password is right, we have emailed you a 6-digit sign-in code: enter it below.',
    });
    expect(res.headers.getSetCookie()).toEqual([]);

    const [mail] = await waitForMail(m.email, 'Your Praxis sign-in code');
    const code = codeOf(mail!);
    expect(code).toMatch(/^\d{6}$/);
    const signedIn = await withCode(m.email, m.password, code);
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(cookie).toBeDefined();
    const me = await t.request('/api/me', { cookie: cookie!.split(';')[0] });
    expect((await me.json()).user.email).toBe(m.email);
  });

  it('answers a wrong password past the limit exactly as the right one, and mails nothing for it', async () => {
    const m = await createMember(t.db);
    const nobody = `nobody-${crypto.randomUUID().slice(0, 8)}@example.test`;
    await pastLimit(m.email);
    await pastLimit(nobody);
    const wrong = await signInAs(m.email, 'still-not-the-password');
    const unknown = await signInAs(nobody, 'whatever-1');
    const right = await signInAs(m.email, m.password);
    const bodies = await Promise.all([wrong, unknown, right].map((r) => r.text()));
    expect([wrong.status, unknown.status, right.status]).toEqual([202, 202, 202]);
    expect(new Set(bodies).size).toBe(1);
    await waitForMail(m.email, 'Your Praxis sign-in code');
    await settle();
    // One code, for the right password only.
    expect(await mailTo(m.email)).toHaveLength(1);
  });

  it('keeps the per-address limit: the 11th failure from one address waits (429)', async () => {
    const m = await createMember(t.db);
    const ip = newClient();
    for (let i = 0; i < 10; i++) await signInAs(m.email, 'not-the-password', ip);
    expect((await signInAs(m.email, 'not-the-password', ip)).status).toBe(429);
  });
});

describe('the sign-in code', () => {
  /** A member past the limit who typed the right password, and the code they were mailed. */
  async function codeFor() {
    const m = await createMember(t.db);
    await pastLimit(m.email);
    expect((await signInAs(m.email, m.password)).status).toBe(202);
    const [mail] = await waitForMail(m.email, 'Your Praxis sign-in code');
    return { m, code: codeOf(mail!) };
  }
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('is stored only as a keyed hash, works once, and needs the password too', async () => {
    const { m, code } = await codeFor();
    const [row] = await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, m.id));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).not.toBe(crypto.createHash('sha256').update(code).digest('hex'));

    expect((await withCode(m.email, 'not-the-password', code)).status).toBe(401);
    // That spent it: even with the right password it no longer works.
    const again = await withCode(m.email, m.password, code);
    expect(again.status).toBe(400);
    expect((await again.json()).error.code).toBe('invalid_code');
  });

  it(`stops working after ${SIGN_IN_CODE_TRIES} wrong tries`, async () => {
    const { m, code } = await codeFor();
    for (let i = 0; i < SIGN_IN_CODE_TRIES; i++) {
      expect((await withCode(m.email, m.password, wrongCode(code))).status).toBe(400);
    }
    expect((await withCode(m.email, m.password, code)).status).toBe(400);
  });

  it('expires', async () => {
    const { m, code } = await codeFor();
    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.userId, m.id));
    expect((await withCode(m.email, m.password, code)).status).toBe(400);
  });

  it('refuses a malformed code before looking', async () => {
    const res = await withCode('someone@example.test', 'whatever-1', '12ab56');
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe('Please enter the 6-digit code from the email');
  });
});

describe('mail a stranger asks for over and over', () => {
  const kinds: Array<[string, string, (email: string, ip: string) => Response | Promise<Response>, string]> =
    [
      [
        'magic link',
        'Your Praxis sign-in link',
        (e, ip) => post('/api/auth-flows/magic-link', { email: e }, ip),
        '/auth-flows/magic-link/verify',
      ],
      [
        'password reset',
        'Reset your Praxis password',
        (e, ip) => post('/api/auth/request-password-reset', { email: e, redirectTo: '/reset-password' }, ip),
        '/auth/reset-password',
      ],
    ];

  it.each(kinds)(
    '%s: past 5 an hour the owner is answered as always, and the newest link already sent still works',
    async (_, subject, ask, spend) => {
      const m = await createMember(t.db);
      const answers: string[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await ask(m.email, newClient());
        answers.push(`${res.status} ${await res.text()}`);
      }
      // The sixth (the owner's own) answers like the first five…
      expect(new Set(answers).size).toBe(1);
      expect(answers[0]).toMatch(/^200 /);
      await waitForMail(m.email, subject, 5);
      await settle();
      // …sends nothing new, and the newest mail's link still does its job.
      const mail = await mailTo(m.email, subject);
      expect(mail).toHaveLength(5);
      const token = new URL(mail[0]!.link!).searchParams.get('token')!;
      const res =
        spend === '/auth/reset-password'
          ? await post(
              '/api/auth/reset-password',
              { token, newPassword: 'a-brand-new-passphrase' },
              newClient(),
            )
          : await post('/api/auth-flows/magic-link/verify', { token }, newClient());
      expect(res.status).toBe(200);
    },
  );
});
