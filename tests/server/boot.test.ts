import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataLock, DataFolderLockedError } from '../../src/server/db/data-lock';
import { EnvError, loadEnv } from '../../src/server/env';

describe('data folder lock', () => {
  it('refuses a second holder while the first is alive, and frees on release', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'praxis-lock-'));
    const first = acquireDataLock(dir);
    // Pretend another live process (our parent) holds it.
    fs.writeFileSync(path.join(dir, 'praxis.lock'), String(process.ppid));
    expect(() => acquireDataLock(dir)).toThrow(DataFolderLockedError);
    fs.writeFileSync(path.join(dir, 'praxis.lock'), String(process.pid));
    first.release();
    expect(fs.existsSync(path.join(dir, 'praxis.lock'))).toBe(false);
    acquireDataLock(dir).release();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'praxis-lock-'));
    fs.writeFileSync(path.join(dir, 'praxis.lock'), '999999999');
    const lock = acquireDataLock(dir);
    expect(fs.readFileSync(path.join(dir, 'praxis.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});

describe('environment validation', () => {
  it('lists every problem at once', () => {
    try {
      loadEnv({ PORT: 'abc', APP_URL: 'not a url', NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_test' });
      throw new Error('expected EnvError');
    } catch (err) {
      expect(err).toBeInstanceOf(EnvError);
      const problems = (err as EnvError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/APP_URL/);
    }
  });

  it('requires a secret and a webhook secret in production', () => {
    expect(() =>
      loadEnv({ NODE_ENV: 'production', APP_URL: 'https://praxis.example', STRIPE_SECRET_KEY: 'sk' }),
    ).toThrow(/BETTER_AUTH_SECRET: required in production[\s\S]*STRIPE_WEBHOOK_SECRET/);
  });

  it('uses sensible defaults and keeps a generated development secret', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'praxis-env-'));
    const env = loadEnv({ DATA_DIR: dir });
    expect(env.PORT).toBe(3000);
    expect(env.APP_NAME).toBe('Praxis');
    expect(env.BETTER_AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(loadEnv({ DATA_DIR: dir }).BETTER_AUTH_SECRET).toBe(env.BETTER_AUTH_SECRET);
  });
});
