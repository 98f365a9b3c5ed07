import { z } from 'zod';
import {
  DIGEST_FREQUENCIES,
  DIGEST_SECTIONS,
  DIGEST_SEND_STATUSES,
  DIGEST_SKIP_REASONS,
} from '../domain/digest';

/** The personal digest: the member's choice, the preview of the next one, the console's send log. */

export const DigestPreferenceSchema = z
  .object({
    frequency: z.enum(DIGEST_FREQUENCIES, 'Choose off, weekly or monthly'),
  })
  .meta({ id: 'DigestPreference' });
export type DigestPreference = z.infer<typeof DigestPreferenceSchema>;

export const DigestSettingsSchema = DigestPreferenceSchema.extend({
  nextAt: z.string().nullable().meta({ description: 'When the next digest goes out (null when off)' }),
}).meta({ id: 'DigestSettings' });
export type DigestSettings = z.infer<typeof DigestSettingsSchema>;

export const DigestItemSchema = z
  .object({
    title: z.string(),
    /** The item's page in the app (a path; the mail makes it absolute). */
    path: z.string(),
    detail: z.string().nullable().meta({ description: 'A short line under the title (a date, a status)' }),
  })
  .meta({ id: 'DigestItem' });
export type DigestItem = z.infer<typeof DigestItemSchema>;

export const DigestSectionSchema = z
  .object({
    key: z.enum(DIGEST_SECTIONS),
    title: z.string(),
    items: z.array(DigestItemSchema),
  })
  .meta({ id: 'DigestSection' });
export type DigestSection = z.infer<typeof DigestSectionSchema>;

export const DigestPreviewSchema = z
  .object({
    frequency: z.enum(DIGEST_FREQUENCIES),
    since: z.string().meta({ description: 'Items new since this instant' }),
    nextAt: z.string().nullable(),
    sections: z
      .array(DigestSectionSchema)
      .meta({ description: 'Only the sections with items, in the mail’s order; empty: nothing new' }),
  })
  .meta({ id: 'DigestPreview' });
export type DigestPreview = z.infer<typeof DigestPreviewSchema>;

export const DigestSendSchema = z
  .object({
    id: z.uuid(),
    memberId: z.uuid().nullable(),
    memberName: z.string(),
    memberEmail: z.string(),
    period: z.string(),
    frequency: z.string(),
    status: z.enum(DIGEST_SEND_STATUSES),
    reason: z.enum(DIGEST_SKIP_REASONS).nullable(),
    items: z.number().int(),
    counts: z.record(z.string(), z.number().int()),
    createdAt: z.string(),
  })
  .meta({ id: 'DigestSend' });
export type DigestSend = z.infer<typeof DigestSendSchema>;

export const DigestSendPageSchema = z
  .object({
    items: z.array(DigestSendSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'DigestSendPage' });
export type DigestSendPage = z.infer<typeof DigestSendPageSchema>;
