/**
 * A member's calendar feed: a private address that calendar apps (Google, Apple, Outlook) poll
 * without a session. What it holds and how its address looks are decided here, once.
 */

const DAY_MS = 86_400_000;

/** Events that began this recently stay in the feed, so one in progress never vanishes from a calendar. */
export const FEED_RECENT_DAYS = 2;

/** Saved events stay this long after they took place, so the member's calendar keeps them. */
export const FEED_SAVED_PAST_DAYS = 365;

/** At most this many events in one feed (soonest first after the recent ones); a bound on its size. */
export const FEED_MAX_EVENTS = 500;

/** How often calendar apps are asked to fetch the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const FEED_REFRESH_MINUTES = 180;

/** The instants the feed's two windows start at. */
export function feedWindow(now: Date): { upcomingFrom: Date; savedFrom: Date } {
  return {
    upcomingFrom: new Date(now.getTime() - FEED_RECENT_DAYS * DAY_MS),
    savedFrom: new Date(now.getTime() - FEED_SAVED_PAST_DAYS * DAY_MS),
  };
}

/** Whether an event belongs in a member's feed: upcoming (or just begun), or saved and within the year. */
export function inFeed(start: Date, saved: boolean, now: Date): boolean {
  const { upcomingFrom, savedFrom } = feedWindow(now);
  return start.getTime() > upcomingFrom.getTime() || (saved && start.getTime() >= savedFrom.getTime());
}

/**
 * A feed token: a random key (22 base64url characters, 128 bits) followed by its signature
 * (43 base64url characters, an HMAC-SHA256 with the app's secret). Nothing else is a token.
 */
export const FEED_TOKEN = /^[A-Za-z0-9_-]{65}$/;
export const FEED_KEY_LENGTH = 22;

/** Where a feed is served, under the site root (calendar apps ask for it without a session). */
export const FEED_PATH_PREFIX = '/calendar';

export function feedPath(token: string): string {
  return `${FEED_PATH_PREFIX}/${token}.ics`;
}

/** The token of a feed file name (`<token>.ics`), or null when the name is not one. */
export function tokenOfFeedFile(file: string): string | null {
  const m = /^(.+)\.ics$/.exec(file);
  return m && FEED_TOKEN.test(m[1]!) ? m[1]! : null;
}

/** The same address for calendar apps that subscribe through webcal:// (Apple Calendar, Outlook). */
export function webcalAddress(httpsAddress: string): string {
  return httpsAddress.replace(/^https?:\/\//i, 'webcal://');
}

/** The feed's name in calendar apps. */
export function feedName(appName: string): string {
  return `${appName} events`;
}

export const CALENDAR_MESSAGES = {
  copied: 'Address copied',
  copyFailed: 'The address could not be copied. Select it and copy it yourself.',
  loadFailed: 'Your calendar address could not be loaded. Please try again.',
  resetDone: 'Your calendar has a new address. Subscribe to it again in your calendar app.',
  resetFailed: 'A new address could not be made. Please try again.',
  /** The feed of a member whose membership is not active (calendar apps show it, if anything). */
  feedPaused:
    'This calendar feed is paused: the membership behind it is not active. It resumes when the membership does.',
  feedNotFound: 'No such calendar feed',
} as const;

/** Google Calendar's own "add by address" page for a feed (it takes the webcal:// form). */
export function googleCalendarAddress(webcalUrl: string): string {
  return `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalUrl)}`;
}
