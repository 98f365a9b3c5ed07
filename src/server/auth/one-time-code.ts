import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { oneTimeCodes } from '../db/schema';

/*
 * Emailed one-time codes: six digits that prove the person holds the account's mailbox. An account
 * holds at most one live code per purpose; a new one replaces it. Only an HMAC of the code is kept,
 * keyed with the server secret, so a copy of the database does not give the digits away. A code
 * expires, allows a few wrong tries and is spent by the right one.
 */

export type CodePurpose = 'sign-in' | 'close-account';

export interface CodeRule {
  /** How long a code lives. */
  ttlSeconds: number;
  /** Wrong codes allowed before the code stops working. */
  tries: number;
}

const DIGITS = 6;

function codeHash(secret: string, purpose: CodePurpose, userId: string, code: string): string {
  return crypto.createHmac('sha256', secret).update(`${purpose}:${userId}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** A fresh code for `userId` and `purpose`, replacing any earlier one; the caller mails it. */
export async function issueCode(
  db: Db,
  secret: string,
  target: { userId: string; purpose: CodePurpose },
  rule: CodeRule,
): Promise<string> {
  const code = crypto
    .randomInt(0, 10 ** DIGITS)
    .toString()
    .padStart(DIGITS, '0');
  const fresh = {
    codeHash: codeHash(secret, target.purpose, target.userId, code),
    attempts: 0,
    expiresAt: new Date(Date.now() + rule.ttlSeconds * 1000),
    createdAt: new Date(),
  };
  await db
    .insert(oneTimeCodes)
    .values({ ...target, ...fresh })
    .onConflictDoUpdate({ target: [oneTimeCodes.userId, oneTimeCodes.purpose], set: fresh });
  return code;
}

/**
 * Spends the code: true once, for the right and live code. A wrong code counts a try; past the
 * rule's tries, or expired, the code answers false to everything, and the right code removes it.
 */
export async function spendCode(
  db: Db,
  secret: string,
  target: { userId: string; purpose: CodePurpose },
  code: string,
  rule: CodeRule,
): Promise<boolean> {
  const mine = and(eq(oneTimeCodes.userId, target.userId), eq(oneTimeCodes.purpose, target.purpose));
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(oneTimeCodes).where(mine).for('update');
    if (!row || row.expiresAt.getTime() <= Date.now() || row.attempts >= rule.tries) return false;
    if (!sameHash(row.codeHash, codeHash(secret, target.purpose, target.userId, code))) {
      await tx
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(mine);
      return false;
    }
    await tx.delete(oneTimeCodes).where(mine);
    return true;
  });
}
