import crypto from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import { CalendarFeedSchema } from '../../../shared/contract/calendar';
import { CALENDAR_MESSAGES, tokenOfFeedFile } from '../../../shared/domain/calendar';
import type { AppDeps } from '../../context';
import { access, withDeps } from '../../http/access';
import { notFound } from '../../lib/errors';
import { createRouter, errorResponse, json, plainRoute } from '../../http/openapi';
import { type RateRule, rateLimit } from '../../lib/rate-limit';
import { type FeedDeps, feedAddress, memberFeed, resetFeed } from './service';

const tags = ['Calendar'];
const limited = (name: string, rule: RateRule) => withDeps((deps) => rateLimit(deps, name, rule));

/**
 * Calendar apps poll a feed every few hours, several apps and devices per member, and many
 * members' apps may share one address (a provider's fetchers): generous per address, yet a
 * bound on anyone walking the route.
 */
export const FEED_RATE: RateRule = { window: 600, max: 300 };

const feedDeps = (deps: AppDeps): FeedDeps => ({
  db: deps.db,
  secret: deps.env.BETTER_AUTH_SECRET,
  appUrl: deps.env.APP_URL,
  appName: deps.env.APP_NAME,
});

const addressRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'My calendar feed address (https and webcal); made the first time it is asked for',
  ...access('member'),
  responses: {
    200: json(CalendarFeedSchema, 'The address'),
    401: errorResponse('Not signed in'),
    403: errorResponse('No membership with access'),
  },
});

const resetRoute = createRoute({
  method: 'post',
  path: '/reset',
  tags,
  summary: 'A new calendar feed address: the old one is refused (404) from now on',
  ...access('member', limited('calendar-feed-reset', { window: 3600, max: 20 })),
  responses: {
    200: json(CalendarFeedSchema, 'The new address'),
    401: errorResponse('Not signed in'),
    403: errorResponse('No membership with access'),
    429: errorResponse('Too many new addresses'),
  },
});

/** The member's own feed address under /api (My Account). */
export function calendarRoutes(deps: AppDeps) {
  const app = createRouter();
  const fd = feedDeps(deps);
  app.openapi(addressRoute, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await feedAddress(fd, c.get('member').user.id), 200);
  });
  app.openapi(resetRoute, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await resetFeed(fd, c.get('member').user.id), 200);
  });
  return app;
}

/** A strong validator of the feed's bytes: a calendar app that polls gets 304 while nothing changed. */
const etagOf = (body: string) =>
  `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  // Weak comparison (RFC 9110): W/ prefixes do not matter for If-None-Match.
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** The feed itself, served at /calendar/<token>.ics outside /api: calendar apps ask without a session. */
export function calendarFeedRoutes(deps: AppDeps) {
  const app = createRouter();
  const fd = feedDeps(deps);
  plainRoute(
    app,
    {
      method: 'get',
      path: '/:file',
      tags,
      summary:
        "A member's calendar feed (RFC 5545): upcoming events and their saved ones. The signed token in " +
        'the address is the proof; a reset address is 404, a feed whose membership is not active 403.',
      ...access('calendar-token', limited('calendar-feed', FEED_RATE)),
      request: { params: z.object({ file: z.string().meta({ description: '<token>.ics' }) }) },
      responses: {
        200: { description: 'An iCalendar feed', content: { 'text/calendar': { schema: z.string() } } },
        304: { description: 'Not modified since the ETag given in If-None-Match' },
        403: errorResponse(CALENDAR_MESSAGES.feedPaused),
        404: errorResponse(CALENDAR_MESSAGES.feedNotFound),
        429: errorResponse('Too many requests'),
      },
    },
    async (c) => {
      const token = tokenOfFeedFile(c.req.param('file'));
      if (!token) throw notFound(CALENDAR_MESSAGES.feedNotFound);
      const body = await memberFeed(fd, token, new Date());
      const etag = etagOf(body);
      const headers = {
        ETag: etag,
        // Asked again each time, and answered 304 while unchanged: a reset takes effect at once.
        'Cache-Control': 'private, no-cache',
        'X-Robots-Tag': 'noindex, nofollow',
        'Referrer-Policy': 'no-referrer',
      };
      if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
      return c.body(body, 200, {
        ...headers,
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'inline; filename="calendar.ics"',
      });
    },
  );
  return app;
}
