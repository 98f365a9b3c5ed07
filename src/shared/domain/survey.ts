/**
 * The satisfaction survey: when it may appear, and what an answer holds. The server decides with
 * `surveyGate` (it knows the page views and the last display or answer); the browser adds the one
 * fact only it knows, whether the member has seen the welcome module. The bodies the browser sends
 * are checked by the contract's schemas (shared/contract/survey.ts): this file stays free of zod,
 * since the member frame reads it on every page.
 */

/** Counted page views needed before the survey may appear. */
export const SURVEY_PAGE_VIEWS = 10;
/** The survey appears this long after its conditions hold. */
export const SURVEY_DELAY_MS = 3000;
/** Days that must pass after the survey was shown or answered before it is shown again. */
export const SURVEY_GAP_DAYS = 30;
/** A new member is first asked only once they have been a member this long. */
export const SURVEY_NEW_MEMBER_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export const SURVEY_SCORE_MIN = 0;
export const SURVEY_SCORE_MAX = 10;
export const SURVEY_COMMENT_MAX = 1000;

/** Browser storage: the welcome-seen flag (local) and the survey's session id (per tab session). */
export const WELCOME_SEEN_KEY = 'praxis.welcomeSeen';
export const SURVEY_SESSION_KEY = 'praxis.surveySessionId';
/** Set in session storage once the survey was shown in this browser session. */
export const SURVEY_SHOWN_KEY = 'praxis.surveyShown';

export const SURVEY_MESSAGES = {
  thanks: 'Thank you for your feedback!',
  thanksDetail: 'Your response helps us improve our service.',
  errorTitle: 'Error',
  failed: 'Failed to submit feedback. Please try again.',
  tooSoon: 'The survey is not due yet',
  notShown: 'This survey was not shown to you, or it was answered already.',
} as const;

/** How a score reads: 0–6 Not good, 7–8 Neutral, 9–10 Very good. */
export function scoreLabel(score: number): 'Not good' | 'Neutral' | 'Very good' {
  if (score >= 9) return 'Very good';
  if (score >= 7) return 'Neutral';
  return 'Not good';
}

/** Sign-in and password pages and billing never count as page views for the survey. */
const UNCOUNTED = [
  '/login',
  '/auth',
  '/forgot-password',
  '/reset-password',
  '/setup-password',
  '/auth/callback',
  '/auth-redirect',
  '/billing',
];

export function countsAsPageView(pathname: string): boolean {
  const path = pathname.split(/[?#]/)[0] || '/';
  return !UNCOUNTED.some((route) => path === route || path.startsWith(`${route}/`));
}

/**
 * Pages where the survey never opens, though they count as page views: on the assessment a member
 * is answering a questionnaire (their own, or about a teammate), and a second questionnaire on top
 * of it would interrupt the one they came for. It appears on the next page instead.
 */
const NOT_OVER = ['/ld-assessment'];

export function surveyMayOpenOn(pathname: string): boolean {
  const path = pathname.split(/[?#]/)[0] || '/';
  return !NOT_OVER.some((route) => path === route || path.startsWith(`${route}/`));
}

export interface SurveyFacts {
  signedIn: boolean;
  onboardingCompleted: boolean;
  welcomeSeen: boolean;
  pageViews: number;
  /** When the membership began (activated by an administrator, else when the account was made). */
  memberSince: Date;
  /** The latest time the survey was shown to the member, or answered by them; null if never. */
  lastShownOrAnsweredAt: Date | null;
  now: Date;
}

export type SurveyBlock = 'signed_out' | 'onboarding' | 'welcome' | 'new_member' | 'page_views' | 'too_soon';

/**
 * Why the survey may not appear now, or null when it may: signed in, onboarding completed, the
 * welcome module seen, a member for 14 days, at least 10 counted page views, and 30 days since it
 * was last shown or answered.
 */
export function surveyGate(f: SurveyFacts): SurveyBlock | null {
  if (!f.signedIn) return 'signed_out';
  if (!f.onboardingCompleted) return 'onboarding';
  if (!f.welcomeSeen) return 'welcome';
  if (f.now.getTime() - f.memberSince.getTime() < SURVEY_NEW_MEMBER_DAYS * DAY_MS) return 'new_member';
  if (f.pageViews < SURVEY_PAGE_VIEWS) return 'page_views';
  if (
    f.lastShownOrAnsweredAt &&
    f.now.getTime() - f.lastShownOrAnsweredAt.getTime() < SURVEY_GAP_DAYS * DAY_MS
  )
    return 'too_soon';
  return null;
}

/**
 * The earliest time the survey may come, as far as time goes: 14 days into the membership and 30
 * days after the last display or answer.
 */
export function surveyDueAt(memberSince: Date, lastShownOrAnsweredAt: Date | null): Date {
  const newMemberEnds = memberSince.getTime() + SURVEY_NEW_MEMBER_DAYS * DAY_MS;
  const gapEnds = lastShownOrAnsweredAt ? lastShownOrAnsweredAt.getTime() + SURVEY_GAP_DAYS * DAY_MS : 0;
  return new Date(Math.max(newMemberEnds, gapEnds));
}
