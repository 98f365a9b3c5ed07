import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicConfig } from '../../src/server/http/spa';
import { createMember } from '../factories/members';
import { startTestSmtp, type TestSmtp } from '../setup/smtp';
import { createTestApp, type TestApp } from '../setup/test-app';
import { INVITE_PATH, inviteBody, inviteOutcome } from '../support/invite';

/*
 * The front door answers the same for known and unknown emails (no user enumeration), and the
 * operator can switch self sign-up off (invite-only mode).
 */

let t: TestApp;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const email = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.test`;
const post = (path: string, json: unknown) => t.request(path, { method: 'POST', json });

/** Status and body, with the values that differ on every call anyway (ids, clocks) masked. */
async function answer(res: Response) {
  const text = await res.text();
  const masked = text
    .replace(/"id":"[^"]+"/g, '"id":"…"')
    .replace(/"(createdAt|updatedAt)":"[^"]+"/g, '"$1":"…"')
    .replace(/[\w.+-]+@example\.test/g, '<email>');
  return { status: res.status, body: masked, cookies: res.headers.getSetCookie().length };
}

describe('no user enumeration', () => {
  it('sign-up answers the same for a new, a verified and an unverified email; each owner gets a fitting email', async () => {
    const fresh = email('fresh');
    const member = await createMember(t.db);
    const pending = email('pending');
    expect(
      (await post('/api/auth/sign-up/email', { email: pending, password: 'first-try-phrase', name: 'Test Member', firstName: 'Test', lastName: 'Member' }))
        .status,
    ).toBe(200);
    await smtp.waitFor(pending);

    const body = { password: 'granite-orchid-ferry', name: 'Test Member', firstName: 'Test', lastName: 'Member', callbackURL: '/auth/callback?type=signup' };
    const forNew = await answer(await post('/api/auth/sign-up/email', { ...body, email: fresh }));
    const forMember = await answer(await post('/api/auth/sign-up/email', { ...body, email: member.email }));
    const forPending = await answer(await post('/api/auth/sign-up/email', { ...body, email: pending }));

    expect(forNew.status).toBe(200);
    expect(forMember).toEqual(forNew);
    expect(forPending).toEqual(forNew);

    expect((await smtp.waitFor(fresh)).subject).toBe('Verify your email for Praxis');
    const notice = await smtp.waitFor(member.email);
    expect(notice.subject).toBe('You already have a Praxis account');
    expect(notice.text).toContain('/forgot-password');
    expect((await smtp.waitFor(pending, { count: 2 })).subject).toBe('Verify your email for Praxis');
    // The existing member's password is untouched.
    expect(await t.signIn(member.email, member.password)).toMatch(/session_token=/);
  });

  it('forgot-password answers the same for a known and an unknown email, and mails only the member', async () => {
    const member = await createMember(t.db);
    const unknown = email('nobody');
    const body = { redirectTo: '/reset-password' };
    const known = await answer(
      await post('/api/auth/request-password-reset', { ...body, email: member.email }),
    );
    const stranger = await answer(
      await post('/api/auth/request-password-reset', { ...body, email: unknown }),
    );
    expect(known.status).toBe(200);
    expect(stranger).toEqual(known);

    expect((await smtp.waitFor(member.email)).subject).toBe('Reset your Praxis password');
    await smtp.settle();
    expect(smtp.to(unknown)).toEqual([]);
  });

  it('magic link answers the same for a known and an unknown email, and mails only the member', async () => {
    const member = await createMember(t.db);
    const unknown = email('nobody');
    const known = await answer(await post('/api/auth-flows/magic-link', { email: member.email }));
    const stranger = await answer(await post('/api/auth-flows/magic-link', { email: unknown }));
    expect(known).toEqual({
      status: 200,
      body: JSON.stringify({ ok: true, message: 'Magic link sent! Please check your email.' }),
      cookies: 0,
    });
    expect(stranger).toEqual(known);

    expect((await smtp.waitFor(member.email)).subject).toBe('Your Praxis sign-in link');
    await smtp.settle();
    expect(smtp.to(unknown)).toEqual([]);
  });

  it('validates the email before anything else', async () => {
    const res = await post('/api/auth-flows/magic-link', { email: '  ' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'invalid_request', message: 'Please enter your email address' },
      requestId: expect.any(String),
    });
  });
});

describe('invite-only mode', () => {
  let closed: TestApp;
  beforeAll(async () => {
    closed = await createTestApp({ SIGNUP_ENABLED: 'false' });
  });
  afterAll(async () => {
    await closed?.close();
  });

  it('refuses self sign-up and tells the browser to hide it', async () => {
    const res = await closed.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: email('closed'), password: 'granite-orchid-ferry', name: 'Test Member', firstName: 'Test', lastName: 'Member' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('EMAIL_PASSWORD_SIGN_UP_DISABLED');
    expect(publicConfig(closed.deps.env).signUpEnabled).toBe(false);
    expect(publicConfig(t.deps.env).signUpEnabled).toBe(true);
  });

  it('still lets members sign in and administrators invite', async () => {
    const member = await createMember(closed.db);
    expect(await closed.signIn(member.email, member.password)).toMatch(/session_token=/);
    const admin = await createMember(closed.db, { role: 'admin' });
    const cookie = await closed.signIn(admin.email, admin.password);
    const res = await closed.request(INVITE_PATH, {
      method: 'POST',
      json: inviteBody({ email: email('guest') }),
      cookie,
    });
    expect(res.status).toBe(200);
    expect(await inviteOutcome(res)).toMatchObject({ status: 'invited' });
  });
});
