import { createRoute } from '@hono/zod-openapi';
import { HealthSchema, LiveSchema } from '../../../shared/contract/health';
import type { AppDeps } from '../../context';
import { access } from '../../http/access';
import { RETRY_AFTER_SECONDS } from '../../http/errors';
import { createRouter, json } from '../../http/openapi';

const health = createRoute({
  method: 'get',
  path: '/',
  tags: ['Operations'],
  summary: 'Liveness and database status',
  ...access('public'),
  responses: {
    200: json(HealthSchema, 'Healthy'),
    503: json(HealthSchema, 'Database unreachable'),
  },
});

const live = createRoute({
  method: 'get',
  path: '/live',
  tags: ['Operations'],
  summary: 'Liveness: the process answers (no database involved)',
  ...access('public'),
  responses: { 200: json(LiveSchema, 'The process is alive') },
});

const ready = createRoute({
  method: 'get',
  path: '/ready',
  tags: ['Operations'],
  summary: 'Readiness: the database answers, so requests can be served (503 with Retry-After otherwise)',
  ...access('public'),
  responses: {
    200: json(HealthSchema, 'Ready'),
    503: json(HealthSchema, 'Database unreachable: send traffic elsewhere and retry later'),
  },
});

/**
 * A load balancer takes a process out of rotation while it is not ready and a supervisor restarts
 * it only when it is not live: a database outage must not make every process restart.
 */
export function healthRoutes(deps: AppDeps) {
  const app = createRouter();
  const databaseStatus = async () => {
    const ok = await deps.database.ping();
    return {
      ok,
      body: {
        status: ok ? ('ok' as const) : ('degraded' as const),
        database: { kind: deps.database.kind, ok },
      },
    };
  };
  app.openapi(health, async (c) => {
    const { ok, body } = await databaseStatus();
    return ok ? c.json(body, 200) : c.json(body, 503);
  });
  app.openapi(live, (c) => c.json({ status: 'ok' as const }, 200, { 'Cache-Control': 'no-store' }));
  app.openapi(ready, async (c) => {
    const { ok, body } = await databaseStatus();
    if (ok) return c.json(body, 200, { 'Cache-Control': 'no-store' });
    return c.json(body, 503, { 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' });
  });
  return app;
}
