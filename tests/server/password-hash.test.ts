import { scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_COST, passwordHasher } from '../../src/server/auth/password-hash';
import { accounts, users } from '../../src/server/db/schema';
import { EnvError, loadEnv } from '../../src/server/env';
import { createTestApp, type TestApp } from '../setup/test-app';

/*
 * Every install hashes passwords with scrypt at cost 16384. Test apps run at a far lower cost
 * (TEST_PASSWORD_COST) to keep the suites fast; this file checks what an install without that
 * setting stores, and that production refuses the setting.
 */

/** The key scrypt derives at cost `N` for a stored `salt:key` hash's salt, as hex. */
const keyAt = (N: number, password: string, stored: string) =>
  scryptSync(password.normalize('NFKC'), stored.split(':')[0]!, 64, {
    N,
    r: 16,
    p: 1,
    maxmem: 64 * 1024 * 1024,
  }).toString('hex');

let t: TestApp;
beforeAll(async () => {
  // As every install: no TEST_PASSWORD_COST.
  t = await createTestApp({ TEST_PASSWORD_COST: '' });
});
afterAll(async () => {
  await t?.close();
});

describe('password hashing', () => {
  it('stores a sign-up password as scrypt at cost 16384 when no test cost is set', async () => {
    const email = 'cost@example.test';
    const password = 'granite-orchid-ferry';
    const res = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password, name: 'Test Member', firstName: 'Test', lastName: 'Member' },
    });
    expect(res.status).toBe(200);
    const [row] = await t.db
      .select({ hash: accounts.password })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(eq(users.email, email));
    const stored = row!.hash!;
    expect(PASSWORD_COST).toBe(16_384);
    expect(stored.split(':')[1]).toBe(keyAt(16_384, password, stored));
    expect(await passwordHasher().verify({ hash: stored, password })).toBe(true);
    expect(await passwordHasher().verify({ hash: stored, password: 'granite-orchid-ferrY' })).toBe(false);
  });

  it('hashes at the test cost only when asked, in the same format', async () => {
    const stored = await passwordHasher(16).hash('granite-orchid-ferry');
    expect(stored).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(stored.split(':')[1]).toBe(keyAt(16, 'granite-orchid-ferry', stored));
    expect(await passwordHasher(16).verify({ hash: stored, password: 'granite-orchid-ferry' })).toBe(true);
    expect(await passwordHasher(16).verify({ hash: stored, password: 'granite-orchid-ferrY' })).toBe(false);
    // A hash made at one cost does not pass at another.
    expect(await passwordHasher().verify({ hash: stored, password: 'granite-orchid-ferry' })).toBe(false);
  });

  it('refuses a test cost in production', () => {
    const production = {
      NODE_ENV: 'production',
      APP_URL: 'https://praxis.example',
      BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      SMTP_URL: 'smtp://mail.praxis.example:587',
      TEST_PASSWORD_COST: '16',
    };
    expect(() => loadEnv(production)).toThrowError(EnvError);
    try {
      loadEnv(production);
    } catch (err) {
      expect((err as EnvError).problems).toEqual([
        'TEST_PASSWORD_COST: a test setting, never used in production',
      ]);
    }
    expect(loadEnv({ ...production, TEST_PASSWORD_COST: '' }).TEST_PASSWORD_COST).toBeUndefined();
  });
});
