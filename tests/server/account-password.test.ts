import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, TEST_PASSWORD } from '../factories/members';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const NEW_PASSWORD = 'a-much-better-passphrase';

const change = (cookie: string | undefined, json: unknown) =>
  t.request('/api/account/password', { method: 'POST', cookie, json });

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;

/** The cookie header a browser would send after applying the response's Set-Cookie headers. */
function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');
}

const meStatus = async (cookie: string) => (await t.request('/api/me', { cookie })).status;

describe('POST /api/account/password', () => {
  it('changes the password, keeps this browser signed in and signs out every other session', async () => {
    const m = await createMember(t.db);
    const here = await t.signIn(m.email, m.password);
    const laptop = await t.signIn(m.email, m.password);
    const phone = await t.signIn(m.email, m.password);

    const res = await change(here, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, message: 'Your password has been successfully changed' });

    // The session cookie is refreshed for this browser, HttpOnly as always.
    const setCookie = res.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(setCookie).toMatch(/HttpOnly/i);
    const refreshed = cookieFrom(res);
    expect(await meStatus(refreshed)).toBe(200);

    // Everyone else is out.
    expect(await meStatus(laptop)).toBe(401);
    expect(await meStatus(phone)).toBe(401);

    // Old password refused, new one accepted.
    const oldSignIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: m.email, password: TEST_PASSWORD },
    });
    expect(oldSignIn.status).toBe(401);
    await expect(t.signIn(m.email, NEW_PASSWORD)).resolves.toContain('session_token=');
  });

  it("answers 'Current password is incorrect' and changes nothing", async () => {
    const m = await createMember(t.db);
    const here = await t.signIn(m.email, m.password);
    const other = await t.signIn(m.email, m.password);
    const res = await change(here, { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      code: 'invalid_current_password',
      message: 'Current password is incorrect',
    });
    expect(await meStatus(here)).toBe(200);
    expect(await meStatus(other)).toBe(200);
    await expect(t.signIn(m.email, TEST_PASSWORD)).resolves.toContain('session_token=');
  });

  it.each([
    [{ currentPassword: TEST_PASSWORD, newPassword: 'short' }, 'Password must be at least 8 characters long'],
    [
      { currentPassword: TEST_PASSWORD, newPassword: 'x'.repeat(129) },
      'Password must be at most 128 characters long',
    ],
    [{ currentPassword: '', newPassword: NEW_PASSWORD }, 'Please enter your current password'],
    [{ newPassword: NEW_PASSWORD }, 'Please enter your current password'],
  ])('refuses %j with %s', async (json, message) => {
    const m = await createMember(t.db);
    const cookie = await t.signIn(m.email, m.password);
    const res = await change(cookie, json);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: 'invalid_request', message });
    await expect(t.signIn(m.email, TEST_PASSWORD)).resolves.toContain('session_token=');
  });

  it('refuses a common password with the policy message', async () => {
    const m = await createMember(t.db);
    const cookie = await t.signIn(m.email, m.password);
    const res = await change(cookie, { currentPassword: TEST_PASSWORD, newPassword: 'Password123' });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      code: 'weak_password',
      message: 'This password is too common. Please choose a less predictable one.',
    });
  });

  it('needs a session', async () => {
    const res = await change(undefined, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(401);
  });
});
