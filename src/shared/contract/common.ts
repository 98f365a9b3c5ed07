import { z } from 'zod';

/**
 * The API contract: the request and response schemas every route declares, written once in plain
 * zod. The server hands them to its routes (and so to the OpenAPI document; `meta({ id })` names a
 * component there); the client imports only the `z.infer` types, which are erased from its bundle.
 */

/** `requestId` names the request in the server's log (also sent as the X-Request-Id header). */
export const ErrorSchema = z
  .object({ error: z.object({ code: z.string(), message: z.string() }), requestId: z.string().optional() })
  .meta({ id: 'Error' });

export const OkSchema = z.object({ ok: z.literal(true), message: z.string().optional() }).meta({ id: 'Ok' });
export type Ok = z.infer<typeof OkSchema>;

/** An address the browser is sent to (a payment page, a billing portal). */
export const RedirectUrlSchema = z.object({ url: z.url() });
export type RedirectUrl = z.infer<typeof RedirectUrlSchema>;
