import { z } from 'zod';
import { ACCESS_LEVELS, SUBSCRIPTION_STATES } from '../domain/subscription';

/** The member's profile as the API shows it to its owner. */
export const ProfileSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    title: z.string().nullable(),
    company: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    role: z.string(),
    onboardingCompleted: z.boolean(),
    onboardingStep: z.number().int(),
  })
  .meta({ id: 'AccountProfile' });
export type MeProfile = z.infer<typeof ProfileSchema>;

const MeUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  emailVerified: z.boolean(),
  passwordSet: z.boolean(),
});
export type MeUser = z.infer<typeof MeUserSchema>;

const MeTeamSchema = z.object({ id: z.uuid(), name: z.string() });
export type MeTeam = z.infer<typeof MeTeamSchema>;

const MeSubscriptionSchema = z.object({
  state: z.enum(SUBSCRIPTION_STATES),
  access: z.enum(ACCESS_LEVELS),
  status: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  hasCustomer: z.boolean(),
});
export type MeSubscription = z.infer<typeof MeSubscriptionSchema>;

/** The signed-in member: who they are, their profile, team and subscription access. */
export const MeSchema = z
  .object({
    user: MeUserSchema,
    profile: ProfileSchema,
    team: MeTeamSchema.nullable(),
    subscription: MeSubscriptionSchema,
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof MeSchema>;
