import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../context';
import { access } from '../../http/access';
import { createRouter } from '../../lib/openapi';

const HealthSchema = z
  .object({ status: z.enum(['ok', 'degraded']), database: z.object({ kind: z.string(), ok: z.boolean() }) })
  .openapi('Health');

const health = createRoute({
  method: 'get',
  path: '/health',
  tags: ['Operations'],
  summary: 'Liveness and database status',
  ...access('public'),
  responses: {
    200: { description: 'Healthy', content: { 'application/json': { schema: HealthSchema } } },
    503: { description: 'Database unreachable', content: { 'application/json': { schema: HealthSchema } } },
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
