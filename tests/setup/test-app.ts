import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DestinationStream } from 'pino';
import { createAppWithDeps } from '../../src/server/app';
import { createAppAuth } from '../../src/server/app-auth';
import type { Database } from '../../src/server/db/client';
import { loadEnv } from '../../src/server/env';
import { createLogger } from '../../src/server/lib/logger';
import { mailerFromEnv } from '../../src/server/mail/mailer';
import { responseChecker } from './response-contract';
import { createMember, TEST_PASSWORD_COST } from '../factories/members';
import { prepareAsInstalled } from './scratch-db';
import { createTestDatabase } from './test-db';

export const TEST_ORIGIN = 'http://localhost:3000';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app on a fresh database, called in-process through `app.request`. */
export async function createTestApp(
  overrides: Record<string, string> = {},
  opts: { logTo?: DestinationStream; database?: Database } = {},
) {
  // A caller may bring its own (migrated) database, e.g. one reached through a proxy it can cut.
  const database = opts.database ?? (await createTestDatabase());
  // Files (uploads) go to a folder of this app's own unless the caller names one: test files
  // running side by side never share a folder.
  const ownDataDir = overrides.DATA_DIR ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'praxis-test-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    APP_URL: TEST_ORIGIN,
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'silent',
    // A production app keeps the production cost (the setting is refused there).
    ...(overrides.NODE_ENV === 'production' ? {} : { TEST_PASSWORD_COST: String(TEST_PASSWORD_COST) }),
    ...overrides,
    DATA_DIR: overrides.DATA_DIR ?? ownDataDir!,
  });
  const logger = createLogger(env.LOG_LEVEL, opts.logTo);
  const mailer = mailerFromEnv(env, database.db, logger);
  const auth = createAppAuth({ db: database.db, env, mailer });
  const { app, deps } = createAppWithDeps({ env, database, db: database.db, auth, logger, mailer });

  // Every JSON answer, through `request` or `app.request` alike, is checked against its route's
  // declared response schema (see response-contract.ts).
  const checkResponse = responseChecker(app as never);
  const send = app.request;
  app.request = (async (input, init, ...rest) => {
    const res = await send(input, init, ...rest);
    const url = input instanceof Request ? new URL(input.url) : new URL(String(input), 'http://localhost');
    const method = (input instanceof Request ? input.method : init?.method) ?? 'GET';
    await checkResponse(method.toUpperCase(), url, res);
    return res;
  }) as typeof app.request;

  /** A request as a browser on the app's own origin would send it. */
  const request = (path: string, init: RequestInit & { cookie?: string; json?: unknown } = {}) => {
    const headers = new Headers(init.headers);
    if (!headers.has('Origin')) headers.set('Origin', new URL(env.APP_URL).origin);
    if (init.cookie) headers.set('Cookie', init.cookie);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(init.json);
    }
    return app.request(path, { ...init, headers, body });
  };

  /** Signs in through the real endpoint and returns the session cookie. */
  const signIn = async (email: string, password: string): Promise<string> => {
    const res = await request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
    return cookies.join('; ');
  };

  const close = async () => {
    await database.close();
    if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
  };
  return { app, deps, db: database.db, request, signIn, close };
}

/**
 * The app on a database the test opened itself (one it can cut, freeze or time out): migrated (with the bank),
 * with its warnings and errors collected in `logs`, and a member signed in (`cookie`).
 */
export async function signedInAppOn(database: Database) {
  await prepareAsInstalled(database);
  const logs: string[] = [];
  const t = await createTestApp(
    { LOG_LEVEL: 'warn' },
    { database, logTo: { write: (line: string) => logs.push(line) } },
  );
  const m = await createMember(t.db);
  const cookie = await t.signIn(m.email, m.password);
  return { t, cookie, logs };
}

/**
 * Asks for `/api/me` every `everyMs` until it answers 200 or `withinMs` pass: the last status and
 * how long it took from the call (for a database that just came back).
 */
export async function untilServing(t: TestApp, cookie: string, withinMs = 5_000, everyMs = 50) {
  const from = Date.now();
  let status = 0;
  while (Date.now() - from < withinMs) {
    status = (await t.request('/api/me', { cookie })).status;
    if (status === 200) break;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return { status, ms: Date.now() - from };
}
