import type { AdminContentInput } from '../../src/shared/contract/admin-content';

/**
 * A library item as an admin sends it to the API: an article resource with every optional field
 * empty and no body, with whatever a test sets.
 */
export function adminContentInput(
  title: string,
  overrides: Partial<AdminContentInput> = {},
): AdminContentInput {
  return {
    type: 'resource',
    title,
    blurb: null,
    description: null,
    topics: [],
    industry: null,
    headcount: null,
    source: null,
    publisher: null,
    mediaType: 'Article',
    url: null,
    recordingUrl: null,
    imageUrl: null,
    pdfUrl: null,
    speaker: null,
    speakerPhotoUrl: null,
    date: null,
    timeZone: null,
    year: null,
    isPraxisCase: false,
    purpose: null,
    challenge: null,
    solution: null,
    results: null,
    blocks: [],
    ...overrides,
  };
}
