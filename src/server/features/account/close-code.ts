import { CLOSE_CODE_MAX_TRIES, CLOSE_CODE_TTL_MINUTES } from '../../../shared/contract/own-data';
import { issueCode, spendCode } from '../../auth/one-time-code';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { closeAccountCodeEmail } from '../../mail/templates';

/**
 * The emailed code that proves it is the member, for closing an account that has no password (a
 * member who signs in only by emailed link): one at a time, for 15 minutes, gone after 5 wrong tries.
 */
const RULE = { ttlSeconds: CLOSE_CODE_TTL_MINUTES * 60, tries: CLOSE_CODE_MAX_TRIES };

export async function sendCloseCode(
  deps: { db: Db; mailer: Mailer; appName: string; appUrl: string; secret: string },
  member: { id: string; email: string },
): Promise<void> {
  const code = await issueCode(deps.db, deps.secret, { userId: member.id, purpose: 'close-account' }, RULE);
  const accountLink = `${deps.appUrl.replace(/\/$/, '')}/my-account`;
  await deps.mailer.send(closeAccountCodeEmail(deps.appName, member.email, code, accountLink));
}

/** Whether `code` is the member's current code; a right code is used up, a wrong one counts a try. */
export async function consumeCloseCode(
  deps: { db: Db; secret: string },
  userId: string,
  code: string,
): Promise<boolean> {
  return spendCode(deps.db, deps.secret, { userId, purpose: 'close-account' }, code.trim(), RULE);
}
