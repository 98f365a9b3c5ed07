import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { hashPassword, verifyPassword } from 'better-auth/crypto';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

/** better-auth's scrypt cost (N), the one every install uses. */
export const PASSWORD_COST = 16_384;

/**
 * How passwords are hashed and checked: better-auth's own scrypt, unless a test run lowers the cost
 * (TEST_PASSWORD_COST, refused in production) so that suites signing in hundreds of times do not
 * spend their time hashing. Only the cost differs: same salt, block size, key length and format
 * (hex `salt:key`), so a hash made at one cost is checked at that cost.
 */
export function passwordHasher(cost?: number): PasswordHasher {
  if (!cost) return { hash: hashPassword, verify: verifyPassword };
  const derive = (password: string, salt: string) =>
    new Promise<Buffer>((resolve, reject) => {
      scrypt(password.normalize('NFKC'), salt, 64, { N: cost, r: 16, p: 1 }, (err, key) =>
        err ? reject(err) : resolve(key),
      );
    });
  return {
    async hash(password) {
      const salt = randomBytes(16).toString('hex');
      return `${salt}:${(await derive(password, salt)).toString('hex')}`;
    },
    async verify({ hash, password }) {
      const [salt, key] = hash.split(':');
      if (!salt || !key) throw new Error('Invalid password hash');
      const stored = Buffer.from(key, 'hex');
      const given = await derive(password, salt);
      return stored.length === given.length && timingSafeEqual(stored, given);
    },
  };
}
