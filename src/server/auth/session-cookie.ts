import { createHmac, timingSafeEqual } from 'node:crypto';
import { parse } from 'hono/utils/cookie';

/**
 * Reads better-auth's signed session cookie without going through better-auth: the value is
 * `<token>.<base64 HMAC-SHA256(token, secret)>`, URL-encoded (better-call's `signCookieValue`).
 * Returns the token when the signature is right, otherwise null.
 */
export function readSignedSessionToken(
  cookieHeader: string | null,
  cookieName: string,
  secret: string,
): string | null {
  if (!cookieHeader) return null;
  const value = parse(cookieHeader, cookieName)[cookieName];
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return token;
}

/** The cookie value better-auth would set for a token (for tests and tools). */
export function signSessionToken(token: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return encodeURIComponent(`${token}.${signature}`);
}
