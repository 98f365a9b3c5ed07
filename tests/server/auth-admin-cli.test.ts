import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAdminArgs, runAdminCommand, UsageError } from '../../scripts/admin';
import { mailOutbox, profiles } from '../../src/server/db/schema';
import { createMember } from '../factories/members';
import { createTestApp, type TestApp } from '../setup/test-app';

/** The operator command line: `npm run admin:invite | admin:set-lifetime | admin:set-wire | admin:set-role`. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function run(argv: string[]) {
  const lines: string[] = [];
  const done = runAdminCommand(parseAdminArgs(argv), {
    db: t.db,
    mailer: t.deps.mailer,
    env: t.deps.env,
    out: (line) => lines.push(line),
  });
  return done.then(() => lines);
}

/** The link of the newest email to `to` in the dev outbox. */
async function outboxLink(to: string): Promise<URL> {
  const [message] = await t.db
    .select({ link: mailOutbox.link })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return new URL(message!.link!);
}

const profileOf = async (id: string) => (await t.db.select().from(profiles).where(eq(profiles.id, id)))[0]!;

describe('admin command line', () => {
  it('invites a person: the link it prints opens a usable invite', async () => {
    const lines = await run([
      'invite',
      'new.fellow@example.test',
      '--access',
      'wire',
      '--first',
      'Mary',
      '--last',
      'Jackson',
      '--team',
      'Wind Tunnel',
    ]);
    expect(lines[0]).toBe('Invitation sent to new.fellow@example.test (to the dev outbox).');
    // The link is in the outbox, not on the terminal.
    expect(lines.at(-1)).toBe('Open it from the dev outbox: http://localhost:3000/dev/outbox');
    const link = await outboxLink('new.fellow@example.test');
    expect(lines.join('\n')).not.toContain(link.searchParams.get('token')!);
    expect(link.pathname).toBe('/setup-password');
    const inspected = await t.request(`/api/invites/inspect?token=${link.searchParams.get('token')}`);
    expect(await inspected.json()).toEqual({ email: 'new.fellow@example.test' });
    const accepted = await t.request('/api/invites/accept', {
      method: 'POST',
      json: { token: link.searchParams.get('token'), password: 'harbour-lilac-engine' },
    });
    expect(accepted.status).toBe(200);
    const cookie = accepted.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const me = await (await t.request('/api/me', { cookie })).json();
    expect(me.profile).toMatchObject({ firstName: 'Mary', lastName: 'Jackson' });
    expect(me.team).toMatchObject({ name: 'Wind Tunnel' });
    // The access the administrator chose: active, paid by wire transfer.
    expect(me.subscription).toMatchObject({ state: 'active', access: 'FULL_ACCESS' });
  });

  it.each([
    ['lifetime', 'lifetime', 'FULL_ACCESS'],
    ['stripe', 'none', 'NO_MEMBERSHIP'],
  ])('invites with --access %s: the person holds a %s membership', async (access, state, level) => {
    const email = `invited-${access}@example.test`;
    const lines = await run(['invite', email, '--access', access]);
    expect(lines.at(-1)).toMatch(/dev\/outbox$/);
    const token = (await outboxLink(email)).searchParams.get('token');
    const accepted = await t.request('/api/invites/accept', {
      method: 'POST',
      json: { token, password: 'harbour-lilac-engine' },
    });
    const cookie = accepted.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const me = await (await t.request('/api/me', { cookie })).json();
    expect(me.subscription).toMatchObject({ state, access: level });
  });

  it('sets lifetime, wire-transfer (optionally until a date), unknown and no membership', async () => {
    const m = await createMember(t.db, {
      subscriptionStatus: 'canceled',
      stripeCustomerId: `cus_cli_${Date.now()}`,
      currentPeriodEnd: new Date(Date.now() - 864e5),
    });
    expect(await run(['set-lifetime', m.email.toUpperCase()])).toEqual([
      `${m.email}: membership is now lifetime (status lifetime).`,
    ]);
    expect(await profileOf(m.id)).toMatchObject({ subscriptionStatus: 'lifetime' });

    expect(await run(['set-wire', m.email])).toEqual([
      `${m.email}: membership is now active (status active).`,
    ]);
    expect(await profileOf(m.id)).toMatchObject({
      subscriptionStatus: 'active',
      stripeCustomerId: null,
      currentPeriodEnd: null,
    });
    const cookie = await t.signIn(m.email, m.password);
    const me = await (await t.request('/api/me', { cookie })).json();
    expect(me.subscription).toMatchObject({ state: 'active', access: 'FULL_ACCESS', hasCustomer: false });

    expect(await run(['set-wire', m.email, '--until', '2099-06-30'])).toEqual([
      `${m.email}: membership is now active (status active, until 2099-06-30T23:59:59.000Z).`,
    ]);
    expect(await run(['set-unknown', m.email])).toEqual([
      `${m.email}: membership is now unknown (status unknown).`,
    ]);
    expect(await run(['clear-membership', m.email])).toEqual([
      `${m.email}: membership is now none (status none).`,
    ]);
    expect((await t.request('/api/resources', { cookie })).status).toBe(403);
  });

  it('sets a role (either spelling of super admin)', async () => {
    const m = await createMember(t.db);
    expect(await run(['set-role', m.email, 'admin'])).toEqual([`${m.email}: role is now admin.`]);
    expect(await run(['set-role', m.email, 'super-admin'])).toEqual([`${m.email}: role is now super_admin.`]);
    expect((await profileOf(m.id)).role).toBe('super_admin');
  });

  it('never demotes the last active super admin', async () => {
    await t.db
      .update(profiles)
      .set({ role: 'member' })
      .where(inArray(profiles.role, ['super_admin', 'super-admin']));
    const last = await createMember(t.db, { role: 'super_admin' });
    await expect(run(['set-role', last.email, 'admin'])).rejects.toThrow(/last super admin/);
    expect((await profileOf(last.id)).role).toBe('super_admin');
  });

  it('says when no member has the email', async () => {
    await expect(run(['set-role', 'nobody@example.test', 'admin'])).rejects.toThrow(
      'No member with the email nobody@example.test.',
    );
    await expect(run(['set-wire', 'nobody@example.test'])).rejects.toThrow('Member not found');
  });

  it.each([
    [[], 'A command is required.'],
    [['promote', 'a@example.test'], 'Unknown command "promote".'],
    [['invite'], 'invite takes one EMAIL.'],
    [['invite', 'not-an-email'], 'A valid EMAIL is required'],
    [['invite', 'a@example.test'], 'invite needs --access wire, lifetime, stripe'],
    [['invite', 'a@example.test', '--access', 'free'], 'invite needs --access'],
    [['set-wire', 'a@example.test', '--until', 'soon'], '--until needs a date'],
    [['set-lifetime', 'a@example.test', '--until', '2030-01-01'], 'set-lifetime takes no options.'],
    [['set-role', 'a@example.test', 'owner'], 'Unknown role "owner".'],
    [['set-wire', 'a@example.test', '--team', 'X'], 'set-wire takes no options.'],
    [['invite', 'a@example.test', '--colour', 'red'], "Unknown option '--colour'"],
  ])('refuses %j before touching the database', (argv, message) => {
    expect(() => parseAdminArgs(argv as string[])).toThrow(UsageError);
    expect(() => parseAdminArgs(argv as string[])).toThrow(message);
  });

  it('as a process: explains a data folder locked by a running server, and prints usage for mistakes', async () => {
    const exec = promisify(execFile);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'praxis-admin-'));
    fs.writeFileSync(path.join(dataDir, 'praxis.lock'), String(process.pid));
    const tsx = path.resolve('node_modules/.bin/tsx');
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'development',
      SMTP_URL: '',
    };
    try {
      const locked = await exec(tsx, ['scripts/admin.ts', 'set-role', 'a@example.test', 'admin'], {
        env,
      }).catch((e) => e);
      expect(locked.code).toBe(1);
      expect(locked.stderr).toContain(`a running Praxis server (pid ${process.pid}) is using ${dataDir}`);
      expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);

      const usage = await exec(tsx, ['scripts/admin.ts', 'frobnicate'], { env }).catch((e) => e);
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain('Usage:');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
