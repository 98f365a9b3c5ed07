/**
 * Operator commands (the same services the admin API uses):
 *
 *   npm run admin:invite -- EMAIL --access wire|lifetime|stripe [--first NAME] [--last NAME] [--team NAME]
 *   npm run admin:set-lifetime -- EMAIL
 *   npm run admin:set-wire -- EMAIL [--until DATE]  active, paid by wire transfer (optionally until DATE)
 *   npm run admin:set-unknown -- EMAIL       full access, shown as "unknown" on the billing page
 *   npm run admin:clear-membership -- EMAIL  back to no membership (no access until they join)
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
import { accountActionRefusal } from '../src/shared/domain/roles';
import { deriveSubscriptionState } from '../src/shared/domain/subscription';
import { openConfiguredDatabase } from '../src/server/boot';
import type { Db } from '../src/server/db/client';
import { DataFolderLockedError } from '../src/server/db/data-lock';
import { profiles, ROLES } from '../src/server/db/schema';
import { EnvError, type Env, loadEnv } from '../src/server/env';
import { activeSuperAdmins } from '../src/server/features/admin/members/service';
import { type ManualSubscription, setManualSubscription } from '../src/server/features/billing/service';
import { createInvite, INVITE_ACCESS, type InviteAccess } from '../src/server/features/invites/service';
import { AppError } from '../src/server/lib/errors';
import { createLogger } from '../src/server/lib/logger';
import { mailerFromEnv, type Mailer } from '../src/server/mail/mailer';

export const USAGE = `Usage:
  tsx scripts/admin.ts invite EMAIL --access ${INVITE_ACCESS.join('|')} [--first NAME] [--last NAME] [--team NAME]
  tsx scripts/admin.ts set-lifetime EMAIL
  tsx scripts/admin.ts set-wire EMAIL [--until DATE]
  tsx scripts/admin.ts set-unknown EMAIL
  tsx scripts/admin.ts clear-membership EMAIL
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

/** The membership commands and what each sets. */
const MEMBERSHIP_COMMANDS = {
  'set-lifetime': 'lifetime',
  'set-wire': 'wire',
  'set-unknown': 'unknown',
  'clear-membership': 'clear',
} as const satisfies Record<string, ManualSubscription['kind']>;
type MembershipCommand = keyof typeof MEMBERSHIP_COMMANDS;

export type AdminCommand =
  | {
      name: 'invite';
      email: string;
      access: InviteAccess;
      firstName?: string;
      lastName?: string;
      teamName?: string;
    }
  | { name: MembershipCommand; email: string; membership: ManualSubscription }
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
    case 'invite': {
      if (rest.length !== 1) throw new UsageError('invite takes one EMAIL.');
      const email = emailArg(rest[0]);
      if (values.until !== undefined) throw new UsageError('invite takes no --until.');
      const access = values.access?.trim().toLowerCase();
      if (!(INVITE_ACCESS as readonly string[]).includes(access ?? '')) {
        throw new UsageError(`invite needs --access ${INVITE_ACCESS.join(', ')} (the membership they get).`);
      }
      return {
        name,
        email,
        access: access as InviteAccess,
        firstName: values.first,
        lastName: values.last,
        teamName: values.team,
      };
    }
    case 'set-lifetime':
    case 'set-wire':
    case 'set-unknown':
    case 'clear-membership': {
      if (rest.length !== 1) throw new UsageError(`${name} takes one EMAIL.`);
      const { until, ...others } = values;
      if (name !== 'set-wire' && until !== undefined) throw new UsageError(`${name} takes no options.`);
      if (Object.values(others).some((v) => v !== undefined))
        throw new UsageError(`${name} takes no options.`);
      const kind = MEMBERSHIP_COMMANDS[name];
      return {
        name,
        email: emailArg(rest[0]),
        membership: kind === 'wire' ? { kind, endsAt: dateArg(until) } : { kind },
      };
    }
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

/** An optional end date for a wire transfer: a date (end of that day, UTC) or a date and time. */
function dateArg(value: string | undefined): Date | null {
  if (value === undefined) return null;
  const v = value.trim();
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T23:59:59Z` : v);
  if (!/^\d{4}-\d{2}-\d{2}/.test(v) || Number.isNaN(date.getTime())) {
    throw new UsageError(`--until needs a date such as 2027-06-30 (got ${value}).`);
  }
  return date;
}

const OPTIONS = {
  access: { type: 'string' },
  until: { type: 'string' },
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
      ctx.out(`The link works once and expires on ${invite.expiresAt.toISOString()}.`);
      // The link lets whoever holds it set the password: it goes to the invitee's mailbox (or the
      // dev outbox's own page), never to a terminal that may be logged.
      if (ctx.mailer.kind === 'outbox') {
        ctx.out(`Open it from the dev outbox: ${ctx.env.APP_URL.replace(/\/$/, '')}/dev/outbox`);
      }
      return;
    }
    case 'set-lifetime':
    case 'set-wire':
    case 'set-unknown':
    case 'clear-membership': {
      const profile = await setManualSubscription(ctx.db, command.email, command.membership);
      const until = profile.currentPeriodEnd ? `, until ${profile.currentPeriodEnd.toISOString()}` : '';
      ctx.out(
        `${profile.email}: membership is now ${deriveSubscriptionState(profile)} (status ${profile.subscriptionStatus ?? 'none'}${until}).`,
      );
      return;
    }
    case 'set-role': {
      const row = await ctx.db.transaction(async (tx) => {
        const where = eq(sql`lower(${profiles.email})`, command.email.toLowerCase());
        // The operator acts as a super admin, under the same rules: the last one is never demoted.
        const supers = await activeSuperAdmins(tx, true);
        const [target] = await tx
          .select({ id: profiles.id, role: profiles.role })
          .from(profiles)
          .where(where)
          .for('update');
        if (!target) return undefined;
        const refusal = accountActionRefusal({ id: 'operator', role: 'super_admin' }, target, 'role', {
          activeSuperAdmins: supers,
          newRole: command.role,
        });
        if (refusal) throw new AppError(409, 'role_refused', refusal);
        const [updated] = await tx
          .update(profiles)
          .set({ role: command.role, updatedAt: new Date() })
          .where(where)
          .returning({ email: profiles.email, role: profiles.role });
        return updated;
      });
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
          '(POST /api/admin/invites, POST /api/admin/members/{id}/subscription).',
      );
      return 1;
    }
    throw err;
  }

  const { database, release } = opened;
  try {
    await database.migrate();
    const logger = createLogger(env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL);
    const mailer = mailerFromEnv(env, database.db, logger);
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
