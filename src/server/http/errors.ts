import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import type { AppEnv } from '../context';
import { AppError, errorBody } from '../lib/errors';

/** Every failure leaves as `{ error: { code, message } }`; a stack trace never does. */
export function handleError(err: Error, c: Context<AppEnv>) {
  if (err instanceof AppError) return c.json(errorBody(err.code, err.message), err.status);
  if (err instanceof ZodError) {
    const first = err.issues[0];
    return c.json(errorBody('invalid_request', first ? first.message : 'Invalid request'), 400);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    return c.json(
      errorBody(status === 413 ? 'payload_too_large' : 'http_error', err.message || 'Request failed'),
      status,
    );
  }
  (c.get('log') ?? console).error({ err }, 'unhandled error');
  return c.json(errorBody('internal_error', 'An unexpected error occurred. Please try again.'), 500);
}
