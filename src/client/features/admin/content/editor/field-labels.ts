import { FIELD_NAMES } from '@shared/domain/content-versions';
import type { MetaField } from '../item-form';

/**
 * The label of each field a type may show besides title, summary, topics and cover: the field's
 * name as the versions list names it, spelled out where the form needs to say more.
 */
export const FIELD_LABELS: Record<MetaField, string> = {
  ...FIELD_NAMES,
  source: 'Source (company or publisher)',
  isPraxisCase: 'Praxis case (listed with the case studies)',
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
