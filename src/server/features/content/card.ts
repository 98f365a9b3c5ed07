import { and, eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { ContentCard } from '../../../shared/content-card';
import {
  displayTitle,
  presentType,
  researchPublisher,
  resolveImage,
  wrapTopics,
} from '../../../shared/domain/content';
import { eventTimeline } from '../../../shared/domain/events';
import { resources, savedResources } from '../../db/schema';

/** The resource columns a card needs: select these, then map rows with `toCard`. */
export const cardColumns = {
  id: resources.id,
  type: resources.type,
  title: resources.title,
  blurb: resources.blurb,
  description: resources.description,
  topics: resources.topics,
  industry: resources.industry,
  headcount: resources.headcount,
  imageUrl: resources.imageUrl,
  source: resources.source,
  contentType: resources.contentType,
  mediaType: resources.mediaType,
  url: resources.url,
  recordingUrl: resources.recordingUrl,
  pdfUrl: resources.pdfUrl,
  date: resources.date,
  speaker: resources.speaker,
  year: resources.year,
  publisher: resources.publisher,
  viewCount: resources.viewCount,
  isPraxisCase: resources.isPraxisCase,
};

/**
 * `isSaved` for the signed-in member, computed in the same query (false for visitors). A
 * placeholder stands for the member in a prepared statement.
 */
export function isSavedColumn(userId: string | SQLWrapper | null | undefined) {
  if (!userId) return sql<boolean>`false`.as('is_saved');
  return sql<boolean>`exists (select 1 from ${savedResources} where ${and(
    eq(savedResources.userId, userId),
    eq(savedResources.resourceId, resources.id),
  )})`.as('is_saved');
}

export type CardRow = {
  [K in keyof typeof cardColumns]:
    | (typeof cardColumns)[K]['_']['data']
    | ((typeof cardColumns)[K]['_']['notNull'] extends true ? never : null);
} & { isSaved?: boolean | null };

export function toCard(row: CardRow, now: Date = new Date()): ContentCard {
  const presentedType = presentType(row);
  const isResearch = presentedType === 'research' || presentedType === 'active_research';
  return {
    id: row.id,
    type: row.type,
    presentedType,
    title: displayTitle(row.title),
    shortDescription: row.blurb ?? row.description ?? null,
    topics: wrapTopics(row.topics),
    industry: row.industry,
    headcount: row.headcount,
    image: resolveImage(row.imageUrl),
    source: row.source,
    contentType: row.contentType,
    mediaType: row.mediaType,
    url: row.url,
    recordingUrl: row.recordingUrl,
    pdfUrl: row.pdfUrl,
    date: row.date ? row.date.toISOString() : null,
    timeline: timelineOf(row.type, row.date, now),
    speaker: row.speaker,
    year: row.year,
    publisher: isResearch ? (row.publisher ?? researchPublisher(row)) : row.publisher,
    viewCount: row.viewCount,
    isPraxisCase: row.isPraxisCase,
    isSaved: row.isSaved === true,
  };
}

/** Only an event has a timeline: upcoming until its date, then past. */
function timelineOf(
  type: ContentCard['type'],
  date: Date | string | null,
  now: Date,
): ContentCard['timeline'] {
  return type === 'event' ? eventTimeline(date, now) : null;
}

/** A card built earlier (for anyone, at any time) with a member's saved state, the live view count and the timeline at `now`. */
export function cardAsSeen(
  card: ContentCard,
  view: { isSaved: boolean; viewCount: number; now: Date },
): ContentCard {
  return {
    ...card,
    timeline: timelineOf(card.type, card.date, view.now),
    isSaved: view.isSaved,
    viewCount: view.viewCount,
  };
}

/** A card on a public page: `locked` when a visitor sees it. */
export type PublicCard = ContentCard & { locked: boolean };

/** The card without its links (recording, url, PDF): what a visitor may receive. */
export function withoutLinks<T extends ContentCard>(card: T): T {
  return { ...card, url: null, recordingUrl: null, pdfUrl: null, isSaved: false };
}

/** Locked for visitors (links withheld, never sent to the browser); the full card for members. */
export function toPublicCard(card: ContentCard, visitor: boolean): PublicCard {
  return visitor ? { ...withoutLinks(card), locked: true } : { ...card, locked: false };
}
