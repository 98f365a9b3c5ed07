import { hasFormatting, runsToText, type TextRun, TextRunsSchema, trimRuns } from './rich-text';
import { isSafeAddress } from './safe-address';
import { resolveVideo } from './video';

export { isSafeAddress };

/**
 * The blocks an administrator writes in the console, and the rules a block must meet before it is
 * saved: the same rules in the editor (as the admin types) and on the server (whatever is sent).
 * Blocks of other types, written before the console existed, are kept as they are.
 */
export const EDITABLE_BLOCK_TYPES = [
  'heading',
  'paragraph',
  'list',
  'quote',
  'image',
  'video',
  'pdf',
] as const;
export type EditableBlockType = (typeof EDITABLE_BLOCK_TYPES)[number];

export const BLOCK_LABELS: Record<EditableBlockType, string> = {
  heading: 'Heading',
  paragraph: 'Paragraph',
  list: 'List',
  quote: 'Quote',
  image: 'Image',
  video: 'Video link',
  pdf: 'PDF download',
};

/**
 * The media types the console offers (stored as written; video and audio set the content type,
 * see contentTypeFromMedia). An item keeps a value written before this list existed.
 */
export const MEDIA_TYPES = [
  'Article',
  'Guide',
  'Template',
  'Toolkit',
  'Framework',
  'Report',
  'Research paper',
  'Video',
  'Podcast',
  'Webinar',
  'Live session',
] as const;

/** Limits of one item's body. */
export const MAX_BLOCKS = 200;
export const MAX_BLOCK_TEXT = 20_000;
export const MAX_LIST_ITEMS = 100;

export interface EditorBlock {
  type: string;
  data: Record<string, unknown>;
}

/**
 * Kinds the older editor wrote that members' pages still show (links, embeds, attachments,
 * numbered headings): kept as they are when an item is saved. Any other kind is refused.
 */
export const KEPT_BLOCK_TYPES = [
  'text',
  'heading1',
  'heading2',
  'url',
  'link',
  'linktool',
  'embed',
  'document',
  'attachment',
] as const;

export const isKnownBlockType = (type: string): boolean =>
  (EDITABLE_BLOCK_TYPES as readonly string[]).includes(type) ||
  (KEPT_BLOCK_TYPES as readonly string[]).includes(type);

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** The problem of a video link under the shared video rule, or null when it plays. */
export function videoLinkProblem(url: string): string | null {
  const video = resolveVideo(url);
  if (video.kind === 'invalid') return video.message;
  if (video.kind === 'none') return 'Add a video link';
  return null;
}

