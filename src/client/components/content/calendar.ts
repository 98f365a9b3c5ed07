import type { ContentCard } from '@shared/content-card';
import { parseEventDate } from '@shared/domain/events';
import { buildIcs, icsFileName } from '@shared/domain/ics';
import { contentPath } from './links';

/** True when the event has a date that a calendar can hold. */
export function canAddToCalendar(card: Pick<ContentCard, 'date' | 'timeline'>): boolean {
  return card.timeline === 'upcoming' && parseEventDate(card.date) !== null;
}

/**
 * Downloads an .ics invite named after the event's title. Built in the browser from the card, so
 * it also works for visitors of the public events page.
 */
export function downloadCalendarInvite(
  card: Pick<ContentCard, 'id' | 'title' | 'date' | 'shortDescription' | 'presentedType'>,
): void {
  const start = parseEventDate(card.date);
  if (start === null) return;
  const ics = buildIcs({
    id: card.id,
    title: card.title,
    start,
    description: card.shortDescription ?? undefined,
    url: `${window.location.origin}${contentPath(card)}`,
  });
  const blobUrl = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = blobUrl;
  anchor.download = icsFileName(card.title);
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Some browsers start the download asynchronously; release the blob a little later.
  window.setTimeout(() => URL.revokeObjectURL(blobUrl), 10_000);
}
