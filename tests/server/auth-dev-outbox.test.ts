import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devOutboxEnabled } from '../../src/server/features/dev-outbox/routes';
import { createMember } from '../factories/members';
import { createTestApp, type TestApp } from '../setup/test-app';

/** Without SMTP_URL every email lands in the dev outbox, listed at /api/dev/outbox outside production. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function waitForOutbox(to: string) {
  for (let i = 0; i < 100; i++) {
    const body = await (await t.request(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json();
    if (body.messages.length > 0) return body.messages;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`nothing in the outbox for ${to}`);
}

describe('dev outbox', () => {
  it('lists stored emails newest first, filtered by recipient, with their links', async () => {
    const a = await createMember(t.db);
    const b = await createMember(t.db);
    expect(t.deps.mailer.kind).toBe('outbox');
    await t.request('/api/auth-flows/magic-link', { method: 'POST', json: { email: a.email } });
    const [forA] = await waitForOutbox(a.email.toUpperCase());
    expect(forA).toMatchObject({ to: a.email, subject: 'Your Praxis sign-in link' });
    expect(forA.link).toMatch(/^http:\/\/localhost:3000\/auth\/callback\?type=magiclink&token=/);
    expect(forA.text).toContain(forA.link);
    expect(Object.keys(forA).sort()).toEqual(['createdAt', 'id', 'link', 'subject', 'text', 'to']);

    await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: b.email, redirectTo: '/reset-password' },
    });
    await waitForOutbox(b.email);
    const all = (await (await t.request('/api/dev/outbox')).json()).messages;
    expect(all.map((m: { to: string }) => m.to).slice(0, 2)).toEqual([b.email, a.email]);
  });

  it('is absent in production and when real SMTP is configured', async () => {
    // Production requires SMTP; with it (unreachable here, nothing is sent) the outbox is gone.
    const production = await createTestApp({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const res = await production.request('/api/dev/outbox');
      expect(res.status).toBe(404);
      const doc = await (await production.request('/api/openapi.json')).json();
      expect(Object.keys(doc.paths)).not.toContain('/dev/outbox');
    } finally {
      await production.close();
    }
    const development = { ...t.deps.env, NODE_ENV: 'development' as const };
    expect(devOutboxEnabled({ env: development, mailer: { kind: 'smtp', send: async () => {}, deliverDue: async () => 0, queue: async () => {} } })).toBe(
      false,
    );
    expect(devOutboxEnabled({ env: development, mailer: t.deps.mailer })).toBe(true);
    const doc = await (await t.request('/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toContain('/dev/outbox');
  });
});
