import type { JoinOptions } from '../../../shared/contract/billing';
import type { Env } from '../../env';

export type JoinEnv = Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_PRICE_ID' | 'MEMBERSHIP_PRICE'>;

/** How one becomes a member here: by card when Stripe is configured, and the price shown. */
export function joinOptions(env: JoinEnv): JoinOptions {
  return {
    cardAvailable: Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PRICE_ID),
    price: env.MEMBERSHIP_PRICE ?? null,
  };
}
