import { OpenAPIHono } from '@hono/zod-openapi';
import { csrf } from 'hono/csrf';
import { secureHeaders } from 'hono/secure-headers';
import { frontDoorLimits } from './auth/front-door-limits';
import { readSessionCookie } from './auth/session';
import type { AppDeps, AppEnv, AppState, BaseDeps } from './context';
import { createAssistantEngine } from './features/assistant/service';
import { PublicPages } from './features/content/public-pages';
import { GrowNextRankings } from './features/assessment/grow-next';
import { createSearchCache } from './features/search/cache';
import { createSearchIndex } from './features/search/library-index';
import { Slots } from './lib/slots';
import type { CachedRanking } from './features/assistant/retrieval';
import { createStorage } from './storage';
import { isHttpsApp, trustedOrigins } from './env';
import { avatarFileRoutes } from './features/account/files';
import { ownDataRoutes } from './features/account/own-data-routes';
import { accountRoutes } from './features/account/routes';
import { adminAssessmentBankRoutes } from './features/admin/assessment/routes';
import { adminAuditRoutes } from './features/admin/audit/routes';
import { adminDigestRoutes } from './features/admin/digest/routes';
import { digestRoutes } from './features/digest/routes';
import { adminInsightRoutes } from './features/admin/insight/routes';
import { adminInviteRoutes, adminMemberRoutes } from './features/admin/members/routes';
import { adminTeamRoutes } from './features/admin/teams/routes';
import { adminTopicRoutes } from './features/admin/topics/routes';
import { adminSubscriptionRoutes } from './features/admin/members/subscription-routes';
import { adminFeedbackRoutes } from './features/admin/feedback/routes';
import { adminContentRoutes, contentImageFileRoutes } from './features/admin/content/routes';
import { ratingRequestRoutes } from './features/assessment/rating-request-routes';
import { assessmentRoutes } from './features/assessment/routes';
import { adminAssistantFeedbackRoutes, assistantRoutes } from './features/assistant/routes';
import { authFlowRoutes } from './features/auth-flows/routes';
import { billingRoutes } from './features/billing/routes';
import { calendarFeedRoutes, calendarRoutes } from './features/calendar/routes';
import { contentRoutes } from './features/content/routes';
import { devOutboxEnabled, devOutboxPage, devOutboxRoutes } from './features/dev-outbox/routes';
import { fileRoutes } from './features/files/routes';
import { healthRoutes } from './features/health/routes';
import { homeRoutes } from './features/home/routes';
import { inviteRoutes } from './features/invites/routes';
import { collectionRoutes, savedRoutes } from './features/library/routes';
import { membershipRequestRoutes, membershipRoutes } from './features/membership/routes';
import { meRoutes } from './features/account/me-routes';
import { publicRoutes } from './features/public/routes';
import { adminRoadmapRoutes } from './features/admin/roadmap/routes';
import { roadmapRoutes } from './features/roadmap/routes';
import { searchRoutes } from './features/search/routes';
import { surveyRoutes } from './features/survey/routes';
import { teamRoutes } from './features/team/routes';
import { apiDocs } from './http/api-docs';
import { apiBodyLimit } from './http/body-limit';
import { compress } from './http/compress';
import { handleError } from './http/errors';
import { refuseNulBytes } from './http/nul-bytes';
import { createMetrics, metricsRoutes } from './http/metrics';
import { requestContext, requestIdInErrors } from './http/request-context';
import { serverTiming } from './http/server-timing';
import { spa } from './http/spa';
import { publicPageMeta } from './features/public/meta';
import { errorBody } from './lib/errors';
import { documentAuthEndpoints, documentOutsideApi } from './http/openapi';
import { CLIENT_IP_HEADER } from './lib/rate-limit';
import { ONE_CLICK_UNSUBSCRIBE_PATHS } from './mail/unsubscribe';
import { FEED_PATH_PREFIX } from '../shared/domain/calendar';
import { adminVocabularyRoutes } from './features/admin/vocabulary/routes';

const VIDEO_FRAMES = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
  'https://www.loom.com',
];

