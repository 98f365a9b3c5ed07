import { and, eq, gt, like, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, sessions, users, verifications } from '../db/schema';
import { hashToken, newToken } from '../lib/tokens';

/*
 * Proving a mailbox, and what it means for an account nobody has proven yet.
 *
 * Anyone can register an email address they do not own. Until the mailbox owner proves it, the
 * account's password is only the registrant's word, so:
 *   - a new sign-up for such an account replaces its password (and drops its sessions and pending
 *     links): the last registrant's password is the one the owner must confirm;
 *   - the emailed verification link confirms the address only together with that password (the
 *     owner typed it at sign-up; an attacker's link opened by the victim does nothing);
 *   - a reset or a magic link proves the mailbox on its own and drops every password the owner
 *     did not choose (better-auth does both: a reset replaces the password and ends all sessions,
 *     a magic link removes the credential and sessions of a never-verified account).
 * Verification tokens are random and stored only as hashes; each is spent once.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const EMAIL_VERIFICATION_TTL_SECONDS = 60 * 60 * 24;

const PREFIX = 'verify-email:';
const identifierOf = (token: string) => `${PREFIX}${hashToken(token)}`;

/** Pending verification links of one account. */
const pendingOf = (userId: string) =>
  and(like(verifications.identifier, `${PREFIX}%`), eq(verifications.value, userId));

/** A fresh verification token for the account (the raw token goes only into the email). */
export async function issueEmailVerification(db: Db, userId: string): Promise<string> {
  const token = newToken();
  await db.insert(verifications).values({
    identifier: identifierOf(token),
    value: userId,
    expiresAt: new Date(Date.now() + EMAIL_VERIFICATION_TTL_SECONDS * 1000),
  });
  return token;
}

export interface PendingVerification {
  userId: string;
  email: string;
  emailVerified: boolean;
  /** The password hash the link must be confirmed with (null: the account has no password). */
  passwordHash: string | null;
}

/** The account a live verification token belongs to, and its current password hash. */
export async function findEmailVerification(db: Db, token: string): Promise<PendingVerification | null> {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      passwordHash: accounts.password,
    })
    .from(verifications)
    .innerJoin(users, eq(sql`${users.id}::text`, verifications.value))
    .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
    .where(and(eq(verifications.identifier, identifierOf(token)), gt(verifications.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

/** Reads the account row under a lock, so proving and re-registering one account never interleave. */
async function lockUser(tx: Tx, userId: string) {
  const [user] = await tx
    .select({ emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return user;
}

async function credentialHash(tx: Tx, userId: string) {
  const [credential] = await tx
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  return credential?.password ?? null;
}

/**
 * Spends the token and marks the email verified, provided the password the caller checked is still
 * the account's (a sign-up replacing it in between makes this fail). Other pending links go too.
 */
export async function confirmEmailVerification(
  db: Db,
  token: string,
  checked: PendingVerification,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, checked.userId);
    if (!user || user.emailVerified) return false;
    if ((await credentialHash(tx, checked.userId)) !== checked.passwordHash) return false;
    const spent = await tx
      .delete(verifications)
      .where(and(eq(verifications.identifier, identifierOf(token)), gt(verifications.expiresAt, new Date())))
      .returning({ id: verifications.id });
    if (spent.length === 0) return false;
    await tx.delete(verifications).where(pendingOf(checked.userId));
    await tx
      .update(users)
      .set({ emailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, checked.userId));
    return true;
  });
}

/**
 * A new sign-up for an account whose email nobody has proven: the new registrant's password
 * replaces every earlier credential, and the account's sessions and pending links are dropped.
 * Nothing happens (false) once the email is verified.
 */
export async function replaceUnprovenCredential(
  db: Db,
  userId: string,
  passwordHash: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user || user.emailVerified) return false;
    await tx.delete(accounts).where(eq(accounts.userId, userId));
    await tx
      .insert(accounts)
      .values({ userId, accountId: userId, providerId: 'credential', password: passwordHash });
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(verifications).where(pendingOf(userId));
    return true;
  });
}

/**
 * A password reset proved the mailbox: the email counts as verified, the reset password is the only
 * credential left, and pending verification links go (better-auth already ended every session).
 */
export async function proveMailboxByReset(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(accounts).where(and(eq(accounts.userId, userId), ne(accounts.providerId, 'credential')));
    await tx.delete(verifications).where(pendingOf(userId));
    await tx
      .update(users)
      .set({ emailVerified: true, passwordSet: true, updatedAt: new Date() })
      .where(eq(users.id, userId));
  });
}
