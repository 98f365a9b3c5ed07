import type { AdminContentInput, AdminContentItem } from '../contract/admin-content';
import { markupToText } from './markup';
import { runsToText, validRuns } from './rich-text';

/** How many saved versions of an item are kept (older ones are deleted as new ones are saved). */
export const KEPT_VERSIONS = 20;

/** An item's fields and blocks as the editor sends them: what a version holds. */
export function inputOfItem(item: AdminContentItem): AdminContentInput {
  return {
    type: item.type,
    title: item.title,
    blurb: item.blurb,
    description: item.description,
    topics: item.topics,
    industry: item.industry,
    headcount: item.headcount,
    source: item.source,
    publisher: item.publisher,
    mediaType: item.mediaType,
    url: item.url,
    recordingUrl: item.recordingUrl,
    imageUrl: item.imageUrl,
    pdfUrl: item.pdfUrl,
    speaker: item.speaker,
    speakerPhotoUrl: item.speakerPhotoUrl,
    date: item.date,
    timeZone: item.timeZone,
    year: item.year,
    isPraxisCase: item.isPraxisCase,
    purpose: item.purpose,
    challenge: item.challenge,
    solution: item.solution,
    results: item.results,
    blocks: item.blocks.map((b) => ({ type: b.type, data: b.data })),
  };
}

/** The names people know the fields by, in the order the comparison lists them. */
export const FIELD_NAMES: Record<Exclude<keyof AdminContentInput, 'blocks'>, string> = {
  type: 'Type',
  title: 'Title',
  blurb: 'Summary',
  description: 'Description',
  topics: 'Topics',
  mediaType: 'Media type',
  industry: 'Industry',
  headcount: 'Company size',
  source: 'Source',
  publisher: 'Publisher',
  url: 'Link',
  recordingUrl: 'Recording link',
  imageUrl: 'Cover image',
  pdfUrl: 'PDF address',
  speaker: 'Speaker',
  speakerPhotoUrl: 'Speaker photo',
  date: 'Date and time',
  timeZone: 'Time zone',
  year: 'Year',
  isPraxisCase: 'Praxis case',
  purpose: 'Purpose',
  challenge: 'Challenge',
  solution: 'Solution',
  results: 'Results',
};

const shown = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return '(empty)';
  if (Array.isArray(v)) return v.length === 0 ? '(empty)' : v.join(', ');
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  return String(v);
};

type Block = AdminContentInput['blocks'][number];

/** A block in one line of words: its kind and its text (or address), for a comparison. */
export function blockSummary(block: Block): string {
  const d = block.data ?? {};
  const text = (v: unknown) => (typeof v === 'string' ? markupToText(v) : '');
  const runs = validRuns(d.runs);
  switch (block.type) {
    case 'heading':
      return `Heading: ${text(d.title)}`;
    case 'paragraph':
    case 'quote': {
      const words = runs ? runsToText(runs) : text(d.text);
      const marks = runs?.some((r) => r.bold || r.italic || r.link) ? ' (formatted)' : '';
      return `${block.type === 'quote' ? 'Quote' : 'Paragraph'}${marks}: ${words}`;
    }
    case 'list':
      return `List: ${(Array.isArray(d.items) ? d.items : []).map(text).join(' · ')}`;
    case 'image':
      return `Image: ${text(d.alt) || text(d.url)}${text(d.caption) ? ` (${text(d.caption)})` : ''}`;
    case 'video':
      return `Video: ${text(d.url)}`;
    case 'pdf':
      return `PDF download: ${text(d.title) || text(d.url)}`;
    default:
      return `${block.type}: ${text(d.title) || text(d.text) || text(d.url)}`;
  }
}

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

export interface BlockChange {
  change: 'added' | 'removed';
  /** Position in the version it belongs to (1-based). */
  position: number;
  summary: string;
}

export interface VersionChanges {
  fields: FieldChange[];
  blocks: BlockChange[];
}

/**
 * What changed from version `a` to version `b`: each field whose value differs, and the blocks
 * removed from `a` and added in `b` (a changed block reads as one removed and one added), found
 * by the longest run of blocks the two share, so moving text down does not mark everything.
 */
export function versionChanges(a: AdminContentInput, b: AdminContentInput): VersionChanges {
  const fields: FieldChange[] = [];
  for (const [key, field] of Object.entries(FIELD_NAMES) as Array<[keyof typeof FIELD_NAMES, string]>) {
    const before = shown(a[key]);
    const after = shown(b[key]);
    if (before !== after) fields.push({ field, before, after });
  }
  const left = a.blocks.map((x) => JSON.stringify(x));
  const right = b.blocks.map((x) => JSON.stringify(x));
  // Longest common subsequence table, from the end.
  const n = left.length;
  const m = right.length;
  const table: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      table[i]![j] =
        left[i] === right[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  const blocks: BlockChange[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && left[i] === right[j]) {
      i++;
      j++;
    } else if (j < m && (i >= n || table[i]![j + 1]! >= table[i + 1]![j]!)) {
      blocks.push({ change: 'added', position: j + 1, summary: blockSummary(b.blocks[j]!) });
      j++;
    } else {
      blocks.push({ change: 'removed', position: i + 1, summary: blockSummary(a.blocks[i]!) });
      i++;
    }
  }
  return { fields, blocks };
}
