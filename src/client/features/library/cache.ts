import type { ContentCard } from '@shared/content-card';
import { afterRemove, afterSave } from '@shared/domain/recent-saves';
import type { QueryClient } from '@tanstack/react-query';
import { type HomeDashboard, libraryKeys, type SavedList } from './api';

/**
 * Every query whose data shows saved state or collections starts with one of these: content
 * lists and details ('content', search results included), the member's library and collections
 * ('library') and the home dashboard ('home').
 */
export const SAVED_STATE_ROOTS: readonly string[] = ['content', 'library', 'home'];

/** After any save, unsave or collection change: refresh every view that may show it. */
export function invalidateSavedState(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => SAVED_STATE_ROOTS.includes(query.queryKey[0] as string),
  });
}

/** The server keeps at most this many items in the library list. */
const SAVED_LIST_LIMIT = 100;

export interface SavedChange {
  resourceId: string;
  saved: boolean;
  /** The item, when the caller has it (without it, a save cannot be shown in lists yet). */
  card?: ContentCard;
}

function findCard(id: string, lists: Array<ContentCard[] | undefined>): ContentCard | undefined {
  for (const list of lists) {
    const found = list?.find((c) => c.id === id);
    if (found) return found;
  }
  return undefined;
}

/**
 * Shows a save or removal at once in the cached library and home dashboard, by the recent-list
 * rules of saving (saving puts the item first and trims the recent list to 3; removing drops
 * it from both lists and refills the recent list from the library). The server's answer, fetched
 * by `invalidateSavedState` once the call is done, replaces this guess (or undoes it on failure).
 */
export function applySavedChange(queryClient: QueryClient, change: SavedChange): void {
  const { resourceId: id, saved } = change;
  const home = queryClient.getQueryData<HomeDashboard>(libraryKeys.home);
  const library = queryClient.getQueryData<SavedList>(libraryKeys.saved(''));
  const found =
    change.card ?? findCard(id, [home?.justAdded, home?.upcomingEvents, home?.recentlySaved, library?.items]);
  const card = found ? { ...found, isSaved: saved } : undefined;
  const lists = { all: library?.items ?? [], recent: home?.recentlySaved ?? [] };
  // Saving a saved item again (e.g. into a collection) keeps its place: the library is ordered
  // by when an item was first saved.
  const alreadySaved =
    found?.isSaved === true || lists.all.some((c) => c.id === id) || lists.recent.some((c) => c.id === id);
  let next = lists;
  if (!saved) next = afterRemove(lists, id);
  else if (card && !alreadySaved) next = afterSave(lists, card);

  if (library) {
    queryClient.setQueryData<SavedList>(libraryKeys.saved(''), {
      ...library,
      items: next.all.slice(0, SAVED_LIST_LIMIT),
    });
  }
  if (!saved) {
    // Lists filtered by a topic only lose the item; what a save adds there comes with the refetch.
    queryClient.setQueriesData<SavedList>({ queryKey: libraryKeys.savedAll }, (data) =>
      data ? { ...data, items: data.items.filter((c) => c.id !== id) } : data,
    );
  }
  if (home) {
    const mark = (list: ContentCard[]) => list.map((c) => (c.id === id ? { ...c, isSaved: saved } : c));
    queryClient.setQueryData<HomeDashboard>(libraryKeys.home, {
      upcomingEvents: mark(home.upcomingEvents),
      justAdded: mark(home.justAdded),
      recentlySaved: next.recent,
    });
  }
}
