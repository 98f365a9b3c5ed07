import crypto from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import {
  CLOSE_CODE_LENGTH,
  CLOSE_CODE_MAX_TRIES,
  CLOSE_CODE_TTL_MINUTES,
} from '../../../shared/contract/own-data';
import type { Db } from '../../db/client';
import { verifications } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { closeAccountCodeEmail } from '../../mail/templates';

/**
 * The emailed code that proves it is the member, for closing an account that has no password (a
 * member who signs in only by emailed link). One code per member at a time, stored hashed with the
 * wrong tries it has had: it works once, for 15 minutes, and is gone after 5 wrong tries.
 */

export const closeCodeIdentifier = (userId: string) => `close-account:${userId}`;

const hash = (code: string) => crypto.createHash('sha256').update(code).digest('hex');

/** Stored as `<sha256 of the code>:<wrong tries so far>`. */
const stored = (codeHash: string, tries: number) => `${codeHash}:${tries}`;

export async function sendCloseCode(
  deps: { db: Db; mailer: Mailer; appName: string; appUrl: string },
  member: { id: string; email: string },
): Promise<void> {
  const code = crypto
    .randomInt(0, 10 ** CLOSE_CODE_LENGTH)
    .toString()
    .padStart(CLOSE_CODE_LENGTH, '0');
  const identifier = closeCodeIdentifier(member.id);
  await deps.db.transaction(async (tx) => {
    await tx.delete(verifications).where(eq(verifications.identifier, identifier));
    await tx.insert(verifications).values({
      identifier,
      value: stored(hash(code), 0),
      expiresAt: new Date(Date.now() + CLOSE_CODE_TTL_MINUTES * 60_000),
    });
  });
  const accountLink = `${deps.appUrl.replace(/\/$/, '')}/my-account`;
  await deps.mailer.send(closeAccountCodeEmail(deps.appName, member.email, code, accountLink));
}

/**
 * Whether `code` is the member's current code. A right code is used up; a wrong one counts a try,
 * and the last allowed wrong try removes the code.
 */
export async function consumeCloseCode(db: Db, userId: string, code: string): Promise<boolean> {
  const identifier = closeCodeIdentifier(userId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(verifications)
      .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, new Date())))
      .for('update');
    if (!row) return false;
    const [codeHash = '', triesText = '0'] = row.value.split(':');
    const given = Buffer.from(hash(code.trim()));
    const expected = Buffer.from(codeHash);
    if (given.length === expected.length && crypto.timingSafeEqual(given, expected)) {
      await tx.delete(verifications).where(eq(verifications.id, row.id));
      return true;
    }
    const tries = Number(triesText) + 1;
    if (tries >= CLOSE_CODE_MAX_TRIES) await tx.delete(verifications).where(eq(verifications.id, row.id));
    else
      await tx
        .update(verifications)
        .set({ value: stored(codeHash, tries) })
        .where(eq(verifications.id, row.id));
    return false;
  });
}
