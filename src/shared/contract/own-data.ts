import { z } from 'zod';
import { DIGEST_FREQUENCIES } from '../domain/digest';

/**
 * A member's own data: the file "Download my data" gives, and closing one's account. Shared by the
 * server's routes and the My Account page.
 */

export const OWN_DATA_MESSAGES = {
  passwordRequired: 'Please enter your password',
  passwordIncorrect: 'Password is incorrect',
  codeRequired: 'Please enter the code we emailed you',
  codeIncorrect: 'This code is not right or has expired. Ask for a new one.',
  confirmationMismatch: 'Type your email address exactly to confirm.',
  codeSent: 'We emailed you a code. It works for 15 minutes.',
  closed: 'Your account is closed.',
  stripeFailed:
    'We could not cancel your card subscription, so nothing was closed. Please try again in a moment.',
} as const;

/** The emailed code: six digits, valid this long, refused for good after this many wrong tries. */
export const CLOSE_CODE_LENGTH = 6;
export const CLOSE_CODE_TTL_MINUTES = 15;
export const CLOSE_CODE_MAX_TRIES = 5;

/**
 * How a member proves it is them before closing: their password, or (for someone who signs in only
 * by emailed link and has no password) a code sent to their email.
 */
export const closeProof = (user: { passwordSet: boolean }): 'password' | 'code' =>
  user.passwordSet ? 'password' : 'code';

/** The typed confirmation is the account's own email address (any case, outer spaces ignored). */
export const confirmationMatches = (typed: string, email: string) =>
  typed.trim().toLowerCase() === email.trim().toLowerCase();

export const CloseAccountInput = z.object({
  password: z.string().max(128).optional(),
  code: z
    .string()
    .trim()
    .max(CLOSE_CODE_LENGTH * 2)
    .optional(),
  confirmation: z.string().max(320, OWN_DATA_MESSAGES.confirmationMismatch),
});
export type CloseAccountInput = z.infer<typeof CloseAccountInput>;

// ---- The downloaded file ---------------------------------------------------------------------

const at = z.string().meta({ description: 'An ISO 8601 time' });
const maybeAt = at.nullable();
const item = z.object({ itemId: z.string(), title: z.string().nullable() });

const Answer = z.object({
  competency: z.string(),
  item: z.string().meta({ description: 'The statement as it was asked' }),
  value: z.number().int(),
});

export const OwnDataExportSchema = z
  .object({
    format: z.literal('praxis-member-data'),
    version: z.literal(1),
    app: z.string(),
    exportedAt: at,
    account: z.object({
      id: z.uuid(),
      email: z.string(),
      emailVerified: z.boolean(),
      role: z.string(),
      createdAt: at,
      lastSignInAt: maybeAt,
    }),
    profile: z.object({
      firstName: z.string(),
      lastName: z.string(),
      title: z.string().nullable(),
      company: z.string().nullable(),
      industry: z.string().nullable(),
      avatarUrl: z.string().nullable().meta({ description: 'Where the profile picture is served' }),
      onboardingCompleted: z.boolean(),
      onboardingStep: z.number().int(),
      updatedAt: at,
    }),
    membership: z.object({
      state: z.string(),
      status: z.string().nullable(),
      currentPeriodEnd: maybeAt,
      cancelAtPeriodEnd: z.boolean(),
      paysByCard: z.boolean(),
    }),
    team: z.object({ name: z.string(), joinedAt: at }).nullable(),
    emailPreferences: z.object({
      roadmapUpdates: z.boolean(),
      ratingRequestEmails: z.boolean(),
      digest: z.enum(DIGEST_FREQUENCIES).meta({ description: 'The personal digest: off, weekly or monthly' }),
    }),
    sessions: z.array(
      z.object({
        createdAt: at,
        expiresAt: at,
        ipAddress: z.string().nullable(),
        userAgent: z.string().nullable(),
      }),
    ),
    library: z.object({
      saved: z.array(item.extend({ savedAt: at })),
      collections: z.array(
        z.object({ name: z.string(), createdAt: at, items: z.array(item.extend({ savedAt: at })) }),
      ),
      views: z.array(item.extend({ viewedAt: at })),
    }),
    assessments: z.object({
      own: z.array(
        z.object({
          assessment: z.string(),
          bankVersion: z.number().int().nullable(),
          startedAt: at,
          submittedAt: maybeAt,
          industry: z.string().nullable(),
          scores: z.unknown().meta({ description: 'The scores computed from these answers' }),
          answers: z.array(Answer),
        }),
      ),
      ratingsGiven: z.array(
        z.object({
          ratedMember: z.string().meta({ description: "The rated teammate's name, nothing of theirs" }),
          assessment: z.string(),
          startedAt: at,
          submittedAt: maybeAt,
          answers: z.array(Answer),
        }),
      ),
      ratingRequests: z.object({
        sent: z.array(z.object({ to: z.string(), requestedAt: at, remindedAt: maybeAt })),
        received: z.array(z.object({ from: z.string(), requestedAt: at })),
      }),
    }),
    survey: z.object({
      answers: z.array(
        z.object({
          source: z.string(),
          score: z.number().int().nullable(),
          comment: z.string().nullable(),
          createdAt: at,
        }),
      ),
      shown: z.array(z.object({ displayedAt: at, pageUrl: z.string().nullable() })),
    }),
    roadmap: z.object({
      suggestions: z.array(
        z.object({ title: z.string(), description: z.string(), status: z.string(), createdAt: at }),
      ),
      votes: z.array(z.object({ feature: z.string(), votedAt: at })),
      feedback: z.array(z.object({ feature: z.string(), comment: z.string(), createdAt: at })),
    }),
    assistant: z.object({
      conversations: z.array(
        z.object({
          title: z.string(),
          createdAt: at,
          updatedAt: at,
          messages: z.array(
            z.object({
              role: z.string(),
              content: z.string(),
              citations: z.array(z.string()),
              createdAt: at,
            }),
          ),
        }),
      ),
    }),
  })
  .meta({ id: 'OwnDataExport' });
export type OwnDataExport = z.infer<typeof OwnDataExportSchema>;
