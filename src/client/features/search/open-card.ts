import type { ContentCard } from '@shared/content-card';
import { useNavigate } from 'react-router';
import { recordView } from '../../components/content/queries';
import { useIsMember } from '../../components/content/use-member';
import { cardAction } from '../content/card/card-action';

/** A recording to play in the video dialog. */
export interface VideoTarget {
  title: string;
  url: string;
  kind: 'resource' | 'event';
  description: string | null;
}

/**
 * Opens a search result the way its card would: internal pages
 * navigate, canvases and links open a new tab, recordings — events with one included, as found
 * from search results — come back as a VideoTarget for the caller's dialog.
 */
export function useOpenCard(): (card: ContentCard) => VideoTarget | null {
  const navigate = useNavigate();
  const member = useIsMember();
  return (card) => {
    const action = cardAction(card, { onResourcePage: false, preferDialog: true });
    if (member) recordView(card.id);
    switch (action.kind) {
      case 'internal':
        navigate(action.to);
        return null;
      case 'new-tab':
        window.open(action.href, '_blank', 'noopener,noreferrer');
        return null;
      default:
        return {
          title: card.title,
          url: action.url,
          kind: action.videoKind,
          description: card.shortDescription,
        };
    }
  };
}
