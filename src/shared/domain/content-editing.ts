import { resolveVideo } from './video';

/**
 * The blocks an administrator writes in the console, and the rules a block must meet before it is
 * saved: the same rules in the editor (as the admin types) and on the server (whatever is sent).
 * Blocks of other types, written before the console existed, are kept as they are.
 */
export const EDITABLE_BLOCK_TYPES = ['heading', 'paragraph', 'list', 'image', 'video', 'pdf'] as const;
export type EditableBlockType = (typeof EDITABLE_BLOCK_TYPES)[number];

export const BLOCK_LABELS: Record<EditableBlockType, string> = {
  heading: 'Heading',
  paragraph: 'Paragraph',
  list: 'List',
  image: 'Image',
  video: 'Video link',
  pdf: 'PDF download',
};

/** Limits of one item's body. */
export const MAX_BLOCKS = 200;
export const MAX_BLOCK_TEXT = 20_000;
export const MAX_LIST_ITEMS = 100;

export interface EditorBlock {
  type: string;
  data: Record<string, unknown>;
}

export const isEditableBlockType = (type: string): type is EditableBlockType =>
  (EDITABLE_BLOCK_TYPES as readonly string[]).includes(type);

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/**
 * An address a page may link to or load: http(s), or a path on this site. Anything else (a
 * `javascript:` link, a bare word) is refused when it is written.
 */
export function isSafeAddress(value: string): boolean {
  const v = value.trim();
  if (v.startsWith('/') && !v.startsWith('//')) return !/[\s\\]/.test(v);
  try {
    const url = new URL(v);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

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
      return str(data.text) === '' ? 'A paragraph needs text' : null;
    case 'list': {
      const items = Array.isArray(data.items) ? data.items : [];
      if (items.length > MAX_LIST_ITEMS) return `A list holds at most ${MAX_LIST_ITEMS} points`;
      if (!items.every((i) => typeof i === 'string')) return 'List points are text';
      if (items.filter((i) => str(i) !== '').length === 0) return 'A list needs at least one point';
      if (data.style !== undefined && data.style !== 'ordered' && data.style !== 'unordered') {
        return 'A list is ordered or unordered';
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
      return null;
  }
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

/** The list with the item at `from` moved to `to` (both clamped); the same list when nothing moves. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length) return [...list];
  const target = Math.min(Math.max(to, 0), list.length - 1);
  if (target === from) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}
