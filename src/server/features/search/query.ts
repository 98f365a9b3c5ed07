/** How a member's typed text becomes search terms (the lexicon side splits text the same way). */

/** Words beyond this are ignored: nobody types more, and each word costs a lexicon look-up. */
export const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

export interface ParsedQuery {
  /** Lower-case words in typed order (letters and digits only, so they are safe in a tsquery). */
  terms: string[];
  /** The whole query lower-cased with single spaces, for the exact-title boost. */
  phrase: string;
}

export function parseSearchQuery(q: string): ParsedQuery {
  const phrase = q.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
  const terms = phrase
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0 && t.length <= MAX_TERM_LENGTH)
    .slice(0, MAX_TERMS);
  return { terms, phrase };
}
