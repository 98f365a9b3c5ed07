import type { AdminContentInput, AdminContentItem } from '@shared/contract/admin-content';
import type { ResourceType } from '@shared/domain/content';
import { instantToZonedTime, zonedTimeToInstant } from '@shared/domain/time-zone';

/** The editor's fields as the inputs hold them: text everywhere, the date as a wall-clock time. */
export interface ItemFormValues {
  type: ResourceType;
  title: string;
  blurb: string;
  description: string;
  topics: string;
  industry: string;
  headcount: string;
  source: string;
  publisher: string;
  mediaType: string;
  url: string;
  recordingUrl: string;
  imageUrl: string;
  pdfUrl: string;
  speaker: string;
  speakerPhotoUrl: string;
  date: string;
  timeZone: string;
  year: string;
  isPraxisCase: boolean;
  purpose: string;
  challenge: string;
  solution: string;
  results: string;
}

export type MetaField = Exclude<keyof ItemFormValues, 'type' | 'title' | 'blurb' | 'topics' | 'imageUrl'>;

/** The fields each type shows besides title, summary, topics and cover (others stay empty). */
export const FIELDS_BY_TYPE: Record<ResourceType, readonly MetaField[]> = {
  resource: ['mediaType', 'url', 'source', 'description'],
  'case-study': ['industry', 'headcount', 'source', 'challenge', 'solution', 'results', 'pdfUrl'],
  event: [
    'date',
    'timeZone',
    'speaker',
    'speakerPhotoUrl',
    'recordingUrl',
    'url',
    'mediaType',
    'isPraxisCase',
    'industry',
    'headcount',
    'description',
  ],
  canvas: ['description', 'purpose', 'pdfUrl'],
  canvascollection: ['description', 'purpose', 'pdfUrl'],
  research: ['source', 'year', 'url', 'pdfUrl', 'description'],
  active_research: ['source', 'year', 'url', 'description'],
};

export const browserTimeZone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};

export function emptyFormValues(type: ResourceType = 'case-study'): ItemFormValues {
  return {
    type,
    title: '',
    blurb: '',
    description: '',
    topics: '',
    industry: '',
    headcount: '',
    source: '',
    publisher: '',
    mediaType: '',
    url: '',
    recordingUrl: '',
    imageUrl: '',
    pdfUrl: '',
    speaker: '',
    speakerPhotoUrl: '',
    date: '',
    timeZone: browserTimeZone(),
    year: '',
    isPraxisCase: false,
    purpose: '',
    challenge: '',
    solution: '',
    results: '',
  };
}

export function formValuesOf(item: AdminContentItem): ItemFormValues {
  const zone = item.timeZone ?? browserTimeZone();
  return {
    type: item.type,
    title: item.title,
    blurb: item.blurb ?? '',
    description: item.description ?? '',
    topics: item.topics.join(', '),
    industry: item.industry ?? '',
    headcount: item.headcount ?? '',
    source: item.source ?? '',
    publisher: item.publisher ?? '',
    mediaType: item.mediaType ?? '',
    url: item.url ?? '',
    recordingUrl: item.recordingUrl ?? '',
    imageUrl: item.imageUrl ?? '',
    pdfUrl: item.pdfUrl ?? '',
    speaker: item.speaker ?? '',
    speakerPhotoUrl: item.speakerPhotoUrl ?? '',
    date: item.date ? instantToZonedTime(new Date(item.date), zone) : '',
    timeZone: zone,
    year: item.year === null ? '' : String(item.year),
    isPraxisCase: item.isPraxisCase,
    purpose: item.purpose ?? '',
    challenge: item.challenge ?? '',
    solution: item.solution ?? '',
    results: item.results ?? '',
  };
}

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

/**
 * The request body from the form: fields the type does not show are sent empty, so switching the
 * type never keeps a hidden value. A date that is not a time stays as typed for the rule to refuse.
 */
export function inputOf(values: ItemFormValues, blocks: AdminContentInput['blocks']): AdminContentInput {
  const shown = new Set<string>(FIELDS_BY_TYPE[values.type]);
  const field = (name: MetaField) => (shown.has(name) ? orNull(values[name] as string) : null);
  const instant = shown.has('date') && values.date ? zonedTimeToInstant(values.date, values.timeZone) : null;
  const year = field('year');
  return {
    type: values.type,
    title: values.title,
    blurb: orNull(values.blurb),
    description: field('description'),
    topics: values.topics
      .split(',')
      .map((t) => t.trim())
      .filter((t) => t !== ''),
    industry: field('industry'),
    headcount: field('headcount'),
    source: field('source'),
    publisher: field('publisher'),
    mediaType: field('mediaType'),
    url: field('url'),
    recordingUrl: field('recordingUrl'),
    imageUrl: orNull(values.imageUrl),
    pdfUrl: field('pdfUrl'),
    speaker: field('speaker'),
    speakerPhotoUrl: field('speakerPhotoUrl'),
    date: instant ? instant.toISOString() : null,
    timeZone: instant ? values.timeZone : null,
    year: year === null ? null : Number(year),
    isPraxisCase: shown.has('isPraxisCase') ? values.isPraxisCase : false,
    purpose: field('purpose'),
    challenge: field('challenge'),
    solution: field('solution'),
    results: field('results'),
    blocks,
  };
}
