import type { ContentCard } from '../../src/shared/content-card';

/** A content card as the API answers it, with whatever a test sets. */
let seq = 0;

export function makeCard(overrides: Partial<ContentCard> = {}): ContentCard {
  seq += 1;
  return {
    id: `res_${100 + seq}`,
    type: 'resource',
    presentedType: 'resource',
    title: `Item ${seq}`,
    shortDescription: 'A short description.',
    topics: ['Coaching'],
    industry: null,
    headcount: null,
    image: null,
    source: null,
    contentType: 'text',
    mediaType: null,
    url: null,
    recordingUrl: null,
    pdfUrl: null,
    date: null,
    timeline: null,
    speaker: null,
    year: null,
    publisher: null,
    viewCount: 0,
    isPraxisCase: false,
    isSaved: false,
    ...overrides,
  };
}
