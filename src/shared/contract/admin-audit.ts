import { z } from 'zod';

/** The console's audit log. */

export const AuditEntrySchema = z.object({
  id: z.uuid(),
  actorUserId: z.string().nullable(),
  actorEmail: z.string(),
  /** The administrator's name (their email when they gave none). */
  actorName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** The record's name now, or as the log last recorded it; null when it never had one. */
  targetName: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = z
  .object({
    items: z.array(AuditEntrySchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** Every action recorded so far, for the filter. */
    actions: z.array(z.string()),
    targetTypes: z.array(z.string()),
    /** Everyone who acted so far, for the filter. */
    actors: z.array(z.object({ email: z.string(), name: z.string() })),
  })
  .meta({ id: 'AuditPage' });
export type AuditPage = z.infer<typeof AuditPageSchema>;
