import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../context';
import { accessInHandler } from '../../http/access';
import { createRouter, errorResponse, json } from '../../lib/openapi';
import { ContentCardSchema } from '../content/schemas';
import { homeDashboard } from './service';

const HomeSchema = z
  .object({
    upcomingEvents: z
      .array(ContentCardSchema)
      .openapi({ description: 'Upcoming events, soonest first (at most 6)' }),
    justAdded: z
      .array(ContentCardSchema)
      .openapi({ description: 'The 3 newest items, upcoming events excluded' }),
    recentlySaved: z.array(ContentCardSchema).openapi({ description: 'My 3 most recently saved items' }),
  })
  .openapi('HomeDashboard');

const home = createRoute({
  method: 'get',
  path: '/home',
  tags: ['Library'],
  summary: 'The home dashboard in one request: upcoming events, just added, recently saved',
  ...accessInHandler('member'),
  responses: {
    200: json(HomeSchema, 'The dashboard'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Subscription restricted'),
  },
});

export function homeRoutes(deps: AppDeps) {
  const app = createRouter();
  // The member is read and checked by the dashboard's own statement (homeDashboard), not by a middleware.
  app.openapi(home, async (c) => c.json(await homeDashboard(deps, c.req.raw.headers), 200));
  return app;
}
