import { z } from 'zod';
import { RESOURCE_TYPES } from '../domain/content';

/** The content API's answers (docs/api/content.md); the request schemas stay with the server's routes. */

/** The one shape every content list, related list, home section, saved list and search result uses. */
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
  .meta({ id: 'ContentCard' });
export type ContentCard = z.infer<typeof ContentCardSchema>;

/** A card of a public page: for visitors locked, without its links. */
export const PublicCardSchema = ContentCardSchema.extend({
  locked: z.boolean().meta({ description: 'true for visitors: url, recordingUrl and pdfUrl are withheld' }),
}).meta({ id: 'PublicCard' });
export type PublicCard = z.infer<typeof PublicCardSchema>;

export const BlockSchema = z
  .object({
    id: z.string(),
    type: z.string(),
    data: z.record(z.string(), z.unknown()),
    position: z.number().int(),
  })
  .meta({ id: 'ContentBlock' });

export const DetailItemSchema = ContentCardSchema.extend({
  challenge: z.string().nullable(),
  solution: z.string().nullable(),
  results: z.string().nullable(),
  purpose: z.string().nullable(),
  speakerPhotoUrl: z.string().nullable(),
  calendarInvite: z
    .string()
    .nullable()
    .meta({ description: 'Address of the .ics download (upcoming events with a date), else null' }),
}).meta({ id: 'ContentDetailItem' });
export type ContentDetailItem = z.infer<typeof DetailItemSchema>;

/** One page of a list: its items, the total and where the page stands. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export const CardPageSchema = pageOf(ContentCardSchema).meta({ id: 'ContentCardPage' });

export const ResearchPageSchema = pageOf(ContentCardSchema)
  .extend({ activeResearch: ContentCardSchema.nullable(), years: z.array(z.number().int()) })
  .meta({ id: 'ResearchPage' });
export type ResearchPage = z.infer<typeof ResearchPageSchema>;

export const FiltersSchema = z
  .object({ topics: z.array(z.string()), industries: z.array(z.string()), headcounts: z.array(z.string()) })
  .meta({ id: 'ContentFilters' });
export type ContentFilters = z.infer<typeof FiltersSchema>;

/** An item with its blocks and related cards: the member detail pages and the public resource page. */
const detailShape = {
  item: DetailItemSchema,
  blocks: z.array(BlockSchema),
  related: z.array(ContentCardSchema),
};

export const DetailSchema = z.object(detailShape).meta({ id: 'ContentDetail' });
export type ContentDetail = z.infer<typeof DetailSchema>;

export const ViewCountSchema = z.object({ viewCount: z.number().int() }).meta({ id: 'ViewCount' });
export type ViewCount = z.infer<typeof ViewCountSchema>;

/** The public (visitor-facing) pages. */
export const PublicEventsSchema = z
  .object({ upcoming: z.array(ContentCardSchema), featured: z.array(PublicCardSchema) })
  .meta({ id: 'PublicEvents' });
export type PublicEvents = z.infer<typeof PublicEventsSchema>;

export const PublicCaseStudySchema = z
  .object({
    item: DetailItemSchema.extend({ locked: z.boolean() }),
    blocks: z.array(BlockSchema),
    related: z.array(PublicCardSchema),
  })
  .meta({ id: 'PublicCaseStudy' });
export type PublicCaseStudy = z.infer<typeof PublicCaseStudySchema>;

export const PublicResourceSchema = z.object(detailShape).meta({ id: 'PublicResource' });
export type PublicResource = z.infer<typeof PublicResourceSchema>;
