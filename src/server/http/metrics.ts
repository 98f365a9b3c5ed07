import { z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppEnv } from '../context';
import type { Database } from '../db/client';
import { createRouter, errorResponse, plainRoute } from './openapi';
import { access } from './access';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The process's Prometheus metrics, one registry per app (tests build many apps in one process).
 * Requests are labelled by the route pattern that answered (`/api/resources/:id`), never by the raw
 * path, so the number of series stays bounded whatever callers send.
 */
export interface Metrics {
  registry: Registry;
  middleware: MiddlewareHandler<AppEnv>;
}

export function createMetrics(database: Database): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'praxis_' });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'praxis_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'praxis_http_errors_total',
    help: 'HTTP requests answered with a server error (5xx), by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'praxis_http_request_duration_seconds',
    help: 'Time to answer an HTTP request (until the response is handed to the server), by route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'praxis_db_pool_connections',
    help: 'Database pool connections by state (total open, idle) and queries waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'praxis_db_pool_max',
    help: 'Largest number of connections the database pool may open',
    registers: [registry],
    collect() {
      this.set(database.poolStats().max);
    },
  });

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const method = METHODS.has(c.req.method) ? c.req.method : 'OTHER';
      // The pattern of whichever handler or middleware answered ('*' for the SPA fallback).
      const route = routePath(c) || 'unmatched';
      const status = String(c.res.status);
      requests.inc({ method, route, status });
      if (c.res.status >= 500) errors.inc({ method, route, status });
      duration.observe({ method, route }, (performance.now() - started) / 1000);
    }
  };
  return { registry, middleware };
}

/** GET /metrics, served at the site root for the scraper and listed in the API document. */
export function metricsRoutes(metrics: Metrics | undefined) {
  const app = createRouter();
  plainRoute(
    app,
    {
      method: 'get',
      path: '/metrics',
      tags: ['Operations'],
      summary: 'Prometheus metrics (request rate, latency by route, errors, database pool)',
      ...access('metrics-token'),
      responses: {
        200: {
          description: 'Prometheus text exposition format',
          content: { 'text/plain': { schema: z.string() } },
        },
        401: errorResponse('No valid metrics token'),
        404: errorResponse('Metrics are off (METRICS_TOKEN is not set)'),
      },
    },
    async (c) => {
      if (!metrics) return c.json({ error: { code: 'not_found', message: 'No such endpoint' } }, 404);
      const text = await metrics.registry.metrics();
      return c.body(text, 200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' });
    },
  );
  return app;
}
