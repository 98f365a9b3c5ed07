import { DrizzleQueryError } from 'drizzle-orm';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import type { AppEnv } from '../context';
import { isDatabaseUnavailable, isStatementCancelled } from '../db/failures';
import { AppError, errorBody } from '../lib/errors';

export { isDatabaseUnavailable, isStatementCancelled };

/** How long a client is asked to wait when the database is away (a restart takes a few seconds). */
export const RETRY_AFTER_SECONDS = 5;

/**
 * What the driver said, from the innermost error. The outer message is not logged: drizzle's
 * wrapper spells out the failed query with its parameters, which hold session tokens and emails.
 */
function driverReason(err: unknown): { message: string; code?: string } {
  let inner = err as { message?: unknown; code?: unknown; cause?: unknown };
  for (let depth = 0; inner.cause && typeof inner.cause === 'object' && depth < 6; depth++) {
    inner = inner.cause as typeof inner;
  }
  return {
    message: typeof inner.message === 'string' ? inner.message : '',
    ...(typeof inner.code === 'string' ? { code: inner.code } : {}),
  };
}

/** A failed query as it is logged: its statement and the driver's reason (see loggableError). */
class FailedQuery extends Error {
  constructor(
    readonly query: string,
    reason: { message: string; code?: string },
    frames: string[],
  ) {
    super(reason.message);
    this.name = 'FailedQuery';
    if (reason.code) (this as { code?: string }).code = reason.code;
    this.stack = [`FailedQuery: ${reason.message}`, ...frames].join('\n');
  }
}

/**
 * An unexpected error as it is logged. A failed query is logged by its statement, the driver's
 * reason and where it was called from, never by its parameters: drizzle's message and stack spell
 * them out, and they hold session tokens, emails and what members wrote.
 */
export function loggableError(err: unknown): unknown {
  if (!(err instanceof DrizzleQueryError)) return err;
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return new FailedQuery(err.query, driverReason(err), frames);
}

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
  const log = c.get('log') ?? console;
  // The database being away is an outage to wait out, not a bug: 503 and when to try again.
  if (isDatabaseUnavailable(err)) {
    log.warn({ err: driverReason(err) }, 'database unavailable');
    return c.json(
      errorBody('unavailable', 'The service is briefly unavailable. Please try again in a few seconds.'),
      503,
      { 'Retry-After': String(RETRY_AFTER_SECONDS) },
    );
  }
  // A statement cancelled for running too long is a defect to fix (a missing index, a lock held for
  // seconds), not an outage: 500, logged with its statement so it can be found. Retrying soon
  // would run the same statement again.
  if (isStatementCancelled(err)) {
    log.error({ err: loggableError(err) }, 'statement cancelled: it ran past the statement timeout');
    return c.json(errorBody('internal_error', 'An unexpected error occurred. Please try again.'), 500);
  }
  log.error({ err: loggableError(err) }, 'unhandled error');
  return c.json(errorBody('internal_error', 'An unexpected error occurred. Please try again.'), 500);
}
