/**
 * Totals of the content lists, per filter, as counted at one content version. "Showing x-y of n"
 * must stay exact, but counting a large filtered set costs more than reading its page, and the
 * answer changes only when the content does. So each app keeps the totals it counted with the
 * content version they were counted at; every page statement reads the current version beside its
 * cards, and a total counted at another version is counted again (see list-page.ts).
 *
 * An entry may also end with time (`validUntil`): the split of events into upcoming and past moves
 * when the soonest upcoming event starts.
 */
export interface Counted<T> {
  /** content_state.version the totals were counted at. */
  version: number;
  totals: T;
  /** Epoch ms after which the totals may be wrong even at the same version (none: never). */
  validUntil?: number;
}

/** Filters differ without bound (topics, tags); beyond this many the oldest entries go. */
const MAX_ENTRIES = 5000;

export class CountCache {
  private readonly entries = new Map<string, Counted<unknown>>();

  /** The totals kept for `key` at `version` (null: unknown, never kept), unless time ended them. */
  get<T>(key: string, version: number | null, now: Date): T | undefined {
    const entry = this.entry<T>(key, now);
    return entry !== undefined && entry.version === version ? entry.totals : undefined;
  }

  /** The entry kept for `key` at whatever version, unless time ended it. */
  entry<T>(key: string, now: Date): Counted<T> | undefined {
    const entry = this.entries.get(key) as Counted<T> | undefined;
    if (entry && now.getTime() < (entry.validUntil ?? Number.POSITIVE_INFINITY)) return entry;
    return undefined;
  }

  set<T>(key: string, entry: Counted<T>): void {
    const held = this.entries.get(key);
    // Requests finish out of order: never replace a later count by an earlier one.
    if (held && held.version > entry.version) return;
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }
}
