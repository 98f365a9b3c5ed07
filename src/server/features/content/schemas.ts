import { z } from '@hono/zod-openapi';
import type { ContentCard } from '../../../shared/content-card';
import { RESOURCE_TYPES } from '../../../shared/domain/content';

/** Request and response schemas of the content API (docs/api/content.md). */

export const ContentCardSchema = z
  .object({
    id: z.string(),
    type: z.enum(RESOURCE_TYPES),
    presentedType: z.enum(['resource', 'case-study', 'event', 'canvas', 'research', 'active_research']),
    title: z.string(),
    shortDescription: z.string().nullable(),
    topics: z.array(z.string()),
    industry: z.string().nullable(),
    headcount: z.string().nullable(),
    image: z.string().nullable(),
    source: z.string().nullable(),
    contentType: z.enum(['audio', 'video', 'framework', 'text']),
    mediaType: z.string().nullable(),
    url: z.string().nullable(),
    recordingUrl: z.string().nullable(),
    pdfUrl: z.string().nullable(),
    date: z.string().nullable(),
    timeline: z.enum(['upcoming', 'past']).nullable(),
    speaker: z.string().nullable(),
    year: z.number().int().nullable(),
    publisher: z.string().nullable(),
    viewCount: z.number().int(),
    isPraxisCase: z.boolean(),
    isSaved: z.boolean(),
  })
  .openapi('ContentCard') satisfies z.ZodType<ContentCard>;

export const PublicCardSchema = ContentCardSchema.extend({
  locked: z
    .boolean()
    .openapi({ description: 'true for visitors: url, recordingUrl and pdfUrl are withheld' }),
}).openapi('PublicCard');

export const BlockSchema = z
  .object({
    id: z.string(),
    type: z.string(),
    data: z.record(z.string(), z.unknown()),
    position: z.number().int(),
  })
  .openapi('ContentBlock');

export const DetailItemSchema = ContentCardSchema.extend({
  challenge: z.string().nullable(),
  solution: z.string().nullable(),
  results: z.string().nullable(),
  purpose: z.string().nullable(),
  speakerPhotoUrl: z.string().nullable(),
  calendarInvite: z
    .string()
    .nullable()
    .openapi({ description: 'Address of the .ics download (upcoming events with a date), else null' }),
}).openapi('ContentDetailItem');

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export const CardPageSchema = pageOf(ContentCardSchema).openapi('ContentCardPage');

/** An empty query value (`?topic=`) counts as absent ("no filter", as the "All" option sends it). */
export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalText = (description: string) =>
  z
    .preprocess(blankToUndefined, z.string().trim().max(200).optional())
    .openapi({ type: 'string', description });
const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
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

export const ResearchPageSchema = pageOf(ContentCardSchema)
  .extend({ activeResearch: ContentCardSchema.nullable(), years: z.array(z.number().int()) })
  .openapi('ResearchPage');

export const FiltersSchema = z
  .object({ topics: z.array(z.string()), industries: z.array(z.string()), headcounts: z.array(z.string()) })
  .openapi('ContentFilters');

export const DetailSchema = z
  .object({ item: DetailItemSchema, blocks: z.array(BlockSchema), related: z.array(ContentCardSchema) })
  .openapi('ContentDetail');

export const ViewCountSchema = z.object({ viewCount: z.number().int() }).openapi('ViewCount');
