// Ranking a search's best matches in the app, exactly as PostgreSQL's ts_rank does in the full
// statement (service.ts): the same terms, the same weights, the same single-precision steps, so
// both give the same order. tests/server/search-index.test.ts compares the two on every search.

/** Weights of the document's parts D, C, B, A (body … title), as ts_rank takes them. */
export const RANK_WEIGHTS = [0.05, 0.2, 0.4, 1.0] as const;

/** The weights as single-precision numbers, as ts_rank reads its float4[] argument. */
const WEIGHT_OF = RANK_WEIGHTS.map((w) => Math.fround(w));

/** ts_rank's normaliser of one entry's sum: the limit of sum(1/i²), as PostgreSQL writes it. */
const SUM_LIMIT = 1.64493406685;

/**
 * What one lexeme of a document gives the rank, before SUM_LIMIT, from the weights of its positions
 * in document order (0 = D … 3 = A): each position's weight divided by the square of its place,
 * the heaviest counted at full weight instead. Single precision at each step, as PostgreSQL's C.
 */
export function entryStrength(positionWeights: readonly number[]): number {
  const f = Math.fround;
  let sum = 0;
  let heaviest = -1;
  let heaviestAt = 0;
  positionWeights.forEach((weight, j) => {
    const w = WEIGHT_OF[weight] as number;
    sum = f(sum + f(w / ((j + 1) * (j + 1))));
    if (w > heaviest) {
      heaviest = w;
      heaviestAt = j;
    }
  });
  return f(f(heaviest + sum) - f(heaviest / ((heaviestAt + 1) * (heaviestAt + 1))));
}

/**
 * A lexeme as PostgreSQL prints it in a tsvector or a tsquery: in quotes, a quote doubled and a
 * backslash escaping the next character. A regular expression's source that JavaScript and
 * PostgreSQL read alike (understanding.ts uses it in SQL).
 */
export const QUOTED_LEXEME = String.raw`'((?:[^'\\]|''|\\.)*)'`;

/** A term of a tsquery's text: the quoted lexeme, then `:*` for a prefix. */
export const TSQUERY_TERM = String.raw`${QUOTED_LEXEME}(:\*)?`;

/** One lexeme of a document as PostgreSQL prints a tsvector: `'word':1A,4,9B` (no letter: D). */
const ENTRY = new RegExp(String.raw`${QUOTED_LEXEME}(?::([\dA-D,]+))?`, 'g');
const WEIGHT_LETTER: Record<string, number> = { A: 3, B: 2, C: 1 };

export const unquoteLexeme = (text: string) => text.replace(/''/g, "'").replace(/\\(.)/g, '$1');

/** Each lexeme of a tsvector's text with its strength and whether the title (weight A) holds it. */
export function readDocument(
  text: string,
  each: (lexeme: string, strength: number, inTitle: boolean) => void,
) {
  for (const match of text.matchAll(ENTRY)) {
    // A lexeme without positions counts once, at weight D.
    const weights = (match[2] ?? '0').split(',').map((position) => WEIGHT_LETTER[position.slice(-1)] ?? 0);
    each(unquoteLexeme(match[1] as string), entryStrength(weights), weights.includes(3));
  }
}

/** A term results are ranked by: a lexeme, or a prefix of lexemes. */
export interface RankTerm {
  lexeme: string;
  prefix: boolean;
}

/** Every term of a tsquery's text (matchAll works on a copy, so one instance serves every call). */
const TSQUERY_TERMS = new RegExp(TSQUERY_TERM, 'g');

/**
 * The distinct terms of a query's alternatives (tsqueries' texts), each once, a prefix where any of
 * its forms is one, in PostgreSQL's order (ts_rank sums them in that order): the full statement's
 * q_rank.
 */
export function rankTerms(alternatives: readonly string[]): RankTerm[] {
  const prefixOf = new Map<string, boolean>();
  for (const alternative of alternatives) {
    for (const match of alternative.matchAll(TSQUERY_TERMS)) {
      const lexeme = unquoteLexeme(match[1] as string);
      prefixOf.set(lexeme, prefixOf.get(lexeme) === true || match[2] !== undefined);
    }
  }
  return [...prefixOf]
    .sort(([a], [b]) => compareLexemes(a, b))
    .map(([lexeme, prefix]) => ({ lexeme, prefix }));
}

/**
 * PostgreSQL's order of lexemes: byte by byte in UTF-8 (code point order), a shorter one first when
 * it starts the other. JavaScript's own order differs only where a character beyond U+FFFF (a
 * surrogate pair) meets one from U+E000 to U+FFFF.
 */
export function compareLexemes(a: string, b: string): number {
  const shorter = Math.min(a.length, b.length);
  for (let i = 0; i < shorter; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const xAstral = x >= 0xd800 && x <= 0xdfff;
    const yAstral = y >= 0xd800 && y <= 0xdfff;
    if (xAstral !== yAstral) return xAstral ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}

/**
 * The documents' lexemes per item, for ranking: item n's lexemes are `lexemes[offsets[n] ..
 * offsets[n + 1]]` (numbers into the index's sorted lexemes, ascending), with their strengths.
 */
export interface ItemTerms {
  offsets: Int32Array;
  lexemes: Int32Array;
  strengths: Float32Array;
}

/** A term as ranges of the index's lexeme numbers: one lexeme, or every lexeme the prefix starts. */
export interface TermRange {
  from: number;
  to: number;
}

/**
 * ts_rank(RANK_WEIGHTS, item's document, the terms joined by OR), as PostgreSQL computes it: per
 * term (in order), the strength of each of the item's lexemes it covers, summed in single
 * precision, then divided by the number of terms.
 */
export function rankOf(items: ItemTerms, n: number, terms: readonly TermRange[]): number {
  const f = Math.fround;
  const start = items.offsets[n] as number;
  const end = items.offsets[n + 1] as number;
  if (terms.length === 0 || start === end) return 0;
  let rank = 0;
  for (const { from, to } of terms) {
    if (from >= to) continue;
    // The item's first lexeme not before `from`.
    let lo = start;
    let hi = end;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((items.lexemes[mid] as number) < from) lo = mid + 1;
      else hi = mid;
    }
    for (let e = lo; e < end && (items.lexemes[e] as number) < to; e++) {
      rank = f(rank + (items.strengths[e] as number) / SUM_LIMIT);
    }
  }
  return f(rank / terms.length);
}
