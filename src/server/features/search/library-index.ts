import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentState, resourceSearch, SEARCH_KINDS, type SearchKind } from '../../db/schema';
import type { Logger } from '../../lib/logger';

/**
 * The search index held in the app process: which items hold each word, and which hold it in their
 * title, for the whole library at one content version. With it a search finds its matches, counts
 * them per type and orders them by title tier without the database visiting every match (a broad
 * word matches thousands of items); the database then re-ranks only the best RERANK and reads the
 * page's cards (service.ts).
 *
 * It is used only while the content version it was read at is current. When the version moves, the
 * next search answers from the full statement and a new index is read in the background (one
 * read at a time); searches use it again once it is in.
 *
 * Items are numbered newest first (then by id, as PostgreSQL orders them), so that within a title
 * tier the numbers' order is the order the full statement gives.
 */
/** A set of item numbers, one bit each. */
type Bits = Uint32Array;

/**
 * The items holding a lexeme: their numbers in ascending order, or, for a lexeme so common that
 * the list would be larger, the set (one bit per item), which a query takes in whole words.
 */
type Postings = Int32Array | Bits;

export interface LibraryIndex {
  version: number;
  /** Item number → resource id. */
  ids: string[];
  /** Per search kind (as SEARCH_KINDS orders them), the items of that kind. */
  kindItems: Bits[];
  /** Item number → lower(title), for the exact-title and title-phrase tiers. */
  titles: string[];
  /** Lexeme → the items holding it. */
  words: Map<string, Postings>;
  /** Lexeme → the items holding it in their title (weight A). */
  titleWords: Map<string, Postings>;
  /** Every lexeme, sorted, for prefixes. */
  lexemes: string[];
  /** Other tsqueries (vocabulary phrases), looked up in the database on first use at this version. */
  others: Map<string, Promise<Matches | null>>;
  /**
   * Query words → their alternatives (tsqueries' texts), as the database gave them at this version
   * (they follow the lexicon and the vocabulary, which move the version too). At most
   * MAX_UNDERSTOOD words: past that it starts again empty.
   */
  understood: BoundedMap<string, string[]>;
}

const MAX_UNDERSTOOD = 20_000;

/** A map that empties itself when it would hold more than `max` entries. */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly max: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (this.size >= this.max && !this.has(key)) this.clear();
    return super.set(key, value);
  }
}

/** The items an alternative matches, anywhere and in the title. */
interface Matches {
  all: Bits;
  title: Bits;
}

/** The query restricted to title (weight A) lexemes: 'coach' → 'coach':A, 'coach':* → 'coach':*A. */
export const onlyTitle = (column: SQL) =>
  sql`regexp_replace(${column}::text, '''((?:[^'']|'''')*)''(?::(\\*))?', '''\\1'':\\2A', 'g')::tsquery`;

const KIND_NUMBER = new Map<string, number>(SEARCH_KINDS.map((kind, i) => [kind, i]));

type Row = Record<string, unknown>;
const rowsOf = async (db: Db, statement: SQL) =>
  ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;

/** PostgreSQL text arrays arrive parsed from node-postgres and as text from PGlite's raw rows. */
const textArrayOf = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);

/** Reads the index of the whole library in one statement (one snapshot); null without a version. */
export async function readLibraryIndex(db: Db): Promise<LibraryIndex | null> {
  const rows = await rowsOf(
    db,
    sql`SELECT v.version, rs.resource_id, rs.kind, rs.title,
               tsvector_to_array(rs.document) AS words,
               tsvector_to_array(ts_filter(rs.document, '{a}')) AS title_words
        FROM (SELECT version FROM ${contentState}) v
        LEFT JOIN ${resourceSearch} rs ON true
        ORDER BY rs.created_at DESC, rs.resource_id`,
  );
  const first = rows[0];
  if (!first || first.version === null || first.version === undefined) return null;
  const items = rows.filter((r) => r.resource_id !== null && r.resource_id !== undefined);
  const ids: string[] = [];
  const titles: string[] = [];
  const kindItems = SEARCH_KINDS.map(() => emptyBits(items.length));
  const words = new Map<string, number[]>();
  const titleWords = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, lexeme: string, n: number) => {
    const list = map.get(lexeme);
    if (list) list.push(n);
    else map.set(lexeme, [n]);
  };
  items.forEach((row, n) => {
    ids.push(String(row.resource_id));
    titles.push(String(row.title));
    const kind = kindItems[KIND_NUMBER.get(String(row.kind)) ?? 0] as Bits;
    kind[n >>> 5] = (kind[n >>> 5] as number) | (1 << (n & 31));
    for (const lexeme of textArrayOf(row.words)) add(words, lexeme, n);
    for (const lexeme of textArrayOf(row.title_words)) add(titleWords, lexeme, n);
  });
  const setSize = (items.length + 31) >>> 5;
  const frozen = (map: Map<string, number[]>) =>
    new Map<string, Postings>(
      [...map].map(([lexeme, list]) => {
        if (list.length <= setSize) return [lexeme, Int32Array.from(list)];
        const bits = emptyBits(items.length);
        for (const n of list) bits[n >>> 5] = (bits[n >>> 5] as number) | (1 << (n & 31));
        return [lexeme, bits];
      }),
    );
  return {
    version: Number(first.version),
    ids,
    kindItems,
    titles,
    words: frozen(words),
    titleWords: frozen(titleWords),
    lexemes: [...words.keys()].sort(),
    others: new Map(),
    understood: new BoundedMap(MAX_UNDERSTOOD),
  };
}

