/**
 * Operator commands (the same services the admin API uses):
 *
 *   npm run admin:invite -- EMAIL [--first NAME] [--last NAME] [--team NAME]
 *   npm run admin:set-lifetime -- EMAIL
 *   npm run admin:set-wire -- EMAIL          active, paid by wire transfer: no customer, no period end
 *   npm run admin:set-role -- EMAIL ROLE     member | admin | super_admin
 *
 * The database is the configured one (DATABASE_URL, else the embedded PGlite in DATA_DIR), opened
 * and migrated the way the server does it. An embedded folder in use by a running server cannot
 * be opened twice: stop the server first (or use the admin API while it runs).
 */
import 'dotenv/config';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { deriveSubscriptionState } from '../src/shared/domain/subscription';
import { openConfiguredDatabase } from '../src/server/boot';
import type { Db } from '../src/server/db/client';
import { DataFolderLockedError } from '../src/server/db/data-lock';
import { profiles, ROLES } from '../src/server/db/schema';
import { EnvError, type Env, loadEnv } from '../src/server/env';
import { setManualSubscription } from '../src/server/features/billing/service';
import { createInvite } from '../src/server/features/invites/service';
import { AppError } from '../src/server/lib/errors';
import { createLogger } from '../src/server/lib/logger';
import { createMailer, type Mailer } from '../src/server/mail/mailer';

export const USAGE = `Usage:
  tsx scripts/admin.ts invite EMAIL [--first NAME] [--last NAME] [--team NAME]
  tsx scripts/admin.ts set-lifetime EMAIL
  tsx scripts/admin.ts set-wire EMAIL
  tsx scripts/admin.ts set-role EMAIL ROLE   (${ROLES.filter((r) => r !== 'super-admin').join(' | ')})`;

export interface AdminContext {
  db: Db;
  mailer: Mailer;
  env: Pick<Env, 'APP_NAME' | 'APP_URL'>;
  out: (line: string) => void;
}

/** A mistake in the command line: the usage is printed, exit code 2. */
export class UsageError extends Error {}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function emailArg(value: string | undefined): string {
  if (!value || !EMAIL.test(value.trim()))
    throw new UsageError(`A valid EMAIL is required (got ${value ?? 'nothing'}).`);
  return value.trim();
}

export type AdminCommand =
  | { name: 'invite'; email: string; firstName?: string; lastName?: string; teamName?: string }
  | { name: 'set-lifetime' | 'set-wire'; email: string }
  | { name: 'set-role'; email: string; role: (typeof ROLES)[number] };

/** Reads the command line (before any database is opened); throws UsageError. */
export function parseAdminArgs(argv: string[]): AdminCommand {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  const { values, positionals } = parsed;
  const [name, ...rest] = positionals;
  const noOptions = () => {
    if (Object.values(values).some((v) => v !== undefined)) throw new UsageError(`${name} takes no options.`);
  };
  switch (name) {
    case 'invite':
      if (rest.length !== 1) throw new UsageError('invite takes one EMAIL.');
      return {
        name,
        email: emailArg(rest[0]),
        firstName: values.first,
        lastName: values.last,
        teamName: values.team,
      };
    case 'set-lifetime':
    case 'set-wire':
      if (rest.length !== 1) throw new UsageError(`${name} takes one EMAIL.`);
      noOptions();
      return { name, email: emailArg(rest[0]) };
    case 'set-role': {
      if (rest.length !== 2) throw new UsageError('set-role takes an EMAIL and a ROLE.');
      noOptions();
      const role = rest[1]!.trim().toLowerCase().replace('-', '_');
      if (!(ROLES as readonly string[]).includes(role)) throw new UsageError(`Unknown role "${rest[1]}".`);
      return { name, email: emailArg(rest[0]), role: role as (typeof ROLES)[number] };
    }
    default:
      throw new UsageError(name ? `Unknown command "${name}".` : 'A command is required.');
  }
}

const OPTIONS = {
  first: { type: 'string' },
  last: { type: 'string' },
  team: { type: 'string' },
} as const;

/** Runs one command against an open database; throws AppError when the member does not exist. */
export async function runAdminCommand(command: AdminCommand, ctx: AdminContext): Promise<void> {
  switch (command.name) {
    case 'invite': {
      const { name: _name, ...input } = command;
      const invite = await createInvite(
        { db: ctx.db, mailer: ctx.mailer, appName: ctx.env.APP_NAME, appUrl: ctx.env.APP_URL },
        input,
      );
      ctx.out(
        `Invitation sent to ${invite.email} (${ctx.mailer.kind === 'smtp' ? 'by SMTP' : 'to the dev outbox'}).`,
      );
      ctx.out(`The link works once and expires on ${invite.expiresAt.toISOString()}:`);
      ctx.out(`  ${invite.link}`);
      return;
    }
    case 'set-lifetime':
    case 'set-wire': {
      const kind = command.name === 'set-lifetime' ? 'lifetime' : 'wire';
      const profile = await setManualSubscription(ctx.db, command.email, kind);
      ctx.out(
        `${profile.email}: subscription is now ${deriveSubscriptionState(profile)} (status ${profile.subscriptionStatus}).`,
      );
      return;
    }
    case 'set-role': {
      const [row] = await ctx.db
        .update(profiles)
        .set({ role: command.role, updatedAt: new Date() })
        .where(eq(sql`lower(${profiles.email})`, command.email.toLowerCase()))
        .returning({ email: profiles.email, role: profiles.role });
      if (!row) throw new AppError(404, 'not_found', `No member with the email ${command.email}.`);
      ctx.out(`${row.email}: role is now ${row.role}.`);
      return;
    }
  }
}

async function main(argv: string[]): Promise<number> {
  let command: AdminCommand;
  try {
    command = parseAdminArgs(argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`${err.message}\n\n${USAGE}`);
    return 2;
  }

  let env: Env;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }

  let opened: Awaited<ReturnType<typeof openConfiguredDatabase>>;
  try {
    opened = await openConfiguredDatabase(env);
  } catch (err) {
    if (err instanceof DataFolderLockedError) {
      console.error(
        `Cannot open the embedded database: a running Praxis server (pid ${err.ownerPid}) is using ${env.DATA_DIR}.\n` +
          'Stop the server and run the command again, or, while it runs, use the admin API ' +
          '(POST /api/invites, POST /api/admin/members/{id}/subscription).',
      );
      return 1;
    }
    throw err;
  }

  const { database, release } = opened;
  try {
    await database.migrate();
    const logger = createLogger(env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL);
    const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, db: database.db, logger });
    await runAdminCommand(command, { db: database.db, mailer, env, out: (line) => console.log(line) });
    return 0;
  } catch (err) {
    if (err instanceof AppError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
    release();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err) => {
      console.error(err instanceof Error ? (err.stack ?? err.message) : err);
      process.exit(1);
    },
  );
}
