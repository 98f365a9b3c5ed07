import { z } from '@hono/zod-openapi';

/** Request schemas of the content API (docs/api/content.md); its answers are in the shared contract. */

export {
  BlockSchema,
  CardPageSchema,
  ContentCardSchema,
  DetailItemSchema,
  DetailSchema,
  FiltersSchema,
  PublicCardSchema,
  pageOf,
  ResearchPageSchema,
  ViewCountSchema,
} from '../../../shared/contract/content';

/** An empty query value (`?topic=`) counts as absent ("no filter", as the "All" option sends it). */
export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
export const optionalText = (description: string) =>
  z
    .preprocess(blankToUndefined, z.string().trim().max(200).optional())
    .openapi({ type: 'string', description });
export const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .preprocess(
      blankToUndefined,
      z.enum(values, { error: () => `Unknown ${label}: use one of ${values.join(', ')}` }).optional(),
    )
    .openapi({ type: 'string', enum: [...values] });

export const MAX_PAGE_SIZE = 48;
export const DEFAULT_PAGE_SIZE = 12;

/** `page` and `pageSize` query parameters with the API's messages; each list sets its limits. */
export function pagingFields(limits: { maxPage: number; maxPageSize: number; defaultPageSize: number }) {
  return {
    page: z.preprocess(
      blankToUndefined,
      z.coerce
        .number()
        .int('page must be a whole number')
        .min(1, 'page starts at 1')
        .max(limits.maxPage)
        .default(1),
    ),
    pageSize: z.preprocess(
      blankToUndefined,
      z.coerce
        .number()
        .int('pageSize must be a whole number')
        .min(1)
        .max(limits.maxPageSize, `pageSize is at most ${limits.maxPageSize}`)
        .default(limits.defaultPageSize),
    ),
  };
}

export const PagingQuery = z.object(
  pagingFields({ maxPage: 10_000, maxPageSize: MAX_PAGE_SIZE, defaultPageSize: DEFAULT_PAGE_SIZE }),
);

export const CONTENT_TYPES = ['text', 'video', 'audio', 'framework'] as const;
export const TIMELINES = ['upcoming', 'past'] as const;
export const TAG_TYPES = ['case-study', 'resource', 'canvas', 'event'] as const;
export const DETAIL_KINDS = ['case-study', 'event', 'research', 'canvas', 'resource'] as const;
export type TagType = (typeof TAG_TYPES)[number];
export type DetailKind = (typeof DETAIL_KINDS)[number];

export const ResourcesQuery = PagingQuery.extend({
  topic: optionalText('Topic (exact value from /api/content/filters)'),
  contentType: optionalEnum(CONTENT_TYPES, 'content type'),
});
export const CaseStudiesQuery = PagingQuery.extend({
  topic: optionalText('Topic'),
  industry: optionalText('Industry'),
  headcount: optionalText('Company size'),
});
export const EventsQuery = PagingQuery.extend({
  topic: optionalText('Topic'),
  timeline: optionalEnum(TIMELINES, 'timeline'),
});
export const ResearchQuery = PagingQuery.extend({
  year: z
    .preprocess(
      blankToUndefined,
      z.coerce.number().int('year must be a whole number').min(1900).max(2200).optional(),
    )
    .openapi({ type: 'integer' }),
});
export const TagQuery = PagingQuery.extend({ type: optionalEnum(TAG_TYPES, 'type') });
export const DetailQuery = z.object({
  type: optionalEnum(DETAIL_KINDS, 'type').openapi({
    description: 'The page asking: the item must be of this kind, else 404 with that kind’s message',
  }),
});

export const IdParam = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' }, example: 'res_837' }),
});
export const TagParam = z.object({
  tag: z
    .string()
    .trim()
    .min(1, 'Invalid Tag')
    .max(200)
    .openapi({ param: { name: 'tag', in: 'path' } }),
});
