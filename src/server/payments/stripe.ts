import Stripe from 'stripe';
import type { Env } from '../env';

export type StripeClient = Stripe;
export type StripeEvent = Stripe.Event;

export const BILLING_NOT_CONFIGURED = 'Billing is not configured on this platform.';

/**
 * The Stripe client built from the environment, or null when no secret key is set. STRIPE_API_URL
 * points the SDK at another Stripe-compatible address (the loopback stand-in in tests).
 */
export function createStripeClient(
  env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL' | 'APP_NAME'>,
): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  const config: Stripe.StripeConfig = {
    maxNetworkRetries: 1,
    timeout: 15_000,
    appInfo: { name: env.APP_NAME },
  };
  if (env.STRIPE_API_URL) {
    const url = new URL(env.STRIPE_API_URL);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    config.protocol = protocol;
    config.host = url.hostname;
    config.port = url.port ? Number(url.port) : protocol === 'http' ? 80 : 443;
  }
  return new Stripe(env.STRIPE_SECRET_KEY, config);
}

/**
 * Verifies a webhook's signature against the raw body and returns the event; throws
 * Stripe's signature error when the body, header or secret do not match (or the timestamp is stale).
 */
export function verifyWebhook(rawBody: string, signature: string, secret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, secret);
}
