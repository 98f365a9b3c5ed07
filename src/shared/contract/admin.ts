import { z } from 'zod';
import { SubscriptionSchema } from './billing';

/**
 * A member's subscription as an administrator sees it after setting it by hand: who, and the
 * subscription fields the member's own billing page shows (without the access level).
 */
export const MemberSubscriptionSchema = z
  .object({ id: z.uuid(), email: z.string() })
  .extend(SubscriptionSchema.omit({ access: true }).shape)
  .meta({ id: 'MemberSubscription' });
export type MemberSubscription = z.infer<typeof MemberSubscriptionSchema>;
