import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../src/server/app';
import { startupBanner } from '../../src/server/banner';
import { shouldSeedDemo } from '../../src/server/boot';
import { mailOutbox } from '../../src/server/db/schema';
import { EnvError, isHttpsApp, loadEnv, trustedOrigins, withListeningPort } from '../../src/server/env';
import { isLoopbackAddress } from '../../src/server/lib/loopback';
import { createMailer } from '../../src/server/mail/mailer';
import { createMember } from '../factories/members';
import { startTestSmtp, type TestSmtp } from '../setup/smtp';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../setup/test-app';
import { INVITE_PATH, inviteBody } from '../support/invite';

const SECRET = 'test-secret-test-secret-test-secret-0123';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'praxis-guards-'));

/** The app as tests usually see it (development rules, dev outbox): shared by the tests below. */
let base: TestApp;
beforeAll(async () => {
  base = await createTestApp();
});
afterAll(async () => {
  await base?.close();
});

/** The problems loadEnv reports for a source (fails the test if it accepts it). */
function problemsOf(source: Record<string, string>): string[] {
  try {
    loadEnv({ DATA_DIR: dataDir, ...source });
  } catch (err) {
    expect(err).toBeInstanceOf(EnvError);
    return (err as EnvError).problems;
  }
  throw new Error('expected loadEnv to refuse the configuration');
}

const PRODUCTION = {
  NODE_ENV: 'production',
  APP_URL: 'https://praxis.example',
  BETTER_AUTH_SECRET: SECRET,
  SMTP_URL: 'smtp://mail.praxis.example:587',
};

describe('production fails closed', () => {
  it('accepts a complete production configuration', () => {
    const env = loadEnv(PRODUCTION);
    expect(env.APP_URL).toBe('https://praxis.example');
    expect(env.appUrlFollowsPort).toBe(false);
  });

  it('refuses to boot with SEED_DEMO=true, and never seeds the demo there otherwise', () => {
    expect(problemsOf({ ...PRODUCTION, SEED_DEMO: 'true' })).toEqual([
      'SEED_DEMO: the demo library is never seeded in production',
    ]);
    // Embedded database, SEED_DEMO unset: development seeds an empty database, production never.
    const embedded = { DATABASE_URL: undefined, SEED_DEMO: undefined };
    expect(shouldSeedDemo({ ...embedded, NODE_ENV: 'development' })).toBe(true);
    expect(shouldSeedDemo({ ...embedded, NODE_ENV: 'production' })).toBe(false);
    expect(shouldSeedDemo({ ...embedded, NODE_ENV: 'production', SEED_DEMO: true })).toBe(false);
  });

  it('requires SMTP_URL and an explicit APP_URL', () => {
    const { SMTP_URL: _smtp, APP_URL: _url, ...rest } = PRODUCTION;
    expect(problemsOf(rest)).toEqual([
      'APP_URL: required in production (the public address of the platform)',
      'SMTP_URL: required in production (the development outbox is never used there)',
    ]);
  });

  it('never builds the development outbox for production, even when asked directly', () => {
    expect(() =>
      createMailer({ from: 'x@y.z', secret: 'x', db: base.db, logger: base.deps.logger, production: true }),
    ).toThrow(/SMTP_URL is required in production/);
  });

  it('reports every problem in one pass: a bad value does not hide a missing secret', () => {
    const problems = problemsOf({
      NODE_ENV: 'production',
      PORT: 'abc',
      LOG_LEVEL: 'loud',
      APP_URL: 'https://praxis.example',
      SEED_DEMO: 'true',
      STRIPE_SECRET_KEY: 'sk_test',
    });
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'PORT',
      'LOG_LEVEL',
      'BETTER_AUTH_SECRET',
      'SEED_DEMO',
      'SMTP_URL',
      'STRIPE_WEBHOOK_SECRET',
    ]);
  });
});

