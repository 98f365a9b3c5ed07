/** What a route declares about itself in its `handle`, read by the root layout. */
export interface RouteHandle {
  /** Used for document.title; pages with a better title (an item's name) may set their own. */
  title?: string;
}
