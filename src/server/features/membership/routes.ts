import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../context';
import { access } from '../../http/access';
import { createRouter, errorResponse, json, OkSchema } from '../../http/openapi';
import { markWelcomed } from '../account/profile';
import { refuseMembershipRequest } from './service';

const refuse = createRoute({
  method: 'post',
  path: '/{id}/request/refuse',
  tags: ['Admin'],
  ...access('admin'),
  summary: "Refuse a person's open membership request; they are told by email",
  request: { params: z.object({ id: z.uuid('Invalid member id') }) },
  responses: {
    200: json(OkSchema, 'Refused'),
    400: errorResponse('Invalid id'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not an administrator, or the account rules refuse it'),
    404: errorResponse('No such member'),
    409: errorResponse('No open membership request'),
  },
});

const welcomed = createRoute({
  method: 'post',
  path: '/welcomed',
  tags: ['Account'],
  ...access('member'),
  summary: 'The member has seen their first welcome: from now on the home page welcomes them back',
  responses: {
    200: json(OkSchema, 'Noted'),
    401: errorResponse('Not signed in'),
    403: errorResponse('No access'),
  },
});

/** The administrators' answer to a membership request (under /admin/members, beside the console's). */
export function membershipRequestRoutes(deps: AppDeps) {
  const app = createRouter();
  app.openapi(refuse, async (c) => {
    await refuseMembershipRequest(deps, c.get('member'), c.req.valid('param').id);
    return c.json({ ok: true as const }, 200);
  });
  return app;
}

/** The member's first welcome (under /me). */
export function membershipRoutes(deps: AppDeps) {
  const app = createRouter();
  app.openapi(welcomed, async (c) => {
    await markWelcomed(deps.db, c.get('member').user.id);
    return c.json({ ok: true as const }, 200);
  });
  return app;
}
