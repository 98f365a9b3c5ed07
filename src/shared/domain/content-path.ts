import type { ContentCard } from '../contract/content';

/** The in-app page of an item, by how it is presented. */
export function contentPath(card: Pick<ContentCard, 'id' | 'presentedType'>): string {
  const id = encodeURIComponent(card.id);
  switch (card.presentedType) {
    case 'case-study':
      return `/case-studies/${id}`;
    case 'event':
      return `/events/${id}`;
    case 'canvas':
      return `/canvases/${id}`;
    case 'research':
    case 'active_research':
      return `/research/${id}`;
    default:
      return `/resources/${id}`;
  }
}
