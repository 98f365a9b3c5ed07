import { DrizzleQueryError } from 'drizzle-orm';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import type { AppEnv } from '../context';
import { AppError, errorBody } from '../lib/errors';

/** How long a client is asked to wait when the database is away (a restart takes a few seconds). */
export const RETRY_AFTER_SECONDS = 5;

/** Socket-level failures to reach the database server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);
/**
 * PostgreSQL's own "not now" answers: connection failures (class 08), shutting down or starting up
 * (57P01–57P03), too many connections (53300).
 */
const UNAVAILABLE_SQLSTATE = /^(08\d{3}|57P0[123]|53300)$/;
/**
 * node-postgres says these in words only. "Query read timeout": the server took the statement but
 * never answered within the query timeout (it hangs, or the network to it does); the connection is
 * closed, and the next request gets a new one.
 */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated unexpectedly|Query read timeout/i;
/** PostgreSQL cancelled the statement: it ran past the statement timeout (or an operator cancelled it). */
const QUERY_CANCELED = '57014';

/**
 * True when the error (or one it wraps: drizzle wraps the driver's error in `cause`) says the
 * database could not be reached, rather than that the query was wrong.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 6; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * True when PostgreSQL answered that it cancelled the statement (it ran past the statement
 * timeout). The database is up and the connection stays usable: the statement is what failed.
 */
export function isStatementCancelled(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 6; depth++) {
    if ((e as { code?: unknown }).code === QUERY_CANCELED) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

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
