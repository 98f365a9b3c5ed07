import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DigestPreview, DigestSettings } from '../../../shared/contract/digest';
import {
  type DigestCadence,
  type DigestFrequency,
  digestSince,
  digestSubject,
  nextDigestAt,
  totalItems,
} from '../../../shared/domain/digest';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/client';
import { digestSends, digestSubscriptions } from '../../db/schema';
import { digestEmail } from '../../mail/templates';
import { oneClickUnsubscribeUrl, unsubscribeToken } from '../../mail/unsubscribe';
import { bankCompetencies, type CompetencyInfo } from '../assessment/grow-next';
import { buildDigests, type DigestContent } from './build';

/** The member's choice: off when they never made one. */
export async function readSubscription(
  db: Db,
  userId: string,
): Promise<{ frequency: DigestFrequency; since: Date | null }> {
  const [row] = await db
    .select({ frequency: digestSubscriptions.frequency, since: digestSubscriptions.since })
    .from(digestSubscriptions)
    .where(eq(digestSubscriptions.userId, userId));
  return row ?? { frequency: 'off', since: null };
}

export async function getDigestSettings(db: Db, userId: string, now: Date): Promise<DigestSettings> {
  const { frequency } = await readSubscription(db, userId);
  return { frequency, nextAt: nextDigestAt(frequency, now)?.toISOString() ?? null };
}

/**
 * Sets the member's choice. Turning the digest on (from off, or for the first time) starts it
 * from now: the first digest covers what is new from this moment. Changing weekly to monthly (or
 * back) keeps where it started.
 */
export async function setDigestFrequency(
  db: Db,
  userId: string,
  frequency: DigestFrequency,
  now: Date,
): Promise<DigestSettings> {
  await db
    .insert(digestSubscriptions)
    .values({ userId, frequency, since: now, updatedAt: now })
    .onConflictDoUpdate({
      target: digestSubscriptions.userId,
      set: {
        frequency,
        updatedAt: now,
        since: sql`CASE WHEN ${digestSubscriptions.frequency} = 'off' AND excluded.frequency <> 'off'
          THEN excluded.since ELSE ${digestSubscriptions.since} END`,
      },
    });
  return { frequency, nextAt: nextDigestAt(frequency, now)?.toISOString() ?? null };
}

/** When each member's last digest went out (the members without one are absent). */
export async function lastSentAt(db: Db, userIds: string[]): Promise<Map<string, Date>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: digestSends.userId, at: sql<string>`max(${digestSends.createdAt})`.as('at') })
    .from(digestSends)
    .where(and(inArray(digestSends.userId, userIds), eq(digestSends.status, 'sent')))
    .groupBy(digestSends.userId);
  return new Map(rows.map((r) => [r.userId, new Date(r.at)]));
}

export const bankById = async (db: Db): Promise<Map<string, CompetencyInfo>> =>
  new Map((await bankCompetencies(db)).map((c) => [c.id, c]));

/**
 * GET /digest/preview: the sections the member's next digest would hold if it went out now (from
 * the same function as the mail). With the digest off, what a digest started today would hold so
 * far is nothing: the preview then covers the last week, so there is something to judge it by.
 */
export async function previewDigest(
  deps: Pick<AppDeps, 'db' | 'growNextRankings'>,
  member: { userId: string; role: string },
  now: Date,
): Promise<DigestPreview> {
  const { db } = deps;
  const sub = await readSubscription(db, member.userId);
  const last = (await lastSentAt(db, [member.userId])).get(member.userId) ?? null;
  const since =
    sub.since && sub.frequency !== 'off'
      ? digestSince({ since: sub.since }, last)
      : new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
  const built = await buildDigests(db, [{ ...member, since }], {
    now,
    bank: await bankById(db),
    rankings: deps.growNextRankings,
  });
  const content = built.get(member.userId)!;
  return {
    frequency: sub.frequency,
    since: since.toISOString(),
    nextAt: nextDigestAt(sub.frequency, now)?.toISOString() ?? null,
    sections: content.sections,
  };
}

/** The digest mail of one member and period, its links absolute. */
export function digestMessage(
  deps: Pick<AppDeps, 'env'>,
  opts: { userId: string; email: string; cadence: DigestCadence; period: string; content: DigestContent },
) {
  const { env } = deps;
  const abs = (path: string) => new URL(path, env.APP_URL).toString();
  const unsubscribePage = new URL('/digest/unsubscribe', env.APP_URL);
  unsubscribePage.searchParams.set('u', opts.userId);
  unsubscribePage.searchParams.set('t', unsubscribeToken(env.BETTER_AUTH_SECRET, 'digest', opts.userId));
  return digestEmail({
    appName: env.APP_NAME,
    to: opts.email,
    subject: digestSubject(env.APP_NAME, opts.cadence, totalItems(opts.content.counts)),
    cadence: opts.cadence,
    sections: opts.content.sections.map((s) => ({
      title: s.title,
      items: s.items.map((i) => ({ title: i.title, detail: i.detail, link: abs(i.path) })),
    })),
    accountLink: abs('/my-account'),
    unsubscribeLink: unsubscribePage.toString(),
    oneClickUrl: oneClickUnsubscribeUrl(env.APP_URL, env.BETTER_AUTH_SECRET, 'digest', opts.userId),
    messageId: `<digest-${opts.userId}-${opts.period}@${new URL(env.APP_URL).hostname}>`,
  });
}

/** The one-click unsubscribe (and the page behind the mail's link): the digest is turned off. */
export async function unsubscribeDigest(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(digestSubscriptions)
    .set({ frequency: 'off', updatedAt: now })
    .where(eq(digestSubscriptions.userId, userId));
}

/** The member's newest digest sends (for tests and the export). */
export async function sendsOf(db: Db, userId: string) {
  return db
    .select()
    .from(digestSends)
    .where(eq(digestSends.userId, userId))
    .orderBy(desc(digestSends.createdAt));
}
