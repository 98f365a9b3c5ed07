import { createRoute, z } from '@hono/zod-openapi';
import { access } from '../http/access';
import { errorResponse, json, OkSchema } from '../http/openapi';
import { MAIL_LISTS, type MailList } from './unsubscribe';

/**
 * The one-click unsubscribe route of a mail list (RFC 8058): the signed link of its
 * List-Unsubscribe header, posted by mail apps without a session. Any body is accepted
 * (List-Unsubscribe=One-Click); the token is the proof. Declared below the list's router, which is
 * mounted at the list's prefix (MAIL_LISTS holds the whole address).
 */
export function oneClickUnsubscribeRoute(list: MailList, opts: { tags: string[]; what: string }) {
  return createRoute({
    method: 'post',
    // The address's last segment: the list's router is mounted at the rest.
    path: MAIL_LISTS[list].slice(MAIL_LISTS[list].lastIndexOf('/')),
    tags: opts.tags,
    summary:
      `One-click unsubscribe from ${opts.what} (RFC 8058): the signed link from the List-Unsubscribe header. ` +
      'Any body (List-Unsubscribe=One-Click) is accepted; the token is the proof.',
    ...access('public'),
    request: {
      query: z.object({
        u: z.uuid('Invalid unsubscribe link'),
        t: z.string().min(1, 'Invalid unsubscribe link').max(200),
      }),
    },
    responses: {
      200: json(OkSchema, 'Unsubscribed (also when already)'),
      400: errorResponse('Invalid unsubscribe link'),
    },
  });
}