describe('it runs where people start it', () => {
  it('listens on this machine alone outside production unless HOST says otherwise', () => {
    expect(loadEnv({ DATA_DIR: dataDir }).HOST).toBe('127.0.0.1');
    expect(loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(loadEnv({ DATA_DIR: dataDir, HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadEnv(PRODUCTION).HOST).toBe('0.0.0.0');
    expect(loadEnv({ ...PRODUCTION, HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
  });

  it('lets APP_URL follow PORT outside production, trusting localhost and 127.0.0.1 there', () => {
    const env = loadEnv({ DATA_DIR: dataDir, PORT: '4000' });
    expect(env.APP_URL).toBe('http://localhost:4000');
    expect(trustedOrigins(env)).toEqual(['http://localhost:4000', 'http://127.0.0.1:4000']);
    // PORT=0: the system picks the port, and APP_URL names the one that was bound.
    const any = loadEnv({ DATA_DIR: dataDir, PORT: '0' });
    expect(withListeningPort(any, 41234).APP_URL).toBe('http://localhost:41234');
    // An explicit APP_URL is kept as it is.
    const explicit = loadEnv({ DATA_DIR: dataDir, PORT: '4000', APP_URL: 'http://127.0.0.1:5000' });
    expect(withListeningPort(explicit, 4000).APP_URL).toBe('http://127.0.0.1:5000');
    expect(trustedOrigins(explicit)).toEqual(['http://localhost:5000', 'http://127.0.0.1:5000']);
    // A public address is its own one origin; production trusts exactly APP_URL.
    expect(trustedOrigins(loadEnv({ DATA_DIR: dataDir, APP_URL: 'https://praxis.example/' }))).toEqual([
      'https://praxis.example',
    ]);
    expect(trustedOrigins(loadEnv({ ...PRODUCTION, APP_URL: 'http://localhost:3000' }))).toEqual([
      'http://localhost:3000',
    ]);
  });

  it('prints the address that really answers in the start-up banner', () => {
    const env = withListeningPort(loadEnv({ DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '' }), 40404);
    const banner = startupBanner({ env, port: 40404, seeded: false });
    expect(banner).toContain('Praxis is running at http://localhost:40404\n');
    expect(banner).toContain('Sign in at http://localhost:40404/login');
    expect(banner).not.toContain(':3000');
    expect(banner).not.toContain('Public address');
    const proxied = loadEnv({ ...PRODUCTION, DATA_DIR: dataDir, PORT: '8080' });
    const behindProxy = startupBanner({ env: proxied, port: 8080, seeded: false });
    expect(behindProxy).toContain(
      'running at http://localhost:8080\n  Public address (APP_URL): https://praxis.example',
    );
    expect(behindProxy).not.toContain('demo account');
  });

  it('accepts form posts from localhost and 127.0.0.1 at the port, refuses other origins', async () => {
    const post = (origin: string) =>
      base.app.request('/api/auth-flows/magic-link', {
        method: 'POST',
        headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'email=someone%40example.test',
      });
    expect((await post('https://evil.example')).status).toBe(403);
    expect((await post('http://127.0.0.1:4000')).status).toBe(403);
    // Past the origin check (the route then wants JSON).
    expect((await post('http://127.0.0.1:3000')).status).not.toBe(403);
    expect((await post(TEST_ORIGIN)).status).not.toBe(403);
  });
});

describe('secure cookies and HSTS follow an https APP_URL', () => {
  let https: TestApp;
  beforeAll(async () => {
    https = await createTestApp({ NODE_ENV: 'development', APP_URL: 'https://praxis.example' });
  });
  afterAll(async () => {
    await https?.close();
  });

  const signIn = async (t: TestApp) => {
    const m = await createMember(t.db);
    const res = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: m.email, password: m.password },
    });
    expect(res.status).toBe(200);
    return res;
  };

  it('marks the session cookie Secure and sends HSTS with https, even in development', async () => {
    expect(isHttpsApp(https.deps.env)).toBe(true);
    const res = await signIn(https);
    const session = res.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(session).toMatch(/^__Secure-/);
    expect(session).toMatch(/;\s*Secure/i);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    // The Secure cookie is the one the app then reads.
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect((await https.request('/api/me', { cookie })).status).toBe(200);
  });

  it('sends neither over plain http', async () => {
    const res = await signIn(base);
    const session = res.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(session).not.toMatch(/;\s*Secure/i);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('the dev outbox answers only this machine', () => {
  let clientDir: string;
  beforeAll(() => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'praxis-client-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<html><title>x</title><!--praxis-config--></html>');
  });

  /** A request as it arrives over a socket from `address` (node-server hands the socket in the env). */
  const from = (app: { request: TestApp['app']['request'] }, pathname: string, address: string) =>
    app.request(
      pathname,
      { headers: { 'X-Forwarded-For': '127.0.0.1' } },
      {
        incoming: { socket: { remoteAddress: address } },
      },
    );

  it('knows the loopback addresses', () => {
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', '::FFFF:127.9.9.9']) {
      expect(isLoopbackAddress(a), a).toBe(true);
    }
    for (const a of [
      '10.0.0.1',
      '192.168.1.5',
      '::ffff:10.0.0.1',
      '128.0.0.1',
      '1127.0.0.1',
      'fe80::1',
      '',
      undefined,
    ]) {
      expect(isLoopbackAddress(a), String(a)).toBe(false);
    }
  });

  it('answers 404 for the API and the page from any other address, whatever the headers say', async () => {
    const app = createApp({ ...base.deps, clientDir });
    for (const address of ['203.0.113.7', '::ffff:192.168.0.9', '10.0.0.2']) {
      expect((await from(app, '/api/dev/outbox', address)).status, address).toBe(404);
      expect((await from(app, '/dev/outbox', address)).status, address).toBe(404);
    }
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await from(app, '/api/dev/outbox', address)).status, address).toBe(200);
      expect((await from(app, '/dev/outbox', address)).status, address).toBe(200);
    }
    // Other pages are not affected.
    expect((await from(app, '/login', '203.0.113.7')).status).toBe(200);
  });

  it('has no page when the outbox is not in use', async () => {
    const mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:9',
      from: 'x@y.z',
      secret: 'x',
      db: base.db,
      logger: base.deps.logger,
    });
    const app = createApp({ ...base.deps, mailer, clientDir });
    expect((await from(app, '/dev/outbox', '127.0.0.1')).status).toBe(404);
    expect((await from(app, '/api/dev/outbox', '127.0.0.1')).status).toBe(404);
  });
});

