import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { contentState, resourceSearch, SEARCH_KINDS, type SearchKind } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import {
  addItem,
  addItems,
  type Bits,
  bitCount,
  combineInto,
  emptyBits,
  forEachItem,
  holdsAtLeast,
  isEmpty,
  type Postings,
  Scratch,
} from './item-sets';
import {
  compareLexemes,
  type ItemTerms,
  type RankTerm,
  rankOf,
  rankTerms,
  readDocument,
  type TermRange,
  TSQUERY_TERM,
  unquoteLexeme,
} from './rank';

/**
 * The search index held in the app process: which items hold each word, and which hold it in their
 * title, and each item's lexemes with their strengths, for the whole library at one content
 * version. With it a search finds its matches, counts them per type, orders them by title tier and
 * re-ranks the best RERANK as ts_rank does (rank.ts) without the database visiting every match (a
 * broad word matches thousands of items); the database then reads only the page's cards
 * (service.ts).
 *
 * It is used only while the content version it was read at is current. When the version moves, the
 * next search answers from the full statement and a new index is read in the background (one
 * read at a time); searches use it again once it is in.
 *
 * Items are numbered newest first (then by id, as PostgreSQL orders them), so that within a title
 * tier the numbers' order is the order the full statement gives.
 */
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
  /** Every lexeme, in PostgreSQL's order (compareLexemes), for prefixes and ranking. */
  lexemes: string[];
  /** Per item, its lexemes (numbers into `lexemes`) and their strengths, to rank matches with (rank.ts). */
  itemTerms: ItemTerms;
  /** Other tsqueries (vocabulary phrases), looked up in the database on first use at this version. */
  others: Map<string, Promise<Matches | null>>;
  /**
   * Query words → their alternatives (tsqueries' texts), as the database gave them at this version
   * (they follow the lexicon and the vocabulary, which move the version too). Kept with
   * `understand`, which bounds it.
   */
  understood: Map<string, string[]>;
  /** Sets reused by each query's synchronous part (no query waits while it holds them). */
  scratch: Scratch;
}

const MAX_UNDERSTOOD = 20_000;
const READ_RETRY_MS = 60_000;
const ITEMS_PER_SLICE = 2_000;

