import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, profiles, resources } from '../../src/server/db/schema';
import { seedDemoLibrary } from '../../src/server/seed';
import { setManualSubscription } from '../../src/server/features/billing/service';
import { createMember } from '../factories/members';
import { type StripeStandIn, startStripeStandIn, stripeEnv } from '../setup/stripe-stand-in';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../setup/test-app';

const DAY = 864e5;
const future = () => new Date(Date.now() + 30 * DAY);
const past = () => new Date(Date.now() - 20 * DAY);

let t: TestApp;
let stripe: StripeStandIn;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp({
    ...stripeEnv(stripe),
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

type ProfileFields = Parameters<typeof createMember>[1];

async function signedInAs(fields: ProfileFields) {
  const m = await createMember(t.db, fields);
  return { ...m, cookie: await t.signIn(m.email, m.password) };
}

async function billingOf(fields: ProfileFields) {
  const { cookie } = await signedInAs(fields);
  const res = await t.request('/api/billing', { cookie });
  expect(res.status).toBe(200);
  return res.json();
}

describe('GET /api/billing', () => {
  it('needs a session', async () => {
    const res = await t.request('/api/billing');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: 'unauthorized', message: 'User not authenticated' },
      requestId: expect.any(String),
    });
  });

  it('reports an active card subscription, with the portal allowed', async () => {
    const end = future();
    const body = await billingOf({
      subscriptionStatus: 'active',
      currentPeriodEnd: end,
      stripeCustomerId: 'cus_active_card',
    });
    expect(body).toEqual({
      isSuperAdmin: false,
      state: 'active',
      access: 'FULL_ACCESS',
      status: 'active',
      currentPeriodEnd: end.toISOString(),
      cancelAtPeriodEnd: false,
      hasCustomer: true,
      portalAllowed: true,
    });
  });

  it('reports a subscription set to cancel at period end', async () => {
    const body = await billingOf({
      subscriptionStatus: 'active',
      currentPeriodEnd: future(),
      stripeCustomerId: 'cus_canceling',
      cancelAtPeriodEnd: true,
    });
    expect(body).toMatchObject({ state: 'active', cancelAtPeriodEnd: true, portalAllowed: true });
  });

  it('reports a wire-transfer member as active without a portal', async () => {
    const body = await billingOf({ subscriptionStatus: 'active' });
    expect(body).toMatchObject({
      state: 'active',
      access: 'FULL_ACCESS',
      currentPeriodEnd: null,
      hasCustomer: false,
      portalAllowed: false,
    });
  });

  it('reports lifetime access', async () => {
    const body = await billingOf({ subscriptionStatus: 'lifetime' });
    expect(body).toMatchObject({ state: 'lifetime', access: 'FULL_ACCESS', portalAllowed: false });
  });

  it('answers a canceled member too (restricted, but billing stays reachable)', async () => {
    const end = past();
    const body = await billingOf({
      subscriptionStatus: 'canceled',
      currentPeriodEnd: end,
      stripeCustomerId: 'cus_canceled',
    });
    expect(body).toMatchObject({
      state: 'canceled',
      access: 'RESTRICTED_ACCESS',
      currentPeriodEnd: end.toISOString(),
      portalAllowed: false,
    });
  });

  it('counts an active status whose period has passed as canceled', async () => {
    const body = await billingOf({
      subscriptionStatus: 'active',
      currentPeriodEnd: past(),
      stripeCustomerId: 'cus_lapsed',
    });
    expect(body).toMatchObject({ state: 'canceled', access: 'RESTRICTED_ACCESS' });
  });

  it('reports an unknown status (set by an administrator) with full access', async () => {
    const body = await billingOf({ subscriptionStatus: 'unknown' });
    expect(body).toMatchObject({
      state: 'unknown',
      access: 'FULL_ACCESS',
      status: 'unknown',
      portalAllowed: false,
    });
  });

  it('reports no membership (no status at all) without access, billing still reachable', async () => {
    const body = await billingOf({ subscriptionStatus: null });
    expect(body).toMatchObject({
      state: 'none',
      access: 'NO_MEMBERSHIP',
      status: null,
      portalAllowed: false,
    });
  });

  it.each(['super_admin', 'super-admin'] as const)(
    'flags a super admin (%s) with full access',
    async (role) => {
      const body = await billingOf({ role, subscriptionStatus: 'canceled', currentPeriodEnd: past() });
      expect(body).toMatchObject({ isSuperAdmin: true, access: 'FULL_ACCESS' });
    },
  );
});

