import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../context';
import { errorBody } from './errors';

export const ErrorSchema = z
  .object({ error: z.object({ code: z.string(), message: z.string() }) })
  .openapi('Error');

export const OkSchema = z.object({ ok: z.literal(true), message: z.string().optional() }).openapi('Ok');

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const errorResponse = (description: string) => json(ErrorSchema, description);

/** A router whose validation failures answer `{ error: { code: 'invalid_request', message } }` (400). */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const issue = result.error.issues[0];
        return c.json(errorBody('invalid_request', issue?.message ?? 'Invalid request'), 400);
      }
    },
  });
}
