import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { requireMember } from '../../auth/session';
import type { AppDeps } from '../../context';
import { AppError, badRequest } from '../../lib/errors';
import { createRouter, errorResponse, json } from '../../lib/openapi';
import { BILLING_NOT_CONFIGURED, createStripeClient, verifyWebhook } from '../../payments/stripe';
import { billingSummary, openBillingPortal } from './service';
import { applyStripeEvent } from './webhook';

const BillingSchema = z
  .object({
    isSuperAdmin: z.boolean(),
    state: z.enum(['lifetime', 'active', 'canceled', 'unknown']),
    access: z.enum(['FULL_ACCESS', 'RESTRICTED_ACCESS']),
    status: z.string().nullable(),
    currentPeriodEnd: z.string().nullable(),
    cancelAtPeriodEnd: z.boolean(),
    hasCustomer: z.boolean(),
    portalAllowed: z.boolean(),
  })
  .openapi('Billing');

const getBilling = createRoute({
  method: 'get',
  path: '/',
  tags: ['Billing'],
  summary: "The signed-in member's subscription state, as the billing page shows it",
  responses: { 200: json(BillingSchema, 'Subscription state'), 401: errorResponse('Not signed in') },
});

const createPortal = createRoute({
  method: 'post',
  path: '/portal',
  tags: ['Billing'],
  summary: 'Open a Stripe billing portal session (active card subscriptions only)',
  responses: {
    200: json(z.object({ url: z.url() }), 'Portal session; open the url in a new tab'),
    400: errorResponse('No active card subscription to manage'),
    401: errorResponse('Not signed in'),
    502: errorResponse('Stripe refused or could not be reached'),
    503: errorResponse('Billing is not configured'),
  },
});

const webhook = createRoute({
  method: 'post',
  path: '/webhook',
  tags: ['Billing'],
  summary: 'Stripe webhook (signed; the raw body is verified with STRIPE_WEBHOOK_SECRET)',
  request: {
    headers: z.object({ 'stripe-signature': z.string().min(1, 'Missing Stripe-Signature header') }),
  },
  responses: {
    200: json(z.object({ received: z.literal(true), outcome: z.string() }), 'Event accepted'),
    400: errorResponse('Bad signature'),
    503: errorResponse('Webhook secret not configured'),
  },
});

export function billingRoutes(deps: AppDeps) {
  const app = createRouter();
  const stripe = createStripeClient(deps.env);
  // Restricted members still reach their own billing state (the webhook is signed, not a session).
  const member = requireMember(deps, { allowRestricted: true });
  app.use('/', member);
  app.use('/portal', member);

  app.openapi(getBilling, (c) => c.json(billingSummary(c.get('member').profile), 200));

  app.openapi(createPortal, async (c) => {
    const { profile } = c.get('member');
    return c.json(
      await openBillingPortal({ stripe, appUrl: deps.env.APP_URL, logger: c.get('log') }, profile),
      200,
    );
  });

  app.use('/webhook', bodyLimit({ maxSize: 512 * 1024 }));
  app.openapi(webhook, async (c) => {
    const secret = deps.env.STRIPE_WEBHOOK_SECRET;
    if (!secret) throw new AppError(503, 'billing_not_configured', BILLING_NOT_CONFIGURED);
    const raw = await c.req.text();
    let event: ReturnType<typeof verifyWebhook>;
    try {
      event = verifyWebhook(raw, c.req.valid('header')['stripe-signature'], secret);
    } catch {
      throw badRequest('Invalid webhook signature.', 'invalid_signature');
    }
    const outcome = await applyStripeEvent({ db: deps.db, stripe, logger: c.get('log') }, event);
    return c.json({ received: true as const, outcome }, 200);
  });
  return app;
}
