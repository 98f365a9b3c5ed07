import { passwordLengthProblem } from '@shared/domain/password';
import { AUTH_MESSAGES } from './messages';

/**
 * The length rule the server enforces, checked before sending so the member gets the answer at
 * once. Common passwords are refused by the server only (the list stays off the sign-in chunk);
 * its message is shown as it comes.
 */
export { passwordLengthProblem };

/** A new password and its confirmation: the length rule first, then the match. */
export function newPasswordProblem(password: string, confirm: string): string | null {
  return passwordLengthProblem(password) ?? (password === confirm ? null : AUTH_MESSAGES.passwordsDoNotMatch);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailLike(value: string): boolean {
  return EMAIL.test(value);
}
