export interface Block {
  id?: string;
  type: string;
  data: Record<string, unknown>;
  position?: number;
}

export interface CanvasSection {
  anchor: string;
  title: string;
  level: number;
  heading: Block;
  blocks: Block[];
  pdfUrl: string | null;
}

const PDF_TYPES = new Set(['pdf', 'document', 'attachment']);
const HEADING_TYPES = new Set(['heading', 'heading1', 'heading2']);
export const UNTITLED_SECTION = 'Untitled Section';
export const INTRO_ANCHOR = 'intro';

const typeOf = (b: Block): string => (b.type ?? '').trim().toLowerCase();
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** A block's links: data.url, data.src and data.file (a string, or an uploader's { url }). */
function addresses(b: Block): string[] {
  const data = b.data ?? {};
  const file = data.file;
  const fileUrl = file && typeof file === 'object' ? (file as Record<string, unknown>).url : file;
  return [data.url, data.src, fileUrl].map(text).filter((u): u is string => u !== null);
}

/** Ignores the query string and fragment: "/files/guide.PDF?v=2" is a PDF. */
function isPdfAddress(url: string): boolean {
  return /\.pdf$/i.test(url.split(/[?#]/, 1)[0] ?? '');
}

export function isPdfLikeBlock(b: Block): boolean {
  return PDF_TYPES.has(typeOf(b)) || addresses(b).some(isPdfAddress);
}

export function isHeadingBlock(b: Block): boolean {
  return HEADING_TYPES.has(typeOf(b));
}

export function headingLevel(b: Block): number {
  const raw = b.data?.level;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  if (Number.isInteger(n)) return Math.min(Math.max(n, 1), 6);
  const t = typeOf(b);
  if (t === 'heading1') return 1;
  return 2;
}

export function headingTitle(b: Block): string {
  const data = b.data ?? {};
  return text(data.title) ?? text(data.text) ?? text(data.content) ?? UNTITLED_SECTION;
}

/** The downloadable address of a PDF-like block, preferring an address that is itself a PDF. */
export function blockPdfUrl(b: Block): string | null {
  if (!isPdfLikeBlock(b)) return null;
  const all = addresses(b);
  return all.find(isPdfAddress) ?? all[0] ?? null;
}

export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'section' : slug;
}

function ordered(blocks: Block[]): Block[] {
  // Sort by position only when every block has one; otherwise trust the given order.
  if (!blocks.every((b) => typeof b.position === 'number' && Number.isFinite(b.position))) return [...blocks];
  return [...blocks].sort((a, b) => (a.position as number) - (b.position as number));
}

/**
 * Splits a canvas into sections, one per heading. A heading gets a PDF (its "Download PDF" button)
 * only when a PDF-like block exists somewhere after it: the nearest one inside its own section,
 * otherwise the first PDF of the whole canvas. Blocks before the first heading form a leading
 * section (anchor 'intro', title '', synthetic heading of type 'intro', no PDF button).
 */
export function canvasSections(blocks: Block[]): CanvasSection[] {
  const list = ordered(blocks);
  const pdfAt = list.map((b) => blockPdfUrl(b));
  const firstPdf = pdfAt.find((u) => u !== null) ?? null;
  const used = new Set<string>();
  const unique = (base: string): string => {
    let anchor = base;
    for (let n = 2; used.has(anchor); n++) anchor = `${base}-${n}`;
    used.add(anchor);
    return anchor;
  };

  const sections: CanvasSection[] = [];
  const firstHeading = list.findIndex(isHeadingBlock);
  const introEnd = firstHeading === -1 ? list.length : firstHeading;
  if (introEnd > 0) {
    sections.push({
      anchor: unique(INTRO_ANCHOR),
      title: '',
      level: 2,
      heading: { type: 'intro', data: {} },
      blocks: list.slice(0, introEnd),
      pdfUrl: null,
    });
  }

  for (let i = introEnd; i < list.length; i++) {
    const heading = list[i]!;
    let end = i + 1;
    while (end < list.length && !isHeadingBlock(list[end]!)) end++;
    const title = headingTitle(heading);
    const own = pdfAt.slice(i + 1, end).find((u) => u !== null) ?? null;
    const anyAfter = pdfAt.slice(i + 1).some((u) => u !== null);
    sections.push({
      anchor: unique(slugify(title)),
      title,
      level: headingLevel(heading),
      heading,
      blocks: list.slice(i + 1, end),
      pdfUrl: own ?? (anyAfter ? firstPdf : null),
    });
    i = end - 1;
  }
  return sections;
}
