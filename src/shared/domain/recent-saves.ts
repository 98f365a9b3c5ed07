/**
 * The member's saved lists as the interface keeps them between two answers of the server
 *: the full library, newest saved first, and the recently
 * saved list on the home page, which holds the first 3 of it.
 */
export const RECENTLY_SAVED_LIMIT = 3;

export interface SavedLists<T extends { id: string }> {
  /** The whole library, newest saved first (may be unknown: an empty list then). */
  all: T[];
  /** The recently saved list (at most `limit` items). */
  recent: T[];
}

const without = <T extends { id: string }>(list: T[], id: string): T[] => list.filter((x) => x.id !== id);

/** Saving puts the item at the front of both lists and trims the recent list to 3. */
export function afterSave<T extends { id: string }>(
  lists: SavedLists<T>,
  item: T,
  limit: number = RECENTLY_SAVED_LIMIT,
): SavedLists<T> {
  return {
    all: [item, ...without(lists.all, item.id)],
    recent: [item, ...without(lists.recent, item.id)].slice(0, limit),
  };
}

/**
 * Removing drops the item from both lists and refills the recent list from the full list, in
 * its order, up to 3 (items already shown keep their place).
 */
export function afterRemove<T extends { id: string }>(
  lists: SavedLists<T>,
  id: string,
  limit: number = RECENTLY_SAVED_LIMIT,
): SavedLists<T> {
  const all = without(lists.all, id);
  const recent = without(lists.recent, id).slice(0, limit);
  const shown = new Set(recent.map((x) => x.id));
  for (const item of all) {
    if (recent.length >= limit) break;
    if (shown.has(item.id)) continue;
    shown.add(item.id);
    recent.push(item);
  }
  return { all, recent };
}