// --- sets of items ---------------------------------------------------------------------------

const emptyBits = (size: number): Bits => new Uint32Array((size + 31) >>> 5);

/** Adds the postings' items to the set. */
function addItems(bits: Bits, items: Postings | undefined) {
  if (items instanceof Uint32Array) {
    for (let i = 0; i < bits.length; i++) bits[i] = (bits[i] as number) | (items[i] as number);
  } else if (items) {
    for (const n of items) bits[n >>> 5] = (bits[n >>> 5] as number) | (1 << (n & 31));
  }
}

function combine(a: Bits, b: Bits, op: 'and' | 'or' | 'andNot'): Bits {
  const out = new Uint32Array(a.length);
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as number;
    const y = b[i] as number;
    out[i] = op === 'and' ? x & y : op === 'or' ? x | y : x & ~y;
  }
  return out;
}

/** The number of set bits of a 32-bit word. */
function bitCount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** The number of items in both sets. */
function countBoth(a: Bits, b: Bits): number {
  let count = 0;
  for (let i = 0; i < a.length; i++) count += bitCount((a[i] as number) & (b[i] as number));
  return count;
}

function isEmpty(bits: Bits): boolean {
  for (const word of bits) if (word !== 0) return false;
  return true;
}

/** Whether the set holds at least `n` items. */
function holdsAtLeast(bits: Bits, n: number): boolean {
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
function forEachItem(bits: Bits, set: Bits, inSet: boolean, each: (n: number) => boolean) {
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

// --- one query ---------------------------------------------------------------------------------

const LEXEME = /^'((?:[^'\\]|''|\\.)*)'(:\*)?$/;
const unquote = (text: string) => text.replace(/''/g, "'").replace(/\\(.)/g, '$1');

