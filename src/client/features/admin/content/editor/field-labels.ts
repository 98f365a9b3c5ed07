import type { MetaField } from '../item-form';

/** The label of each field a type may show besides title, summary, topics and cover. */
export const FIELD_LABELS: Record<MetaField, string> = {
  description: 'Description',
  industry: 'Industry',
  headcount: 'Company size',
  source: 'Source (company or publisher)',
  publisher: 'Publisher',
  mediaType: 'Media type',
  url: 'Link',
  recordingUrl: 'Recording link',
  pdfUrl: 'PDF address',
  speaker: 'Speaker',
  speakerPhotoUrl: 'Speaker photo',
  date: 'Date and time',
  timeZone: 'Time zone',
  year: 'Year',
  isPraxisCase: 'Praxis case (listed with the case studies)',
  purpose: 'Purpose',
  challenge: 'Challenge',
  solution: 'Solution',
  results: 'Results',
};

/** Fields written as paragraphs: a text area across both columns. */
export const LONG_FIELDS = new Set<MetaField>(['description', 'purpose', 'challenge', 'solution', 'results']);

/** The line under a field that says what goes in it. */
export const HINTS: Partial<Record<MetaField, string>> = {
  description:
    'A longer introduction. Search finds its words; cards and the page show it only when the summary is empty.',
  recordingUrl: 'YouTube, Vimeo or Loom link, or a video file address.',
  url: 'A web address (https://…) or a path on this site.',
  headcount: 'e.g. 201-1000',
};
