/**
 * Passwords: 8 to 128 characters everywhere (sign-up, set-up, reset, invite, the account page),
 * and the most common ones refused (common-passwords.ts, kept apart so the list stays off the
 * client's bundles). The words are the ones members see on every form and in every server answer.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN} characters long`,
  tooLong: `Password must be at most ${PASSWORD_MAX} characters long`,
  tooCommon: 'This password is too common. Please choose a less predictable one.',
  /** Sign-up, password set-up and reset pages. */
  doNotMatch: 'Passwords do not match',
  /** The account page's change-password form (on the confirm field). */
  dontMatch: "Passwords don't match",
} as const;

/** The message for a password of the wrong length, or null. */
export function passwordLengthProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return PASSWORD_MESSAGES.tooShort;
  if (password.length > PASSWORD_MAX) return PASSWORD_MESSAGES.tooLong;
  return null;
}
