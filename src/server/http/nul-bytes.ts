import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { badRequest } from '../lib/errors';

const NUL_CHARACTER = String.fromCharCode(0);

/** A NUL character, written as such or percent-encoded. */
const holdsNul = (url: string) => url.includes('%00') || url.includes(NUL_CHARACTER);

export const NUL_MESSAGE = 'The request contains a NUL character';

/**
 * PostgreSQL text cannot hold a NUL character: a path, query or JSON body carrying one is refused
 * here (400) rather than failing in the database as a 500. Found by the API fuzzer.
 */
export function refuseNulBytes(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (holdsNul(c.req.url)) throw badRequest(NUL_MESSAGE);
    await next();
  };
}

/** True when a parsed JSON document holds a NUL character in any string or key. */
export const jsonHoldsNul = (value: unknown): boolean => JSON.stringify(value ?? null).includes('\\u0000');
