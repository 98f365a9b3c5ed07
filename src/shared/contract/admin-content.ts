import { z } from 'zod';
import { CONTENT_STATUSES, RESOURCE_TYPES } from '../domain/content';
import { blockProblem, isSafeAddress, MAX_BLOCKS, videoLinkProblem } from '../domain/content-editing';
import { isTimeZone } from '../domain/time-zone';
import { BlockSchema } from './content';

/**
 * The console's content API (/api/admin/content): the editor's request body, validated by the
 * server and by the editor's form alike, and the answers.
 */

const optionalText = (max: number, label: string) =>
  z.string().max(max, `${label} is limited to ${max} characters`).nullable();

const optionalAddress = (label: string) =>
  z
    .string()
    .max(2000, `${label} is limited to 2000 characters`)
    .refine((v) => v.trim() === '' || isSafeAddress(v), `${label} must start with https:// or /`)
    .nullable();

export const AdminBlockInputSchema = z.object({
  type: z.string().trim().min(1, 'A block needs a type').max(40, 'Unknown block type'),
  data: z.record(z.string(), z.unknown()),
});

/** An item as the editor saves it: every field of every type (fields a type does not use stay empty). */
export const AdminContentInputSchema = z
  .object({
    type: z.enum(RESOURCE_TYPES, { error: () => `Choose a type: ${RESOURCE_TYPES.join(', ')}` }),
    title: z.string().trim().min(1, 'Title is required').max(200, 'Title is limited to 200 characters'),
    blurb: optionalText(2000, 'Summary'),
    description: optionalText(5000, 'Description'),
    topics: z
      .array(
        z.string().trim().min(1, 'A topic cannot be empty').max(60, 'A topic is limited to 60 characters'),
      )
      .max(20, 'At most 20 topics'),
    industry: optionalText(120, 'Industry'),
    headcount: optionalText(60, 'Company size'),
    source: optionalText(200, 'Source'),
    publisher: optionalText(200, 'Publisher'),
    mediaType: optionalText(60, 'Media type'),
    url: optionalAddress('Link'),
    recordingUrl: optionalAddress('Recording link'),
    imageUrl: optionalAddress('Cover image'),
    pdfUrl: optionalAddress('PDF address'),
    speaker: optionalText(200, 'Speaker'),
    speakerPhotoUrl: optionalAddress('Speaker photo'),
    date: z.iso.datetime({ offset: true, message: 'Date must be a date and time' }).nullable(),
    timeZone: z
      .string()
      .refine((v) => isTimeZone(v), 'Unknown time zone')
      .nullable(),
    year: z
      .number()
      .int('Year must be a whole number')
      .min(1900, 'Year must be between 1900 and 2200')
      .max(2200, 'Year must be between 1900 and 2200')
      .nullable(),
    isPraxisCase: z.boolean(),
    purpose: optionalText(5000, 'Purpose'),
    challenge: optionalText(20_000, 'Challenge'),
    solution: optionalText(20_000, 'Solution'),
    results: optionalText(20_000, 'Results'),
    blocks: z.array(AdminBlockInputSchema).max(MAX_BLOCKS, `At most ${MAX_BLOCKS} blocks`),
  })
  .superRefine((item, ctx) => {
    item.blocks.forEach((block, i) => {
      const problem = blockProblem(block);
      if (problem)
        ctx.addIssue({ code: 'custom', path: ['blocks', i], message: `Block ${i + 1}: ${problem}` });
    });
    const recording = item.recordingUrl?.trim() ?? '';
    if (recording !== '') {
      const problem = videoLinkProblem(recording);
      if (problem) ctx.addIssue({ code: 'custom', path: ['recordingUrl'], message: problem });
    }
    if (item.type === 'event' && item.date === null) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: 'An event needs a date' });
    }
    if (item.date !== null && item.timeZone === null) {
      ctx.addIssue({ code: 'custom', path: ['timeZone'], message: 'Choose the time zone of the date' });
    }
  });
export type AdminContentInput = z.infer<typeof AdminContentInputSchema>;

/** A save names the revision it was made from (see the optimistic check). */
export const AdminContentUpdateSchema = z.object({
  revision: z.number().int().min(1),
  item: AdminContentInputSchema,
  /** Saved by the editor on its own while the admin types (its versions are merged, see versions). */
  autosave: z.boolean().optional(),
});
export type AdminContentUpdate = z.infer<typeof AdminContentUpdateSchema>;

