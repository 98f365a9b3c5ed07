import { z } from 'zod';
import { ACCESS_LEVELS, SUBSCRIPTION_STATES } from '../domain/subscription';

/** A member's subscription as the shared rule derives it (the /api/me answer carries it too). */
export const SubscriptionSchema = z.object({
  state: z.enum(SUBSCRIPTION_STATES),
  access: z.enum(ACCESS_LEVELS),
  status: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  hasCustomer: z.boolean(),
});

/** The signed-in member's subscription state, as the billing page shows it. */
export const BillingSummarySchema = SubscriptionSchema.extend({
  /** Super admins have no subscription: the page shows an administrator notice instead. */
  isSuperAdmin: z.boolean(),
  /** Whether 'Manage Billing' may open the payment provider's portal. */
  portalAllowed: z.boolean(),
}).meta({ id: 'Billing' });
export type BillingSummary = z.infer<typeof BillingSummarySchema>;

/** How one becomes a member here. */
export const JoinOptionsSchema = z
  .object({
    /** Whether /join can take a card (Stripe and a membership price are configured). */
    cardAvailable: z.boolean(),
    /** The membership price as configured for display, e.g. "€480 per year". */
    price: z.string().nullable(),
  })
  .meta({ id: 'JoinOptions' });
export type JoinOptions = z.infer<typeof JoinOptionsSchema>;

/** A Stripe event was verified and handled; `outcome` says what it changed (for Stripe's log). */
export const WebhookReceivedSchema = z
  .object({ received: z.literal(true), outcome: z.string() })
  .meta({ id: 'WebhookReceived' });
export type WebhookReceived = z.infer<typeof WebhookReceivedSchema>;
