import { createRoute, z } from '@hono/zod-openapi';
import { BillingSummarySchema, JoinOptionsSchema, WebhookReceivedSchema } from '../../../shared/contract/billing';
import { RedirectUrlSchema } from '../../../shared/contract/common';
import type { AppDeps } from '../../context';
import { access, withDeps } from '../../http/access';
import { allowBody } from '../../http/body-limit';
import { AppError, badRequest } from '../../lib/errors';
import { createRouter, errorResponse, json } from '../../http/openapi';
import { BILLING_NOT_CONFIGURED, createStripeClient, verifyWebhook } from '../../payments/stripe';
import { rateLimit } from '../../lib/rate-limit';
import { createCheckoutSession, joinOptions } from './checkout';
import { billingSummary, openBillingPortal } from './service';
import { applyStripeEvent } from './webhook';

const getBilling = createRoute({
  method: 'get',
  path: '/',
  tags: ['Billing'],
  summary: "The signed-in member's subscription state, as the billing page shows it",
  ...access('account'),
  responses: { 200: json(BillingSummarySchema, 'Subscription state'), 401: errorResponse('Not signed in') },
});

const createPortal = createRoute({
  method: 'post',
  path: '/portal',
  tags: ['Billing'],
  summary: 'Open a Stripe billing portal session (active card subscriptions only)',
  ...access('account'),
  responses: {
    200: json(RedirectUrlSchema, 'Portal session; open the url in a new tab'),
    400: errorResponse('No active card subscription to manage'),
    401: errorResponse('Not signed in'),
    502: errorResponse('Stripe refused or could not be reached'),
    503: errorResponse('Billing is not configured'),
  },
});

const getJoin = createRoute({
  method: 'get',
  path: '/join',
  tags: ['Billing'],
  summary: 'How one becomes a member here: whether joining by card is open, and the price shown',
  ...access('public'),
  responses: {
    200: json(JoinOptionsSchema, 'What /join offers'),
  },
});

const createCheckout = createRoute({
  method: 'post',
  path: '/checkout',
  tags: ['Billing'],
  summary: 'Start a Stripe Checkout session for the membership (members without access)',
  ...access(
    'account',
    withDeps((deps) => rateLimit(deps, 'checkout', { window: 600, max: 20 })),
  ),
  responses: {
    200: json(RedirectUrlSchema, 'Checkout session; send the browser to its url'),
    401: errorResponse('Not signed in'),
    409: errorResponse('Already has access'),
    429: errorResponse('Too many attempts'),
    502: errorResponse('Stripe refused or could not be reached'),
    503: errorResponse('Joining by card is not configured'),
  },
});

const webhook = createRoute({
  method: 'post',
  path: '/webhook',
  tags: ['Billing'],
  summary: 'Stripe webhook (signed; the raw body is verified with STRIPE_WEBHOOK_SECRET)',
  // Stripe's events can be larger than the API-wide body limit.
  ...access('webhook', allowBody(512 * 1024)),
  request: {
    headers: z.object({ 'stripe-signature': z.string().min(1, 'Missing Stripe-Signature header') }),
  },
  responses: {
    200: json(WebhookReceivedSchema, 'Event accepted'),
    400: errorResponse('Bad signature'),
    503: errorResponse('Webhook secret not configured'),
  },
});

export function billingRoutes(deps: AppDeps) {
  const app = createRouter();
  const stripe = createStripeClient(deps.env);

  app.openapi(getJoin, (c) => c.json(joinOptions(deps.env), 200));

  app.openapi(createCheckout, async (c) =>
    c.json(
      await createCheckoutSession({ stripe, env: deps.env, logger: c.get('log') }, c.get('member')),
      200,
    ),
  );

  app.openapi(getBilling, (c) => c.json(billingSummary(c.get('member').profile), 200));

  app.openapi(createPortal, async (c) => {
    const { profile } = c.get('member');
    return c.json(
      await openBillingPortal({ stripe, appUrl: deps.env.APP_URL, logger: c.get('log') }, profile),
      200,
    );
  });

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
