import pg from 'pg';
import { isDatabaseUnavailable } from './failures';

/**
 * A pooled PostgreSQL connection that leaves the pool as soon as it cannot be used any more: a
 * statement on it got no answer within the query timeout (node-postgres's `query_timeout`), or its
 * connection broke.
 *
 * node-postgres and its pool handle `pool.query` themselves: the pool gives back a connection whose
 * statement failed as failed, and ends it (destroying its socket when an answer is still owed).
 * drizzle's transactions hold the connection themselves, and two of their paths would keep a
 * dead one: after a timeout, the ROLLBACK waits behind the unanswered statement, times out too,
 * and the connection was given back as good, still inside the open transaction; and a
 * transaction whose BEGIN fails is never given back at all (drizzle releases it only after BEGIN
 * succeeded), so it held a pool slot for good. So a connection held by a caller gives itself back,
 * as failed, on the first such failure, and every later statement on it fails at once with that
 * failure, without being sent. Only public interfaces: the pool's `Client` option, `query`, the
 * `release` the pool hands out, its acquire and release events.
 */
export class PoolConnection extends pg.Client {
  /** Held by a caller (between the pool's acquire and release events). */
  checkedOut = false;
  #failed: Error | undefined;

  // biome-ignore lint/suspicious/noExplicitAny: node-postgres's query has a dozen overloads
  override query(...args: any[]): any {
    // Only drizzle's transactions ask for a promise; the pool's own queries pass a callback.
    const answersByPromise =
      typeof args[args.length - 1] !== 'function' && typeof args[0]?.submit !== 'function';
    if (this.#failed && answersByPromise) {
      return Promise.reject(
        new Error(`Connection terminated after an earlier statement on it failed: ${this.#failed.message}`),
      );
    }
    // biome-ignore lint/suspicious/noExplicitAny: as above
    const result = (super.query as (...a: any[]) => any)(...args);
    if (answersByPromise) (result as Promise<unknown>).catch((err: unknown) => this.#afterFailure(err));
    return result;
  }

  #afterFailure(err: unknown) {
    if (this.#failed || !isDatabaseUnavailable(err) || !this.checkedOut) return;
    this.#failed = err as Error;
    const held = this as unknown as pg.PoolClient;
    const release = held.release;
    // The caller may still release it (drizzle does after a failed statement): that is now a no-op.
    held.release = () => {};
    // Given back with the error, the pool ends the connection and opens a new one for the next caller.
    release(this.#failed);
  }
}

/** Tells each connection of `pool` whether a caller holds it. */
export function trackCheckouts(pool: pg.Pool): void {
  pool.on('acquire', (client) => {
    (client as unknown as PoolConnection).checkedOut = true;
  });
  pool.on('release', (_err, client) => {
    (client as unknown as PoolConnection).checkedOut = false;
  });
}
