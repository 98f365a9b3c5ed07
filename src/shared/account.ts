import { z } from 'zod';
import { PASSWORD_MESSAGES, passwordLengthProblem } from './domain/password';
import { INDUSTRIES } from './domain/vocabulary';

/**
 * Account rules shared by the server validators (/api/account) and the My Account and onboarding
 * forms, so both answer with the same words.
 */

export const ACCOUNT_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameTooLong: 'Names must be at most 100 characters',
  detailTooLong: 'Job title and company must be at most 200 characters',
  unknownIndustry: 'Please choose an industry from the list',
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordIncorrect: 'Current password is incorrect',
  passwordTooShort: PASSWORD_MESSAGES.tooShort,
  passwordTooLong: PASSWORD_MESSAGES.tooLong,
  confirmRequired: 'Please confirm your password',
  passwordsDontMatch: PASSWORD_MESSAGES.dontMatch,
  feedbackRequired: 'Please enter your feedback',
  feedbackTooLong: 'Feedback must be at most 1000 characters',
  invalidFileType: 'Invalid file type - Please select a JPEG, PNG, GIF, or WebP image.',
  fileTooLarge: 'File too large - Please select an image smaller than 10MB.',
  noFile: 'Please choose an image to upload.',
  unreadableImage: 'This image could not be read. Please try a different file.',
} as const;

export const NAME_MAX = 100;

/** Signing up asks a first and a last name: the first problem with them, or null. */
export function signUpNamesProblem(firstName: unknown, lastName: unknown): string | null {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  if (text(firstName) === '') return ACCOUNT_MESSAGES.firstNameRequired;
  if (text(lastName) === '') return ACCOUNT_MESSAGES.lastNameRequired;
  if (text(firstName).length > NAME_MAX || text(lastName).length > NAME_MAX)
    return ACCOUNT_MESSAGES.nameTooLong;
  return null;
}
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
  firstName: z
    .string({ error: ACCOUNT_MESSAGES.firstNameRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.firstNameRequired)
    .max(NAME_MAX, ACCOUNT_MESSAGES.nameTooLong),
  lastName: z
    .string({ error: ACCOUNT_MESSAGES.lastNameRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.lastNameRequired)
    .max(NAME_MAX, ACCOUNT_MESSAGES.nameTooLong),
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
  comment: z
    .string({ error: ACCOUNT_MESSAGES.feedbackRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.feedbackRequired)
    .max(FEEDBACK_MAX, ACCOUNT_MESSAGES.feedbackTooLong),
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