export const AdminRevisionSchema = z.object({ revision: z.number().int().min(1) });

/** Schedule a draft's publication at an instant (null: no schedule). */
export const AdminScheduleSchema = z.object({
  revision: z.number().int().min(1),
  publishAt: z.iso.datetime({ offset: true, message: 'Choose a date and time' }).nullable(),
});
export type AdminSchedule = z.infer<typeof AdminScheduleSchema>;

export const CONTENT_VERSION_KINDS = ['create', 'save', 'autosave', 'restore'] as const;

export const AdminVersionRowSchema = z
  .object({
    id: z.string(),
    revision: z.number().int(),
    kind: z.enum(CONTENT_VERSION_KINDS),
    authorEmail: z.string(),
    title: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminContentVersionRow' });
export type AdminVersionRow = z.infer<typeof AdminVersionRowSchema>;

export const AdminVersionsSchema = z
  .object({ versions: z.array(AdminVersionRowSchema) })
  .meta({ id: 'AdminContentVersions' });
export type AdminVersions = z.infer<typeof AdminVersionsSchema>;

export const AdminVersionSchema = AdminVersionRowSchema.extend({
  item: AdminContentInputSchema,
}).meta({ id: 'AdminContentVersion' });
export type AdminVersion = z.infer<typeof AdminVersionSchema>;

export const ADMIN_CONTENT_SORTS = ['updated', 'created', 'title', 'type', 'status'] as const;
export type AdminContentSort = (typeof ADMIN_CONTENT_SORTS)[number];

export const AdminContentRowSchema = z
  .object({
    id: z.string(),
    type: z.enum(RESOURCE_TYPES),
    title: z.string(),
    status: z.enum(CONTENT_STATUSES),
    topics: z.array(z.string()),
    isPraxisCase: z.boolean(),
    date: z.string().nullable(),
    viewCount: z.number().int(),
    revision: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminContentRow' });
export type AdminContentRow = z.infer<typeof AdminContentRowSchema>;

export const AdminContentPageSchema = z
  .object({
    items: z.array(AdminContentRowSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'AdminContentPage' });
export type AdminContentPage = z.infer<typeof AdminContentPageSchema>;

export const AdminContentItemSchema = z
  .object({
    id: z.string(),
    type: z.enum(RESOURCE_TYPES),
    status: z.enum(CONTENT_STATUSES),
    revision: z.number().int(),
    title: z.string(),
    blurb: z.string().nullable(),
    description: z.string().nullable(),
    topics: z.array(z.string()),
    industry: z.string().nullable(),
    headcount: z.string().nullable(),
    source: z.string().nullable(),
    publisher: z.string().nullable(),
    mediaType: z.string().nullable(),
    contentType: z.enum(['audio', 'video', 'framework', 'text']),
    url: z.string().nullable(),
    recordingUrl: z.string().nullable(),
    imageUrl: z.string().nullable(),
    pdfUrl: z.string().nullable(),
    speaker: z.string().nullable(),
    speakerPhotoUrl: z.string().nullable(),
    date: z.string().nullable(),
    timeZone: z.string().nullable(),
    year: z.number().int().nullable(),
    isPraxisCase: z.boolean(),
    purpose: z.string().nullable(),
    challenge: z.string().nullable(),
    solution: z.string().nullable(),
    results: z.string().nullable(),
    viewCount: z.number().int(),
    /** A draft's scheduled publication, or null. */
    publishAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    blocks: z.array(BlockSchema),
  })
  .meta({ id: 'AdminContentItem' });
export type AdminContentItem = z.infer<typeof AdminContentItemSchema>;

export const AdminContentTopicsSchema = z
  .object({ topics: z.array(z.string()) })
  .meta({ id: 'AdminContentTopics' });
export type AdminContentTopics = z.infer<typeof AdminContentTopicsSchema>;

export const AdminImageSchema = z
  .object({ url: z.string(), width: z.number().int(), height: z.number().int() })
  .meta({ id: 'AdminImage' });
export type AdminImage = z.infer<typeof AdminImageSchema>;

/** The answer to a save made from an older revision. */
export const STALE_REVISION_MESSAGE =
  'Someone else saved this item after you opened it. Reload to see their changes (copy your edits first), then save again.';
