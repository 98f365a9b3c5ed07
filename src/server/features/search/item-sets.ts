// Sets of item numbers for the search index (library-index.ts): one bit per item, and the lists
// or sets of items that hold one word.

/** A set of item numbers, one bit each. */
export type Bits = Uint32Array;

/**
 * The items holding a lexeme: their numbers in ascending order, or, for a lexeme so common that
 * the list would be larger, the set (one bit per item), which a query takes in whole words.
 */
export type Postings = Int32Array | Bits;

export const emptyBits = (size: number): Bits => new Uint32Array((size + 31) >>> 5);

/** Adds one item to the set. */
export function addItem(bits: Bits, n: number) {
  bits[n >>> 5] = (bits[n >>> 5] as number) | (1 << (n & 31));
}

/** Adds the postings' items to the set. */
export function addItems(bits: Bits, items: Postings | undefined) {
  if (items instanceof Uint32Array) {
    for (let i = 0; i < bits.length; i++) bits[i] = (bits[i] as number) | (items[i] as number);
  } else if (items) {
    for (const n of items) addItem(bits, n);
  }
}

/** `out` = a op b. */
export function combineInto(out: Bits, a: Bits, b: Bits, op: 'and' | 'or' | 'andNot'): Bits {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as number;
    const y = b[i] as number;
    out[i] = op === 'and' ? x & y : op === 'or' ? x | y : x & ~y;
  }
  return out;
}

/** The number of set bits of a 32-bit word. */
export function bitCount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export function isEmpty(bits: Bits): boolean {
  for (const word of bits) if (word !== 0) return false;
  return true;
}

/** Whether the set holds at least `n` items. */
export function holdsAtLeast(bits: Bits, n: number): boolean {
  let count = 0;
  for (const word of bits) {
    count += bitCount(word);
    if (count >= n) return true;
  }
  return n <= 0;
}

/**
 * Calls `each` for the items of `bits` that are in `set` (`inSet` true) or not (false), in
 * ascending order, until it returns false.
 */
export function forEachItem(bits: Bits, set: Bits, inSet: boolean, each: (n: number) => boolean) {
  for (let i = 0; i < bits.length; i++) {
    const other = set[i] as number;
    let word = (bits[i] as number) & (inSet ? other : ~other);
    while (word !== 0) {
      const low = word & -word;
      if (each((i << 5) + 31 - Math.clz32(low)) === false) return;
      word ^= low;
    }
  }
}

/** Empty sets of one size, handed out again after each reset. */
export class Scratch {
  private readonly sets: Bits[] = [];
  private used = 0;

  constructor(private readonly size: number) {}

  reset() {
    this.used = 0;
  }

  /** A set, new or handed out before the last reset: empty, unless `empty` is false (it is to be overwritten). */
  take(empty = true): Bits {
    const set = this.sets[this.used];
    this.used++;
    if (set) return empty ? set.fill(0) : set;
    const made = emptyBits(this.size);
    this.sets.push(made);
    return made;
  }
}
