import { createRoute } from '@hono/zod-openapi';
import { MeSchema } from '../../../shared/contract/me';
import { access } from '../../http/access';
import { createRouter, ErrorSchema } from '../../lib/openapi';
import { toProfileDto } from './profile-service';

const getMe = createRoute({
  method: 'get',
  path: '/me',
  tags: ['Account'],
  summary: 'The signed-in member: profile, team and subscription access',
  // A member whose subscription ended is answered too: the app needs to know to send them on.
  ...access('account'),
  responses: {
    200: { description: 'The signed-in member', content: { 'application/json': { schema: MeSchema } } },
    401: { description: 'Not signed in', content: { 'application/json': { schema: ErrorSchema } } },
  },
});

export function meRoutes() {
  const app = createRouter();
  app.openapi(getMe, async (c) => {
    // The session middleware read the member and their team in one statement.
    const { user, profile, subscription, team } = c.get('member');
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