/** Keeps a query word's alternatives at the index's version; past MAX_UNDERSTOOD words it starts again empty. */
export function understand(index: LibraryIndex, word: string, alternatives: string[]) {
  if (index.understood.size >= MAX_UNDERSTOOD) index.understood.clear();
  index.understood.set(word, alternatives);
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

/** Reads the index of the whole library in one statement (one snapshot); null without a version. */
export async function readLibraryIndex(db: Db): Promise<LibraryIndex | null> {
  const rows = await rowsOf(
    db,
    sql`SELECT v.version, rs.resource_id, rs.kind, rs.title, rs.document::text AS document
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
  // Every item's lexemes and their strengths, item after item, until the lexemes are numbered.
  // A tsvector prints its lexemes in PostgreSQL's order, so each item's come ascending.
  const pairLexemes: string[] = [];
  const pairStrengths: number[] = [];
  const offsets = new Int32Array(items.length + 1);
  for (const [n, row] of items.entries()) {
    // A large library is taken in slices, so that requests are answered meanwhile.
    if (n > 0 && n % ITEMS_PER_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
    ids.push(String(row.resource_id));
    titles.push(String(row.title));
    addItem(kindItems[KIND_NUMBER.get(String(row.kind)) ?? 0] as Bits, n);
    readDocument(String(row.document ?? ''), (lexeme, strength, inTitle) => {
      add(words, lexeme, n);
      if (inTitle) add(titleWords, lexeme, n);
      pairLexemes.push(lexeme);
      pairStrengths.push(strength);
    });
    offsets[n + 1] = pairLexemes.length;
  }
  const setSize = (items.length + 31) >>> 5;
  const frozen = (map: Map<string, number[]>) =>
    new Map<string, Postings>(
      [...map].map(([lexeme, list]) => {
        if (list.length <= setSize) return [lexeme, Int32Array.from(list)];
        const bits = emptyBits(items.length);
        for (const n of list) addItem(bits, n);
        return [lexeme, bits];
      }),
    );
  const lexemes = [...words.keys()].sort(compareLexemes);
  const numberOf = new Map(lexemes.map((lexeme, i) => [lexeme, i]));
  return {
    version: Number(first.version),
    ids,
    kindItems,
    titles,
    words: frozen(words),
    titleWords: frozen(titleWords),
    lexemes,
    itemTerms: {
      offsets,
      lexemes: Int32Array.from(pairLexemes, (lexeme) => numberOf.get(lexeme) as number),
      strengths: Float32Array.from(pairStrengths),
    },
    others: new Map(),
    understood: new Map(),
    scratch: new Scratch(items.length),
  };
}

/** How many of the items are of each kind (kinds with none left out). */
function countPerKind(items: Bits, kindItems: Bits[]): Partial<Record<SearchKind, number>> {
  const perKind = new Array<number>(kindItems.length).fill(0);
  for (let i = 0; i < items.length; i++) {
    const word = items[i] as number;
    if (word === 0) continue;
    for (let k = 0; k < kindItems.length; k++) {
      perKind[k] = (perKind[k] as number) + bitCount(word & ((kindItems[k] as Bits)[i] as number));
    }
  }
  const counts: Partial<Record<SearchKind, number>> = {};
  SEARCH_KINDS.forEach((kind, k) => {
    if ((perKind[k] as number) > 0) counts[kind] = perKind[k];
  });
  return counts;
}

// --- one query ---------------------------------------------------------------------------------

/** An alternative that is one lexeme or one prefix. */
const LEXEME = new RegExp(`^${TSQUERY_TERM}$`);

/** The first index of `lexemes` (sorted) not before `prefix`. */
function lowerBound(lexemes: string[], prefix: string): number {
  let lo = 0;
  let hi = lexemes.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareLexemes(lexemes[mid] as string, prefix) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Adds the items one alternative (a tsquery's text, as PostgreSQL prints it) matches to `into`: a
 * lexeme or a prefix from the index; anything else (a vocabulary phrase) from `others`, looked up
 * beforehand (lookUpOthers).
 */
function addMatches(index: LibraryIndex, alternative: string, into: Matches, others: Map<string, Matches>) {
  const lexeme = LEXEME.exec(alternative);
  if (lexeme) {
    const word = unquoteLexeme(lexeme[1] as string);
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
    return;
  }
  const found = others.get(alternative);
  addItems(into.all, found?.all);
  addItems(into.title, found?.title);
}

/**
 * A word's alternatives without those another one already covers: the same one twice, or a
 * lexeme a prefix alternative of the word starts (the completions of the typed prefix mostly are).
 */
function needed(alternatives: string[]): string[] {
  const prefixes = alternatives.flatMap((alternative) => {
    const lexeme = LEXEME.exec(alternative);
    return lexeme?.[2] ? [unquoteLexeme(lexeme[1] as string)] : [];
  });
  return [...new Set(alternatives)].filter((alternative) => {
    const lexeme = LEXEME.exec(alternative);
    if (!lexeme || lexeme[2]) return true;
    const word = unquoteLexeme(lexeme[1] as string);
    return !prefixes.some((prefix) => word.startsWith(prefix));
  });
}

/**
 * The items of the alternatives that are not a lexeme or a prefix (vocabulary phrases), from the
 * database, each once per version. Null when the database has moved to another version meanwhile.
 */
async function lookUpOthers(
  db: Db,
  index: LibraryIndex,
  alternatives: string[],
): Promise<Map<string, Matches> | null> {
  const others = new Map<string, Matches>();
  for (const alternative of alternatives) {
    if (LEXEME.test(alternative) || others.has(alternative)) continue;
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
    if (!found) return null;
    others.set(alternative, found);
  }
  return others;
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
    addItem(all, n);
    if (row.in_title === true || row.in_title === 't') addItem(title, n);
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
  const others = await lookUpOthers(db, index, query.words.flat());
  if (!others) return null;
  // From here on nothing waits, so the sets of this query can be the index's scratch sets.
  const scratch = index.scratch;
  scratch.reset();
  const words: Matches[] = [];
  for (const alternatives of query.words) {
    const word = { all: scratch.take(), title: scratch.take() };
    for (const alternative of needed(alternatives)) addMatches(index, alternative, word, others);
    words.push(word);
  }
  if (words.length === 0) return { counts: {}, ordered: new Int32Array(0), tiers: new Int32Array(0) };
  const combine = (a: Bits, b: Bits, op: 'and' | 'or' | 'andNot') =>
    combineInto(scratch.take(false), a, b, op);
  const allOf = (part: keyof Matches) => words.map((w) => w[part]).reduce((a, b) => combine(a, b, 'and'));
  const anyOf = (part: keyof Matches) => words.map((w) => w[part]).reduce((a, b) => combine(a, b, 'or'));
  // Every word but one: (b & c) | (a & c) | (a & b).
  const mostOf = (part: keyof Matches) =>
    words
      .map((_, skip) =>
        words
          .filter((__, i) => i !== skip)
          .map((w) => w[part])
          .reduce((a, b) => combine(a, b, 'and')),
      )
      .reduce((a, b) => combine(a, b, 'or'));

  const every = allOf('all');
  let mode: { matched: Bits; title: Bits; fullMatchCounts: boolean };
  const most = words.length >= 3 && !holdsAtLeast(every, query.few) ? mostOf('all') : null;
  if (most && !isEmpty(most)) mode = { matched: most, title: mostOf('title'), fullMatchCounts: true };
  else if (!isEmpty(every) || words.length < 2) {
    mode = { matched: every, title: allOf('title'), fullMatchCounts: false };
  } else {
    mode = { matched: anyOf('all'), title: anyOf('title'), fullMatchCounts: true };
  }

  const { tiers, phrase, type, limit } = query;
  const counts = countPerKind(mode.matched, index.kindItems);
  const wanted = type === null ? undefined : KIND_NUMBER.get(type);
  const chosen =
    wanted === undefined ? mode.matched : combine(mode.matched, index.kindItems[wanted] as Bits, 'and');

  // Only the head of the order is wanted. The matches fall into classes, each with its tier: with
  // the words in the title, by how the title reads (the query exactly, holding it, neither) and
  // whether it holds every word; without, by whether it holds every word. Classes are taken in
  // tier order, each in item order, and only as far as the head reaches.
  const inTitle = combine(chosen, mode.title, 'and');
  const rest = combine(chosen, inTitle, 'andNot');
  const full = mode.fullMatchCounts ? every : scratch.take();
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

/**
 * The head of the first-pass order (its first `count` matches) as the full statement re-ranks it:
 * by tier + ts_rank of the query's terms (rank.ts), then first-pass order. `alternatives`: every
 * live word's alternatives.
 */
export function rerankHead(
  index: LibraryIndex,
  found: IndexedMatches,
  alternatives: readonly string[],
  count: number,
): Int32Array {
  const terms = rankTerms(alternatives).map((term) => termRange(index, term));
  const head = Math.min(count, found.ordered.length);
  const scores = new Float64Array(head);
  for (let i = 0; i < head; i++) {
    scores[i] = (found.tiers[i] as number) + rankOf(index.itemTerms, found.ordered[i] as number, terms);
  }
  const order = Array.from({ length: head }, (_, i) => i);
  order.sort((a, b) => (scores[b] as number) - (scores[a] as number) || a - b);
  return Int32Array.from(order, (i) => found.ordered[i] as number);
}

/** The lexeme numbers a term covers: its own, or every lexeme its prefix starts (none if unknown). */
function termRange(index: LibraryIndex, { lexeme, prefix }: RankTerm): TermRange {
  const { lexemes } = index;
  const from = lowerBound(lexemes, lexeme);
  if (!prefix) return { from, to: lexemes[from] === lexeme ? from + 1 : from };
  let to = from;
  while (to < lexemes.length && (lexemes[to] as string).startsWith(lexeme)) to++;
  return { from, to };
}

/** How an item's title reads against the typed query. */
type TitleReading = 'exact' | 'phrase' | 'other';

// --- the index an app keeps ----------------------------------------------------------------------

/**
 * One app's index: the one read last, and at most one read under way. `at(version)` gives the
 * index only when it was read at that version; otherwise it starts a new read and gives null.
 */
export class SearchIndex {
  private index: LibraryIndex | null = null;
  private reading: Promise<void> | null = null;
  /** When the last read failed (0: it did not): the next waits READ_RETRY_MS after a failure. */
  private failedAt = 0;

  constructor(
    private readonly db: Db,
    private readonly logger?: Pick<Logger, 'warn' | 'info'>,
  ) {}

  at(version: number | null): LibraryIndex | null {
    if (version !== null && this.index?.version === version) return this.index;
    void this.refresh();
    return null;
  }

  /**
   * The index read last, whatever its version (the caller checks it against the current one).
   * None while a new one is being read (the one held is known to be out of date); none yet: a read
   * starts.
   */
  latest(): LibraryIndex | null {
    if (this.reading) return null;
    if (!this.index) void this.refresh();
    return this.index;
  }

  /**
   * Reads the index again unless a read is under way, or one failed less than READ_RETRY_MS ago (a
   * library too large to read in time is not read again at every search); resolves when the read
   * is done.
   */
  refresh(now = Date.now()): Promise<void> {
    if (!this.reading && now - this.failedAt >= READ_RETRY_MS) {
      const started = Date.now();
      this.reading = readLibraryIndex(this.db)
        .then((index) => {
          this.index = index;
          this.failedAt = 0;
          // A library with no content version yet (nothing written) gives no index: not worth a line.
          if (index) {
            this.logger?.info(
              { items: index.ids.length, version: index.version, ms: Date.now() - started },
              'search index read',
            );
          }
        })
        .catch((error: unknown) => {
          // Searches go on with the full statement until a later read succeeds.
          this.failedAt = Date.now();
          this.logger?.warn({ err: error }, 'search index could not be read');
        })
        .finally(() => {
          this.reading = null;
        });
    }
    return this.reading ?? Promise.resolve();
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
