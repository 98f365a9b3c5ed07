import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../context';
import { accessInHandler } from '../../http/access';
import { createRouter, errorResponse, json } from '../../http/openapi';
import { HomeDashboardSchema } from '../../../shared/contract/home';
import { homeDashboard } from './service';

const home = createRoute({
  method: 'get',
  path: '/',
  tags: ['Library'],
  summary: 'The home dashboard in one request: upcoming events, just added, recently saved',
  ...accessInHandler('member'),
  responses: {
    200: json(HomeDashboardSchema, 'The dashboard'),
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
