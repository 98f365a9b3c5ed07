import { createRoute, z } from '@hono/zod-openapi';
import { ACCOUNT_MESSAGES, NAME_MAX } from '../../../shared/account';
import { InviteInspectionSchema, InviteSentSchema } from '../../../shared/contract/invites';
import type { AppDeps } from '../../context';
import { access, withDeps } from '../../http/access';
import { badRequest } from '../../lib/errors';
import { forwardCookies } from '../../lib/forward-auth';
import { createRouter, errorResponse, json, jsonBody, OkSchema } from '../../lib/openapi';
import { rateLimit, throttleEmail } from '../../lib/rate-limit';
import { acceptInvite, createInvite, INVITE_ACCESS, inspectInvite } from './service';

const InviteBody = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address')
    .pipe(z.email('Please enter a valid email address')),
  firstName: z.string().trim().max(NAME_MAX, ACCOUNT_MESSAGES.nameTooLong).optional(),
  lastName: z.string().trim().max(NAME_MAX, ACCOUNT_MESSAGES.nameTooLong).optional(),
  teamName: z.string().trim().max(100).optional(),
  access: z.enum(INVITE_ACCESS, 'access must be wire, lifetime or stripe').openapi({
    description:
      'The membership the invited person gets: wire (active, paid by wire transfer), lifetime, or ' +
      'stripe (no access until they join by card)',
  }),
});

const create = createRoute({
  method: 'post',
  path: '/',
  tags: ['Invites'],
  summary: 'Invite a person by email (administrators)',
  ...access(
    'admin',
    withDeps((deps) => rateLimit(deps, 'invite', { window: 3600, max: 50 })),
  ),
  request: jsonBody(InviteBody),
  responses: {
    201: json(InviteSentSchema, 'Invite sent'),
    400: errorResponse('Invalid email or access'),
    403: errorResponse('Not an administrator'),
    409: errorResponse('Already a member'),
    429: errorResponse('Too many invites'),
  },
});

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

  app.openapi(create, async (c) => {
    const input = c.req.valid('json');
    // However many administrators ask, one address gets only a few invitation emails an hour.
    await throttleEmail(deps, 'invite', input.email);
    const invite = await createInvite(
      { db: deps.db, mailer: deps.mailer, appName: deps.env.APP_NAME, appUrl: deps.env.APP_URL },
      { ...input, invitedBy: c.get('member').user.id },
    );
    return c.json({ email: invite.email, expiresAt: invite.expiresAt.toISOString() }, 201);
  });

  app.openapi(inspect, async (c) => c.json(await inspectInvite(deps.db, c.req.valid('query').token), 200));

  app.openapi(accept, async (c) => {
    const { token, password } = c.req.valid('json');
    const { email } = await acceptInvite(deps.db, { token, password });
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
