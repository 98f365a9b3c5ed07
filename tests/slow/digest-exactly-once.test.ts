import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { digestPeriod } from '../../src/shared/domain/digest';
import { type Database, openDatabase } from '../../src/server/db/client';
import { createMember, TEST_PASSWORD_COST } from '../factories/members';
import { seedDigestPopulation } from '../support/digest-population';
import { createScratchDatabase, prepareAsInstalled } from '../setup/scratch-db';
import { type ServerProcess, startServerProcess, stopServerProcess } from '../setup/server-process';
import { startTestSmtp, type TestSmtp } from '../setup/smtp';

/*
 * Every due member gets exactly one digest, counted in the database and at the SMTP server, while
 * the scheduler is killed (kill -9) in the middle of its run and started again:
 * - on PostgreSQL (test:pg): TWO app processes on one database share the run (SKIP LOCKED); one is
 *   killed once about a third of the digests are written, and started again;
 * - on PGlite (one process per data folder by design): the one process is killed mid-run and
 *   started again on the same folder, and resumes.
 * DIGEST_PROOF_MEMBERS changes the 10,000 members (a quicker look while working on it).
 */

const adminUrl = process.env.TEST_DATABASE_URL;
const MEMBERS = Number(process.env.DIGEST_PROOF_MEMBERS ?? 10_000);
const WITHOUT_ACCESS = 20;
const secret = crypto.randomBytes(32).toString('hex');
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

const poll = async (what: string, done: () => Promise<boolean>, timeoutMs: number, everyMs = 200) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
};

async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** How many digests (sent or skipped) the send log holds, read through the console's API. */
async function written(base: string, cookie: string): Promise<number> {
  const res = await fetch(`${base}/api/admin/digest/sends?pageSize=1`, { headers: { Cookie: cookie, Origin: base } });
  if (res.status !== 200) throw new Error(`send log: ${res.status}`);
  return ((await res.json()) as { total: number }).total;
}

const title = adminUrl
  ? `two processes, ${MEMBERS} members, one killed mid-run and restarted: one digest each (PostgreSQL)`
  : `one process, ${MEMBERS} members, killed mid-run and restarted: one digest each (PGlite)`;

it(title, async () => {
  const smtp: TestSmtp = await startTestSmtp();
  cleanups.push(() => smtp.close());
  const dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'praxis-digest-')));
  cleanups.push(() => {
    for (const d of dataDirs) fs.rmSync(d, { recursive: true, force: true });
  });
  let databaseUrl: string | undefined;
  let database: Database;
  if (adminUrl) {
    const scratch = await createScratchDatabase(adminUrl, 'praxis_digest');
    cleanups.push(() => scratch.drop());
    databaseUrl = scratch.url;
    database = await openDatabase({ url: databaseUrl, poolSize: 2 });
  } else {
    database = await openDatabase({ dataDir: path.join(dataDirs[0]!, 'pglite') });
  }
  await prepareAsInstalled(database);
  const seeded = performance.now();
  const population = await seedDigestPopulation(database.db, { members: MEMBERS, withoutAccess: WITHOUT_ACCESS });
  const admin = await createMember(database.db, { role: 'admin', email: 'digest-admin@example.test' });
  const seedMs = Math.round(performance.now() - seeded);
  await database.close();

  const env = {
    SMTP_URL: smtp.url,
    BETTER_AUTH_SECRET: secret,
    SEED_DEMO: 'false',
    DIGEST_EVERY_MS: '250',
    // Long enough for a batch of 20 on a loaded machine, short enough to wait for after a kill.
    MAIL_CLAIM_MS: '30000',
    // The admin above was made by the factory, whose passwords are hashed at the tests' cost.
    TEST_PASSWORD_COST: String(TEST_PASSWORD_COST),
  };
  const start = (i: number) => startServerProcess({ dataDir: dataDirs[adminUrl ? i : 0]!, databaseUrl, env });
  const processes: ServerProcess[] = [];
  cleanups.push(async () => {
    for (const p of processes) await stopServerProcess(p, 5_000);
  });
  const started = performance.now();
  processes.push(await start(0));
  if (adminUrl) processes.push(await start(1));
  const watcher = processes.at(-1)!;
  const cookie = await signIn(watcher.base, admin.email, admin.password);

  // Kill the first process once about a third of the digests are written: it is mid-run.
  const total = MEMBERS + WITHOUT_ACCESS;
  await poll('a third of the digests', async () => (await written(watcher.base, cookie)) >= total / 3, 600_000, 50);
  const victim = processes[0]!;
  victim.child.kill('SIGKILL');
  await victim.exited;
  // With one process (PGlite) nobody is left to ask until it is back.
  const atKill = adminUrl ? await written(watcher.base, cookie) : null;
  processes[0] = await start(0);
  const restarted = processes[0];
  const restartedCookie = await signIn(restarted.base, admin.email, admin.password);

  await poll('every digest written', async () => (await written(restarted.base, restartedCookie)) >= total, 600_000);
  const buildMs = Math.round(performance.now() - started);
  await poll('every digest delivered', async () => smtp.messages.length >= MEMBERS, 600_000);
  await smtp.settle(3_000);
  const deliveredMs = Math.round(performance.now() - started);
  for (const p of processes) await stopServerProcess(p, 10_000);
  processes.length = 0;

  // The database: one row per member for this week, sent for members with access, skipped without.
  const check = adminUrl
    ? await openDatabase({ url: databaseUrl!, poolSize: 1 })
    : await openDatabase({ dataDir: path.join(dataDirs[0]!, 'pglite') });
  cleanups.push(() => check.close());
  const period = digestPeriod('weekly', new Date()).key;
  const { rows } = (await check.db.execute(sql`
    SELECT status, reason, count(*)::int AS n, count(DISTINCT user_id)::int AS members
    FROM digest_sends WHERE period = ${period} GROUP BY status, reason ORDER BY status`)) as unknown as {
    rows: { status: string; reason: string | null; n: number; members: number }[];
  };
  expect(rows).toEqual([
    { status: 'sent', reason: null, n: MEMBERS, members: MEMBERS },
    { status: 'skipped', reason: 'no_access', n: WITHOUT_ACCESS, members: WITHOUT_ACCESS },
  ]);
  const { rows: left } = (await check.db.execute(sql`SELECT count(*)::int AS n FROM mail_queue`)) as unknown as {
    rows: { n: number }[];
  };
  expect(left[0]!.n).toBe(0);

  // The SMTP server: exactly one message per member with access, none for the others.
  const perRecipient = new Map<string, number>();
  for (const m of smtp.messages) for (const to of m.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
  const twice = [...perRecipient].filter(([, n]) => n > 1);
  expect(twice).toEqual([]);
  expect(smtp.messages).toHaveLength(MEMBERS);
  for (const email of population.dueEmails) expect(perRecipient.get(email), email).toBe(1);

  const figures = {
    database: adminUrl ? 'postgres' : 'pglite',
    processes: adminUrl ? 2 : 1,
    members: MEMBERS,
    seedMs,
    writtenAtKill: atKill,
    allWrittenMs: buildMs,
    allDeliveredMs: deliveredMs,
  };
  console.log(JSON.stringify(figures));
}, 1_500_000);
