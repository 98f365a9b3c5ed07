import type { AdminContentInput } from '../../../../shared/contract/admin-content';
import type { ContentDetail } from '../../../../shared/contract/content';
import { contentTypeFromMedia } from '../../../../shared/domain/content';
import { storedBlockData } from '../../../../shared/domain/content-editing';
import type { Db } from '../../../db/client';
import { type DetailRow, relatedFor, toDetailItem } from '../../content/detail';

/** The id the preview page is drawn under (its save menu and view counter have nothing to act on). */
export const PREVIEW_ID = 'preview';

/**
 * The member's page of an item as the editor holds it (saved or not): the item's card and detail
 * fields, its blocks as they would be stored, and the related list members would see beside it.
 */
export async function previewDetail(
  db: Db,
  userId: string,
  id: string | undefined,
  input: AdminContentInput,
  now: Date,
): Promise<ContentDetail> {
  const row: DetailRow = {
    // The related lists leave out the item itself by its id.
    id: id ?? PREVIEW_ID,
    type: input.type,
    title: input.title.trim(),
    blurb: input.blurb?.trim() || null,
    description: input.description?.trim() || null,
    topics: input.topics,
    industry: input.industry,
    headcount: input.headcount,
    imageUrl: input.imageUrl,
    source: input.source,
    contentType: contentTypeFromMedia(input.mediaType),
    mediaType: input.mediaType,
    url: input.url,
    recordingUrl: input.recordingUrl,
    pdfUrl: input.pdfUrl,
    date: input.date ? new Date(input.date) : null,
    speaker: input.speaker,
    year: input.year,
    publisher: input.publisher,
    viewCount: 0,
    isPraxisCase: input.isPraxisCase,
    isSaved: false,
    challenge: input.challenge,
    solution: input.solution,
    results: input.results,
    purpose: input.purpose,
    speakerPhotoUrl: input.speakerPhotoUrl,
  };
  const related = await relatedFor({ db, userId, now }, row);
  const blocks = input.blocks.map((b, position) => ({
    id: `${PREVIEW_ID}-${position}`,
    type: b.type,
    data: storedBlockData(b.type, b.data),
    position,
  }));
  return { item: { ...toDetailItem(row, now), id: PREVIEW_ID, calendarInvite: null }, blocks, related };
}
