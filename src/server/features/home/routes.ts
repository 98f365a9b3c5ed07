import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../context';
import { access } from '../../http/access';
import { createRouter, errorResponse, json } from '../../http/openapi';
import { HomeDashboardSchema } from '../../../shared/contract/home';
import { listViewer } from '../content/public-pages';
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
  app.openapi(home, async (c) => c.json(await homeDashboard(listViewer(deps, c.get('member').user.id)), 200));
  return app;
}
