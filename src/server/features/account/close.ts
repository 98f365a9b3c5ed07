import { and, eq, sql } from 'drizzle-orm';
import { OWN_DATA_MESSAGES } from '../../../shared/contract/own-data';
import { canonicalRole } from '../../../shared/domain/roles';
import { deriveSubscriptionState } from '../../../shared/domain/subscription';
import type { Db } from '../../db/client';
import { adminAuditLog, invites, mailOutbox, mailQueue, users, verifications } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../mail/mailer';
import { accountClosedEmail } from '../../mail/templates';
import type { StripeClient } from '../../payments/stripe';
import type { SessionMember } from '../../request-env';
import type { FileStorage } from '../../storage';
import { type AdminAction, recordAdminAction } from '../admin/audit/service';
import { contributionsOf, publishAfterDeparture } from '../assessment/averages';
import type { ProfileRow } from '../../auth/profile';
import { deleteAvatarFile } from './service';

export interface CloseDeps {
  db: Db;
  stripe: StripeClient | null;
  mailer: Mailer;
  storage: FileStorage;
  log: Logger;
  appName: string;
  appUrl: string;
}

/** Who closes the account: the member themselves, or an administrator from Members. */
export type Closer = { by: 'self' } | { by: 'admin'; admin: Pick<SessionMember, 'user'> };

/** What the audit log names as the actor of a member closing their own account: nobody by name. */
export const SELF_CLOSE_ACTOR = 'the account holder';

/**
 * Closes an account for good, the same way whoever asks:
 *
 * 1. `authorize` checks who may (it throws otherwise) before anything changes;
 * 2. a card subscription is canceled at Stripe first, so nobody is charged for an account that is
 *    gone; if Stripe cannot be reached nothing is closed;
 * 3. in one transaction, with `authorize` run again under the member's row lock: the account and
 *    everything private goes (profile, sessions, library, assessments and ratings, survey answers,
 *    assistant conversations, rating requests, pending mail and codes); what only counts stays
 *    anonymous: roadmap votes as counts (a trigger on users), ideas and feedback on features
 *    without an author; their ratings stop counting in teammates' and the team's averages under
 *    the averages' own rule; earlier audit entries about them lose their personal fields and one
 *    entry without personal data records the closing;
 * 4. the avatar file is removed and a confirmation is emailed.
 */
export async function closeAccount(
  deps: CloseDeps,
  opts: { userId: string; closer: Closer; authorize: (tx: Db) => Promise<ProfileRow> },
): Promise<void> {
  const { db, log } = deps;
  const before = await db.transaction((tx) => opts.authorize(tx));
  const canceled = await cancelCardSubscriptions(deps, before.stripeCustomerId);

  const target = await db.transaction(async (tx) => {
    const locked = await opts.authorize(tx);
    const email = locked.email.toLowerCase();
    const counted = await contributionsOf(tx, opts.userId);
    await tx.delete(invites).where(eq(sql`lower(${invites.email})`, email));
    await tx.delete(mailOutbox).where(eq(sql`lower(${mailOutbox.to})`, email));
    await tx.delete(mailQueue).where(eq(sql`lower(${mailQueue.to})`, email));
    // The account's one-time codes go with its row; better-auth's links for it are removed here.
    await tx.delete(verifications).where(eq(verifications.value, opts.userId));
    const [deleted] = await tx.delete(users).where(eq(users.id, opts.userId)).returning({ id: users.id });
    if (!deleted) throw new AppError(409, 'already_deleted', 'This account was already deleted.');
    // Earlier entries about this member keep what was done, without their email or names.
    const personal = sql`array['email', 'firstName', 'lastName', 'name']`;
    await tx
      .update(adminAuditLog)
      .set({
        before: sql`${adminAuditLog.before} - ${personal}::text[]`,
        after: sql`${adminAuditLog.after} - ${personal}::text[]`,
      })
      .where(and(eq(adminAuditLog.targetType, 'member'), eq(adminAuditLog.targetId, opts.userId)));
    const entry: AdminAction = {
      action: opts.closer.by === 'self' ? 'member.close' : 'member.delete',
      targetType: 'member',
      targetId: opts.userId,
      before: {
        role: canonicalRole(locked.role),
        subscriptionState: deriveSubscriptionState(locked),
        deactivated: locked.deactivatedAt !== null,
      },
      after: { cardSubscriptionsCanceled: canceled },
    };
    if (opts.closer.by === 'admin') await recordAdminAction(tx, opts.closer.admin, entry);
    else await tx.insert(adminAuditLog).values({ ...entry, actorUserId: null, actorEmail: SELF_CLOSE_ACTOR });
    await publishAfterDeparture(tx, counted);
    return locked;
  });

  await deleteAvatarFile({ db, storage: deps.storage, log }, target.avatarUrl);
  const appLink = `${deps.appUrl.replace(/\/$/, '')}/`;
  await deps.mailer.send(accountClosedEmail(deps.appName, target.email, appLink));
  log.info({ closedBy: opts.closer.by, cardSubscriptionsCanceled: canceled }, 'account closed');
}

/**
 * Cancels every subscription of the member's Stripe customer that has not ended (at once: the
 * account will not exist to use the rest of a period). The number canceled.
 */
async function cancelCardSubscriptions(deps: CloseDeps, customerId: string | null): Promise<number> {
  if (!customerId) return 0;
  if (!deps.stripe) {
    deps.log.warn('closing an account with a Stripe customer while billing is not configured');
    return 0;
  }
  try {
    let canceled = 0;
    for await (const subscription of deps.stripe.subscriptions.list({ customer: customerId, limit: 100 })) {
      if (subscription.status === 'incomplete_expired') continue;
      await deps.stripe.subscriptions.cancel(subscription.id);
      canceled += 1;
    }
    return canceled;
  } catch (err) {
    deps.log.error({ err }, 'closing an account: canceling the card subscription failed');
    throw new AppError(502, 'subscription_cancel_failed', OWN_DATA_MESSAGES.stripeFailed);
  }
}
