import { markupToText } from '../../../shared/domain/markup';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from '@cantoo/pdf-lib';

/**
 * Renders a content item (canvas, research paper, case study) as a real, downloadable PDF from
 * its ordered blocks. Pure: no I/O; the server decides where the bytes go.
 */
export interface ContentPdfInput {
  title: string;
  subtitle?: string | null;
  blocks: Array<{ type: string; data: Record<string, unknown> }>;
  /** Footer brand; defaults to "Praxis". */
  brand?: string;
  /** Creation date written into the document metadata (defaults to now). */
  date?: Date;
}

const PAGE_WIDTH = 595.28; // A4
const PAGE_HEIGHT = 841.89;
const MARGIN_X = 60;
const MARGIN_TOP = 64;
const MARGIN_BOTTOM = 70;
const CONTENT_WIDTH = PAGE_WIDTH - MARGIN_X * 2;

const INK = rgb(0.11, 0.11, 0.14);
const MUTED = rgb(0.38, 0.38, 0.44);
const ACCENT = rgb(0.42, 0.27, 0.85);

/** Common typographic characters outside WinAnsi, mapped to close equivalents. */
const REPLACEMENTS: Record<string, string> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2194': '<->',
  '\u21D2': '=>',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2260': '!=',
  '\u2248': '~',
  '\u00A0': ' ',
  '\u2007': ' ',
  '\u2009': ' ',
  '\u200A': ' ',
  '\u202F': ' ',
  '\u2713': 'v',
  '\u2714': 'v',
  '\u2717': 'x',
  '\u25CF': '\u2022',
  '\u25E6': '-',
  '\u2043': '-',
};

/** Keeps only characters the standard font can encode (WinAnsi); others are approximated or dropped. */
export function toWinAnsi(text: string, charset: Set<number>): string {
  let out = '';
  for (const ch of text.replace(/\r\n?/g, '\n').replace(/\t/g, '    ')) {
    const cp = ch.codePointAt(0)!;
    if (ch === '\n' || charset.has(cp)) {
      out += ch;
      continue;
    }
    const mapped = REPLACEMENTS[ch];
    if (mapped !== undefined) {
      out += mapped;
      continue;
    }
    // Accented letters outside WinAnsi: drop the combining marks (e.g. "ő" → "o").
    const base = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    for (const b of base) if (charset.has(b.codePointAt(0)!)) out += b;
  }
  return out;
}

function str(value: unknown): string {
  if (typeof value === 'string') return markupToText(value);
  if (typeof value === 'number') return String(value);
  return '';
}

