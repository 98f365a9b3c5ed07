import type { JoinEnv } from './join-options';
import type { RedirectUrl } from '../../../shared/contract/common';
import type { Env } from '../../env';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { StripeClient } from '../../payments/stripe';
import type { SessionMember } from '../../auth/session';

export const JOIN_UNAVAILABLE = 'Joining by card is not available on this platform.';
export const CHECKOUT_FAILED = 'We could not start the payment. Please try again in a moment.';
export const ALREADY_MEMBER = 'You already have access to the library.';

/** Where Stripe Checkout sends the member back to. */
export const CHECKOUT_RETURN = { success: '/join?checkout=success', cancel: '/join?checkout=canceled' };

export { joinOptions } from './join-options';

/**
 * A Stripe Checkout session for a subscription to the membership price, tied to the member by the
 * ids this server chose (`client_reference_id` and `metadata.userId` are the member's user id) —
 * never by an email address, which is why none is sent. A member who paid by card before keeps
 * their Stripe customer. Members who already have full access cannot start one.
 */
export async function createCheckoutSession(
  opts: { stripe: StripeClient | null; env: JoinEnv & Pick<Env, 'APP_URL'>; logger: Logger },
  member: Pick<SessionMember, 'user' | 'profile' | 'subscription'>,
): Promise<RedirectUrl> {
  if (member.subscription.access === 'FULL_ACCESS') {
    throw new AppError(409, 'already_member', ALREADY_MEMBER);
  }
  const price = opts.env.STRIPE_PRICE_ID;
  if (!opts.stripe || !price) throw new AppError(503, 'billing_not_configured', JOIN_UNAVAILABLE);
  const base = opts.env.APP_URL.replace(/\/$/, '');
  const userId = member.user.id;
  try {
    const session = await opts.stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price, quantity: 1 }],
      client_reference_id: userId,
      metadata: { userId },
      subscription_data: { metadata: { userId } },
      ...(member.profile.stripeCustomerId ? { customer: member.profile.stripeCustomerId } : {}),
      success_url: `${base}${CHECKOUT_RETURN.success}`,
      cancel_url: `${base}${CHECKOUT_RETURN.cancel}`,
    });
    if (!session.url) throw new Error('Checkout session without a url');
    return { url: session.url };
  } catch (err) {
    opts.logger.error({ err, userId }, 'checkout session failed');
    throw new AppError(502, 'checkout_failed', CHECKOUT_FAILED);
  }
}
