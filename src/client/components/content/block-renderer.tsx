import { markupToText } from '@shared/domain/markup';
import {
  type Block,
  blockPdfUrl,
  headingLevel,
  headingTitle,
  isHeadingBlock,
  isPdfLikeBlock,
  UNTITLED_SECTION,
} from '@shared/domain/canvas';
import { displayRuns, legacyMarkupToRuns, runsToText, type TextRun } from '@shared/domain/text-runs';
import { clsx } from 'clsx';
import { Download, ExternalLink, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { EXTERNAL_LINK_PROPS, isExternalHref, safeHref } from './links';
import { RichText } from './rich-text';
import { SrHint } from './sr-hint';
import { VideoPlayer } from './video-player';

/*
 * Blocks come from an editor that stored inline markup inside its text ("<b>Note</b>: …").
 * Nothing here ever becomes HTML: the text passes the shared markup rule and React renders it as
 * text. Links and media addresses pass `safeHref` (http(s) or same-origin paths only).
 */

/** Plain text of an editor string (shared/domain/markup.ts); anything else is empty. */
export function plainText(value: unknown): string {
  return typeof value === 'string' ? markupToText(value) : '';
}

const firstText = (...values: unknown[]): string => {
  for (const v of values) {
    const t = plainText(v);
    if (t !== '') return t;
  }
  return '';
};

type Data = Record<string, unknown>;
const dataOf = (b: Block): Data => (b.data && typeof b.data === 'object' ? b.data : {});
const typeOf = (b: Block): string => (b.type ?? '').trim().toLowerCase();

/** data.url, data.src or data.file(.url): the block's address, if it is a safe one. */
function blockAddress(data: Data): string | null {
  const file = data.file;
  const fileUrl = file && typeof file === 'object' ? (file as Data).url : file;
  for (const candidate of [data.url, data.src, data.link, fileUrl]) {
    const href = safeHref(candidate);
    if (href) return href;
  }
  return null;
}

function TextLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const external = isExternalHref(href);
  return (
    <a href={href} className={clsx('link', className)} {...(external ? EXTERNAL_LINK_PROPS : {})}>
      {children}
      {external ? <SrHint>(opens in a new tab)</SrHint> : null}
    </a>
  );
}

interface ListItem {
  runs: TextRun[];
  children: ListItem[];
}

/** The first value that is text with words in it, read as formatted text. */
const firstRuns = (...values: unknown[]): TextRun[] => {
  for (const v of values) {
    const runs = typeof v === 'string' ? legacyMarkupToRuns(v) : [];
    if (runs.length > 0) return runs;
  }
  return [];
};

/** List points: text (formatted by `itemRuns` when the list has them) or older nested points. */
function listItems(raw: unknown, itemRuns?: unknown): ListItem[] {
  if (!Array.isArray(raw)) return [];
  const formatted = Array.isArray(itemRuns) ? itemRuns : [];
  return raw
    .map((item, i): ListItem | null => {
      if (typeof item === 'string') {
        return { runs: displayRuns(formatted[i]) ?? firstRuns(item), children: [] };
      }
      if (item && typeof item === 'object') {
        const o = item as Data;
        return { runs: firstRuns(o.content, o.text), children: listItems(o.items) };
      }
      return null;
    })
    .filter((i): i is ListItem => i !== null && (runsToText(i.runs) !== '' || i.children.length > 0));
}

function ListView({ items, ordered }: { items: ListItem[]; ordered: boolean }) {
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <Tag className={clsx('space-y-1.5 pl-6', ordered ? 'list-decimal' : 'list-disc')}>
      {items.map((item, i) => (
        <li key={i} className="pl-1 whitespace-pre-line">
          <RichText runs={item.runs} />
          {item.children.length > 0 ? <ListView items={item.children} ordered={ordered} /> : null}
        </li>
      ))}
    </Tag>
  );
}

const HEADING_TAGS = ['h2', 'h3', 'h4', 'h5', 'h6', 'h6'] as const;

/**
 * A heading block at `level` (1-6) sits below the page's h1: the body's shallowest heading level
 * (`topLevel`) becomes h2, so an outline that starts at level 2 does not skip a level.
 */
export function headingTag(level: number, topLevel = 1): (typeof HEADING_TAGS)[number] {
  return HEADING_TAGS[Math.min(Math.max(level - topLevel + 1, 1), 6) - 1]!;
}

/** The shallowest heading level among `blocks` (1 when there is none). */
export function topHeadingLevel(blocks: readonly Block[]): number {
  const levels = blocks.filter(isHeadingBlock).map(headingLevel);
  return levels.length === 0 ? 1 : Math.min(...levels);
}

const HEADING_CLASSES: Record<string, string> = {
  h2: 'text-xl font-semibold md:text-2xl',
  h3: 'text-lg font-semibold',
  h4: 'text-base font-semibold',
  h5: 'text-base font-semibold',
  h6: 'text-sm font-semibold uppercase tracking-wide',
};

export function BlockHeading({
  block,
  anchor,
  topLevel,
  children,
}: {
  block: Block;
  anchor?: string;
  /** The shallowest heading level of the body this heading belongs to. */
  topLevel?: number;
  children?: ReactNode;
}) {
  const Tag = headingTag(headingLevel(block), topLevel);
  const title = plainText(headingTitle(block)) || UNTITLED_SECTION;
  return (
    <Tag
      id={anchor}
      tabIndex={anchor ? -1 : undefined}
      className={clsx('scroll-mt-24 text-ink', HEADING_CLASSES[Tag])}
    >
      {title}
      {children}
    </Tag>
  );
}

