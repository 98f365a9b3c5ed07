/** The emailed sign-in code: six digits, as the mail shows them (spaces around are ignored). */
export const SIGN_IN_CODE_PATTERN = /^\d{6}$/;
export const SIGN_IN_CODE_FORMAT_MESSAGE = 'Please enter the 6-digit code from the email';

/** The code as typed, without spaces (mail apps and phones sometimes split it into groups). */
export const normalizeSignInCode = (typed: string) => typed.replace(/\s+/g, '');
