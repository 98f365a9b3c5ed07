import { z } from 'zod';
import { SubscriptionSchema } from './billing';

/** The member's profile as the API shows it to its owner. */
export const ProfileSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    title: z.string().nullable(),
    company: z.string().nullable(),
    industry: z.string().nullable().meta({
      description:
        'One of the shared industries (what the industry percentile compares within); null: none named',
    }),
    avatarUrl: z.string().nullable(),
    role: z.string(),
    onboardingCompleted: z.boolean(),
    onboardingStep: z.number().int(),
    /** False until the member's first home visit: then "Welcome", afterwards "Welcome back". */
    welcomed: z.boolean(),
    /** When the account asked to become a member (null: never asked). */
    membershipRequestedAt: z.string().nullable(),
    /** An administrator refused the membership request. */
    membershipRefused: z.boolean(),
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

const MeSubscriptionSchema = SubscriptionSchema;
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
