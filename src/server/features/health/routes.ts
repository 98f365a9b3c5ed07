import { createRoute } from '@hono/zod-openapi';
import { HealthSchema } from '../../../shared/contract/health';
import type { AppDeps } from '../../context';
import { access } from '../../http/access';
import { createRouter, json } from '../../lib/openapi';

const health = createRoute({
  method: 'get',
  path: '/health',
  tags: ['Operations'],
  summary: 'Liveness and database status',
  ...access('public'),
  responses: {
    200: json(HealthSchema, 'Healthy'),
    503: json(HealthSchema, 'Database unreachable'),
  },
});

export function healthRoutes(deps: AppDeps) {
  const app = createRouter();
  app.openapi(health, async (c) => {
    const ok = await deps.database.ping();
    const body = {
      status: ok ? ('ok' as const) : ('degraded' as const),
      database: { kind: deps.database.kind, ok },
    };
    return ok ? c.json(body, 200) : c.json(body, 503);
  });
  return app;
}
