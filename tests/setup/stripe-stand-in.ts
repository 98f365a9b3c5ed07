import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface StandInRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  /** The form-encoded body the SDK sent. */
  form: URLSearchParams;
}

/** A Checkout session as Stripe returns it (the fields Praxis and its tests read). */
export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete';
  payment_status: 'unpaid' | 'paid';
  client_reference_id: string | null;
  customer: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  subscription: string | null;
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  created: number;
  livemode: false;
}

export interface StripeStandIn {
  /** Base address for STRIPE_API_URL. */
  url: string;
  requests: StandInRequest[];
  /** Customers known to GET /v1/customers/{id}. */
  customers: Map<string, { email: string | null }>;
  /** Sessions created through POST /v1/checkout/sessions. */
  checkoutSessions: Map<string, CheckoutSession>;
  /** Subscriptions known to GET /v1/subscriptions/{id}. */
  subscriptions: Map<string, Record<string, unknown>>;
  /**
   * Pays a Checkout session as the member would on Stripe's page: a customer (the session's own,
   * or a new one) gets an active yearly subscription, and the signed `checkout.session.completed`
   * event Stripe would send is returned (and posted to `webhookUrl` when the stand-in has one).
   */
  completeCheckout(
    sessionId: string,
    opts?: { email?: string; deliver?: boolean },
  ): Promise<{ payload: string; signature: string; session: CheckoutSession }>;
  /** The next request answers this Stripe error instead. */
  failNext(status: number, message: string): void;
  close(): Promise<void>;
}

const stripeError = (message: string, type = 'invalid_request_error') => ({ error: { type, message } });

/**
 * A loopback HTTP server answering the Stripe endpoints Praxis uses, so the real Stripe SDK is
 * exercised end to end: POST /v1/billing_portal/sessions, GET /v1/customers/{id},
 * POST /v1/checkout/sessions, GET /v1/subscriptions (by customer), GET and DELETE
 * /v1/subscriptions/{id}. A session's `url` opens a one-button
 * stand-in of Stripe's hosted Checkout page; paying there (or `completeCheckout`) completes it and,
 * given a `webhookUrl`, sends the signed webhook the way Stripe (or the Stripe CLI) would.
 */
