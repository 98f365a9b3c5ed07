/**
 * The personal digest: a mail, weekly or monthly as the member chooses, of what is new for them
 * since their last digest. These rules are shared by the server (scheduler, preview, mail) and the
 * client (My Account, onboarding), so both use the same choices and the same words.
 */

export const DIGEST_FREQUENCIES = ['off', 'weekly', 'monthly'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];
export type DigestCadence = Exclude<DigestFrequency, 'off'>;

export const DIGEST_FREQUENCY_LABELS: Record<DigestFrequency, string> = {
  off: 'Off',
  weekly: 'Weekly',
  monthly: 'Monthly',
};

/** The sections of a digest, in the order the mail and the preview show them. */
export const DIGEST_SECTIONS = ['growth', 'topics', 'events', 'roadmap', 'ratings'] as const;
export type DigestSectionKey = (typeof DIGEST_SECTIONS)[number];

export const DIGEST_SECTION_TITLES: Record<DigestSectionKey, string> = {
  growth: 'New in your growth areas',
  topics: 'New in the topics you save most',
  events: 'Upcoming events',
  roadmap: 'Roadmap features you voted for',
  ratings: 'Teammates waiting for your rating',
};

/** A section lists at most this many items (the mail links to the app for the rest). */
export const DIGEST_ITEMS_PER_SECTION = 5;
/** "The topics they save most": this many of the member's most saved topics. */
export const DIGEST_TOP_TOPICS = 3;

export const DIGEST_MESSAGES = {
  nothingNew: 'Nothing new yet',
  nothingNewHint: 'When something new arrives for you, it will show here and in your next digest.',
  previewFailed: 'Failed to load the preview of your digest.',
  saveFailed: 'Failed to update your digest. Please try again.',
  unsubscribed: 'You will no longer receive the digest by email.',
  logFailed: 'Failed to load the digest send log.',
  logEmpty: 'No digest has been sent yet.',
} as const;

/** One period of a cadence: its key (2026-W48, 2026-11) and when it starts and ends (UTC). */
export interface DigestPeriod {
  key: string;
  start: Date;
  end: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The ISO week (Monday to Sunday, UTC) holding `at`: its key is the ISO year and week number, so
 * the days around New Year belong to the week their Thursday falls in.
 */
function isoWeek(at: Date): DigestPeriod {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const start = day - weekday * DAY_MS;
  const thursday = new Date(start + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return { key: `${year}-W${pad(week)}`, start: new Date(start), end: new Date(start + 7 * DAY_MS) };
}

function calendarMonth(at: Date): DigestPeriod {
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth();
  return {
    key: `${y}-${pad(m + 1)}`,
    start: new Date(Date.UTC(y, m, 1)),
    end: new Date(Date.UTC(y, m + 1, 1)),
  };
}

/** The period of a cadence that holds `at`. */
export function digestPeriod(cadence: DigestCadence, at: Date): DigestPeriod {
  return cadence === 'weekly' ? isoWeek(at) : calendarMonth(at);
}

/**
 * The period whose digest is due at `now`, or null. A period's digest goes out once that period
 * has begun, and only for a period that began after the member turned the digest on: whoever
 * turns it on on a Wednesday gets their first weekly digest the next Monday (UTC), not at once.
 */
export function duePeriod(sub: { frequency: DigestFrequency; since: Date }, now: Date): DigestPeriod | null {
  if (sub.frequency === 'off') return null;
  const period = digestPeriod(sub.frequency, now);
  return period.start.getTime() > sub.since.getTime() ? period : null;
}

/** When the next digest goes out: the start of the next period after `now` (null when off). */
export function nextDigestAt(frequency: DigestFrequency, now: Date): Date | null {
  if (frequency === 'off') return null;
  return digestPeriod(frequency, now).end;
}

/** Contents are what is new since the later of the last digest sent and the day it was turned on. */
export function digestSince(sub: { since: Date }, lastSentAt: Date | null): Date {
  return lastSentAt && lastSentAt.getTime() > sub.since.getTime() ? lastSentAt : sub.since;
}

/** How many items each section holds. */
export type DigestCounts = Record<DigestSectionKey, number>;

/** Nothing new is nothing sent: a digest goes out only when at least one section has an item. */
export function hasNews(counts: DigestCounts): boolean {
  return DIGEST_SECTIONS.some((s) => counts[s] > 0);
}

export function totalItems(counts: DigestCounts): number {
  return DIGEST_SECTIONS.reduce((sum, s) => sum + counts[s], 0);
}

/** "Your weekly Praxis digest: 4 new things for you". */
export function digestSubject(appName: string, cadence: DigestCadence, items: number): string {
  return `Your ${cadence} ${appName} digest: ${items} new ${items === 1 ? 'thing' : 'things'} for you`;
}

/** The send log's statuses: sent, or skipped (nothing new, or no membership giving access). */
export const DIGEST_SEND_STATUSES = ['sent', 'skipped'] as const;
export type DigestSendStatus = (typeof DIGEST_SEND_STATUSES)[number];
export const DIGEST_SKIP_REASONS = ['nothing_new', 'no_access'] as const;
export type DigestSkipReason = (typeof DIGEST_SKIP_REASONS)[number];

export const DIGEST_SKIP_REASON_LABELS: Record<DigestSkipReason, string> = {
  nothing_new: 'Nothing new',
  no_access: 'No membership giving access',
};