/** The first index of `lexemes` (sorted) not before `prefix`. */
function lowerBound(lexemes: string[], prefix: string): number {
  let lo = 0;
  let hi = lexemes.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((lexemes[mid] as string) < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Adds the items one alternative (a tsquery's text, as PostgreSQL prints it) matches to `into`: a
 * lexeme or a prefix from the index; anything else (a vocabulary phrase) from the database, once
 * per version. False when the database has moved to another version meanwhile.
 */
async function addMatches(db: Db, index: LibraryIndex, alternative: string, into: Matches): Promise<boolean> {
  const lexeme = LEXEME.exec(alternative);
  if (lexeme) {
    const word = unquote(lexeme[1] as string);
    const { all, title } = into;
    if (lexeme[2]) {
      for (let i = lowerBound(index.lexemes, word); i < index.lexemes.length; i++) {
        const candidate = index.lexemes[i] as string;
        if (!candidate.startsWith(word)) break;
        addItems(all, index.words.get(candidate));
        addItems(title, index.titleWords.get(candidate));
      }
    } else {
      addItems(all, index.words.get(word));
      addItems(title, index.titleWords.get(word));
    }
    return true;
  }
  let looked = index.others.get(alternative);
  if (!looked) {
    looked = lookUp(db, index, alternative);
    index.others.set(alternative, looked);
    // A failed or out-of-date look-up is not kept.
    looked.then(
      (found) => found ?? index.others.delete(alternative),
      () => index.others.delete(alternative),
    );
  }
  const found = await looked;
  if (!found) return false;
  addItems(into.all, found.all);
  addItems(into.title, found.title);
  return true;
}

async function lookUp(db: Db, index: LibraryIndex, alternative: string): Promise<Matches | null> {
  const rows = await rowsOf(
    db,
    sql`SELECT v.version, rs.resource_id,
               rs.document @@ ${onlyTitle(sql`q.q`)} AS in_title
        FROM (SELECT version FROM ${contentState}) v
        CROSS JOIN (SELECT ${alternative}::tsquery AS q) q
        LEFT JOIN ${resourceSearch} rs ON rs.document @@ q.q`,
  );
  if (rows.length === 0 || Number(rows[0]?.version) !== index.version) return null;
  const numbers = itemNumbers(index);
  const all = emptyBits(index.ids.length);
  const title = emptyBits(index.ids.length);
  for (const row of rows) {
    const n = numbers.get(String(row.resource_id));
    if (n === undefined) continue;
    all[n >>> 5] = (all[n >>> 5] as number) | (1 << (n & 31));
    if (row.in_title === true || row.in_title === 't')
      title[n >>> 5] = (title[n >>> 5] as number) | (1 << (n & 31));
  }
  return { all, title };
}

const numbersByIndex = new WeakMap<LibraryIndex, Map<string, number>>();
function itemNumbers(index: LibraryIndex): Map<string, number> {
  let numbers = numbersByIndex.get(index);
  if (!numbers) {
    numbers = new Map(index.ids.map((id, n) => [id, n]));
    numbersByIndex.set(index, numbers);
  }
  return numbers;
}

/** First-pass title tiers, as the full statement gives them (service.ts). */
export interface Tiers {
  exactTitle: number;
  titlePhrase: number;
  everyWord: number;
  titleWords: number;
}

export interface IndexedMatches {
  /** Matches per kind, over every type. */
  counts: Partial<Record<SearchKind, number>>;
  /** The item numbers of the chosen type's first matches (all types when none), in first-pass order, up to the limit. */
  ordered: Int32Array;
  /** Each ordered match's tier. */
  tiers: Int32Array;
}

/**
 * The matches of a query, given each live word's alternatives (in word order), as the full
 * statement finds them: every word; with fewer than `few` such items (3+ words), every word but
 * one; with none (2+ words), any word. Each match gets its title tier; the order is tier, then
 * newest. Null when a look-up found the database at another version.
 */
export async function matchInIndex(
  db: Db,
  index: LibraryIndex,
  query: {
    words: string[][];
    phrase: string;
    type: SearchKind | null;
    few: number;
    tiers: Tiers;
    /** How many of the ordered matches are wanted (the head of the order). */
    limit: number;
  },
): Promise<IndexedMatches | null> {
  const size = index.ids.length;
  const words: Matches[] = [];
  for (const alternatives of query.words) {
    const word = { all: emptyBits(size), title: emptyBits(size) };
    for (const alternative of alternatives) {
      if (!(await addMatches(db, index, alternative, word))) return null;
    }
    words.push(word);
  }
  if (words.length === 0) return { counts: {}, ordered: new Int32Array(0), tiers: new Int32Array(0) };

  const every = allOf(words, 'all');
  let mode: { matched: Bits; title: Bits; fullMatchCounts: boolean };
  const most = words.length >= 3 && !holdsAtLeast(every, query.few) ? mostOf(words) : null;
  if (most && !isEmpty(most.all)) mode = { matched: most.all, title: most.title, fullMatchCounts: true };
  else if (!isEmpty(every) || words.length < 2) {
    mode = { matched: every, title: allOf(words, 'title'), fullMatchCounts: false };
  } else {
    mode = { matched: anyOf(words, 'all'), title: anyOf(words, 'title'), fullMatchCounts: true };
  }

  const { tiers, phrase, type, limit } = query;
  const counts: Partial<Record<SearchKind, number>> = {};
  SEARCH_KINDS.forEach((kind, i) => {
    const n = countBoth(mode.matched, index.kindItems[i] as Bits);
    if (n > 0) counts[kind] = n;
  });
  const wanted = type === null ? undefined : KIND_NUMBER.get(type);
  const chosen =
    wanted === undefined ? mode.matched : combine(mode.matched, index.kindItems[wanted] as Bits, 'and');

  // Only the head of the order is wanted. The matches fall into classes, each with its tier: with
  // the words in the title, by how the title reads (the query exactly, holding it, neither) and
  // whether it holds every word; without, by whether it holds every word. Classes are taken in
  // tier order, each in item order, and only as far as the head reaches.
  const inTitle = combine(chosen, mode.title, 'and');
  const rest = combine(chosen, inTitle, 'andNot');
  const full = mode.fullMatchCounts ? every : emptyBits(size);
  // The exact class is looked for first, through all its candidates: equality alone is cheap.
  const reads = (n: number, reading: TitleReading): boolean => {
    const title = index.titles[n] as string;
    if (reading === 'exact') return title === phrase;
    return title !== phrase && title.includes(phrase) === (reading === 'phrase');
  };
  const bonus = { exact: tiers.exactTitle, phrase: tiers.titlePhrase, other: 0 };
  // A class's items: those of `from` that hold every word (`full`) or not.
  type Class = { tier: number; from: Bits; full: boolean; reading?: TitleReading };
  const classes: Class[] = [
    { tier: tiers.everyWord, from: rest, full: true },
    { tier: 0, from: rest, full: false },
  ];
  for (const [reading, extra] of Object.entries(bonus) as [TitleReading, number][]) {
    const tier = tiers.titleWords + extra;
    classes.push({ tier: tier + tiers.everyWord, from: inTitle, full: true, reading });
    classes.push({ tier, from: inTitle, full: false, reading });
  }
  classes.sort((x, y) => y.tier - x.tier);
  if (classes.some((c, i) => i > 0 && classes[i - 1]?.tier === c.tier)) {
    throw new Error('Search tiers must tell every class apart');
  }

  const ordered: number[] = [];
  const tiersOf: number[] = [];
  for (const { tier, from, full: holdsEvery, reading } of classes) {
    if (ordered.length >= limit) break;
    forEachItem(from, full, holdsEvery, (n) => {
      if (reading === undefined || reads(n, reading)) {
        ordered.push(n);
        tiersOf.push(tier);
      }
      return ordered.length < limit;
    });
  }
  return { counts, ordered: Int32Array.from(ordered), tiers: Int32Array.from(tiersOf) };
}

/** How an item's title reads against the typed query. */
type TitleReading = 'exact' | 'phrase' | 'other';

function allOf(words: Matches[], part: keyof Matches): Bits {
  return words.map((w) => w[part]).reduce((a, b) => combine(a, b, 'and'));
}

function anyOf(words: Matches[], part: keyof Matches): Bits {
  return words.map((w) => w[part]).reduce((a, b) => combine(a, b, 'or'));
}

/** Every word but one: (b & c) | (a & c) | (a & b). */
function mostOf(words: Matches[]): Matches {
  const leaveOut = (part: keyof Matches) =>
    words
      .map((_, skip) =>
        allOf(
          words.filter((__, i) => i !== skip),
          part,
        ),
      )
      .reduce((a, b) => combine(a, b, 'or'));
  return { all: leaveOut('all'), title: leaveOut('title') };
}

// --- the index an app keeps ----------------------------------------------------------------------

/**
 * One app's index: the one read last, and at most one read under way. `at(version)` gives the
 * index only when it was read at that version; otherwise it starts a new read and gives null.
 */
export class SearchIndex {
  private index: LibraryIndex | null = null;
  private reading: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly logger?: Pick<Logger, 'warn' | 'info'>,
  ) {}

  at(version: number | null): LibraryIndex | null {
    if (version !== null && this.index?.version === version) return this.index;
    void this.refresh();
    return null;
  }

  /** The index read last, whatever its version (the caller checks it against the current one); none yet: a read starts. */
  latest(): LibraryIndex | null {
    if (!this.index) void this.refresh();
    return this.index;
  }

  /** Reads the index again unless a read is under way; resolves when that read is done. */
  refresh(): Promise<void> {
    if (!this.reading) {
      const started = Date.now();
      this.reading = readLibraryIndex(this.db)
        .then((index) => {
          this.index = index;
          this.logger?.info(
            { items: index?.ids.length ?? 0, version: index?.version, ms: Date.now() - started },
            'search index read',
          );
        })
        .catch((error: unknown) => {
          // Searches go on with the full statement; the next one tries again.
          this.logger?.warn({ err: error }, 'search index could not be read');
        })
        .finally(() => {
          this.reading = null;
        });
    }
    return this.reading;
  }
}

/** An app's index, made once when the app is built; none with PRAXIS_SEARCH_INDEX=off. */
export function createSearchIndex(
  db: Db,
  logger?: Pick<Logger, 'warn' | 'info'>,
  source: NodeJS.ProcessEnv = process.env,
): SearchIndex | null {
  return source.PRAXIS_SEARCH_INDEX === 'off' ? null : new SearchIndex(db, logger);
}
