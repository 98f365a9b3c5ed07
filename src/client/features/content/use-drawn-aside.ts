import { useDeferredValue } from 'react';
import { useLocation } from 'react-router';

/**
 * A page's data for drawing in a background render that yields to the browser every few
 * milliseconds, instead of one long block. On the page the browser opened (its first address:
 * nothing to put back in place) this holds even when the data is already there at the first render,
 * which is the usual case there: the page's code and its data arrive together, and the frame, the
 * page and a dozen cards drawn in one go were a phone's longest task. After a move inside the app,
 * data already in the cache is drawn at once, so going back finds every card at its true height
 * and the scroll position can be put back.
 */
export function useDrawnAside<T>(value: T | undefined): T | undefined {
  const { key } = useLocation();
  const firstAddress = key === 'default';
  return useDeferredValue(value, firstAddress ? undefined : value);
}
