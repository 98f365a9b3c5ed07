import { and, asc, eq, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { ContentCard } from '../../../shared/content-card';
import { presentType, wrapTopics } from '../../../shared/domain/content';
import { eventTimeline } from '../../../shared/domain/events';
import { buildIcs, icsFileName, storedInviteDetails } from '../../../shared/domain/ics';
import { resourceBlocks, resources } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { type CardRow, cardColumns, isSavedColumn, toCard } from './card';
import type { DetailKind } from './schemas';
import { selectCards, type Viewer } from './service';
import {
  hasTopicInsensitive,
  isCaseStudy,
  isEvent,
  isPublished,
  isResource,
  LATEST_DATE_FIRST,
  NEWEST_FIRST,
  sharesTopicInsensitive,
} from './where';

/** The spec's not-found text of each detail page. */
export const NOT_FOUND_TEXT: Record<DetailKind, string> = {
  'case-study': 'Case study not found',
  event: 'Event not found',
  research: 'Research Not Found',
  canvas: 'Canvas not found',
  resource: 'Resource Not Found',
};

const KIND_OF: Record<ReturnType<typeof presentType>, DetailKind> = {
  'case-study': 'case-study',
  event: 'event',
  research: 'research',
  active_research: 'research',
  canvas: 'canvas',
  resource: 'resource',
};

export const RELATED_CASE_STUDIES = 3;
export const RELATED_EVENTS = 6;
export const RELATED_EVENTS_FALLBACK = 3;
export const RELATED_RESOURCES = 6;

const detailColumns = {
  ...cardColumns,
  challenge: resources.challenge,
  solution: resources.solution,
  results: resources.results,
  purpose: resources.purpose,
  speakerPhotoUrl: resources.speakerPhotoUrl,
};

export type DetailRow = CardRow & {
  challenge: string | null;
  solution: string | null;
  results: string | null;
  purpose: string | null;
  speakerPhotoUrl: string | null;
};

export type DetailItem = ContentCard & {
  challenge: string | null;
  solution: string | null;
  results: string | null;
  purpose: string | null;
  speakerPhotoUrl: string | null;
  calendarInvite: string | null;
};

/** The item's page kind (case study, event, research, canvas or resource). */
export const kindOf = (row: Pick<CardRow, 'type' | 'isPraxisCase'>): DetailKind => KIND_OF[presentType(row)];

/**
 * One item by id with its detail columns. With `kind`, an item of another kind is treated as
 * missing, and the 404 carries that kind's spec text.
 */
export async function findItem(v: Viewer, id: string, kind?: DetailKind): Promise<DetailRow> {
  const [row] = await v.db
    .select({ ...detailColumns, isSaved: isSavedColumn(v.userId) })
    .from(resources)
    .where(and(eq(resources.id, id), isPublished))
    .limit(1);
  if (!row || (kind && kindOf(row) !== kind)) throw notFound(NOT_FOUND_TEXT[kind ?? 'resource']);
  return row;
}

const calendarPath = (id: string) => `/api/content/${encodeURIComponent(id)}/calendar.ics`;

const hasCalendarInvite = (row: Pick<CardRow, 'type' | 'isPraxisCase' | 'date'>, now: Date) =>
  kindOf(row) === 'event' && row.date !== null && eventTimeline(row.date, now) === 'upcoming';

export function toDetailItem(row: DetailRow, now: Date): DetailItem {
  return {
    ...toCard(row, now),
    challenge: row.challenge,
    solution: row.solution,
    results: row.results,
    purpose: row.purpose,
    speakerPhotoUrl: row.speakerPhotoUrl,
    calendarInvite: hasCalendarInvite(row, now) ? calendarPath(row.id) : null,
  };
}

export async function loadBlocks(v: Pick<Viewer, 'db'>, resourceId: string) {
  const rows = await v.db
    .select({
      id: resourceBlocks.id,
      type: resourceBlocks.type,
      data: resourceBlocks.data,
      position: resourceBlocks.position,
    })
    .from(resourceBlocks)
    .where(eq(resourceBlocks.resourceId, resourceId))
    .orderBy(asc(resourceBlocks.position));
  return rows;
}

/**
 * Up to 3 other case studies, newest first within each tier: sharing a topic (any case) and the
 * industry, sharing a topic, the same industry, then any. One small indexed query per tier, stopping
 * as soon as 3 are found (sorting every case study on computed keys costs ~80 ms at 7,500 of them).
 */
export async function relatedCaseStudies(v: Viewer, item: DetailRow): Promise<ContentCard[]> {
  const topics = wrapTopics(item.topics);
  const sharesTopic = topics.length > 0 ? sharesTopicInsensitive(topics) : undefined;
  const sameIndustry = item.industry ? eq(resources.industry, item.industry) : undefined;
  const tiers = [
    sharesTopic && sameIndustry ? and(sharesTopic, sameIndustry) : undefined,
    sharesTopic,
    sameIndustry,
    sql`true`,
  ].filter((tier): tier is SQL => tier !== undefined);
  const found: CardRow[] = [];
  for (const tier of tiers) {
    const missing = RELATED_CASE_STUDIES - found.length;
    if (missing === 0) break;
    const rows = await selectCards(v)
      .where(and(isCaseStudy, notInArray(resources.id, [item.id, ...found.map((r) => r.id)]), tier))
      .orderBy(...NEWEST_FIRST)
      .limit(missing);
    found.push(...rows);
  }
  return found.map((r) => toCard(r, v.now));
}

/** Up to 6 other events sharing a topic (any case), most recent first; without any, the 3 latest events. */
export async function relatedEvents(v: Viewer, item: DetailRow): Promise<ContentCard[]> {
  const others = and(isEvent, ne(resources.id, item.id));
  const topics = wrapTopics(item.topics);
  const byTopic =
    topics.length === 0
      ? []
      : await selectCards(v)
          .where(and(others, sharesTopicInsensitive(topics)))
          .orderBy(...LATEST_DATE_FIRST)
          .limit(RELATED_EVENTS);
  const rows =
    byTopic.length > 0
      ? byTopic
      : await selectCards(v)
          .where(others)
          .orderBy(...LATEST_DATE_FIRST)
          .limit(RELATED_EVENTS_FALLBACK);
  return rows.map((r) => toCard(r, v.now));
}

/** Up to 6 other resources with the item's first topic (any case), newest first. */
export async function relatedResources(v: Viewer, item: DetailRow): Promise<ContentCard[]> {
  const [first] = wrapTopics(item.topics);
  if (!first) return [];
  const rows = await selectCards(v)
    .where(and(isResource, ne(resources.id, item.id), hasTopicInsensitive(first)))
    .orderBy(...NEWEST_FIRST)
    .limit(RELATED_RESOURCES);
  return rows.map((r) => toCard(r, v.now));
}

export function relatedFor(v: Viewer, item: DetailRow): Promise<ContentCard[]> {
  switch (kindOf(item)) {
    case 'case-study':
      return relatedCaseStudies(v, item);
    case 'event':
      return relatedEvents(v, item);
    case 'resource':
      return relatedResources(v, item);
    default:
      return Promise.resolve([]);
  }
}

/** A member's detail page: the item, its ordered blocks and the related list for its kind. */
export async function contentDetail(v: Viewer, id: string, kind?: DetailKind) {
  const row = await findItem(v, id, kind);
  const [blocks, related] = await Promise.all([loadBlocks(v, row.id), relatedFor(v, row)]);
  return { item: toDetailItem(row, v.now), blocks, related };
}

/** The calendar invite of an upcoming event, built from the event as it is now. */
export async function calendarInvite(v: Viewer, id: string, appUrl: string) {
  const [row] = await v.db
    .select({
      ...cardColumns,
      calendarInvite: resources.calendarInvite,
      timeZone: resources.timeZone,
    })
    .from(resources)
    .where(and(eq(resources.id, id), isPublished))
    .limit(1);
  if (!row || kindOf(row) !== 'event') throw notFound(NOT_FOUND_TEXT.event);
  if (!row.date || !hasCalendarInvite(row, v.now)) {
    throw notFound('A calendar invite is available only for upcoming events');
  }
  const card = toCard(row, v.now);
  const about = row.blurb ?? row.description ?? '';
  const stored = storedInviteDetails(row.calendarInvite);
  const body = buildIcs(
    {
      id: row.id,
      title: card.title,
      start: row.date,
      timeZone: row.timeZone,
      durationMinutes: stored.durationMinutes,
      description: row.speaker ? `With ${row.speaker}. ${about}`.trim() : about,
      url: new URL(`/events/${encodeURIComponent(row.id)}`, appUrl).toString(),
      location: stored.location ?? 'Online',
    },
    v.now,
  );
  return { body, fileName: icsFileName(card.title) };
}
