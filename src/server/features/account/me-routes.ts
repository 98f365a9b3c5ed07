import { createRoute } from '@hono/zod-openapi';
import { MeSchema } from '../../../shared/contract/me';
import type { AppDeps } from '../../context';
import { accessInHandler } from '../../http/access';
import { createRouter, ErrorSchema } from '../../http/openapi';
import { toProfileDto } from './profile';
import { me } from './me';

const getMe = createRoute({
  method: 'get',
  path: '/',
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