export async function startStripeStandIn(
  opts: { webhookUrl?: string; webhookSecret?: string } = {},
): Promise<StripeStandIn> {
  const requests: StandInRequest[] = [];
  const customers = new Map<string, { email: string | null }>();
  const checkoutSessions = new Map<string, CheckoutSession>();
  const subscriptions = new Map<string, Record<string, unknown>>();
  let failure: { status: number; message: string } | null = null;
  let baseUrl = '';
  const newId = (prefix: string) => `${prefix}_${crypto.randomBytes(8).toString('hex')}`;
  const nowS = () => Math.floor(Date.now() / 1000);

  async function completeCheckout(sessionId: string, how: { email?: string; deliver?: boolean } = {}) {
    const session = checkoutSessions.get(sessionId);
    if (!session) throw new Error(`No such checkout session: ${sessionId}`);
    if (session.status !== 'complete') {
      const customer = session.customer ?? newId('cus');
      if (!customers.has(customer)) customers.set(customer, { email: how.email ?? null });
      const subscription = newId('sub');
      subscriptions.set(subscription, {
        id: subscription,
        object: 'subscription',
        customer,
        status: 'active',
        cancel_at_period_end: false,
        cancel_at: null,
        ended_at: null,
        metadata: session.metadata,
        items: {
          object: 'list',
          data: [{ id: newId('si'), object: 'subscription_item', current_period_end: nowS() + 365 * 86_400 }],
        },
      });
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        customer,
        subscription,
        url: null,
      });
    }
    const event = signedEvent(
      { type: 'checkout.session.completed', created: nowS(), object: { ...session } },
      opts.webhookSecret,
    );
    if (how.deliver ?? Boolean(opts.webhookUrl)) {
      if (!opts.webhookUrl) throw new Error('This stand-in has no webhookUrl to deliver to');
      const res = await fetch(opts.webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': event.signature },
        body: event.payload,
      });
      if (!res.ok) throw new Error(`Webhook delivery answered ${res.status}: ${await res.text()}`);
    }
    return { ...event, session };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const method = req.method ?? 'GET';
      requests.push({ method, path: url.pathname, authorization: req.headers.authorization, form });

      const send = (status: number, body: unknown) => {
        res.writeHead(status, {
          'Content-Type': 'application/json',
          'Request-Id': `req_${crypto.randomUUID()}`,
        });
        res.end(JSON.stringify(body));
      };
      function checkoutPage(id: string, pay: boolean) {
        const session = checkoutSessions.get(id);
        if (!session) {
          res.writeHead(404, { 'Content-Type': 'text/plain' });
          return res.end('No such checkout session');
        }
        if (pay) {
          completeCheckout(id).then(
            () => {
              res.writeHead(303, { Location: session.success_url });
              res.end();
            },
            (err: Error) => {
              res.writeHead(502, { 'Content-Type': 'text/plain' });
              res.end(err.message);
            },
          );
          return;
        }
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(
          `<!doctype html><html lang="en"><head><title>Stripe Checkout (stand-in)</title></head><body>` +
            `<main><h1>Pay for your membership</h1><form method="post" action="/checkout/${id}/pay">` +
            `<button type="submit">Pay</button></form>` +
            (session.cancel_url ? `<a href="${session.cancel_url}">Back</a>` : '') +
            `</main></body></html>`,
        );
      }
      // Stripe's hosted Checkout page, opened by the member's browser (no API key): one button pays.
      const page = /^\/checkout\/(cs_\w+)(\/pay)?$/.exec(url.pathname);
      if (page) return checkoutPage(page[1]!, Boolean(page[2]) && method === 'POST');
      if (!req.headers.authorization?.startsWith('Bearer sk_')) {
        return send(401, stripeError('Invalid API Key provided'));
      }
      if (failure) {
        const { status, message } = failure;
        failure = null;
        return send(status, stripeError(message, status >= 500 ? 'api_error' : 'invalid_request_error'));
      }
      if (method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
        const customer = form.get('customer');
        if (!customer) return send(400, stripeError('Missing required param: customer.'));
        const id = `bps_${crypto.randomBytes(8).toString('hex')}`;
        return send(200, {
          id,
          object: 'billing_portal.session',
          customer,
          return_url: form.get('return_url'),
          livemode: false,
          created: Math.floor(Date.now() / 1000),
          url: `https://billing.stripe.test/session/${id}`,
        });
      }
      if (method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const mode = form.get('mode');
        if (!mode) return send(400, stripeError('Missing required param: mode.'));
        if (mode === 'subscription' && !form.get('line_items[0][price]')) {
          return send(
            400,
            stripeError('You must provide at least one recurring price in `subscription` mode.'),
          );
        }
        const successUrl = form.get('success_url');
        if (!successUrl) return send(400, stripeError('Missing required param: success_url.'));
        const metadata: Record<string, string> = {};
        for (const [key, value] of form) {
          const m = /^metadata\[(.+)\]$/.exec(key);
          if (m) metadata[m[1]!] = value;
        }
        const id = `cs_test_${crypto.randomBytes(12).toString('hex')}`;
        const session: CheckoutSession = {
          id,
          object: 'checkout.session',
          mode,
          status: 'open',
          payment_status: 'unpaid',
          client_reference_id: form.get('client_reference_id'),
          customer: form.get('customer'),
          customer_email: form.get('customer_email'),
          metadata,
          subscription: null,
          success_url: successUrl,
          cancel_url: form.get('cancel_url'),
          url: `${baseUrl}/checkout/${id}`,
          created: nowS(),
          livemode: false,
        };
        checkoutSessions.set(id, session);
        return send(200, session);
      }
      // A customer's subscriptions that have not been canceled (Stripe's default listing).
      if (method === 'GET' && url.pathname === '/v1/subscriptions') {
        const customer = url.searchParams.get('customer');
        const data = [...subscriptions.values()].filter(
          (sub) => (!customer || sub.customer === customer) && sub.status !== 'canceled',
        );
        return send(200, { object: 'list', url: '/v1/subscriptions', has_more: false, data });
      }
      const subscriptionPath = /^\/v1\/subscriptions\/([\w-]+)$/.exec(url.pathname);
      // Canceling a subscription ends it at once, as Stripe's DELETE does.
      if (method === 'DELETE' && subscriptionPath) {
        const subscription = subscriptions.get(subscriptionPath[1]!);
        if (!subscription) {
          return send(404, stripeError(`No such subscription: '${subscriptionPath[1]}'`));
        }
        Object.assign(subscription, { status: 'canceled', ended_at: nowS(), canceled_at: nowS() });
        return send(200, subscription);
      }
      if (method === 'GET' && subscriptionPath) {
        const subscription = subscriptions.get(subscriptionPath[1]!);
        if (!subscription) {
          return send(404, stripeError(`No such subscription: '${subscriptionPath[1]}'`));
        }
        return send(200, subscription);
      }
      const customerPath = /^\/v1\/customers\/([\w-]+)$/.exec(url.pathname);
      if (method === 'GET' && customerPath) {
        const id = customerPath[1]!;
        const customer = customers.get(id);
        if (!customer) return send(404, stripeError(`No such customer: '${id}'`));
        return send(200, { id, object: 'customer', email: customer.email, livemode: false });
      }
      return send(404, stripeError(`Unrecognized request URL (${method}: ${url.pathname})`));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    requests,
    customers,
    checkoutSessions,
    subscriptions,
    completeCheckout,
    failNext(status, message) {
      failure = { status, message };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

export const WEBHOOK_SECRET = 'whsec_test_praxis_stand_in';

/** The app settings that point the real Stripe SDK at a stand-in. */
export const stripeEnv = (standIn: Pick<StripeStandIn, 'url'>) => ({
  STRIPE_SECRET_KEY: 'sk_test_praxis',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: standIn.url,
});

/** A Stripe event body and its signature header, signed as Stripe would sign it. */
export function signedEvent(
  event: { id?: string; type: string; created: number; object: Record<string, unknown> },
  secret = WEBHOOK_SECRET,
) {
  const payload = JSON.stringify({
    id: event.id ?? `evt_${crypto.randomBytes(8).toString('hex')}`,
    object: 'event',
    api_version: '2025-03-31.basil',
    created: event.created,
    livemode: false,
    pending_webhooks: 1,
    type: event.type,
    data: { object: event.object },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}
