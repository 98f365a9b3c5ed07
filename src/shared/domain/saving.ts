import { eventTimeline } from './events';

/** Why the server refuses a save the member should not have been offered. */
export const NOT_SAVABLE = 'Upcoming events can be saved once the recording is available.';

/**
 * Whether a member may save an item now. An event is stored as an event whether it is presented as
 * an event or, with the Praxis-case flag, as a case study: until its date it has no recording, so
 * it cannot be saved either way. Everything else can always be saved.
 */
export function isSavable(item: { type?: string | null; date?: string | Date | null }, now: Date): boolean {
  return !(item.type === 'event' && eventTimeline(item.date, now) === 'upcoming');
}
