import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  FEATURE_STATUS_LABELS,
  type FeatureStatus,
  featurePath,
  statusChangeSubject,
} from '../../../shared/domain/roadmap';
import type { AppDeps } from '../../context';
import { featureUpvotes, profiles, roadmapFeatures, roadmapNotifications, users } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import { roadmapStatusEmail } from '../../mail/templates';
import {
  oneClickUnsubscribeUrl as oneClickUrlOf,
  unsubscribeToken,
  validUnsubscribeToken as validTokenOf,
} from '../../mail/unsubscribe';

/**
 * Mail about a status change goes to everyone who upvoted the feature and to its author, once per
 * change: each recipient is first claimed in roadmap_notifications (primary key change + member),
 * and only a successful claim sends. Members who turned "Roadmap updates" off are skipped.
 */

/** Where the one-click POST goes (the List-Unsubscribe header) — the API itself. */
export const oneClickUnsubscribeUrl = (appUrl: string, secret: string, userId: string) =>
  oneClickUrlOf(appUrl, secret, 'roadmap', userId);

export const validUnsubscribeToken = (secret: string, userId: string, token: string) =>
  validTokenOf(secret, 'roadmap', userId, token);

/** The page a person opens from the mail's text: it asks before unsubscribing. */
export function unsubscribePageUrl(appUrl: string, secret: string, userId: string): string {
  const url = new URL('/roadmap/unsubscribe', appUrl);
  url.searchParams.set('u', userId);
  url.searchParams.set('t', unsubscribeToken(secret, 'roadmap', userId));
  return url.toString();
}

interface Recipient {
  userId: string;
  email: string;
}

/** Claims every voter and the author (with updates on) for this change; returns the claimed. */
export async function claimRecipients(
  db: AppDeps['db'],
  opts: { changeId: string; featureId: string },
): Promise<Recipient[]> {
  const follower = or(
    inArray(
      users.id,
      db
        .select({ id: featureUpvotes.userId })
        .from(featureUpvotes)
        .where(eq(featureUpvotes.featureId, opts.featureId)),
    ),
    inArray(
      users.id,
      db
        .select({ id: sql<string>`${roadmapFeatures.createdByUserId}` })
        .from(roadmapFeatures)
        .where(eq(roadmapFeatures.id, opts.featureId)),
    ),
  );
  const candidates = db
    .select({
      changeId: sql<string>`${opts.changeId}::uuid`.as('change_id'),
      userId: users.id,
      sentAt: sql<Date | null>`NULL::timestamptz`.as('sent_at'),
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(profiles.roadmapUpdates, true), follower));
  const claimed = await db
    .insert(roadmapNotifications)
    .select(candidates)
    .onConflictDoNothing()
    .returning({ userId: roadmapNotifications.userId });
  if (claimed.length === 0) return [];
  return db
    .select({ userId: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.id,
        claimed.map((c) => c.userId),
      ),
    );
}

/** Sends the claimed mails, a few at a time; a failure is logged and left unsent (sent_at null). */
export async function sendStatusMails(
  deps: Pick<AppDeps, 'db' | 'env' | 'mailer'>,
  log: Logger,
  opts: {
    changeId: string;
    featureId: string;
    featureTitle: string;
    status: FeatureStatus;
    /** The team's note on this change, if it wrote one. */
    note: string | null;
    recipients: Recipient[];
  },
): Promise<void> {
  const { env } = deps;
  const queue = [...opts.recipients];
  const worker = async () => {
    for (let r = queue.shift(); r; r = queue.shift()) {
      const message = roadmapStatusEmail({
        appName: env.APP_NAME,
        to: r.email,
        subject: statusChangeSubject(opts.status, opts.featureTitle),
        featureTitle: opts.featureTitle,
        statusLabel: FEATURE_STATUS_LABELS[opts.status],
        note: opts.note,
        featureLink: new URL(featurePath(opts.featureId), env.APP_URL).toString(),
        unsubscribeLink: unsubscribePageUrl(env.APP_URL, env.BETTER_AUTH_SECRET, r.userId),
        oneClickUrl: oneClickUnsubscribeUrl(env.APP_URL, env.BETTER_AUTH_SECRET, r.userId),
      });
      try {
        await deps.mailer.send(message);
        await deps.db
          .update(roadmapNotifications)
          .set({ sentAt: new Date() })
          .where(
            and(
              eq(roadmapNotifications.changeId, opts.changeId),
              eq(roadmapNotifications.userId, r.userId),
              isNull(roadmapNotifications.sentAt),
            ),
          );
      } catch (err) {
        log.warn({ err, changeId: opts.changeId, userId: r.userId }, 'roadmap status mail not sent');
      }
    }
  };
  await Promise.all([worker(), worker(), worker()]);
}

/** Turns roadmap updates off for a member (the unsubscribe link and the switch). */
export async function unsubscribe(db: AppDeps['db'], userId: string): Promise<void> {
  await db
    .update(profiles)
    .set({ roadmapUpdates: false, updatedAt: new Date() })
    .where(eq(profiles.id, userId));
}
