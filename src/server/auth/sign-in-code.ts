import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../context';
import { accounts, signInCodes, users } from '../db/schema';
import type { Logger } from '../lib/logger';
import { mailAllowed, type RateRule } from '../lib/rate-limit';
import { signInCodeEmail } from '../mail/templates';
import { MAX_PASSWORD } from './password-policy';

/*
 * The sign-in code: what stands between a password and a session once failed sign-ins for one
 * email have passed the limit from many addresses. Nobody is locked out by a stranger's failures:
 * the right password still signs in, but only together with a six-digit code mailed to the
 * account's address. Every attempt past the limit answers the same (a code was sent if the
 * password was right), so guessing on learns nothing about the password.
 */

export const SIGN_IN_CODE_TTL_SECONDS = 10 * 60;
/** Wrong codes an account's current code allows before it stops working. */
export const SIGN_IN_CODE_TRIES = 5;
/**
 * Codes mailed to one account per window. Only someone who typed the right password gets one; the
 * window is the code's lifetime, so past the limit the newest code already mailed still works.
 */
export const SIGN_IN_CODE_MAILS: RateRule = { window: SIGN_IN_CODE_TTL_SECONDS, max: 5 };

export const SIGN_IN_CODE_STEP = {
  codeRequired: true as const,
  message:
    'There have been many failed sign-in attempts for this account, so we need one more step. If your password is right, we have emailed you a 6-digit sign-in code: enter it below.',
};

type CodeDeps = Pick<AppDeps, 'db' | 'env' | 'mailer' | 'auth'>;

/** An HMAC under the server secret: a copy of the database does not give six digits away. */
function codeHash(secret: string, userId: string, code: string): string {
  return crypto.createHmac('sha256', secret).update(`sign-in-code:${userId}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** Replaces the account's code with a fresh one and mails it (nothing past the mail limit). */
export async function issueSignInCode(deps: CodeDeps, user: { id: string; email: string }): Promise<void> {
  if (!(await mailAllowed(deps, 'sign-in-code', user.email, SIGN_IN_CODE_MAILS))) return;
  const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
  const fresh = {
    codeHash: codeHash(deps.env.BETTER_AUTH_SECRET, user.id, code),
    attempts: 0,
    expiresAt: new Date(Date.now() + SIGN_IN_CODE_TTL_SECONDS * 1000),
    createdAt: new Date(),
  };
  await deps.db
    .insert(signInCodes)
    .values({ userId: user.id, ...fresh })
    .onConflictDoUpdate({ target: signInCodes.userId, set: fresh });
  const appUrl = deps.env.APP_URL.replace(/\/$/, '');
  await deps.mailer.send(
    signInCodeEmail(deps.env.APP_NAME, user.email, code, `${appUrl}/login`, `${appUrl}/forgot-password`),
  );
}

/**
 * A sign-in attempt past the per-email limit: checks the password as sign-in would (an unknown
 * email costs the same hashing), and only when it is right mails a code, after the answer, so
 * neither the answer nor its timing tells whether it was.
 */
export async function requireSignInCode(deps: CodeDeps, email: string, password: string, log: Logger) {
  const [account] = await deps.db
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified, hash: accounts.password })
    .from(users)
    .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  const hasher = (await deps.auth.$context).password;
  let right = false;
  if (account?.hash && password.length <= MAX_PASSWORD) {
    right = await hasher.verify({ hash: account.hash, password });
  } else {
    await hasher.hash(password.slice(0, MAX_PASSWORD));
  }
  if (right && account?.emailVerified) {
    issueSignInCode(deps, account).catch((err: unknown) => log.error({ err }, 'sign-in code email failed'));
  }
}

/**
 * Spends the code of the account with this email: true once for the right, live code. A wrong code
 * counts against the code's tries; the last try ends it.
 */
export async function spendSignInCode(
  deps: Pick<AppDeps, 'db' | 'env'>,
  email: string,
  code: string,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        userId: signInCodes.userId,
        codeHash: signInCodes.codeHash,
        attempts: signInCodes.attempts,
        expiresAt: signInCodes.expiresAt,
      })
      .from(signInCodes)
      .innerJoin(users, eq(users.id, signInCodes.userId))
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
      .for('update', { of: signInCodes });
    if (!row || row.expiresAt.getTime() <= Date.now() || row.attempts >= SIGN_IN_CODE_TRIES) return false;
    if (!sameHash(row.codeHash, codeHash(deps.env.BETTER_AUTH_SECRET, row.userId, code))) {
      await tx
        .update(signInCodes)
        .set({ attempts: sql`${signInCodes.attempts} + 1` })
        .where(eq(signInCodes.userId, row.userId));
      return false;
    }
    await tx.delete(signInCodes).where(eq(signInCodes.userId, row.userId));
    return true;
  });
}
