import { z } from 'zod';

/** One email the development outbox stored instead of sending. */
export const OutboxMessageSchema = z
  .object({
    id: z.uuid(),
    to: z.string(),
    subject: z.string(),
    link: z.string().nullable(),
    text: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'OutboxMessage' });
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

/** The stored emails, newest first. */
export const OutboxSchema = z.object({ messages: z.array(OutboxMessageSchema) }).meta({ id: 'Outbox' });
export type Outbox = z.infer<typeof OutboxSchema>;
