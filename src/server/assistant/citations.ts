import { MAX_CITATIONS } from '../../shared/domain/assistant';

/**
 * Numbers an answer's citations the way the member sees them: the first passage the text cites is
 * card 1 and is written [1], the next one [2], and so on, whatever number the engine gave it. A
 * marker naming a passage that was not retrieved, or one past the cards shown, is dropped (with
 * the space before it). It works on a stream: a marker cut between two pieces is held back until
 * it is whole, so the member never sees a number change.
 */

const MARKER = /([ \t]*)\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\]/g;
/** The longest unfinished marker worth holding back ("  [12, 13, 1"). */
const HOLD_MAX = 24;
/** The end of a piece that may be the start of a marker: spaces (dropped with it), an open bracket. */
const OPEN_MARKER = /[ \t]*(?:\[[\d\s,]*)?$/;

export class CitationNumberer {
  private readonly known: ReadonlySet<number>;
  private readonly order: number[] = [];
  private held = '';

  /** `passages`: the numbers the engine was given. */
  constructor(passages: Iterable<number>) {
    this.known = new Set(passages);
  }

  /** The engine's passage numbers in the order the member sees them (card 1 first). */
  get cited(): readonly number[] {
    return this.order;
  }

  /** The text to send now for this piece (possibly less, when a marker may be cut). */
  push(piece: string): string {
    const text = this.held + piece;
    const open = OPEN_MARKER.exec(text);
    const cut = open && text.length - open.index <= HOLD_MAX ? open.index : text.length;
    this.held = text.slice(cut);
    return this.renumber(text.slice(0, cut));
  }

  /** Whatever was held back at the end of the stream. */
  finish(): string {
    const rest = this.held;
    this.held = '';
    return this.renumber(rest);
  }

  private numberOf(n: number): number | null {
    if (!this.known.has(n)) return null;
    const at = this.order.indexOf(n);
    if (at >= 0) return at + 1;
    if (this.order.length >= MAX_CITATIONS) return null;
    this.order.push(n);
    return this.order.length;
  }

  private renumber(text: string): string {
    return text.replace(MARKER, (_whole, space: string, list: string) => {
      const numbers = [
        ...new Set(
          list
            .split(',')
            .map((n) => this.numberOf(Number(n.trim())))
            .filter((n): n is number => n !== null),
        ),
      ];
      return numbers.length > 0 ? `${space}[${numbers.join(', ')}]` : '';
    });
  }
}

/** A whole text's markers renumbered at once (what a stream of one piece gives). */
export function numberCitations(text: string, passages: Iterable<number>) {
  const numberer = new CitationNumberer(passages);
  const out = numberer.push(text) + numberer.finish();
  return { text: out, cited: [...numberer.cited] };
}