const BILLING_WEBHOOK_PATH = '/api/billing/webhook';
/** Mail apps post to the one-click unsubscribes without an Origin (RFC 8058); the signed token is the proof. */
const CSRF_EXEMPT = new Set([BILLING_WEBHOOK_PATH, ...ONE_CLICK_UNSUBSCRIBE_PATHS]);

/**
 * The state one app keeps (see AppState), built once here for each app: two apps, as tests make on
 * one database, never share it by accident.
 */
export function createAppState(base: BaseDeps): AppState {
  return {
    storage: createStorage(base.env),
    publicPages: new PublicPages(base.db),
    searchCache: createSearchCache(),
    searchIndex: createSearchIndex(base.db, base.logger),
    rankingCache: createSearchCache<CachedRanking>(),
    retrievalSlots: new Slots(Math.max(1, Math.floor(base.env.DATABASE_POOL_SIZE / 4))),
    growNextRankings: new GrowNextRankings(base.db),
    assistantEngine: createAssistantEngine(base),
    sessionCookie: readSessionCookie(base.auth),
  };
}

/** The app, and the deps its handlers see (the base deps with this app's state). */
export function createAppWithDeps(base: BaseDeps) {
  const deps: AppDeps = { ...base, ...createAppState(base) };
  return { app: buildApp(deps), deps };
}

export function createApp(base: BaseDeps) {
  return createAppWithDeps(base).app;
}

function buildApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.onError(handleError);
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('*', serverTiming());
  app.use(
    '*',
    requestContext(deps.logger, { trustProxy: deps.env.TRUST_PROXY, hops: deps.env.TRUST_PROXY_HOPS }),
  );
  // Counted only where they can be read: without METRICS_TOKEN there is no /metrics and no counting.
  const metrics = deps.env.METRICS_TOKEN ? createMetrics(deps.database) : undefined;
  if (metrics) app.use('*', metrics.middleware);
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
      // A route that sets its own header (e.g. a stricter CSP on user files) keeps it.
      overwrite: false,
      strictTransportSecurity: isHttpsApp(deps.env) ? 'max-age=31536000; includeSubDomains' : false,
    }),
  );
  app.use('*', compress());
  app.use('*', requestIdInErrors());
  // Bodies are bounded before anything reads them (routes may declare more, see allowBody).
  app.use('/api/*', apiBodyLimit());
  app.use('/api/*', refuseNulBytes());
  app.use('/files/*', refuseNulBytes());
  // Cross-site state-changing requests are refused (better-auth checks its own routes too).
  // Stripe's webhook comes from Stripe, not a browser: its signature is its protection. So does a
  // mail app's one-click unsubscribe, whose link carries a signed token.
  const csrfCheck = csrf({ origin: trustedOrigins(deps.env) });
  app.use('/api/*', (c, next) => (CSRF_EXEMPT.has(c.req.path) ? next() : csrfCheck(c, next)));

  // Sign-in links are spent only by the POST of the page they open (see /api/auth-flows).
  app.get('/api/auth/magic-link/verify', (c) => c.json(errorBody('not_found', 'No such API endpoint'), 404));
  // Emails are verified only with the sign-up password (see /api/auth-flows/verify-email), never by a link alone.
  app.get('/api/auth/verify-email', (c) => c.json(errorBody('not_found', 'No such API endpoint'), 404));
  // Magic links are requested through /api/auth-flows/magic-link, which sends none to invited people
  // who have not chosen a password yet (answering them as anyone); better-auth's own endpoint would.
  app.post('/api/auth/sign-in/magic-link', (c) =>
    c.json(errorBody('not_found', 'No such API endpoint'), 404),
  );
  app.on(['GET', 'POST'], '/api/auth/*', frontDoorLimits(deps), (c) => {
    // better-auth reads the client address (for its rate limits) from a header only we set.
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.get('clientIp'));
    return deps.auth.handler(new Request(c.req.raw, { headers }));
  });

  const api = new OpenAPIHono<AppEnv>();
  // One way to mount: every router at the prefix its routes live under, its own paths below it
  // (admin areas at /admin/<area>, as the console's client folders). The content lists are the one
  // router at the root: each list is an address of its own (/resources, /events, /tags/{tag}…).
  api.route('/health', healthRoutes(deps));
  api.route('/me', meRoutes(deps));
  api.route('/me', membershipRoutes(deps));
  api.route('/account', accountRoutes(deps));
  api.route('/account', ownDataRoutes(deps));
  api.route('/auth-flows', authFlowRoutes(deps));
  api.route('/invites', inviteRoutes(deps));
  api.route('/billing', billingRoutes(deps));
  api.route('/admin/content', adminContentRoutes(deps));
  api.route('/admin/members', adminSubscriptionRoutes(deps));
  api.route('/admin/roadmap', adminRoadmapRoutes(deps));
  api.route('/admin/members', adminMemberRoutes(deps));
  api.route('/admin/invites', adminInviteRoutes(deps));
  api.route('/admin/members', membershipRequestRoutes(deps));
  api.route('/admin/teams', adminTeamRoutes(deps));
  api.route('/admin/insight', adminInsightRoutes(deps));
  api.route('/admin/audit', adminAuditRoutes(deps));
  api.route('/admin/topics', adminTopicRoutes(deps));
  api.route('/admin/feedback', adminFeedbackRoutes(deps));
  api.route('/admin/assessment/bank', adminAssessmentBankRoutes(deps));
  api.route('/admin/vocabulary', adminVocabularyRoutes(deps));
  api.route('/', contentRoutes(deps));
  api.route('/public', publicRoutes(deps));
  api.route('/saved', savedRoutes(deps));
  api.route('/collections', collectionRoutes(deps));
  api.route('/home', homeRoutes(deps));
  api.route('/search', searchRoutes(deps));
  api.route('/assessment', assessmentRoutes(deps));
  api.route('/assessment/rating-requests', ratingRequestRoutes(deps));
  api.route('/team', teamRoutes(deps));
  api.route('/assistant', assistantRoutes(deps));
  api.route('/admin/assistant-feedback', adminAssistantFeedbackRoutes(deps));
  api.route('/roadmap', roadmapRoutes(deps));
  api.route('/calendar-feed', calendarRoutes(deps));
  api.route('/digest', digestRoutes(deps));
  api.route('/admin/digest', adminDigestRoutes(deps));
  api.route('/survey', surveyRoutes(deps));
  if (devOutboxEnabled(deps)) api.route('/dev', devOutboxRoutes(deps));
  documentAuthEndpoints(api);
  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    servers: [{ url: '/api' }],
    info: {
      title: `${deps.env.APP_NAME} API`,
      version: '1.0.0',
      description: 'JSON API of the Praxis platform.',
    },
  });
  api.route('/docs', apiDocs('/api/openapi.json'));
  app.route('/api', api);
  app.all('/api/*', (c) => c.json(errorBody('not_found', 'No such API endpoint'), 404));

  // The files are served outside /api but listed in its document with who may fetch them.
  const avatarFiles = avatarFileRoutes(deps);
  const files = fileRoutes(deps);
  const contentImages = contentImageFileRoutes(deps);
  documentOutsideApi(api, '/files/avatars', avatarFiles);
  documentOutsideApi(api, '/files/content', contentImages);
  documentOutsideApi(api, '/files', files);
  // Calendar apps fetch a member's feed at /calendar/<token>.ics, without a session.
  const calendarFeeds = calendarFeedRoutes(deps);
  documentOutsideApi(api, FEED_PATH_PREFIX, calendarFeeds);
  const metricsRouter = metricsRoutes(metrics);
  documentOutsideApi(api, '', metricsRouter);
  app.route('/', metricsRouter);
  app.route('/files/avatars', avatarFiles);
  app.route('/files/content', contentImages);
  app.route('/files', files);
  app.route(FEED_PATH_PREFIX, calendarFeeds);
  app.get('/dev/outbox/*', devOutboxPage(deps));
  if (deps.clientDir) {
    const pageMeta = (pathname: string) => publicPageMeta(deps.db, pathname, { appName: deps.env.APP_NAME });
    app.route('/', spa(deps.clientDir, deps.env, pageMeta));
  }
  return app;
}
