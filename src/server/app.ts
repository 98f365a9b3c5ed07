import { OpenAPIHono } from '@hono/zod-openapi';
import { compress } from 'hono/compress';
import { csrf } from 'hono/csrf';
import { secureHeaders } from 'hono/secure-headers';
import type { AppDeps, AppEnv } from './context';
import { fileRoutes } from './features/files/routes';
import { authFlowRoutes } from './features/auth-flows/routes';
import { healthRoutes } from './features/health/routes';
import { inviteRoutes } from './features/invites/routes';
import { meRoutes } from './features/me/routes';
import { apiDocs } from './http/api-docs';
import { handleError } from './http/errors';
import { requestContext } from './http/request-context';
import { spa } from './http/spa';
import { errorBody } from './lib/errors';

const VIDEO_FRAMES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com', 'https://www.loom.com'];

export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.onError(handleError);
  app.use('*', requestContext(deps.logger));
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'https:', 'blob:'],
        frameSrc: VIDEO_FRAMES,
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: deps.env.NODE_ENV === 'production' ? 'max-age=31536000; includeSubDomains' : false,
    }),
  );
  app.use('*', compress());
  // Cross-site state-changing requests are refused (better-auth checks its own routes too).
  app.use('/api/*', csrf({ origin: (origin) => origin === new URL(deps.env.APP_URL).origin }));

  // Sign-in links are spent only by the POST of the page they open (see /api/auth-flows).
  app.get('/api/auth/magic-link/verify', (c) => c.json(errorBody('not_found', 'No such API endpoint'), 404));
  app.on(['GET', 'POST'], '/api/auth/*', (c) => deps.auth.handler(c.req.raw));

  const api = new OpenAPIHono<AppEnv>();
  api.route('/', healthRoutes(deps));
  api.route('/', meRoutes(deps));
  api.route('/auth-flows', authFlowRoutes(deps));
  api.route('/invites', inviteRoutes(deps));
  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: { title: `${deps.env.APP_NAME} API`, version: '1.0.0', description: 'JSON API of the Praxis platform.' },
  });
  api.route('/docs', apiDocs('/api/openapi.json'));
  app.route('/api', api);
  app.all('/api/*', (c) => c.json(errorBody('not_found', 'No such API endpoint'), 404));

  app.route('/files', fileRoutes(deps));
  if (deps.clientDir) app.route('/', spa(deps.clientDir, deps.env));
  return app;
}
