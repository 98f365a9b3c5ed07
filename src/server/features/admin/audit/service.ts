import type { Db } from '../../../db/client';
import { adminAuditLog } from '../../../db/schema';

/** What an administrator did, to be written in the same transaction as the change itself. */
export interface AdminAction {
  /** A dotted verb: `member.subscription.set`, `content.publish`, `feature.status.change`… */
  action: string;
  targetType: string;
  targetId?: string | null;
  /** The record as it was (omit for a creation) and as it is now (omit for a deletion). */
  before?: unknown;
  after?: unknown;
}

/**
 * Every administrator action is recorded: who, what, the record before and after, and when. Pass
 * the transaction of the change, so the log and the change are kept or lost together.
 */
export async function recordAdminAction(
  db: Db,
  actor: { user: { id: string | null; email: string } },
  entry: AdminAction,
): Promise<void> {
  await db.insert(adminAuditLog).values({
    actorUserId: actor.user.id,
    actorEmail: actor.user.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
