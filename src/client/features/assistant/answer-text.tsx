import { type Block, type Inline, parseAnswer } from '@shared/domain/answer-markdown';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * An assistant answer drawn from the safe Markdown subset (see parseAnswer): paragraphs, lists,
 * bold, emphasis, links and citation markers, each made into a React element here. Nothing is
 * ever inserted as HTML: tags in the text are shown as the characters they are.
 */
export function AnswerText({ text, citations }: { text: string; citations: number }) {
  return (
    <div className="space-y-2">
      {parseAnswer(text, citations).map((block, i) => (
        <BlockView key={i} block={block} />
      ))}
    </div>
  );
}

function BlockView({ block }: { block: Block }) {
  if (block.type === 'paragraph') return <p>{inlines(block.children)}</p>;
  const items = block.items.map((item, i) => <li key={i}>{inlines(item)}</li>);
  return block.ordered ? (
    <ol start={block.start} className="list-decimal space-y-1 pl-5">
      {items}
    </ol>
  ) : (
    <ul className="list-disc space-y-1 pl-5">{items}</ul>
  );
}

function inlines(list: Inline[]): ReactNode[] {
  return list.map((inline, i) => <InlineView key={i} inline={inline} />);
}

function InlineView({ inline }: { inline: Inline }) {
  switch (inline.type) {
    case 'text':
      return inline.text;
    case 'strong':
      return <strong className="font-semibold">{inlines(inline.children)}</strong>;
    case 'em':
      return <em>{inlines(inline.children)}</em>;
    case 'cite':
      return <CitationMark n={inline.n} />;
    case 'link':
      return inline.href.startsWith('/') ? (
        <Link to={inline.href} className="font-medium text-primary underline underline-offset-2">
          {inlines(inline.children)}
        </Link>
      ) : (
        <a
          href={inline.href}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="font-medium text-primary underline underline-offset-2"
        >
          {inlines(inline.children)}
        </a>
      );
  }
}

/** A citation's number, in the text and on its card alike. */
export function CitationMark({ n }: { n: number }) {
  return (
    <span
      className="mx-0.5 inline-flex min-w-5 items-center justify-center rounded bg-primary px-1 align-text-top text-[0.7rem] leading-4 font-semibold text-primary-foreground"
      aria-label={`source ${n}`}
      role="img"
    >
      {n}
    </span>
  );
}
