import { OpenAPIHono, type RouteConfig, z } from '@hono/zod-openapi';
import type { Handler, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import type { AccessRule } from './access';
import { jsonHoldsNul, NUL_MESSAGE } from './nul-bytes';
import { badRequest, errorBody } from '../lib/errors';

import { ErrorSchema } from '../../shared/contract/common';

export { ErrorSchema, OkSchema } from '../../shared/contract/common';

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const errorResponse = (description: string) => json(ErrorSchema, description);

/** A JSON request body, always required (see `createRouter`: without one the route answers 400). */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});

export const BODY_NOT_JSON = 'The request body must be a JSON document';

const isJson = (contentType: string | undefined) =>
  /^application\/([\w.-]+\+)?json$/i.test((contentType ?? '').split(';')[0]!.trim());

/**
 * A route that takes a JSON body gets it or answers 400: a missing body, another media type or
 * malformed JSON never reach the validators' defaults (an empty object) nor the handler.
 */
const requireJsonBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isJson(c.req.header('content-type'))) throw badRequest(BODY_NOT_JSON);
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest(BODY_NOT_JSON);
  }
  if (jsonHoldsNul(body)) throw badRequest(NUL_MESSAGE);
  await next();
};

type Route = Parameters<OpenAPIHono<AppEnv>['openapi']>[0];

function takesJson(route: Route): boolean {
  const body = route.request?.body;
  return Boolean(body && 'content' in body && body.content?.['application/json']);
}

/**
 * A router whose validation failures answer `{ error: { code: 'invalid_request', message } }` (400),
 * and whose routes with a JSON body refuse a request without one (400) after the route's own
 * middleware (its access rule) has run.
 */
export function createRouter() {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const issue = result.error.issues[0];
        return c.json(errorBody('invalid_request', issue?.message ?? 'Invalid request'), 400);
      }
    },
  });
  const register = app.openapi;
  app.openapi = ((route: Route, ...rest: unknown[]) => {
    if (!takesJson(route)) return (register as (...args: unknown[]) => unknown)(route, ...rest);
    const own = route.middleware === undefined ? [] : [route.middleware].flat();
    const guarded = { ...route, middleware: [...own, requireJsonBody] };
    return (register as (...args: unknown[]) => unknown)(guarded, ...rest);
  }) as typeof app.openapi;
  return app;
}

/** A route answered with bytes (a file), declared and documented like the JSON routes. */
export type PlainRouteConfig<P extends string> = Omit<
  RouteConfig,
  'path' | 'method' | 'middleware' | 'hide'
> & {
  method: 'get';
  /** Hono's routing path (`:param`, optionally with a pattern); the document shows `{param}`. */
  path: P;
  /** Spread from `access(rule)`: the rule's checks and its name. */
  middleware: MiddlewareHandler<AppEnv>[];
  'x-access': AccessRule;
};

/**
 * Registers a plain route on an OpenAPI router: its middleware (the access rule first) and handler
 * serve it, and the router's document lists it with its `x-access` like every other route.
 */
export function plainRoute<P extends string>(
  app: OpenAPIHono<AppEnv>,
  { middleware, ...route }: PlainRouteConfig<P>,
  handler: Handler<AppEnv, P>,
) {
  app.openAPIRegistry.registerPath({
    ...route,
    path: route.path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}'),
  });
  app.on([route.method.toUpperCase()], [route.path], ...middleware, handler);
}

/**
 * Lists a router that is served outside /api (the files under /files) in the API document, at its
 * real address: its operations carry their own server, the site root.
 */
export function documentOutsideApi(api: OpenAPIHono<AppEnv>, prefix: string, router: OpenAPIHono<AppEnv>) {
  for (const def of router.openAPIRegistry.definitions) {
    if (def.type !== 'route') continue;
    api.openAPIRegistry.registerPath({
      ...def.route,
      path: `${prefix}${def.route.path}`,
      servers: [{ url: '/', description: 'The site itself (not under /api)' }],
    });
  }
}

/**
 * better-auth's own endpoints under /api/auth (sign-up, sign-in, sign-out, reset…), served by its
 * handler: open to anyone, and the ones that act on a session check it themselves.
 */
export function documentAuthEndpoints(api: OpenAPIHono<AppEnv>) {
  for (const method of ['get', 'post'] as const) {
    api.openAPIRegistry.registerPath({
      method,
      path: '/auth/{endpoint}',
      tags: ['Authentication'],
      summary: "better-auth's endpoints (sign-up, sign-in, sign-out, password reset, session)",
      'x-access': 'public' satisfies AccessRule,
      request: { params: z.object({ endpoint: z.string().openapi({ example: 'get-session' }) }) },
      responses: { 200: { description: "better-auth's answer" } },
    });
  }
}
