import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import type { startServer } from '../src/server/boot';
import type { Db } from '../src/server/db/client';
import { profiles } from '../src/server/db/schema';
import { DEMO_PASSWORD } from '../src/server/seed';

/**
 * What the benchmarks' server processes share: the bench member they sign in as, and stopping
 * when the benchmark (their parent) goes away.
 */

/** A bench member whose access never lapses (scripts/bench-data.ts gives 5% lifetime access). */
export async function benchMemberEmail(db: Db): Promise<string | null> {
  return (await benchMemberEmails(db, 1))[0] ?? null;
}

/** The first `n` bench members with full access (lifetime), in email order. */
export async function benchMemberEmails(db: Db, n: number): Promise<string[]> {
  const members = await db
    .select({ email: profiles.email })
    .from(profiles)
    .where(and(like(profiles.email, 'bench.member.%'), eq(profiles.subscriptionStatus, 'lifetime')))
    .orderBy(profiles.email)
    .limit(n);
  return members.map((m) => m.email);
}

/**
 * Signs in on the app at `url` as `email` (the bench and demo password unless another is given) and
 * returns the session cookie to send. The app allows 200 sign-ins per address in 10 minutes.
 */
export async function signInBench(url: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in as ${email} failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Closes the server and exits when the parent disconnects or sends SIGTERM. */
export function stopWithParent(server: Awaited<ReturnType<typeof startServer>>): void {
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.on('disconnect', () => void stop());
  process.on('SIGTERM', () => void stop());
}

/**
 * Starts a BUILT server (`server`, e.g. dist/server/index.js) in production mode on loopback, on
 * the PostgreSQL database `databaseUrl`, and waits until it answers. Production requires SMTP; a
 * benchmark sends no mail (nothing listens there).
 */
export async function startBuiltServer(opts: {
  server: string;
  port: number;
  databaseUrl: string;
  secret: string;
}): Promise<{ child: ChildProcess; base: string }> {
  const base = `http://127.0.0.1:${opts.port}`;
  const child = spawn(process.execPath, [path.resolve(opts.server)], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      APP_URL: base,
      BETTER_AUTH_SECRET: opts.secret,
      SEED_DEMO: 'false',
      SMTP_URL: 'smtp://127.0.0.1:9',
      DATABASE_URL: opts.databaseUrl,
    },
  });
  try {
    await expectReady(base, child);
  } catch (err) {
    child.kill('SIGTERM');
    throw err;
  }
  return { child, base };
}

/** Waits up to two minutes (migrations run first) for the server's health route. */
async function expectReady(base: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not answer /api/health within 120 s');
}
