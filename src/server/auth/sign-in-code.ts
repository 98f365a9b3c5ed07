import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../context';
import { accounts, users } from '../db/schema';
import type { Logger } from '../lib/logger';
import { mailAllowed, type RateRule } from '../lib/rate-limit';
import { signInCodeEmail } from '../mail/templates';
import { issueCode, spendCode } from './one-time-code';
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

const RULE = { ttlSeconds: SIGN_IN_CODE_TTL_SECONDS, tries: SIGN_IN_CODE_TRIES };

export const SIGN_IN_CODE_STEP = {
  codeRequired: true as const,
  message:
    'There have been many failed sign-in attempts for this account, so we need one more step. If your password is right, we have emailed you a 6-digit sign-in code: enter it below.',
};

type CodeDeps = Pick<AppDeps, 'db' | 'env' | 'mailer' | 'auth'>;

/** Replaces the account's code with a fresh one and mails it (nothing past the mail limit). */
export async function issueSignInCode(deps: CodeDeps, user: { id: string; email: string }): Promise<void> {
  if (!(await mailAllowed(deps, 'sign-in-code', user.email, SIGN_IN_CODE_MAILS))) return;
  const code = await issueCode(
    deps.db,
    deps.env.BETTER_AUTH_SECRET,
    { userId: user.id, purpose: 'sign-in' },
    RULE,
  );
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
  const [user] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  if (!user) return false;
  return spendCode(deps.db, deps.env.BETTER_AUTH_SECRET, { userId: user.id, purpose: 'sign-in' }, code, RULE);
}
