import { isApiError, UNEXPECTED_ERROR_MESSAGE } from '../../lib/api';
import { AUTH_MESSAGES } from './messages';

/**
 * A readable message for a failed auth call: the server's own message when it sent one (rate
 * limits, weak passwords, invalid input), otherwise `fallback`.
 */
export function authErrorMessage(error: unknown, fallback: string = UNEXPECTED_ERROR_MESSAGE): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 429) {
    return error.message === UNEXPECTED_ERROR_MESSAGE ? AUTH_MESSAGES.rateLimited : error.message;
  }
  if (error.status === 0 || error.status >= 500) return fallback;
  return error.message === UNEXPECTED_ERROR_MESSAGE ? fallback : error.message;
}

/** better-auth's code for a reset or verification token that is unknown, used or expired. */
export function isInvalidTokenError(error: unknown): boolean {
  return isApiError(error) && (error.code === 'INVALID_TOKEN' || error.code === 'TOKEN_EXPIRED');
}
