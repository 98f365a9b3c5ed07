import { parseRoadmapSort, ROADMAP_SORT_KEY, type RoadmapSort } from '@shared/domain/roadmap';
import { useState } from 'react';

/**
 * The member's sort of the roadmap, kept in this browser so a reload (or the next visit) opens the
 * roadmap as they left it. It is read before the first render, so the list is asked for once, in
 * the right order; storage that throws (private modes, policies) reads as the default order.
 */
export function readSort(): RoadmapSort {
  try {
    return parseRoadmapSort(window.localStorage.getItem(ROADMAP_SORT_KEY));
  } catch {
    return parseRoadmapSort(null);
  }
}

export function useRoadmapSort(): [RoadmapSort, (sort: RoadmapSort) => void] {
  const [sort, setSort] = useState<RoadmapSort>(readSort);
  const choose = (next: RoadmapSort) => {
    setSort(next);
    try {
      window.localStorage.setItem(ROADMAP_SORT_KEY, next);
    } catch {
      // Nowhere to keep it: the choice holds until the page is left.
    }
  };
  return [sort, choose];
}
