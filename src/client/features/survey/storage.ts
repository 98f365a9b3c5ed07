import { SURVEY_SESSION_KEY, SURVEY_SHOWN_KEY, WELCOME_SEEN_KEY } from '@shared/domain/survey';

/** The survey's browser-side facts; storage that throws (private modes) reads as empty. */

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Nothing to keep it in: the survey simply waits.
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

export const welcomeSeen = () => read(local, WELCOME_SEEN_KEY) === '1';
export const markWelcomeSeen = () => write(local, WELCOME_SEEN_KEY, '1');
export const shownThisSession = () => read(session, SURVEY_SHOWN_KEY) === '1';
export const markShownThisSession = () => write(session, SURVEY_SHOWN_KEY, '1');

/** The survey's session id: one per browser tab session. */
export function surveySessionId(): string {
  const existing = read(session, SURVEY_SESSION_KEY);
  if (existing) return existing;
  const id = crypto.randomUUID();
  write(session, SURVEY_SESSION_KEY, id);
  return id;
}
