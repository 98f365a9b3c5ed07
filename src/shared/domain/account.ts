import { z } from 'zod';
import { ACCOUNT_MESSAGES, NAME_MAX } from './account-messages';
import { passwordLengthProblem } from './password';
import { requiredText } from './required-text';
import { INDUSTRIES } from './vocabulary';

/**
 * Account rules shared by the server validators (/api/account) and the My Account and onboarding
 * forms, so both answer with the same words.
 */

// The messages and the names rule hold no schema, so the sign-in page reads them without zod.
export { ACCOUNT_MESSAGES, NAME_MAX, signUpNamesProblem } from './account-messages';
export const DETAIL_MAX = 200;
export const FEEDBACK_MAX = 1000;

/** Avatars up to 10 MB, JPEG/JPG, PNG, GIF or WebP. */
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const AVATAR_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif', '.webp'] as const;
/** Value for the file input's `accept` attribute. */
export const AVATAR_ACCEPT = [...AVATAR_MIME_TYPES, ...AVATAR_EXTENSIONS].join(',');

/**
 * The client-side check before an upload (the server checks the real bytes again). Browsers leave
 * `type` empty for some files; the extension decides then.
 */
export function avatarFileProblem(file: { name: string; type: string; size: number }): string | null {
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  const allowed =
    type !== ''
      ? (AVATAR_MIME_TYPES as readonly string[]).includes(type)
      : AVATAR_EXTENSIONS.some((ext) => name.endsWith(ext));
  if (!allowed) return ACCOUNT_MESSAGES.invalidFileType;
  if (file.size > AVATAR_MAX_BYTES) return ACCOUNT_MESSAGES.fileTooLarge;
  return null;
}

/** 'Invalid file type - Please select …' → { title: 'Invalid file type', description: 'Please select …' }. */
export function splitMessage(message: string): { title: string; description?: string } {
  const at = message.indexOf(' - ');
  return at === -1 ? { title: message } : { title: message.slice(0, at), description: message.slice(at + 3) };
}

/** Empty optional text is stored as null. */
const optionalDetail = z
  .string()
  .trim()
  .max(DETAIL_MAX, ACCOUNT_MESSAGES.detailTooLong)
  .nullish()
  .transform((v) => (v ? v : null));

/** The member's industry, one of the shared list: '' or null clears it, leaving it out keeps it. */
const industryField = z
  .union([z.enum(INDUSTRIES), z.literal(''), z.null()], { error: ACCOUNT_MESSAGES.unknownIndustry })
  .optional()
  .transform((v) => (v === '' ? null : v));

/**
 * My Account profile form: first and last name required, job title, company and industry optional.
 */
export const ProfileInput = z.object({
  firstName: requiredText(NAME_MAX, {
    required: ACCOUNT_MESSAGES.firstNameRequired,
    tooLong: ACCOUNT_MESSAGES.nameTooLong,
  }),
  lastName: requiredText(NAME_MAX, {
    required: ACCOUNT_MESSAGES.lastNameRequired,
    tooLong: ACCOUNT_MESSAGES.nameTooLong,
  }),
  title: optionalDetail,
  company: optionalDetail,
  industry: industryField,
});
export type ProfileInputValues = z.input<typeof ProfileInput>;

/** Onboarding profile step: all four fields optional; empty ones are saved as null. */
export const OnboardingProfileInput = z.object({
  firstName: z
    .string()
    .trim()
    .max(NAME_MAX, ACCOUNT_MESSAGES.nameTooLong)
    .nullish()
    .transform((v) => (v ? v : null)),
  lastName: z
    .string()
    .trim()
    .max(NAME_MAX, ACCOUNT_MESSAGES.nameTooLong)
    .nullish()
    .transform((v) => (v ? v : null)),
  title: optionalDetail,
  company: optionalDetail,
});
export type OnboardingProfileValues = z.input<typeof OnboardingProfileInput>;

/** Steps 0–4 are the intro, 5 is the profile step. */
export const ONBOARDING_INTRO_STEPS = 5;
export const ONBOARDING_TOTAL_STEPS = 6;
export const ONBOARDING_PROFILE_STEP = ONBOARDING_TOTAL_STEPS - 1;

export const OnboardingInput = z
  .object({
    step: z.number().int().min(0).max(ONBOARDING_PROFILE_STEP).optional(),
    completed: z.boolean().optional(),
    profile: OnboardingProfileInput.optional(),
  })
  .refine((v) => v.step !== undefined || v.completed !== undefined || v.profile !== undefined, {
    message: 'Nothing to update',
  });

export const FeedbackInput = z.object({
  comment: requiredText(FEEDBACK_MAX, {
    required: ACCOUNT_MESSAGES.feedbackRequired,
    tooLong: ACCOUNT_MESSAGES.feedbackTooLong,
  }),
});

/** The new password rule the form checks before sending (the server also refuses common ones). */
export const newPasswordRule = z.string().superRefine((value, ctx) => {
  const problem = passwordLengthProblem(value);
  if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
});

export const PasswordChangeInput = z.object({
  currentPassword: z
    .string({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
    .min(1, ACCOUNT_MESSAGES.currentPasswordRequired),
  newPassword: newPasswordRule,
});

/** The account page's form adds the confirmation, checked on the confirm field. */
export const PasswordChangeForm = PasswordChangeInput.extend({
  confirmPassword: z.string().min(1, ACCOUNT_MESSAGES.confirmRequired),
}).refine((v) => v.confirmPassword === '' || v.newPassword === v.confirmPassword, {
  message: ACCOUNT_MESSAGES.passwordsDontMatch,
  path: ['confirmPassword'],
  // Also while another field (e.g. the current password) is still missing.
  when: ({ value }) => {
    const v = value as Partial<Record<'newPassword' | 'confirmPassword', unknown>>;
    return typeof v.newPassword === 'string' && typeof v.confirmPassword === 'string';
  },
});
export type PasswordChangeFormValues = z.input<typeof PasswordChangeForm>;