function listItems(data: Record<string, unknown>): string[] {
  const raw = Array.isArray(data.items) ? data.items : [];
  return raw
    .map((item) => {
      if (typeof item === 'string') return markupToText(item);
      if (item && typeof item === 'object') {
        const o = item as Record<string, unknown>;
        return str(o.content ?? o.text ?? o.title);
      }
      return '';
    })
    .filter((s) => s.trim().length > 0);
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    const words = paragraph.split(/ +/).filter(Boolean);
    if (words.length === 0) {
      lines.push('');
      continue;
    }
    let current = '';
    for (const word of words) {
      const candidate = current ? `${current} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        current = candidate;
        continue;
      }
      if (current) lines.push(current);
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      current = rest;
    }
    if (current) lines.push(current);
  }
  return lines;
}

export async function renderContentPdf(input: ContentPdfInput): Promise<Uint8Array<ArrayBuffer>> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const oblique = await doc.embedFont(StandardFonts.HelveticaOblique);
  const charset = new Set(regular.getCharacterSet());
  const clean = (s: string) => toWinAnsi(s, charset);
  const brand = clean(input.brand ?? 'Praxis');
  const title = clean(input.title.trim() || 'Untitled Resource');

  doc.setTitle(title);
  doc.setAuthor(brand);
  doc.setCreator(brand);
  doc.setProducer(brand);
  const date = input.date ?? new Date();
  doc.setCreationDate(date);
  doc.setModificationDate(date);

  let page: PDFPage = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  let y = PAGE_HEIGHT - MARGIN_TOP;

  const newPage = () => {
    page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    y = PAGE_HEIGHT - MARGIN_TOP;
  };
  const ensure = (height: number) => {
    if (y - height < MARGIN_BOTTOM) newPage();
  };
  const writeLines = (
    text: string,
    opts: {
      font: PDFFont;
      size: number;
      color?: ReturnType<typeof rgb>;
      indent?: number;
      leading?: number;
      bullet?: string;
    },
  ) => {
    const indent = opts.indent ?? 0;
    const leading = opts.leading ?? opts.size * 1.45;
    const lines = wrap(clean(text), opts.font, opts.size, CONTENT_WIDTH - indent);
    lines.forEach((line, i) => {
      ensure(leading);
      y -= leading;
      if (i === 0 && opts.bullet) {
        page.drawText(opts.bullet, {
          x: MARGIN_X + indent - 14,
          y,
          size: opts.size,
          font: opts.font,
          color: opts.color ?? INK,
        });
      }
      if (line)
        page.drawText(line, {
          x: MARGIN_X + indent,
          y,
          size: opts.size,
          font: opts.font,
          color: opts.color ?? INK,
        });
    });
  };

  // Title block
  page.drawRectangle({ x: MARGIN_X, y: y - 4, width: 40, height: 4, color: ACCENT });
  y -= 18;
  writeLines(title, { font: bold, size: 24, leading: 30 });
  if (input.subtitle?.trim()) {
    y -= 6;
    writeLines(input.subtitle, { font: regular, size: 12, color: MUTED, leading: 17 });
  }
  y -= 18;

  for (const block of input.blocks) {
    const data = block.data ?? {};
    const type = block.type.toLowerCase();
    if (type === 'heading' || type === 'heading1' || type === 'heading2' || type === 'header') {
      const level = type === 'heading1' ? 1 : type === 'heading2' ? 2 : Number(data.level ?? 2) || 2;
      const text = str(data.title ?? data.text ?? data.content).trim() || 'Untitled Section';
      const size = level <= 1 ? 17 : level === 2 ? 14 : 12;
      y -= level <= 1 ? 14 : 10;
      ensure(size * 3); // keep a heading with at least one following line
      writeLines(text, { font: bold, size, leading: size * 1.35, color: level <= 1 ? ACCENT : INK });
      y -= 4;
    } else if (type === 'paragraph' || type === 'text' || type === 'quote') {
      const text = str(data.text ?? data.content ?? data.title);
      if (!text.trim()) continue;
      writeLines(text, {
        font: type === 'quote' ? oblique : regular,
        size: 11,
        indent: type === 'quote' ? 14 : 0,
      });
      y -= 8;
    } else if (type === 'list') {
      const ordered = data.style === 'ordered' || data.ordered === true;
      listItems(data).forEach((item, i) => {
        writeLines(item, { font: regular, size: 11, indent: 20, bullet: ordered ? `${i + 1}.` : '\u2022' });
        y -= 3;
      });
      y -= 6;
    } else if (type === 'image') {
      const caption = str(data.caption ?? data.alt);
      if (caption.trim()) {
        writeLines(`[Figure] ${caption}`, { font: oblique, size: 10, color: MUTED });
        y -= 8;
      }
    } else if (type === 'video' || type === 'url' || type === 'link') {
      const url = str(data.url ?? data.src);
      const label = str(data.title ?? data.caption);
      if (url.trim()) {
        writeLines(label ? `${label}: ${url}` : url, { font: regular, size: 10, color: ACCENT });
        y -= 8;
      }
    }
    // pdf / document / attachment blocks point at this very file or its siblings: nothing to print.
  }

  // Footer on every page: brand, title and page numbers.
  const pages = doc.getPages();
  const footerTitle = wrap(title, regular, 8, CONTENT_WIDTH - 90)[0] ?? '';
  pages.forEach((p, i) => {
    p.drawLine({
      start: { x: MARGIN_X, y: MARGIN_BOTTOM - 24 },
      end: { x: PAGE_WIDTH - MARGIN_X, y: MARGIN_BOTTOM - 24 },
      thickness: 0.5,
      color: MUTED,
      opacity: 0.5,
    });
    p.drawText(`${brand} \u00B7 ${footerTitle}`, {
      x: MARGIN_X,
      y: MARGIN_BOTTOM - 38,
      size: 8,
      font: regular,
      color: MUTED,
    });
    const label = `Page ${i + 1} of ${pages.length}`;
    p.drawText(label, {
      x: PAGE_WIDTH - MARGIN_X - regular.widthOfTextAtSize(label, 8),
      y: MARGIN_BOTTOM - 38,
      size: 8,
      font: regular,
      color: MUTED,
    });
  });

  // @cantoo/pdf-lib allocates a plain ArrayBuffer; the narrower type lets HTTP frameworks accept the bytes.
  return (await doc.save()) as Uint8Array<ArrayBuffer>;
}
