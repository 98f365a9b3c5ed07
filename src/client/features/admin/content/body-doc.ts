import { type Block, headingLevel, headingTitle, isHeadingBlock } from '@shared/domain/canvas';
import type { EditorBlock } from '@shared/domain/content-editing';
import { KEPT_BLOCK_TYPES } from '@shared/domain/content-editing';
import { markupToText } from '@shared/domain/markup';
import {
  hasFormatting,
  listRuns,
  normaliseRuns,
  runsOf,
  runsToText,
  type TextRun,
} from '@shared/domain/rich-text';

/*
 * An item's body between its stored blocks and the editor's document (ProseMirror JSON, as Tiptap
 * reads and writes it). Text blocks become the editor's paragraphs, headings, lists and quotes with
 * bold, italic and link marks; images, videos and PDF downloads become media nodes holding their
 * block's data; kinds the editor does not write (older links, embeds, attachments) are kept as
 * they are in a node of their own. Nothing here is HTML.
 */

export interface DocNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: DocNode[];
  marks?: Array<{ type: string; attrs?: Record<string, unknown> }>;
  text?: string;
}

export const MEDIA_KINDS = ['image', 'video', 'pdf'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

const isMediaKind = (type: string): type is MediaKind => (MEDIA_KINDS as readonly string[]).includes(type);
const isKept = (type: string) => (KEPT_BLOCK_TYPES as readonly string[]).includes(type) && type !== 'text';
const dataOf = (b: Block): Record<string, unknown> => (b.data && typeof b.data === 'object' ? b.data : {});

/** Runs as the editor's inline content: text with marks, a new line as a hard break. */
export function runsToInline(runs: readonly TextRun[]): DocNode[] {
  const out: DocNode[] = [];
  for (const run of runs) {
    const marks: NonNullable<DocNode['marks']> = [];
    if (run.bold) marks.push({ type: 'bold' });
    if (run.italic) marks.push({ type: 'italic' });
    if (run.link) marks.push({ type: 'link', attrs: { href: run.link } });
    run.text.split('\n').forEach((piece, i) => {
      if (i > 0) out.push({ type: 'hardBreak' });
      if (piece !== '') out.push({ type: 'text', text: piece, ...(marks.length > 0 ? { marks } : {}) });
    });
  }
  return out;
}

/** The editor's inline content as runs (a hard break is a new line). */
export function inlineToRuns(nodes: readonly DocNode[] | undefined): TextRun[] {
  const runs: TextRun[] = [];
  for (const node of nodes ?? []) {
    if (node.type === 'hardBreak') {
      runs.push({ text: '\n' });
      continue;
    }
    if (node.type !== 'text' || !node.text) continue;
    const marks = node.marks ?? [];
    const link = marks.find((m) => m.type === 'link')?.attrs?.href;
    runs.push({
      text: node.text,
      ...(marks.some((m) => m.type === 'bold') ? { bold: true as const } : {}),
      ...(marks.some((m) => m.type === 'italic') ? { italic: true as const } : {}),
      ...(typeof link === 'string' && link !== '' ? { link } : {}),
    });
  }
  return normaliseRuns(runs);
}

const paragraph = (runs: readonly TextRun[]): DocNode => ({ type: 'paragraph', content: runsToInline(runs) });

/** One stored block as editor nodes (none when members see nothing of it). */
function blockToNodes(block: Block): DocNode[] {
  const type = (block.type ?? '').trim().toLowerCase();
  const data = dataOf(block);
  if (isHeadingBlock(block)) {
    const level = Math.min(Math.max(headingLevel(block), 1), 3);
    return [
      {
        type: 'heading',
        attrs: { level },
        content: runsToInline([{ text: markupToText(headingTitle(block)) }]),
      },
    ];
  }
  if (type === 'paragraph' || type === 'text' || type === 'quote') {
    const runs = runsOf(data.runs, data.text ?? data.content);
    if (runsToText(runs).trim() === '') return [];
    return type === 'quote' ? [{ type: 'blockquote', content: [paragraph(runs)] }] : [paragraph(runs)];
  }
  if (type === 'list' && Array.isArray(data.items) && data.items.every((i) => typeof i === 'string')) {
    const points = listRuns(data).filter((runs) => runsToText(runs).trim() !== '');
    if (points.length === 0) return [];
    return [
      {
        type: data.style === 'ordered' ? 'orderedList' : 'bulletList',
        content: points.map((runs) => ({ type: 'listItem', content: [paragraph(runs)] })),
      },
    ];
  }
  if (isMediaKind(type)) return [{ type: 'mediaBlock', attrs: { kind: type, data: { ...data } } }];
  if (isKept(type) || type === 'list') return [{ type: 'keptBlock', attrs: { type, data: { ...data } } }];
  // Any other kind: members read only its text, so the editor keeps that text as a paragraph.
  const runs = runsOf(undefined, data.text ?? data.content);
  return runsToText(runs).trim() === '' ? [] : [paragraph(runs)];
}

/** The editor's document of a body. */
export function blocksToDoc(blocks: readonly Block[]): DocNode {
  const content = blocks.flatMap(blockToNodes);
  return { type: 'doc', content: content.length > 0 ? content : [{ type: 'paragraph' }] };
}

/** Formatted text as a block's data: the plain text, and the runs when they carry formatting. */
function textData(runs: TextRun[]): Record<string, unknown> {
  return hasFormatting(runs) ? { text: runsToText(runs), runs } : { text: runsToText(runs) };
}

/** The paragraphs of a list point or quote, depth first (the body has no nested lists). */
function paragraphsIn(node: DocNode): DocNode[] {
  if (node.type === 'paragraph') return [node];
  return (node.content ?? []).flatMap(paragraphsIn);
}

/** The blocks of the editor's document, as the item stores them. */
export function docToBlocks(doc: DocNode): EditorBlock[] {
  const blocks: EditorBlock[] = [];
  for (const node of doc.content ?? []) {
    switch (node.type) {
      case 'paragraph': {
        const runs = inlineToRuns(node.content);
        if (runsToText(runs).trim() !== '') blocks.push({ type: 'paragraph', data: textData(runs) });
        break;
      }
      case 'heading':
        blocks.push({
          type: 'heading',
          data: { title: runsToText(inlineToRuns(node.content)), level: Number(node.attrs?.level ?? 2) },
        });
        break;
      case 'bulletList':
      case 'orderedList': {
        const points = paragraphsIn(node)
          .map((p) => inlineToRuns(p.content))
          .filter((runs) => runsToText(runs).trim() !== '');
        if (points.length === 0) break;
        const data: Record<string, unknown> = {
          items: points.map(runsToText),
          style: node.type === 'orderedList' ? 'ordered' : 'unordered',
        };
        if (points.some(hasFormatting)) data.itemRuns = points;
        blocks.push({ type: 'list', data });
        break;
      }
      case 'blockquote': {
        const lines = paragraphsIn(node).map((p) => inlineToRuns(p.content));
        const runs = normaliseRuns(lines.flatMap((line, i) => (i === 0 ? line : [{ text: '\n' }, ...line])));
        if (runsToText(runs).trim() !== '') blocks.push({ type: 'quote', data: textData(runs) });
        break;
      }
      case 'mediaBlock':
        blocks.push({ type: String(node.attrs?.kind ?? 'image'), data: { ...(node.attrs?.data as object) } });
        break;
      case 'keptBlock':
        blocks.push({ type: String(node.attrs?.type ?? ''), data: { ...(node.attrs?.data as object) } });
        break;
      default:
        break;
    }
  }
  return blocks;
}
