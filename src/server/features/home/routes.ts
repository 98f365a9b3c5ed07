import { createRoute } from '@hono/zod-openapi';
import { HomeDashboardSchema } from '../../../shared/contract/home';
import type { AppDeps } from '../../context';
import { access } from '../../http/access';
import { createRouter, errorResponse, json } from '../../http/openapi';
import { homeDashboard } from './service';

const home = createRoute({
  method: 'get',
  path: '/',
  tags: ['Library'],
  summary: 'The home dashboard in one request: upcoming events, just added, recently saved',
  ...access('member'),
  responses: {
    200: json(HomeDashboardSchema, 'The dashboard'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Subscription restricted'),
  },
});

export function homeRoutes(deps: AppDeps) {
  const app = createRouter();
  const dashboard = homeDashboard(deps.db);
  app.openapi(home, async (c) =>
    c.json(await dashboard({ userId: c.get('member').user.id, now: new Date() }), 200),
  );
  return app;
}
