import { createRoute, z } from '@hono/zod-openapi';
import { requireAdmin } from '../../auth/require-admin';
import { requireMember } from '../../auth/session';
import type { AppDeps } from '../../context';
import { createRouter, errorResponse, json } from '../../lib/openapi';
import { billingSummary, MANUAL_SUBSCRIPTION_KINDS, setManualSubscription } from '../billing/service';

const MemberSubscriptionSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    state: z.enum(['lifetime', 'active', 'canceled', 'unknown']),
    status: z.string().nullable(),
    currentPeriodEnd: z.string().nullable(),
    cancelAtPeriodEnd: z.boolean(),
    hasCustomer: z.boolean(),
  })
  .openapi('MemberSubscription');

const setSubscription = createRoute({
  method: 'post',
  path: '/members/{id}/subscription',
  tags: ['Admin'],
  summary: "Set a member's subscription by hand: lifetime, wire transfer (active, no customer) or clear",
  request: {
    params: z.object({ id: z.uuid('Invalid member id') }),
    body: {
      content: {
        'application/json': {
          schema: z.object({
            kind: z.enum(MANUAL_SUBSCRIPTION_KINDS, 'kind must be lifetime, wire or clear'),
          }),
        },
      },
    },
  },
  responses: {
    200: json(MemberSubscriptionSchema, 'The member subscription after the change'),
    400: errorResponse('Invalid kind or id'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not an administrator'),
    404: errorResponse('No such member'),
  },
});

/** Administration API (an admin console comes later; the admin command line shares the services). */
export function adminRoutes(deps: AppDeps) {
  const app = createRouter();
  app.use('*', requireMember(deps), requireAdmin);

  app.openapi(setSubscription, async (c) => {
    const profile = await setManualSubscription(deps.db, c.req.valid('param').id, c.req.valid('json').kind);
    c.get('log').info(
      { adminId: c.get('member').user.id, memberId: profile.id, kind: c.req.valid('json').kind },
      'subscription set by hand',
    );
    const { state, status, currentPeriodEnd, cancelAtPeriodEnd, hasCustomer } = billingSummary(profile);
    return c.json(
      {
        id: profile.id,
        email: profile.email,
        state,
        status,
        currentPeriodEnd,
        cancelAtPeriodEnd,
        hasCustomer,
      },
      200,
    );
  });
  return app;
}
