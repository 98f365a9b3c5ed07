import { PASSWORD_MESSAGES } from './password';

/**
 * The account's messages and the names rule, without schemas: the sign-up form on /login reads
 * them, and /login loads no validation library (domain/account.ts holds the schemas).
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
