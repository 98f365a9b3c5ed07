import { z } from '@hono/zod-openapi';

/** The member's profile as the API shows it to its owner (`toProfileDto`). */
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
  .openapi('AccountProfile');
