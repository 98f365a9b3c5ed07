import { createRoute, z } from '@hono/zod-openapi';
import { ACCESS_LEVELS, SUBSCRIPTION_STATES } from '../../../shared/domain/subscription';
import type { AppDeps } from '../../context';
import { accessInHandler } from '../../http/access';
import { createRouter, ErrorSchema } from '../../lib/openapi';
import { toProfileDto } from './profile-service';
import { ProfileSchema } from './schemas';
import { me } from './service';

const MeSchema = z
  .object({
    user: z.object({ id: z.uuid(), email: z.string(), emailVerified: z.boolean(), passwordSet: z.boolean() }),
    profile: ProfileSchema,
    team: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    subscription: z.object({
      state: z.enum(SUBSCRIPTION_STATES),
      access: z.enum(ACCESS_LEVELS),
      status: z.string().nullable(),
      currentPeriodEnd: z.string().nullable(),
      cancelAtPeriodEnd: z.boolean(),
      hasCustomer: z.boolean(),
    }),
  })
  .openapi('Me');

const getMe = createRoute({
  method: 'get',
  path: '/me',
  tags: ['Account'],
  summary: 'The signed-in member: profile, team and subscription access',
  ...accessInHandler('account'),
  responses: {
    200: { description: 'The signed-in member', content: { 'application/json': { schema: MeSchema } } },
    401: { description: 'Not signed in', content: { 'application/json': { schema: ErrorSchema } } },
  },
});

export function meRoutes(deps: AppDeps) {
  const app = createRouter();
  app.openapi(getMe, async (c) => {
    const { user, profile, subscription, team } = await me(deps, c.req.raw.headers);
    return c.json(
      {
        user,
        profile: toProfileDto(profile),
        team,
        subscription: {
          ...subscription,
          status: profile.subscriptionStatus,
          currentPeriodEnd: profile.currentPeriodEnd?.toISOString() ?? null,
          cancelAtPeriodEnd: profile.cancelAtPeriodEnd,
          hasCustomer: Boolean(profile.stripeCustomerId),
        },
      },
      200,
    );
  });
  return app;
}
