/**
 * The invitee's side of an invitation: checking the link and choosing a password. Administrators
 * invite through the console's one invite route (POST /api/admin/invites), which records each
 * invitation in the audit log.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { InviteInspectionSchema } from '../../../shared/contract/invites';
import type { AppDeps } from '../../context';
import { access } from '../../http/access';
import { badRequest } from '../../lib/errors';
import { forwardCookies } from '../../lib/forward-auth';
import { createRouter, errorResponse, json, jsonBody, OkSchema } from '../../http/openapi';
import { rateLimit } from '../../lib/rate-limit';
import { acceptInvite, inspectInvite } from './service';

const inspect = createRoute({
  method: 'get',
  path: '/inspect',
  tags: ['Invites'],
  summary: 'Check an invite link without spending it',
  ...access('public'),
  request: { query: z.object({ token: z.string().min(1) }) },
  responses: {
    200: json(InviteInspectionSchema, 'Usable invite'),
    400: errorResponse('Invalid or expired'),
  },
});

const accept = createRoute({
  method: 'post',
  path: '/accept',
  tags: ['Invites'],
  summary: 'Set the password through an invite and sign in',
  ...access('public'),
  request: jsonBody(z.object({ token: z.string().min(1), password: z.string() })),
  responses: {
    200: json(OkSchema, 'Password set and signed in'),
    400: errorResponse('Invalid invite or password'),
  },
});

export function inviteRoutes(deps: AppDeps) {
  const app = createRouter();
  app.use('/accept', rateLimit(deps, 'invite-accept', { window: 600, max: 10 }));

  app.openapi(inspect, async (c) => c.json(await inspectInvite(deps.db, c.req.valid('query').token), 200));

  app.openapi(accept, async (c) => {
    const { token, password } = c.req.valid('json');
    const { hash } = (await deps.auth.$context).password;
    const { email } = await acceptInvite(deps.db, { token, password }, hash);
    const res = await deps.auth.api.signInEmail({
      body: { email, password },
      headers: c.req.raw.headers,
      asResponse: true,
    });
    if (res.status !== 200) throw badRequest('Failed to create account.', 'sign_in_failed');
    forwardCookies(res, c);
    return c.json({ ok: true as const }, 200);
  });
  return app;
}
