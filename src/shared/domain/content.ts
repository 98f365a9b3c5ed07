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

/**
 * Whether members see an item: a draft is seen only by administrators (in the console), on no
 * member page, list, search or public page; publishing shows it everywhere at once.
 */
export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const PRESENTED_TYPES = [
  'resource',
  'case-study',
  'event',
  'canvas',
  'research',
  'active_research',
] as const;
export type PresentedType = (typeof PRESENTED_TYPES)[number];

export type ContentType = 'audio' | 'video' | 'framework' | 'text';

const norm = (value: string | null | undefined): string => (value ?? '').trim().toLowerCase();

/**
 * How a stored item is presented to members: a stored type and, where it matters, the Praxis-case
 * flag give the presented type. Product events are case studies, the other events stay events,
 * canvas collections are canvases. `presentType` reads this table and the SQL conditions of the
 * content lists are generated from it, so the two cannot disagree.
 */
export interface PresentationRule {
  type: ResourceType;
  /** When set, the rule holds only for items whose Praxis-case flag has this value. */
  praxisCase?: boolean;
  as: PresentedType;
}

export const PRESENTATION_RULES: readonly PresentationRule[] = [
  { type: 'resource', as: 'resource' },
  { type: 'case-study', as: 'case-study' },
  { type: 'event', praxisCase: true, as: 'case-study' },
  { type: 'event', praxisCase: false, as: 'event' },
  { type: 'canvas', as: 'canvas' },
  { type: 'canvascollection', as: 'canvas' },
  { type: 'research', as: 'research' },
  { type: 'active_research', as: 'active_research' },
];

/** How a content item is presented (see PRESENTATION_RULES); an unknown type is a resource. */
export function presentType(r: { type?: string | null; isPraxisCase?: boolean | null }): PresentedType {
  const type = norm(r.type);
  const praxisCase = r.isPraxisCase === true;
  const rule = PRESENTATION_RULES.find(
    (x) => x.type === type && (x.praxisCase === undefined || x.praxisCase === praxisCase),
  );
  return rule?.as ?? 'resource';
}

/** The rules that present items as `presented`. */
export function rulesPresentedAs(presented: PresentedType): PresentationRule[] {
  return PRESENTATION_RULES.filter((rule) => rule.as === presented);
}

/**
 * The search page's type filter: the presented types, except that research includes active
 * research and canvas collections keep a filter of their own.
 */
export const SEARCH_KINDS = [
  'resource',
  'case-study',
  'event',
  'canvas',
  'canvascollection',
  'research',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export function searchKind(r: { type?: string | null; isPraxisCase?: boolean | null }): SearchKind {
  const presented = presentType(r);
  if (presented === 'active_research') return 'research';
  if (presented === 'canvas' && norm(r.type) === 'canvascollection') return 'canvascollection';
  return presented;
}

/**
 * The presented types each downloadable PDF address serves: a canvas, a research paper (active
 * research included) or a case study (Praxis-case events included).
 */
export const PDF_KINDS = {
  canvases: ['canvas'],
  research: ['research', 'active_research'],
  'case-studies': ['case-study'],
} as const satisfies Record<string, readonly PresentedType[]>;
export type PdfKind = keyof typeof PDF_KINDS;

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
