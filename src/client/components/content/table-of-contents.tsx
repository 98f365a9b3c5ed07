import { type Block, headingLevel, headingTitle, isHeadingBlock, slugify } from '@shared/domain/canvas';
import { clsx } from 'clsx';
import { ChevronDown, ListTree } from 'lucide-react';
import { type MouseEvent, useRef } from 'react';
import { useNavigate } from 'react-router';
import { plainText } from './block-renderer';

export interface TocEntry {
  anchor: string;
  title: string;
  level: number;
}

/** Unique anchors: "results", "results-2", … */
export function anchorAllocator() {
  const used = new Set<string>();
  return (title: string): string => {
    const base = slugify(title);
    let anchor = base;
    for (let n = 2; used.has(anchor); n++) anchor = `${base}-${n}`;
    used.add(anchor);
    return anchor;
  };
}

/**
 * The headings of a block list as table-of-contents entries, with the anchor of each heading
 * block (every heading gets an anchor; `maxLevel` only limits what the table lists).
 */
export function tableOfContents(
  blocks: Block[],
  options: { maxLevel?: number } = {},
): { entries: TocEntry[]; anchors: Map<Block, string> } {
  const allocate = anchorAllocator();
  const anchors = new Map<Block, string>();
  const entries: TocEntry[] = [];
  for (const block of blocks) {
    if (!isHeadingBlock(block)) continue;
    const title = plainText(headingTitle(block)) || headingTitle(block);
    const anchor = allocate(title);
    anchors.set(block, anchor);
    const level = headingLevel(block);
    if (level <= (options.maxLevel ?? 6)) entries.push({ anchor, title, level });
  }
  return { entries, anchors };
}

function TocList({
  entries,
  onFollow,
}: {
  entries: TocEntry[];
  onFollow: (e: MouseEvent, anchor: string) => void;
}) {
  const minLevel = Math.min(...entries.map((e) => e.level));
  return (
    <ol className="flex flex-col gap-0.5 text-sm">
      {entries.map((entry) => (
        <li key={entry.anchor} style={{ paddingLeft: `${(entry.level - minLevel) * 0.75}rem` }}>
          <a
            href={`#${entry.anchor}`}
            onClick={(event) => onFollow(event, entry.anchor)}
            className="block rounded-md px-2 py-1.5 text-muted transition-colors hover:bg-subtle hover:text-ink"
          >
            {entry.title}
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * Table of contents: a sticky side panel from 1024 px, a collapsible panel above the content on
 * smaller screens. Following an entry scrolls to the heading and moves focus there.
 */
export function TableOfContents({
  entries,
  title = 'Contents',
  className,
}: {
  entries: TocEntry[];
  title?: string;
  className?: string;
}) {
  const navigate = useNavigate();
  const details = useRef<HTMLDetailsElement>(null);
  if (entries.length === 0) return null;

  const follow = (event: MouseEvent, anchor: string) => {
    const target = document.getElementById(anchor);
    if (!target) return;
    event.preventDefault();
    if (details.current) details.current.open = false;
    void navigate({ hash: anchor }, { replace: true, preventScrollReset: true });
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  };

  return (
    <div className={className}>
      <nav aria-label="Table of contents" className="lg:hidden">
        <details ref={details} className="group rounded-lg border border-border bg-surface">
          <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 text-sm font-semibold text-ink [&::-webkit-details-marker]:hidden">
            <ListTree className="size-4 text-muted" aria-hidden="true" />
            {title}
            <ChevronDown
              className="ml-auto size-4 text-muted transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <div className="border-t border-border px-2 py-2">
            <TocList entries={entries} onFollow={follow} />
          </div>
        </details>
      </nav>
      <nav
        aria-label="Table of contents"
        className={clsx(
          'hidden lg:sticky lg:top-24 lg:block lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto',
        )}
      >
        <p className="mb-2 px-2 text-xs font-semibold tracking-wide text-muted uppercase">{title}</p>
        <TocList entries={entries} onFollow={follow} />
      </nav>
    </div>
  );
}
