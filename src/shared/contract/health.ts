import { z } from 'zod';

/** Liveness: the same shape whether the database answers (200) or not (503). */
export const HealthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({ kind: z.string(), ok: z.boolean() }),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof HealthSchema>;

/** The process answers: nothing else is checked (a restart is the cure when it does not). */
export const LiveSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Live' });
export type Live = z.infer<typeof LiveSchema>;
