/*
 * Content blocks come from an editor that stored inline markup inside its text ("<b>Note</b>: …").
 * Wherever that text is shown — a page, a table of contents, a PDF — it becomes plain text the same
 * way: a line break becomes a new line, tags are dropped (only real tags: "1 < 2 > 0" stays), and
 * the common entities are decoded in one pass, so "&amp;lt;" reads "&lt;" and is not decoded twice.
 */

const TAG = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/gi;
const BREAK = /<br\s*\/?>/gi;
const ENTITY = /&(?:nbsp|amp|lt|gt|quot|apos|#39|#x27);/g;
const ENTITIES: Record<string, string> = {
  '&nbsp;': ' ',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&apos;': "'",
};

/** The plain text of an editor string, trimmed. */
export function markupToText(value: string): string {
  return value
    .replace(BREAK, '\n')
    .replace(TAG, '')
    .replace(ENTITY, (e) => ENTITIES[e] ?? e)
    .trim();
}
