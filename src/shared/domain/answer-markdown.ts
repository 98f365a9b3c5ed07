/**
 * The small, safe subset of Markdown that an assistant answer may use: paragraphs, bullet and
 * numbered lists, **bold**, *emphasis*, links and citation markers ([1], [2, 3]). Everything else
 * — HTML tags, <script>, images, javascript: or data: links — stays text, exactly as written.
 * The result is a plain tree that the chat panel turns into React elements (React escapes text),
 * so no answer is ever inserted as HTML.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'cite'; n: number };

export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Inline[][] };

const BULLET = /^\s{0,3}[-*+•]\s+(.*)$/;
const NUMBERED = /^\s{0,3}(\d{1,3})[.)]\s+(.*)$/;

/** A link target the answer may use: http(s), or a path inside the app (not "//host"). */
export function isSafeHref(href: string): boolean {
  return /^https?:\/\/[^\s/]+/i.test(href) || /^\/(?![/\\])/.test(href);
}

/**
 * The blocks of an answer. `citations` is how many cited items the answer shows: a marker naming
 * any other number is dropped (it would point at no card).
 */
export function parseAnswer(text: string, citations: number): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; start: number; items: string[] } | null = null;

  const flushParagraph = () => {
    if (paragraph.length > 0) {
      blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' '), citations) });
      paragraph = [];
    }
  };
  const flushList = () => {
    if (list) {
      blocks.push({
        type: 'list',
        ordered: list.ordered,
        start: list.start,
        items: list.items.map((item) => parseInline(item, citations)),
      });
      list = null;
    }
  };

  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (line.trim() === '') {
      flushParagraph();
      flushList();
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      const ordered = numbered !== null;
      flushParagraph();
      if (list && list.ordered !== ordered) flushList();
      if (!list) list = { ordered, start: numbered ? Number(numbered[1]) : 1, items: [] };
      list.items.push((bullet ? bullet[1] : numbered![2])!.trim());
    } else if (list && /^\s{2,}\S/.test(raw)) {
      // An indented line continues the list item above it.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
    } else {
      flushList();
      paragraph.push(line.trim());
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}

const LINK = /^\[([^\]\n]{1,300})\]\(([^)\s]{1,2000})\)/;
const CITE = /^\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\]/;
const MAX_DEPTH = 3;
/** Characters a backslash turns back into plain text. */
const ESCAPABLE = '\\[]*_()';

/** Text that reads as itself inside an answer: no emphasis, link or marker of its own. */
export const escapeMarkdown = (text: string) => text.replace(/[\\[\]*_]/g, (c) => `\\${c}`);

/** The inline pieces of one paragraph or list item. */
export function parseInline(text: string, citations: number, depth = 0): Inline[] {
  const out: Inline[] = [];
  let plain = '';
  const pushText = (t: string) => {
    plain += t;
  };
  const flush = () => {
    if (plain !== '') out.push({ type: 'text', text: plain });
    plain = '';
  };

  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const ch = text[i]!;
    if (ch === '\\' && ESCAPABLE.includes(text[i + 1] ?? '')) {
      pushText(text[i + 1]!);
      i += 2;
      continue;
    }
    if (ch === '[') {
      const cite = CITE.exec(rest);
      if (cite) {
        const numbers = cite[1]!.split(',').map((n) => Number(n.trim()));
        const known = numbers.filter((n) => n >= 1 && n <= citations);
        if (known.length > 0) {
          flush();
          for (const n of known) out.push({ type: 'cite', n });
        } else {
          // A marker that names no card is dropped, with the space before it.
          plain = plain.replace(/[ \t]+$/, '');
        }
        i += cite[0].length;
        continue;
      }
      const link = LINK.exec(rest);
      if (link && isSafeHref(link[2]!) && depth < MAX_DEPTH) {
        flush();
        out.push({ type: 'link', href: link[2]!, children: parseInline(link[1]!, 0, depth + 1) });
        i += link[0].length;
        continue;
      }
    }
    if ((ch === '*' || ch === '_') && depth < MAX_DEPTH) {
      const strong = rest.startsWith(`${ch}${ch}`);
      const marker = strong ? `${ch}${ch}` : ch;
      const close = closingAt(text, i + marker.length, marker);
      // Emphasis needs a word right after the opening marker (so "2 * 3 * 4" stays text), and an
      // underscore inside a word (snake_case) is not emphasis.
      const opensWord = /\S/.test(text[i + marker.length] ?? '');
      const insideWord = ch === '_' && /\w/.test(text[i - 1] ?? '');
      if (close > i + marker.length && opensWord && !insideWord) {
        flush();
        const children = parseInline(text.slice(i + marker.length, close), citations, depth + 1);
        out.push(strong ? { type: 'strong', children } : { type: 'em', children });
        i = close + marker.length;
        continue;
      }
    }
    pushText(ch);
    i += 1;
  }
  flush();
  return out;
}

/** Where `marker` closes an emphasis opened before `from` (not after a space), or -1. */
function closingAt(text: string, from: number, marker: string): number {
  let at = text.indexOf(marker, from);
  while (at >= 0) {
    const before = text[at - 1] ?? '';
    // "**bold**" must not close at the first star of a "*"-pair when looking for a single star.
    const doubled = marker.length === 1 && text[at + 1] === marker;
    if (/\S/.test(before) && !doubled) return at;
    at = text.indexOf(marker, at + (doubled ? 2 : 1));
  }
  return -1;
}

/** The answer as plain text (markers kept as [n]), e.g. for a screen reader summary or a test. */
export function inlineText(inlines: Inline[]): string {
  return inlines
    .map((i) => (i.type === 'text' ? i.text : i.type === 'cite' ? `[${i.n}]` : inlineText(i.children)))
    .join('');
}
