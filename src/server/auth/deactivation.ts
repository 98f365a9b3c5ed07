import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles } from '../db/schema';

/** What a deactivated account is told when it tries to sign in. */
export const ACCOUNT_DEACTIVATED =
  'This account has been deactivated. Please contact the administrators if you think this is a mistake.';

/** Whether an administrator has deactivated the account (it may then not sign in). */
export async function isDeactivated(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, userId), isNotNull(profiles.deactivatedAt)))
    .limit(1);
  return row !== undefined;
}

/** Notes the time of a sign-in, which the admin console shows. */
export async function noteSignIn(db: Db, userId: string, at: Date = new Date()): Promise<void> {
  await db.update(profiles).set({ lastSignInAt: at }).where(eq(profiles.id, userId));
}
