import crypto from 'node:crypto';
import { and, asc, eq, exists, gt, gte, isNotNull, or, sql } from 'drizzle-orm';
import type { CalendarFeed } from '../../../shared/contract/calendar';
import {
  CALENDAR_MESSAGES,
  FEED_KEY_LENGTH,
  FEED_MAX_EVENTS,
  FEED_REFRESH_MINUTES,
  FEED_TOKEN,
  feedName,
  feedPath,
  feedWindow,
  webcalAddress,
} from '../../../shared/domain/calendar';
import { contentPath } from '../../../shared/domain/content-path';
import { eventTimeline } from '../../../shared/domain/events';
import { buildIcsCalendar, type IcsEvent, storedInviteDetails } from '../../../shared/domain/ics';
import { accessLevel, deriveSubscriptionState } from '../../../shared/domain/subscription';
import type { Db } from '../../db/client';
import { calendarFeeds, profiles, resources, savedResources } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { isEvent } from '../content/where';

export interface FeedDeps {
  db: Db;
  /** The app's secret: feed addresses are signed with it. */
  secret: string;
  appUrl: string;
  appName: string;
}

/** The signature half of a feed token: an HMAC of the key, 43 base64url characters. */
function signature(secret: string, key: string): string {
  return crypto.createHmac('sha256', secret).update(`calendar-feed:${key}`).digest('base64url');
}

const tokenOf = (secret: string, key: string) => `${key}${signature(secret, key)}`;

/** 128 random bits as 22 base64url characters. */
const newKey = () => crypto.randomBytes(16).toString('base64url');

/**
 * The key of a well-formed token whose signature is ours, else null. The comparison takes the
 * same time wherever the signatures differ, and a forged token costs no database read.
 */
export function keyOfToken(secret: string, token: string): string | null {
  if (!FEED_TOKEN.test(token)) return null;
  const key = token.slice(0, FEED_KEY_LENGTH);
  const given = Buffer.from(token.slice(FEED_KEY_LENGTH));
  const expected = Buffer.from(signature(secret, key));
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? key : null;
}

function addressOf(deps: FeedDeps, key: string): CalendarFeed {
  const url = new URL(feedPath(tokenOf(deps.secret, key)), deps.appUrl).toString();
  return { url, webcalUrl: webcalAddress(url) };
}

/** The member's feed address; the first time they ask, their feed gets its key. */
export async function feedAddress(deps: FeedDeps, userId: string): Promise<CalendarFeed> {
  await deps.db.insert(calendarFeeds).values({ userId, feedKey: newKey() }).onConflictDoNothing();
  const [row] = await deps.db
    .select({ key: calendarFeeds.feedKey })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  if (!row) throw notFound(CALENDAR_MESSAGES.feedNotFound);
  return addressOf(deps, row.key);
}

/** "New address": a fresh key; the old address is refused from this statement on. */
export async function resetFeed(deps: FeedDeps, userId: string): Promise<CalendarFeed> {
  const key = newKey();
  await deps.db
    .insert(calendarFeeds)
    .values({ userId, feedKey: key })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { feedKey: key, createdAt: sql`now()` } });
  return addressOf(deps, key);
}

const feedOwner = (db: Db, key: string) =>
  db
    .select({
      userId: calendarFeeds.userId,
      role: profiles.role,
      subscriptionStatus: profiles.subscriptionStatus,
      currentPeriodEnd: profiles.currentPeriodEnd,
      stripeCustomerId: profiles.stripeCustomerId,
      deactivatedAt: profiles.deactivatedAt,
    })
    .from(calendarFeeds)
    .innerJoin(profiles, eq(profiles.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.feedKey, key))
    .limit(1);

/** The item's time as a whole second: iCalendar times carry no fractions. */
const toSecond = (d: Date) => new Date(Math.floor(d.getTime() / 1000) * 1000);

/**
 * The feed behind a token: the published events that are upcoming (or began in the last days)
 * and the events the member saved in the past year, soonest first. Refused with 404 for an
 * address that is not (or no longer) a feed's, 403 while the owner's membership gives no access.
 */
export async function memberFeed(deps: FeedDeps, token: string, now: Date): Promise<string> {
  const key = keyOfToken(deps.secret, token);
  if (!key) throw notFound(CALENDAR_MESSAGES.feedNotFound);
  const [owner] = await feedOwner(deps.db, key);
  if (!owner) throw notFound(CALENDAR_MESSAGES.feedNotFound);
  const access = accessLevel(deriveSubscriptionState(owner, now), owner.role);
  if (access !== 'FULL_ACCESS' || owner.deactivatedAt !== null) {
    throw new AppError(403, 'feed_paused', CALENDAR_MESSAGES.feedPaused);
  }

  const { upcomingFrom, savedFrom } = feedWindow(now);
  const saved = exists(
    deps.db
      .select({ one: sql`1` })
      .from(savedResources)
      .where(and(eq(savedResources.userId, owner.userId), eq(savedResources.resourceId, resources.id))),
  );
  const rows = await deps.db
    .select({
      id: resources.id,
      title: resources.title,
      blurb: resources.blurb,
      description: resources.description,
      speaker: resources.speaker,
      date: resources.date,
      timeZone: resources.timeZone,
      calendarInvite: resources.calendarInvite,
      recordingUrl: resources.recordingUrl,
      revision: resources.revision,
      updatedAt: resources.updatedAt,
    })
    .from(resources)
    .where(
      and(
        isEvent,
        isNotNull(resources.date),
        or(gt(resources.date, upcomingFrom), and(gte(resources.date, savedFrom), saved)),
      ),
    )
    .orderBy(asc(resources.date), asc(resources.id))
    .limit(FEED_MAX_EVENTS);

  const events: IcsEvent[] = rows.map((row) => {
    const stored = storedInviteDetails(row.calendarInvite);
    const about = (row.blurb ?? row.description ?? '').trim();
    const parts = [row.speaker ? `With ${row.speaker}. ${about}`.trim() : about];
    if (row.recordingUrl && eventTimeline(row.date, now) === 'past')
      parts.push(`Recording: ${row.recordingUrl}`);
    return {
      id: row.id,
      title: row.title,
      start: row.date!,
      timeZone: row.timeZone,
      durationMinutes: stored.durationMinutes,
      description: parts.filter(Boolean).join('\n\n'),
      url: new URL(contentPath({ id: row.id, presentedType: 'event' }), deps.appUrl).toString(),
      location: stored.location ?? 'Online',
      sequence: Math.max(0, row.revision - 1),
      lastModified: toSecond(row.updatedAt),
    };
  });
  return buildIcsCalendar({
    events,
    now,
    name: feedName(deps.appName),
    description: `Upcoming ${deps.appName} events and the events you saved.`,
    refreshMinutes: FEED_REFRESH_MINUTES,
  });
}