describe('POST /api/billing/portal', () => {
  it('opens a Stripe portal session for the member’s own customer, returning to /billing', async () => {
    const { cookie } = await signedInAs({
      subscriptionStatus: 'active',
      currentPeriodEnd: future(),
      stripeCustomerId: 'cus_portal_owner',
    });
    const before = stripe.requests.length;
    const res = await t.request('/api/billing/portal', { method: 'POST', cookie });

    expect(res.status).toBe(200);
    const { url } = await res.json();
    expect(url).toMatch(/^https:\/\/billing\.stripe\.test\/session\/bps_[0-9a-f]+$/);
    const sent = stripe.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/v1/billing_portal/sessions' });
    expect(sent[0]!.authorization).toBe('Bearer sk_test_praxis');
    expect(sent[0]!.form.get('customer')).toBe('cus_portal_owner');
    expect(sent[0]!.form.get('return_url')).toBe(`${TEST_ORIGIN}/billing`);
  });

  it.each([
    ['a wire-transfer member', { subscriptionStatus: 'active' }, /not managed through card billing/],
    [
      'a lifetime member',
      { subscriptionStatus: 'lifetime', stripeCustomerId: 'cus_lifetime_portal' },
      /only while/,
    ],
    [
      'a canceled member',
      { subscriptionStatus: 'canceled', currentPeriodEnd: past(), stripeCustomerId: 'cus_canceled_portal' },
      /only while/,
    ],
    ['a member of unknown status', {}, /not managed through card billing/],
  ] as const)('refuses %s without calling Stripe', async (_label, fields, message) => {
    const { cookie } = await signedInAs({ ...fields });
    const before = stripe.requests.length;
    const res = await t.request('/api/billing/portal', { method: 'POST', cookie });

    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('billing_portal_unavailable');
    expect(body.error.message).toMatch(message);
    expect(stripe.requests.length).toBe(before);
  });

  it('reports a Stripe failure as a failure to open the portal', async () => {
    const { cookie } = await signedInAs({
      subscriptionStatus: 'active',
      currentPeriodEnd: future(),
      stripeCustomerId: 'cus_gone',
    });
    stripe.failNext(400, "No such customer: 'cus_gone'");
    const res = await t.request('/api/billing/portal', { method: 'POST', cookie });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({
      error: { code: 'billing_portal_failed', message: 'Failed to open billing portal' },
      requestId: expect.any(String),
    });
  });

  it('needs a session', async () => {
    const res = await t.request('/api/billing/portal', { method: 'POST' });
    expect(res.status).toBe(401);
  });

  it('answers that billing is not configured when no Stripe key is set', async () => {
    const bare = await createTestApp();
    try {
      const m = await createMember(bare.db, {
        subscriptionStatus: 'active',
        currentPeriodEnd: future(),
        stripeCustomerId: 'cus_unconfigured',
      });
      const cookie = await bare.signIn(m.email, m.password);
      const res = await bare.request('/api/billing/portal', { method: 'POST', cookie });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        error: { code: 'billing_not_configured', message: 'Billing is not configured on this platform.' },
        requestId: expect.any(String),
      });
      // The webhook cannot verify anything without its secret either.
      const hook = await bare.app.request('/api/billing/webhook', {
        method: 'POST',
        headers: { 'Stripe-Signature': 't=1,v1=abc', 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(hook.status).toBe(503);
      expect((await hook.json()).error.code).toBe('billing_not_configured');
    } finally {
      await bare.close();
    }
  });
});

describe('restricted members', () => {
  it('are refused by members-only routes while /api/me and /api/billing still answer', async () => {
    await seedDemoLibrary(t.db);
    const [canvas] = await t.db
      .select({ id: resources.id })
      .from(resources)
      .where(eq(resources.type, 'canvas'))
      .limit(1);
    const pdf = `/files/canvases/${canvas!.id}.pdf`;

    const active = await signedInAs({ subscriptionStatus: 'active' });
    expect((await t.request(pdf, { cookie: active.cookie })).status).toBe(200);

    const canceled = await signedInAs({
      subscriptionStatus: 'canceled',
      currentPeriodEnd: past(),
      stripeCustomerId: 'cus_restricted',
    });
    const refused = await t.request(pdf, { cookie: canceled.cookie });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('subscription_restricted');

    const me = await t.request('/api/me', { cookie: canceled.cookie });
    expect(me.status).toBe(200);
    expect((await me.json()).subscription).toMatchObject({ state: 'canceled', access: 'RESTRICTED_ACCESS' });
    const billing = await t.request('/api/billing', { cookie: canceled.cookie });
    expect(billing.status).toBe(200);
    expect((await billing.json()).state).toBe('canceled');
  });
});

describe('POST /api/admin/members/{id}/subscription', () => {
  const setKind = (cookie: string | undefined, id: string, kind: unknown) =>
    t.request(`/api/admin/members/${id}/subscription`, { method: 'POST', cookie, json: { kind } });

  it('is refused to members (403) and to visitors (401), changing nothing', async () => {
    const target = await createMember(t.db, { subscriptionStatus: 'canceled', currentPeriodEnd: past() });
    const member = await signedInAs({ subscriptionStatus: 'active' });
    const res = await setKind(member.cookie, target.id, 'lifetime');
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('forbidden');
    expect((await setKind(undefined, target.id, 'lifetime')).status).toBe(401);
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, target.id));
    expect(row!.subscriptionStatus).toBe('canceled');
    const logged = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, target.id));
    expect(logged).toEqual([]);
  });

  it('records who set which membership in the audit log', async () => {
    const admin = await signedInAs({ role: 'admin', subscriptionStatus: 'lifetime' });
    const target = await createMember(t.db, { subscriptionStatus: 'canceled', currentPeriodEnd: past() });
    expect((await setKind(admin.cookie, target.id, 'lifetime')).status).toBe(200);
    const logged = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, target.id));
    expect(logged).toEqual([
      expect.objectContaining({
        actorUserId: admin.id,
        actorEmail: admin.email,
        action: 'member.subscription.set',
        targetType: 'member',
        after: { kind: 'lifetime', endsAt: null },
      }),
    ]);
  });

  it('lets an admin grant lifetime access, set wire transfer, mark unknown and clear', async () => {
    const admin = await signedInAs({ role: 'admin', subscriptionStatus: 'lifetime' });
    const target = await createMember(t.db, {
      subscriptionStatus: 'canceled',
      currentPeriodEnd: past(),
      stripeCustomerId: 'cus_admin_target',
      cancelAtPeriodEnd: true,
    });

    const lifetime = await setKind(admin.cookie, target.id, 'lifetime');
    expect(lifetime.status).toBe(200);
    expect(await lifetime.json()).toEqual({
      id: target.id,
      email: target.email,
      state: 'lifetime',
      status: 'lifetime',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      // A membership set by hand is detached from Stripe.
      hasCustomer: false,
    });

    const wire = await setKind(admin.cookie, target.id, 'wire');
    expect(await wire.json()).toMatchObject({
      state: 'active',
      status: 'active',
      currentPeriodEnd: null,
      hasCustomer: false,
    });
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, target.id));
    expect(row).toMatchObject({
      stripeCustomerId: null,
      currentPeriodEnd: null,
      subscriptionStatus: 'active',
    });
    expect(row!.billingSyncedAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);

    const until = new Date(Date.now() + 90 * DAY).toISOString();
    const wireUntil = await t.request(`/api/admin/members/${target.id}/subscription`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { kind: 'wire', endsAt: until },
    });
    expect(await wireUntil.json()).toMatchObject({ state: 'active', currentPeriodEnd: until });

    const unknown = await setKind(admin.cookie, target.id, 'unknown');
    expect(await unknown.json()).toMatchObject({
      state: 'unknown',
      status: 'unknown',
      currentPeriodEnd: null,
    });

    const cleared = await setKind(admin.cookie, target.id, 'clear');
    expect(await cleared.json()).toMatchObject({ state: 'none', status: null });
    const cookie = await t.signIn(target.email, target.password);
    expect((await t.request('/api/resources', { cookie })).status).toBe(403);
  });

  it('needs the kind said explicitly: no body, an empty body or endsAt on another kind answer 400', async () => {
    const admin = await signedInAs({ role: 'admin', subscriptionStatus: 'lifetime' });
    const target = await createMember(t.db, { subscriptionStatus: 'lifetime' });
    const path = `/api/admin/members/${target.id}/subscription`;
    expect((await t.request(path, { method: 'POST', cookie: admin.cookie })).status).toBe(400);
    expect((await t.request(path, { method: 'POST', cookie: admin.cookie, json: {} })).status).toBe(400);
    const misplaced = await t.request(path, {
      method: 'POST',
      cookie: admin.cookie,
      json: { kind: 'lifetime', endsAt: new Date().toISOString() },
    });
    expect(misplaced.status).toBe(400);
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, target.id));
    expect(row!.subscriptionStatus).toBe('lifetime');
  });

  it('answers 404 for an unknown member and 400 for a bad kind or id', async () => {
    const admin = await signedInAs({ role: 'super_admin' });
    const missing = await setKind(admin.cookie, crypto.randomUUID(), 'wire');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      error: { code: 'not_found', message: 'Member not found' },
      requestId: expect.any(String),
    });
    const badKind = await setKind(admin.cookie, admin.id, 'forever');
    expect(badKind.status).toBe(400);
    expect((await badKind.json()).error).toEqual({
      code: 'invalid_request',
      message: 'kind must be lifetime, wire, unknown or clear',
    });
    expect((await setKind(admin.cookie, 'not-a-uuid', 'wire')).status).toBe(400);
  });

  it('shares its logic with the command line through setManualSubscription (by email)', async () => {
    const target = await createMember(t.db, { email: 'Wire.Payer@Example.test' });
    const row = await setManualSubscription(t.db, 'wire.payer@example.test', { kind: 'wire' });
    expect(row).toMatchObject({ id: target.id, subscriptionStatus: 'active', stripeCustomerId: null });
    await expect(setManualSubscription(t.db, 'nobody@example.test', { kind: 'lifetime' })).rejects.toThrow(
      'Member not found',
    );
  });

  it('is documented in the OpenAPI description with the billing routes', async () => {
    const doc = await (await t.request('/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/billing',
        '/billing/portal',
        '/billing/join',
        '/billing/checkout',
        '/billing/webhook',
        '/admin/members/{id}/subscription',
      ]),
    );
  });
});
