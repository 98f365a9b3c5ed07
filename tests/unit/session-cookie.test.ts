import { describe, expect, it } from 'vitest';
import { SESSION_TTL_SECONDS, SESSION_UPDATE_AGE_SECONDS } from '../../src/server/auth/auth';
import { needsBetterAuth } from '../../src/server/auth/session';
import { readSignedSessionToken, signSessionToken } from '../../src/server/auth/session-cookie';

const SECRET = 'unit-secret-unit-secret-unit-secret-42';
const NAME = 'better-auth.session_token';

describe('readSignedSessionToken', () => {
  it('returns the token of a correctly signed cookie among others', () => {
    const header = `theme=dark; ${NAME}=${signSessionToken('tok123', SECRET)}; other=1`;
    expect(readSignedSessionToken(header, NAME, SECRET)).toBe('tok123');
  });

  it('matches better-auth signatures (HMAC-SHA256, base64) for a known value', () => {
    // The published HMAC-SHA256 example (key "key"), its hex digest f7bc83f4…3cd8 in base64.
    const token = 'The quick brown fox jumps over the lazy dog';
    const cookie = `${NAME}=${encodeURIComponent(`${token}.97yD9DBThCSxMpjmqm+xQ+9NWaFJRhdZl0edvC0aPNg=`)}`;
    expect(readSignedSessionToken(cookie, NAME, 'key')).toBe(token);
  });

  it('returns null for no cookie, another cookie, a bad or missing signature, or another secret', () => {
    expect(readSignedSessionToken(null, NAME, SECRET)).toBeNull();
    expect(readSignedSessionToken('theme=dark', NAME, SECRET)).toBeNull();
    expect(readSignedSessionToken(`${NAME}=tok123`, NAME, SECRET)).toBeNull();
    expect(readSignedSessionToken(`${NAME}=tok123.${'A'.repeat(43)}=`, NAME, SECRET)).toBeNull();
    expect(readSignedSessionToken(`${NAME}=${signSessionToken('tok123', 'x')}`, NAME, SECRET)).toBeNull();
    expect(
      readSignedSessionToken(`__Secure-${NAME}=${signSessionToken('t', SECRET)}`, NAME, SECRET),
    ).toBeNull();
  });
});

describe('needsBetterAuth', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const at = (secondsFromNow: number) => new Date(now.getTime() + secondsFromNow * 1000);

  it('is false for a session created less than a day ago', () => {
    expect(needsBetterAuth(at(SESSION_TTL_SECONDS - 60), now)).toBe(false);
  });

  it('is true once the session is due for its daily extension', () => {
    expect(needsBetterAuth(at(SESSION_TTL_SECONDS - SESSION_UPDATE_AGE_SECONDS), now)).toBe(true);
  });

  it('is true for an expired session', () => {
    expect(needsBetterAuth(at(-1), now)).toBe(true);
  });
});
