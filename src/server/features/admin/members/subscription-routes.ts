import { createRoute, z } from '@hono/zod-openapi';
import { MemberSubscriptionSchema } from '../../../../shared/contract/admin-members';
import type { AppDeps } from '../../../context';
import { access } from '../../../http/access';
import { createRouter, errorResponse, json } from '../../../http/openapi';
import { recordAdminAction } from '../audit/service';
import { assertMayActOn } from './service';
import { gainedAccess, lockedMembership, markMemberSince, sendWelcome } from '../../membership/service';
import {
  billingSummary,
  MANUAL_SUBSCRIPTION_KINDS,
  type ManualSubscription,
  setManualSubscription,
} from '../../billing/service';

/** Which membership, said explicitly: there is no default kind. */
export const ManualSubscriptionBody = z
  .object({
    kind: z.enum(MANUAL_SUBSCRIPTION_KINDS, 'kind must be lifetime, wire, unknown or clear'),
    endsAt: z.iso
      .datetime({ offset: true, message: 'endsAt must be an ISO date and time' })
      .optional()
      .openapi({ description: 'Only for wire: the end of the paid period (omit for open-ended)' }),
  })
  .refine((b) => b.kind === 'wire' || b.endsAt === undefined, {
    message: 'endsAt applies only to wire transfers',
    path: ['endsAt'],
  });

/** The body as the billing service takes it. */
export function toManualSubscription(body: z.infer<typeof ManualSubscriptionBody>): ManualSubscription {
  return body.kind === 'wire'
    ? { kind: 'wire', endsAt: body.endsAt ? new Date(body.endsAt) : null }
    : { kind: body.kind };
}

const setSubscription = createRoute({
  method: 'post',
  path: '/{id}/subscription',
  tags: ['Admin'],
  ...access('admin'),
  summary:
    "Set a member's membership by hand: lifetime, wire transfer (active, optionally until endsAt), " +
    'unknown (full access, shown as unknown) or clear (no membership). Detaches the member from Stripe.',
  request: {
    params: z.object({ id: z.uuid('Invalid member id') }),
    body: { required: true, content: { 'application/json': { schema: ManualSubscriptionBody } } },
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
export function adminSubscriptionRoutes(deps: AppDeps) {
  const app = createRouter();

  app.openapi(setSubscription, async (c) => {
    const body = c.req.valid('json');
    const admin = c.get('member');
    const { profile, activated } = await deps.db.transaction(async (tx) => {
      // An admin never changes a fellow administrator's account (only a super admin does).
      await assertMayActOn(tx, admin, c.req.valid('param').id, 'membership');
      const before = await lockedMembership(tx, c.req.valid('param').id);
      const changed = await setManualSubscription(tx, c.req.valid('param').id, toManualSubscription(body));
      // Someone without access who gets it now is a new member: welcomed, and their membership begins.
      const activated = gainedAccess(before, changed);
      if (activated) await markMemberSince(tx, changed.id);
      await recordAdminAction(tx, admin, {
        action: 'member.subscription.set',
        targetType: 'member',
        targetId: changed.id,
        after: { kind: body.kind, endsAt: body.endsAt ?? null },
      });
      return { profile: changed, activated };
    });
    if (activated) await sendWelcome(deps, profile);
    c.get('log').info(
      { adminId: admin.user.id, memberId: profile.id, kind: body.kind },
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
