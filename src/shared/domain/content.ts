export const RESOURCE_TYPES = [
  'resource',
  'event',
  'case-study',
  'canvas',
  'canvascollection',
  'research',
  'active_research',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export type PresentedType = 'resource' | 'case-study' | 'event' | 'canvas' | 'research' | 'active_research';

export type ContentType = 'audio' | 'video' | 'framework' | 'text';

const norm = (value: string | null | undefined): string => (value ?? '').trim().toLowerCase();

/** How a content item is presented: product events are case studies, canvas collections are canvases. */
export function presentType(r: { type?: string | null; isPraxisCase?: boolean | null }): PresentedType {
  switch (norm(r.type)) {
    case 'case-study':
      return 'case-study';
    case 'event':
      return r.isPraxisCase === true ? 'case-study' : 'event';
    case 'canvas':
    case 'canvascollection':
      return 'canvas';
    case 'research':
      return 'research';
    case 'active_research':
      return 'active_research';
    default:
      return 'resource';
  }
}

/**
 * Whether visitors may see an item in full: only a resource (its public page, its blocks and its
 * titled cover), by its stored type exactly. Everything else is for members; visitors see at most
 * the locked previews of the public pages.
 */
export function isOpenToVisitors(item: { type?: string | null }): boolean {
  return item.type === 'resource';
}

export function contentTypeFromMedia(mediaType?: string | null): ContentType {
  const m = norm(mediaType);
  if (m.includes('video')) return 'video';
  if (m.includes('audio')) return 'audio';
  if (m.includes('framework')) return 'framework';
  return 'text';
}

export function wrapTopics(topic: string | string[] | null | undefined): string[] {
  const list = Array.isArray(topic) ? topic : topic == null ? [] : [topic];
  return list
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.trim())
    .filter((t) => t !== '');
}

/** First usable image; legacy data uses 'x' as a "no image" marker. */
export function resolveImage(...candidates: Array<string | null | undefined>): string | null {
  for (const c of candidates) {
    if (typeof c !== 'string') continue;
    const v = c.trim();
    if (v !== '' && v.toLowerCase() !== 'x') return v;
  }
  return null;
}

export function displayTitle(title?: string | null): string {
  const t = (title ?? '').trim();
  return t === '' ? 'Untitled Resource' : t;
}

export function researchPublisher(r: { type?: string | null; source?: string | null }): string {
  const source = (r.source ?? '').trim();
  if (source !== '') return source;
  return norm(r.type) === 'active_research' ? 'Research in Progress' : 'Unknown Publisher';
}

export function researchYear(year: number | string | null | undefined, now: Date = new Date()): string {
  if (typeof year === 'number' && Number.isFinite(year)) return String(year);
  if (typeof year === 'string' && year.trim() !== '') return year.trim();
  return String(now.getFullYear());
}
