import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { RatingsAsked, Reminded } from '../../../shared/contract/assessment';
import { isMemberId, RATING_REQUEST_MESSAGES, ratePath, remindFrom } from '../../../shared/domain/assessment';
import { formatShortDay } from '../../../shared/domain/dates';
import { displayName } from '../../../shared/domain/member-names';
import { accessLevel, deriveSubscriptionState } from '../../../shared/domain/subscription';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/client';
import { assessmentInstances, profiles, ratingRequests, teamMembers, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { ratingRequestEmail } from '../../mail/templates';
import { oneClickUnsubscribeUrl } from '../../mail/unsubscribe';

/**
 * Asking teammates for a rating, and reminding them (rules in shared/domain/assessment.ts). Only
 * current teammates with an active membership can be asked: anyone else answers 404 and nothing
 * is written. A request is open until the teammate submits a rating of the requester made after
 * it; asking again while it is open changes nothing and mails nobody.
 */

/**
 * When the rater first rated the requester since the request was made (null: not yet). Columns
 * are given as SQL so the same rule reads a request row wherever it is joined.
 */
export const ratedSince = (requester: SQL, rater: SQL, requestedAt: SQL) => sql`(
  SELECT min(ai.submitted_at) FROM ${assessmentInstances} ai
  WHERE ai.rater_type = 'peer' AND ai.rater_user_id = ${rater} AND ai.target_user_id = ${requester}
    AND ai.submitted_at >= ${requestedAt})`;

/** A rating_requests row's columns, named for the statements that read it (updates included). */
const request = {
  requester: sql`${ratingRequests}.requester_id`,
  rater: sql`${ratingRequests}.rater_id`,
  requestedAt: sql`${ratingRequests}.requested_at`,
};
const requestRatedAt = ratedSince(request.requester, request.rater, request.requestedAt);

interface PersonRow {
  subscriptionStatus: string | null;
  currentPeriodEnd: Date | null;
  stripeCustomerId: string | null;
  role: string;
  deactivatedAt: Date | null;
}

/** A teammate can be asked while their account is in use and their membership gives access. */
export function canBeAsked(p: PersonRow): boolean {
  return p.deactivatedAt === null && accessLevel(deriveSubscriptionState(p), p.role) === 'FULL_ACCESS';
}

interface Rater {
  id: string;
  email: string;
  mails: boolean;
}

/** The requester's teammates among `ids` who can be asked; 404 unless every one of them can. */
async function askableRaters(db: Db, requesterId: string, ids: readonly string[]): Promise<Rater[]> {
  const mine = db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(eq(teamMembers.userId, requesterId));
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      mails: profiles.ratingRequestEmails,
      subscriptionStatus: profiles.subscriptionStatus,
      currentPeriodEnd: profiles.currentPeriodEnd,
      stripeCustomerId: profiles.stripeCustomerId,
      role: profiles.role,
      deactivatedAt: profiles.deactivatedAt,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(and(inArray(teamMembers.teamId, mine), inArray(teamMembers.userId, [...ids])));
  const raters = rows.filter((r) => r.id !== requesterId && canBeAsked(r));
  if (raters.length !== ids.length) throw notFound(RATING_REQUEST_MESSAGES.notTeammates);
  return raters.map((r) => ({ id: r.id, email: r.email, mails: r.mails }));
}

async function requesterName(db: Db, userId: string): Promise<string> {
  const [p] = await db
    .select({ firstName: profiles.firstName, lastName: profiles.lastName })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return displayName(p ?? {}, 'A teammate');
}

type MailDeps = Pick<AppDeps, 'db' | 'env' | 'mailer'>;

/** Mails each rater who has not turned rating requests off; failures are logged, never thrown. */
async function mailRaters(
  deps: MailDeps,
  log: Logger,
  opts: { requesterId: string; raters: Rater[]; reminder: boolean },
): Promise<void> {
  const { env } = deps;
  const name = await requesterName(deps.db, opts.requesterId);
  const rateLink = new URL(ratePath(opts.requesterId, name), env.APP_URL);
  for (const rater of opts.raters.filter((r) => r.mails)) {
    try {
      await deps.mailer.send(
        ratingRequestEmail({
          appName: env.APP_NAME,
          to: rater.email,
          requesterName: name,
          reminder: opts.reminder,
          rateLink: rateLink.toString(),
          accountLink: new URL('/my-account', env.APP_URL).toString(),
          oneClickUrl: oneClickUnsubscribeUrl(
            env.APP_URL,
            env.BETTER_AUTH_SECRET,
            'rating-requests',
            rater.id,
          ),
        }),
      );
    } catch (err) {
      log.warn({ err, requesterId: opts.requesterId, raterId: rater.id }, 'rating request mail not sent');
    }
  }
}

/**
 * POST /assessment/rating-requests: opens a request to each teammate named, or reopens one they
 * answered (rated since); an open request stays as it is. Mail goes out after the answer.
 */
export async function askForRatings(
  deps: MailDeps,
  log: Logger,
  opts: { requesterId: string; raterIds: readonly string[] },
): Promise<RatingsAsked> {
  const raters = await askableRaters(deps.db, opts.requesterId, opts.raterIds);
  const opened = await deps.db
    .insert(ratingRequests)
    .values(raters.map((r) => ({ requesterId: opts.requesterId, raterId: r.id })))
    .onConflictDoUpdate({
      target: [ratingRequests.requesterId, ratingRequests.raterId],
      set: { requestedAt: sql`now()`, remindedAt: null },
      setWhere: sql`${requestRatedAt} IS NOT NULL`,
    })
    .returning({ raterId: ratingRequests.raterId });
  const asked = new Set(opened.map((r) => r.raterId));
  void mailRaters(deps, log, {
    requesterId: opts.requesterId,
    raters: raters.filter((r) => asked.has(r.id)),
    reminder: false,
  }).catch((err) => log.error({ err }, 'rating request mail failed'));
  return {
    asked: raters.filter((r) => asked.has(r.id)).map((r) => r.id),
    alreadyAsked: raters.filter((r) => !asked.has(r.id)).map((r) => r.id),
  };
}

/**
 * POST /assessment/rating-requests/{raterId}/remind: mails the teammate again, at most once a
 * week, while the request is open. One conditional update: of two reminders at once, one mails.
 */
export async function remindRater(
  deps: MailDeps,
  log: Logger,
  opts: { requesterId: string; raterId: string; now?: Date },
): Promise<Reminded> {
  if (!isMemberId(opts.raterId)) throw notFound(RATING_REQUEST_MESSAGES.notTeammates);
  const [rater] = await askableRaters(deps.db, opts.requesterId, [opts.raterId.toLowerCase()]);
  const open = sql`${requestRatedAt} IS NULL`;
  const mine = and(eq(ratingRequests.requesterId, opts.requesterId), eq(ratingRequests.raterId, rater!.id));
  const [reminded] = await deps.db
    .update(ratingRequests)
    .set({ remindedAt: sql`now()` })
    .where(
      and(
        mine,
        open,
        sql`coalesce(${ratingRequests.remindedAt}, ${ratingRequests.requestedAt}) <= now() - interval '7 days'`,
      ),
    )
    .returning({ requestedAt: ratingRequests.requestedAt, remindedAt: ratingRequests.remindedAt });
  if (reminded) {
    void mailRaters(deps, log, { requesterId: opts.requesterId, raters: [rater!], reminder: true }).catch(
      (err) => log.error({ err }, 'rating reminder mail failed'),
    );
    return {
      remindedAt: reminded.remindedAt!.toISOString(),
      remindFrom: remindFrom(reminded).toISOString(),
    };
  }
  // Why not: never asked, rated since, or mailed less than a week ago.
  const [request] = await deps.db
    .select({
      requestedAt: ratingRequests.requestedAt,
      remindedAt: ratingRequests.remindedAt,
      open: sql<boolean>`${open}`,
    })
    .from(ratingRequests)
    .where(mine);
  if (!request) throw notFound(RATING_REQUEST_MESSAGES.notAsked);
  const [p] = await deps.db
    .select({ firstName: profiles.firstName })
    .from(profiles)
    .where(eq(profiles.id, rater!.id));
  const first = p?.firstName.trim() || 'This teammate';
  if (!request.open) throw new AppError(409, 'already_rated', RATING_REQUEST_MESSAGES.alreadyRated(first));
  throw new AppError(
    409,
    'remind_too_early',
    RATING_REQUEST_MESSAGES.remindTooEarly(first, formatShortDay(remindFrom(request))),
  );
}

/** The "Rating requests" switch on My Account (and the one-click unsubscribe). */
export async function getRatingRequestEmails(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: profiles.ratingRequestEmails })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.on ?? true;
}

export async function setRatingRequestEmails(db: Db, userId: string, on: boolean): Promise<boolean> {
  await db
    .update(profiles)
    .set({ ratingRequestEmails: on, updatedAt: new Date() })
    .where(eq(profiles.id, userId));
  return on;
}
