import { AUTH_MESSAGES } from './messages';

/**
 * The length rule the server enforces (src/server/auth/password-policy.ts), checked before sending
 * so the member gets the answer at once. Common passwords are refused by the server only (the list
 * stays off the sign-in chunk); its message is shown as it comes.
 */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

export function passwordLengthProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return 'Password must be at least 8 characters long';
  if (password.length > MAX_PASSWORD_LENGTH) return 'Password must be at most 128 characters long';
  return null;
}

/** A new password and its confirmation: the length rule first, then the match. */
export function newPasswordProblem(password: string, confirm: string): string | null {
  return passwordLengthProblem(password) ?? (password === confirm ? null : AUTH_MESSAGES.passwordsDoNotMatch);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailLike(value: string): boolean {
  return EMAIL.test(value);
}
