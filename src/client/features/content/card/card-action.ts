import type { ContentCard } from '@shared/content-card';
import {
  Briefcase,
  CalendarDays,
  FileText,
  FlaskConical,
  Headphones,
  LayoutGrid,
  type LucideIcon,
  Video,
} from 'lucide-react';
import { contentPath, usableLink } from '../../../components/content/links';

/** What a click on the card does. */
export type CardAction =
  | { kind: 'internal'; to: string }
  | { kind: 'new-tab'; href: string }
  | { kind: 'video'; url: string; videoKind: 'resource' | 'event' };

export interface CardContext {
  /** On a /resources/{id} page resources with a link navigate inside the app. */
  onResourcePage: boolean;
  /** Events with a recording open it in a dialog instead of their page. */
  preferDialog: boolean;
}

export function cardAction(card: ContentCard, context: CardContext): CardAction {
  switch (card.presentedType) {
    case 'case-study':
      return { kind: 'internal', to: contentPath(card) };
    case 'canvas':
      return { kind: 'new-tab', href: contentPath(card) };
    case 'event':
      if (context.preferDialog && card.recordingUrl) {
        return { kind: 'video', url: card.recordingUrl, videoKind: 'event' };
      }
      return { kind: 'internal', to: contentPath(card) };
    case 'research':
    case 'active_research':
      return { kind: 'internal', to: contentPath(card) };
    default: {
      if (card.recordingUrl && !card.isPraxisCase) {
        return { kind: 'video', url: card.recordingUrl, videoKind: 'resource' };
      }
      const link = usableLink(card.url);
      if (link && !context.onResourcePage) return { kind: 'new-tab', href: link };
      return { kind: 'internal', to: contentPath(card) };
    }
  }
}

const TYPE_LABELS: Record<string, string> = {
  'case-study': 'Case study',
  canvas: 'Canvas',
  event: 'Event',
  research: 'Research',
  active_research: 'Active research',
};
const CONTENT_LABELS: Record<string, string> = {
  video: 'Video',
  audio: 'Audio',
  framework: 'Framework',
  text: 'Resource',
};

export function typeLabel(card: Pick<ContentCard, 'presentedType' | 'contentType'>): string {
  return TYPE_LABELS[card.presentedType] ?? CONTENT_LABELS[card.contentType] ?? 'Resource';
}

export function typeIcon(card: Pick<ContentCard, 'presentedType' | 'contentType'>): LucideIcon {
  switch (card.presentedType) {
    case 'case-study':
      return Briefcase;
    case 'canvas':
      return LayoutGrid;
    case 'event':
      return CalendarDays;
    case 'research':
    case 'active_research':
      return FlaskConical;
    default:
      if (card.contentType === 'video') return Video;
      if (card.contentType === 'audio') return Headphones;
      return FileText;
  }
}
