import { z } from 'zod';

/**
 * A required text field of a form: trimmed, then refused with `required` when nothing is left (or
 * when it is missing or not text) and with `tooLong` past `max` characters.
 */
export function requiredText(max: number, messages: { required: string; tooLong: string }) {
  return z.string({ error: messages.required }).trim().min(1, messages.required).max(max, messages.tooLong);
}
