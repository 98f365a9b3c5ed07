/**
 * What a failed database statement says about the database: away (its connection unusable, the
 * request answers 503), or up but the statement cancelled (500). Read by the HTTP error handler
 * and by the pool's connections.
 */

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
 * closed (PoolConnection), and the next request gets a new one.
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
