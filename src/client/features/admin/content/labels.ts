import type { ContentStatus, ResourceType } from '@shared/domain/content';

export const TYPE_LABELS: Record<ResourceType, string> = {
  resource: 'Resource',
  'case-study': 'Case study',
  event: 'Event',
  canvas: 'Canvas',
  canvascollection: 'Canvas collection',
  research: 'Research',
  active_research: 'Active research',
};

export const STATUS_LABELS: Record<ContentStatus, string> = { draft: 'Draft', published: 'Published' };

const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