/** What is wrong with one block, in words for the admin, or null when it can be saved. */
export function blockProblem(block: EditorBlock): string | null {
  const data = block.data ?? {};
  const tooLong = (v: unknown) => typeof v === 'string' && v.length > MAX_BLOCK_TEXT;
  if (Object.values(data).some(tooLong)) return `Text is limited to ${MAX_BLOCK_TEXT} characters`;
  switch (block.type) {
    case 'heading': {
      if (str(data.title) === '') return 'A heading needs a title';
      const level = data.level;
      if (
        level !== undefined &&
        !(Number.isInteger(level) && (level as number) >= 1 && (level as number) <= 3)
      ) {
        return 'A heading level is 1, 2 or 3';
      }
      return null;
    }
    case 'paragraph':
    case 'quote': {
      const problem = runsProblem(data.runs);
      if (problem) return problem;
      const text = Array.isArray(data.runs) ? runsToText(data.runs as TextRun[]) : data.text;
      return str(text) === '' ? `A ${block.type === 'quote' ? 'quote' : 'paragraph'} needs text` : null;
    }
    case 'list': {
      const items = Array.isArray(data.items) ? data.items : [];
      if (items.length > MAX_LIST_ITEMS) return `A list holds at most ${MAX_LIST_ITEMS} points`;
      if (!items.every((i) => typeof i === 'string')) return 'List points are text';
      if (items.filter((i) => str(i) !== '').length === 0) return 'A list needs at least one point';
      if (data.style !== undefined && data.style !== 'ordered' && data.style !== 'unordered') {
        return 'A list is ordered or unordered';
      }
      if (data.itemRuns !== undefined) {
        if (!Array.isArray(data.itemRuns) || data.itemRuns.length !== items.length) {
          return 'The formatting of the list does not match its points';
        }
        for (const runs of data.itemRuns) {
          const problem = runsProblem(runs);
          if (problem) return problem;
        }
      }
      return null;
    }
    case 'image': {
      const url = str(data.url);
      if (url === '') return 'Upload an image';
      if (!isSafeAddress(url)) return 'The image address must be a web address or an uploaded file';
      if (str(data.alt) === '') return 'Describe the image for people who cannot see it (alt text)';
      return null;
    }
    case 'video':
      return videoLinkProblem(str(data.url));
    case 'pdf': {
      const url = str(data.url);
      if (url === '') return 'Add the PDF address';
      if (!isSafeAddress(url)) return 'The PDF address must be a web address or a path on this site';
      return null;
    }
    default:
      return isKnownBlockType(block.type) ? null : `Unknown block kind "${block.type.slice(0, 40)}"`;
  }
}

/** What is wrong with a block's formatted text (when it has any), or null. */
function runsProblem(runs: unknown): string | null {
  if (runs === undefined) return null;
  const parsed = TextRunsSchema.safeParse(runs);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'The formatting is not valid');
}

/**
 * A block's data as it is stored: text trimmed, list points without empty ones, and the plain
 * text of formatted text derived from its runs (runs without any formatting are dropped, the
 * plain text says it all).
 */
export function storedBlockData(type: string, data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    out[key] = typeof value === 'string' ? value.trim() : value;
  }
  if ((type === 'paragraph' || type === 'quote') && Array.isArray(data.runs)) {
    const runs = trimRuns(data.runs as TextRun[]);
    out.text = runsToText(runs);
    if (hasFormatting(runs)) out.runs = runs;
    else delete out.runs;
  }
  if (type === 'list' && Array.isArray(data.items)) {
    const items = data.items as unknown[];
    const itemRuns = Array.isArray(data.itemRuns) ? (data.itemRuns as TextRun[][]) : null;
    const kept = items
      .map((item, i) => {
        const runs = itemRuns?.[i] ? trimRuns(itemRuns[i]!) : null;
        return { text: runs ? runsToText(runs) : typeof item === 'string' ? item.trim() : item, runs };
      })
      .filter((p) => p.text !== '');
    out.items = kept.map((p) => p.text);
    if (kept.some((p) => p.runs && hasFormatting(p.runs)))
      out.itemRuns = kept.map((p) => p.runs ?? [{ text: String(p.text) }]);
    else delete out.itemRuns;
  }
  return out;
}

/** The problems of a body, by block index (empty when every block can be saved). */
export function blockProblems(blocks: readonly EditorBlock[]): Map<number, string> {
  const problems = new Map<number, string>();
  blocks.forEach((b, i) => {
    const p = blockProblem(b);
    if (p) problems.set(i, p);
  });
  return problems;
}

/** A new, empty block of a type, as the editor adds it. */
export function emptyBlock(type: EditableBlockType): EditorBlock {
  switch (type) {
    case 'heading':
      return { type, data: { title: '', level: 2 } };
    case 'paragraph':
    case 'quote':
      return { type, data: { text: '' } };
    case 'list':
      return { type, data: { items: [''], style: 'unordered' } };
    case 'image':
      return { type, data: { url: '', alt: '', caption: '' } };
    case 'video':
      return { type, data: { url: '', caption: '' } };
    case 'pdf':
      return { type, data: { url: '', title: '' } };
  }
}
