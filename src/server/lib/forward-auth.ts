import type { Context } from 'hono';

/** Copies the session cookies of a better-auth response onto ours. */
export function forwardCookies(from: Response, c: Context): void {
  for (const cookie of from.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
}