export interface BlockViewProps {
  block: Block;
  anchor?: string;
  /** The shallowest heading level of the body the block belongs to. */
  topLevel?: number;
  videoKind?: 'resource' | 'event' | 'generic';
}

/** One block, rendered as text and safe elements only. */
export function BlockView({ block, anchor, topLevel, videoKind = 'generic' }: BlockViewProps) {
  const data = dataOf(block);
  const type = typeOf(block);

  if (isHeadingBlock(block)) return <BlockHeading block={block} anchor={anchor} topLevel={topLevel} />;

  if (type === 'paragraph' || type === 'text' || type === 'quote') {
    // Formatted text when the block has runs, else its text (older markup read as formatting).
    const runs = displayRuns(data.runs) ?? firstRuns(data.text, data.content);
    if (runsToText(runs).trim() === '') return null;
    if (type === 'quote') {
      return (
        <blockquote className="border-l-4 border-primary/40 pl-4 whitespace-pre-line text-ink italic">
          <RichText runs={runs} />
        </blockquote>
      );
    }
    return (
      <p className="leading-relaxed whitespace-pre-line text-ink">
        <RichText runs={runs} />
      </p>
    );
  }

  if (type === 'list') {
    const items = listItems(data.items, data.itemRuns);
    if (items.length === 0) return null;
    return <ListView items={items} ordered={data.style === 'ordered'} />;
  }

  if (type === 'image') {
    const src = blockAddress(data);
    if (!src) return null;
    const caption = firstText(data.caption);
    const alt = firstText(data.alt) || caption;
    return (
      <figure className="space-y-2">
        <img
          src={src}
          alt={alt}
          loading="lazy"
          className="w-full rounded-lg border border-border bg-subtle"
        />
        {caption ? <figcaption className="text-center text-sm text-muted">{caption}</figcaption> : null}
      </figure>
    );
  }

  if (type === 'video') {
    const raw = [data.url, data.src, data.file].find((v) => typeof v === 'string');
    const caption = firstText(data.caption, data.title);
    return (
      <figure className="space-y-2">
        <VideoPlayer url={typeof raw === 'string' ? raw : null} title={caption || 'Video'} kind={videoKind} />
        {caption ? <figcaption className="text-center text-sm text-muted">{caption}</figcaption> : null}
      </figure>
    );
  }

  if (isPdfLikeBlock(block)) {
    const href = safeHref(blockPdfUrl(block)) ?? blockAddress(data);
    if (!href) return null;
    const title = firstText(data.title, data.name, data.caption) || 'Download PDF';
    return (
      <p>
        <a
          href={href}
          {...EXTERNAL_LINK_PROPS}
          className="inline-flex items-center gap-3 rounded-lg border border-border bg-surface px-4 py-3 text-sm font-medium text-ink transition-colors hover:bg-subtle"
        >
          <FileText className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>{title}</span>
          <Download className="size-4 shrink-0 text-muted" aria-hidden="true" />
          <SrHint>(opens in a new tab)</SrHint>
        </a>
      </p>
    );
  }

  if (type === 'url' || type === 'link' || type === 'linktool' || type === 'embed') {
    const href = blockAddress(data);
    const meta = data.meta && typeof data.meta === 'object' ? (data.meta as Data) : {};
    const title = firstText(data.title, data.text, meta.title) || href || '';
    const description = firstText(data.description, meta.description);
    if (!href) return title ? <p className="text-ink">{title}</p> : null;
    return (
      <div className="flex items-start gap-3 rounded-lg border border-border bg-surface px-4 py-3">
        <ExternalLink className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <div className="min-w-0">
          <TextLink href={href} className="break-words">
            {title}
          </TextLink>
          {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
        </div>
      </div>
    );
  }

  // Unknown block types still show their text, never their markup.
  const text = firstText(data.text, data.content);
  return text ? <p className="leading-relaxed whitespace-pre-line text-ink">{text}</p> : null;
}

export interface BlockRendererProps {
  blocks: Block[];
  /** Anchors of heading blocks, from `tableOfContents`. */
  anchors?: ReadonlyMap<Block, string>;
  videoKind?: 'resource' | 'event' | 'generic';
  className?: string;
}

export function BlockRenderer({ blocks, anchors, videoKind, className }: BlockRendererProps) {
  const topLevel = topHeadingLevel(blocks);
  return (
    <div className={clsx('flex flex-col gap-4', className)}>
      {blocks.map((block, i) => (
        <BlockView
          key={block.id ?? i}
          block={block}
          anchor={anchors?.get(block)}
          topLevel={topLevel}
          videoKind={videoKind}
        />
      ))}
    </div>
  );
}

/** Blocks ordered by position when every block has one. */
export function orderedBlocks(blocks: Block[]): Block[] {
  if (!blocks.every((b) => typeof b.position === 'number')) return blocks;
  return [...blocks].sort((a, b) => (a.position as number) - (b.position as number));
}

/**
 * Blocks without an opening paragraph that only repeats `lede` (the summary shown under the
 * title): the library often starts an item's body with its blurb. Only the very first block is
 * dropped, so a heading never loses the paragraph it introduces.
 */
export function withoutRepeatedLede(blocks: Block[], lede: string | null | undefined): Block[] {
  const text = plainText(lede);
  const first = blocks[0];
  if (text === '' || !first || typeOf(first) !== 'paragraph') return blocks;
  return firstText(dataOf(first).text, dataOf(first).content) === text ? blocks.slice(1) : blocks;
}
