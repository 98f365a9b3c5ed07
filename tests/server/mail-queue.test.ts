import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mailQueue } from '../../src/server/db/schema';
import { issueSignInCode } from '../../src/server/auth/sign-in-code';
import { MAIL_MAX_ATTEMPTS, mailRetryDelayMs } from '../../src/server/mail/mailer';
import { mailSealKey, openMailBody } from '../../src/server/mail/sealed-body';
import { createMember } from '../factories/members';
import { startTestSmtp, type TestSmtp } from '../setup/smtp';
import { createTestApp } from '../setup/test-app';
import { INVITE_PATH, inviteBody, inviteOutcome } from '../support/invite';

/*
 * The mail server being down never fails a member's action: the message waits in the database
 * queue and is delivered by a later retry once the server is back.
 */

// A port where a mail server was and no longer is.
const first = await startTestSmtp();
const port = Number(new URL(first.url).port);
const smtpUrl = first.url;
await first.close();

const t = await createTestApp({ SMTP_URL: smtpUrl });
let back: TestSmtp | undefined;
afterAll(async () => {
  await back?.close();
  await t.close();
});

const queued = () => t.db.select().from(mailQueue);
const makeDue = () => t.db.update(mailQueue).set({ nextAttemptAt: new Date(Date.now() - 1000) });

describe('SMTP down', () => {
  it('still invites, queues the mail, and delivers it once the server is back', async () => {
    const admin = await createMember(t.db, { role: 'admin' });
    const cookie = await t.signIn(admin.email, admin.password);
    const res = await t.request(INVITE_PATH, {
      method: 'POST',
      cookie,
      json: inviteBody({ email: 'invitee@example.test', access: 'lifetime' }),
    });
    expect(res.status).toBe(200);
    expect(await inviteOutcome(res)).toMatchObject({ status: 'invited' });
    const [row] = await queued();
    expect(row).toMatchObject({ to: 'invitee@example.test', attempts: 1 });
    expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
    // Not tried again before its time.
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + mailRetryDelayMs(1) - 5_000);
    expect(await t.deps.mailer.deliverDue()).toBe(0);

    back = await startTestSmtp(port);
    await makeDue();
    expect(await t.deps.mailer.deliverDue()).toBe(1);
    const mail = await back.waitFor('invitee@example.test');
    expect(mail.links.some((l) => l.includes('/setup-password?type=invite'))).toBe(true);
    // Delivered mail (and its sign-in link) leaves the database.
    expect(await queued()).toEqual([]);
  });

  it('signs a visitor up while the mail server is away (the verification mail waits)', async () => {
    await back?.close();
    back = undefined;
    const res = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: 'newcomer@example.test', password: 'a-long-enough-password-1', name: 'New Comer', firstName: 'New', lastName: 'Comer' },
    });
    expect(res.status).toBe(200);
    // The verification mail is sent after the answer: wait for its first attempt to be over.
    for (let i = 0; i < 200 && !(await queued())[0]?.lastError; i++)
      await new Promise((r) => setTimeout(r, 25));
    const rows = await queued();
    expect(rows.map((r) => [r.to, r.attempts])).toEqual([['newcomer@example.test', 1]]);
  });

  it('waits longer after each failure, and gives a message up after the last attempt', async () => {
    expect([1, 2, 3, 20].map(mailRetryDelayMs)).toEqual([30_000, 60_000, 120_000, 4 * 60 * 60_000]);
    await makeDue();
    expect(await t.deps.mailer.deliverDue()).toBe(0);
    const [retried] = await queued();
    expect(retried!.attempts).toBe(2);
    await t.db
      .update(mailQueue)
      .set({ attempts: MAIL_MAX_ATTEMPTS - 1 })
      .where(eq(mailQueue.id, retried!.id));
    await makeDue();
    expect(await t.deps.mailer.deliverDue()).toBe(0);
    expect(await queued()).toEqual([]);
  });
});

describe('queued mail at rest', () => {
  it('holds no usable one-time link or code: not for a magic link, a reset, an invite, a verification or a sign-in code', async () => {
    await back?.close();
    back = undefined;
    const member = await createMember(t.db);
    const admin = await createMember(t.db, { role: 'admin' });
    const cookie = await t.signIn(admin.email, admin.password);
    const post = (path: string, json: unknown, withCookie?: string) =>
      t.request(path, { method: 'POST', json, cookie: withCookie });

    expect((await post('/api/auth-flows/magic-link', { email: member.email })).status).toBe(200);
    expect(
      (await post('/api/auth/request-password-reset', { email: member.email, redirectTo: '/reset-password' }))
        .status,
    ).toBe(200);
    const invitee = 'sealed-invitee@example.test';
    expect((await post(INVITE_PATH, inviteBody({ email: invitee, access: 'lifetime' }), cookie)).status).toBe(
      200,
    );
    const newcomer = 'sealed-newcomer@example.test';
    expect(
      (
        await post('/api/auth/sign-up/email', {
          email: newcomer,
          password: 'a-long-enough-password-1',
          name: 'Sealed Newcomer',
          firstName: 'Sealed',
          lastName: 'Newcomer',
        })
      ).status,
    ).toBe(200);
    await issueSignInCode(t.deps, { id: member.id, email: member.email });

    // Every message's first attempt is over (mail goes out after the answer): all five wait.
    for (let i = 0; i < 200 && (await queued()).filter((r) => r.lastError).length < 5; i++)
      await new Promise((r) => setTimeout(r, 25));
    const atRest = await queued();
    expect(atRest).toHaveLength(5);
    // Without the server secret a row opens to nothing.
    expect(() => openMailBody(mailSealKey('another-secret-another-secret-0123'), atRest[0]!.body)).toThrow();

    back = await startTestSmtp(port);
    await makeDue();
    expect(await t.deps.mailer.deliverDue()).toBe(5);
    const delivered = [
      ...(await Promise.all([member.email, invitee, newcomer].map((to) => back!.waitFor(to)))),
    ];
    await back.waitFor(member.email, { count: 3 });
    const mails = [...back.to(member.email), ...back.to(invitee), ...back.to(newcomer)];
    expect(delivered).toHaveLength(3);
    const secrets = [
      ...mails.flatMap((m) => m.links.map((l) => new URL(l).searchParams.get('token')).filter(Boolean)),
      ...mails.flatMap((m) => /sign-in code is (\d{6})/.exec(m.text)?.[1] ?? []),
    ] as string[];
    // Four links with tokens and one code went out…
    expect(secrets).toHaveLength(5);
    // …and none of them was in the queue while it waited.
    const stored = JSON.stringify(atRest);
    for (const secret of secrets) expect(stored).not.toContain(secret);
    expect(stored).not.toContain('token=');
    expect(await queued()).toEqual([]);
  });
});
