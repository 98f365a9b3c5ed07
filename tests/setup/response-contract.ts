import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';

/**
 * Every JSON answer a server test receives is held to the contract its route declares: the route
 * is found by method and path template in the app's OpenAPI registry and the body is parsed with
 * the schema declared for the status. A status the route does not declare, or a body its schema
 * refuses, throws — so a handler that drifts from the contract fails the test that called it.
 *
 * Answers outside the registry (the catch-all 404, the SPA) and routes that declare no content at all
 * (better-auth's own endpoints, which the document lists as opaque) are not part of our contract and
 * pass through. An error status the route does not list is allowed only
 * in the app-wide error envelope: middleware shared by every route (the access rule, the body
 * limit, the rate limiter, the error handler) answers in it.
 */

const ErrorEnvelope = z
  .object({ error: z.object({ code: z.string(), message: z.string() }).strict(), requestId: z.string() })
  .strict();

interface DeclaredRoute {
  method: string;
  template: string;
  pattern: RegExp;
  /** Literal segments: `/content/filters` wins over `/content/{id}`. */
  literals: number;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> } | undefined>;
}

const isSchema = (v: unknown): v is z.ZodType =>
  typeof v === 'object' && v !== null && typeof (v as { safeParse?: unknown }).safeParse === 'function';

function declaredRoutes(app: OpenAPIHono<never>): DeclaredRoute[] {
  const routes: DeclaredRoute[] = [];
  for (const def of app.openAPIRegistry.definitions) {
    if (def.type !== 'route') continue;
    const { method, path, responses } = def.route;
    const segments = path.split('/');
    const source = segments
      .map((s) => (/^\{\w+\}$/.test(s) ? '[^/]+' : s.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
      .join('/');
    routes.push({
      method: method.toUpperCase(),
      template: path,
      pattern: new RegExp(`^${source}/?$`),
      literals: segments.filter((s) => s !== '' && !s.startsWith('{')).length,
      responses: responses as DeclaredRoute['responses'],
    });
  }
  return routes;
}

function findRoute(routes: DeclaredRoute[], method: string, pathname: string): DeclaredRoute | undefined {
  const wanted = method === 'HEAD' ? 'GET' : method;
  return routes
    .filter((r) => r.method === wanted && r.pattern.test(pathname))
    .sort((a, b) => b.literals - a.literals)[0];
}

const describeIssues = (error: z.ZodError) =>
  error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`).join('\n');

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The first field the body carries that the schema's parse dropped (zod strips unknown keys), as a
 * path: an answer may not say more than its contract.
 */
function undeclaredField(body: unknown, parsed: unknown, path = ''): string | undefined {
  if (Array.isArray(body) && Array.isArray(parsed)) {
    for (let i = 0; i < body.length; i++) {
      const found = undeclaredField(body[i], parsed[i], `${path}[${i}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (!isRecord(body) || !isRecord(parsed)) return undefined;
  for (const key of Object.keys(body)) {
    const at = path ? `${path}.${key}` : key;
    if (!(key in parsed)) return `"${at}"`;
    const found = undeclaredField(body[key], parsed[key], at);
    if (found) return found;
  }
  return undefined;
}

/** Throws when a JSON answer does not match what its route declares. */
export function responseChecker(app: OpenAPIHono<never>) {
  const routes = declaredRoutes(app);
  return async (method: string, url: URL, res: Response): Promise<void> => {
    if (!(res.headers.get('content-type') ?? '').includes('application/json')) return;
    const route = findRoute(routes, method, url.pathname);
    // A route that declares no content for any status is opaque by design (better-auth's own).
    if (!route || Object.values(route.responses).every((r) => r?.content === undefined)) return;
    const where = `${method} ${url.pathname} (route ${route.method} ${route.template}) answered ${res.status}`;
    const body: unknown = await res.clone().json();
    const declared = route.responses[String(res.status)] ?? route.responses.default;
    const schema = declared?.content?.['application/json']?.schema;
    if (!declared) {
      if (res.status >= 400 && ErrorEnvelope.safeParse(body).success) return;
      throw new Error(`Response contract: ${where}, a status the route does not declare.`);
    }
    if (!isSchema(schema)) {
      throw new Error(`Response contract: ${where} with JSON, but the route declares another content type.`);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new Error(
        `Response contract: ${where}; the body does not match its schema:\n${describeIssues(parsed.error)}`,
      );
    }
    const extra = undeclaredField(body, parsed.data);
    if (extra !== undefined) {
      throw new Error(
        `Response contract: ${where}; the body carries ${extra}, which its schema does not declare.`,
      );
    }
  };
}
