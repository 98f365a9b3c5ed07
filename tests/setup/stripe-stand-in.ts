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

export interface StripeStandIn {
  /** Base address for STRIPE_API_URL. */
  url: string;
  requests: StandInRequest[];
  /** Customers known to GET /v1/customers/{id}. */
  customers: Map<string, { email: string | null }>;
  /** The next request answers this Stripe error instead. */
  failNext(status: number, message: string): void;
  close(): Promise<void>;
}

const stripeError = (message: string, type = 'invalid_request_error') => ({ error: { type, message } });

/**
 * A loopback HTTP server answering the Stripe endpoints Praxis uses, so the real Stripe SDK is
 * exercised end to end: POST /v1/billing_portal/sessions and GET /v1/customers/{id}.
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StandInRequest[] = [];
  const customers = new Map<string, { email: string | null }>();
  let failure: { status: number; message: string } | null = null;

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

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    customers,
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