/** Every line the server logs (its logger and the console, where better-auth writes). */
function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      lines.push(args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : String(a))).join(' '));
    }),
  );
  return {
    stream,
    text: () => lines.join('\n'),
    restore: () => {
      for (const s of spies) s.mockRestore();
    },
  };
}

describe.each(['outbox', 'smtp'] as const)('no token link in the log (%s)', (mode) => {
  let t: TestApp;
  let smtp: TestSmtp | undefined;
  let log: ReturnType<typeof captureLog>;
  beforeAll(async () => {
    log = captureLog();
    smtp = mode === 'smtp' ? await startTestSmtp() : undefined;
    t = await createTestApp(
      { LOG_LEVEL: 'trace', ...(smtp ? { SMTP_URL: smtp.url } : {}) },
      { logTo: log.stream },
    );
  });
  afterAll(async () => {
    log?.restore();
    await t?.close();
    await smtp?.close();
  });

  /** The links of every message sent so far. */
  async function sentLinks(expected: number): Promise<string[]> {
    for (let i = 0; i < 200; i++) {
      const links = smtp
        ? smtp.messages.flatMap((m) => m.links.filter((l) => l.startsWith(TEST_ORIGIN)))
        : (await t.db.select({ link: mailOutbox.link }).from(mailOutbox)).map((r) => r.link ?? '');
      if (links.length >= expected) return links;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`fewer than ${expected} messages were sent`);
  }

  it('runs sign-up, magic link, reset and invite without writing their links or tokens to the log', async () => {
    const member = await createMember(t.db);
    const admin = await createMember(t.db, { role: 'admin' });
    const adminCookie = await t.signIn(admin.email, admin.password);
    const stranger = `stranger-${mode}@example.test`;

    const answers = await Promise.all([
      t.request('/api/auth/sign-up/email', {
        method: 'POST',
        json: { email: stranger, password: 'velvet-harbour-compass', name: 'Stranger', firstName: 'Sam', lastName: 'Stranger' },
      }),
      t.request('/api/auth-flows/magic-link', { method: 'POST', json: { email: member.email } }),
      t.request('/api/auth/request-password-reset', {
        method: 'POST',
        json: { email: member.email, redirectTo: '/reset-password' },
      }),
      t.request(INVITE_PATH, {
        method: 'POST',
        cookie: adminCookie,
        json: inviteBody({ email: `invitee-${mode}@example.test` }),
      }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);

    const links = await sentLinks(4);
    const tokens = links.map((l) => new URL(l).searchParams.get('token'));
    expect(tokens.every((token) => typeof token === 'string' && token.length >= 16)).toBe(true);

    const text = log.text();
    // The log was captured (every request leaves a line; the outbox notes what it stored).
    expect(text).toContain('"msg":"request"');
    if (mode === 'outbox') expect(text).toContain('email stored in the dev outbox');
    for (const link of links) expect(text).not.toContain(link);
    for (const token of tokens) expect(text).not.toContain(token!);
    expect(text).not.toMatch(/token=/);
  });
});
