import crypto from 'node:crypto';

export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Tokens are stored only as hashes: a leaked table does not leak usable links. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
