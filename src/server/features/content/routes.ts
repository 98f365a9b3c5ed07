import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { access } from '../../http/access';
import { attachment } from '../../lib/attachment';
import { createRouter, errorResponse, json } from '../../http/openapi';
import { calendarInvite, contentDetail } from './detail';
import {
  CardPageSchema,
  CaseStudiesQuery,
  DetailQuery,
  DetailSchema,
  EventsQuery,
  FiltersSchema,
  IdParam,
  PagingQuery,
  ResearchPageSchema,
  ResearchQuery,
  ResourcesQuery,
  TagParam,
  TagQuery,
  ViewCountSchema,
} from './schemas';
import {
  cachedContentFilters,
  listByTag,
  listCanvases,
  listCaseStudies,
  listEvents,
  listResearch,
  listResources,
  type Viewer,
} from './service';
import { listViewer } from './public-pages';
import { recordView } from './views';

const tags = ['Content'];
const memberErrors = {
  400: errorResponse('Invalid filter or page'),
  401: errorResponse('Not signed in'),
  403: errorResponse('Subscription restricted'),
};

function listRoute<Q extends z.ZodObject, R extends z.ZodType>(
  path: string,
  summary: string,
  query: Q,
  schema: R,
) {
  return createRoute({
    method: 'get',
    path,
    tags,
    summary,
    ...access('member'),
    request: { query },
    responses: { 200: json(schema, 'One page of cards'), ...memberErrors },
  });
}

const resourcesRoute = listRoute(
  '/resources',
  'Resources, newest first (filters: topic, contentType)',
  ResourcesQuery,
  CardPageSchema,
);
const caseStudiesRoute = listRoute(
  '/case-studies',
  'Case studies and product-case events, newest first (filters: topic, industry, headcount)',
  CaseStudiesQuery,
  CardPageSchema,
);
const eventsRoute = listRoute(
  '/events',
  'Events: upcoming soonest first, then past most recent first (filters: topic, timeline)',
  EventsQuery,
  CardPageSchema,
);
const researchRoute = listRoute(
  '/research',
  'Research by year, newest first, with the active research card (all years only) and the distinct years',
  ResearchQuery,
  ResearchPageSchema,
);
const canvasesRoute = listRoute(
  '/canvases',
  'Canvases and canvas collections, newest first',
  PagingQuery,
  CardPageSchema,
);

const tagRoute = createRoute({
  method: 'get',
  path: '/tags/{tag}',
  tags,
  summary: 'Items whose topic, industry or company size is the tag (any case), newest first, at most 100',
  ...access('member'),
  request: { params: TagParam, query: TagQuery },
  responses: { 200: json(CardPageSchema, 'One page of cards'), ...memberErrors },
});

const filtersRoute = createRoute({
  method: 'get',
  path: '/content/filters',
  tags,
  summary: 'Distinct topics, industries and company sizes of the library',
  ...access('member'),
  responses: { 200: json(FiltersSchema, 'Filter values, sorted'), ...memberErrors },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/content/{id}',
  tags,
  summary: 'An item with its ordered blocks and related items',
  ...access('member'),
  request: { params: IdParam, query: DetailQuery },
  responses: { 200: json(DetailSchema, 'The item'), ...memberErrors, 404: errorResponse('No such item') },
});

const viewRoute = createRoute({
  method: 'post',
  path: '/content/{id}/views',
  tags,
  summary: 'Record that the member opened the item (counted once per member and item per 30 minutes)',
  ...access('member'),
  request: { params: IdParam },
  responses: {
    200: json(ViewCountSchema, 'The view count now'),
    ...memberErrors,
    404: errorResponse('No such item'),
  },
});

const icsRoute = createRoute({
  method: 'get',
  path: '/content/{id}/calendar.ics',
  tags,
  summary: 'Calendar invite (.ics) of an upcoming event, named after its title',
  ...access('member'),
  request: { params: IdParam },
  responses: {
    200: { description: 'An iCalendar file', content: { 'text/calendar': { schema: z.string() } } },
    ...memberErrors,
    404: errorResponse('No such upcoming event'),
  },
});

/** Members-only content API (docs/api/content.md). */
export function contentRoutes(deps: AppDeps) {
  const app = createRouter();
  const filters = cachedContentFilters(deps.db);
  const viewer = (c: Context<AppEnv>): Viewer => ({
    db: deps.db,
    userId: c.get('member').user.id,
    now: new Date(),
  });

  const list = (c: Context<AppEnv>) => listViewer(deps, c.get('member').user.id);

  app.openapi(resourcesRoute, async (c) => c.json(await listResources(list(c), c.req.valid('query')), 200));
  app.openapi(caseStudiesRoute, async (c) =>
    c.json(await listCaseStudies(list(c), c.req.valid('query')), 200),
  );
  app.openapi(eventsRoute, async (c) => c.json(await listEvents(list(c), c.req.valid('query')), 200));
  app.openapi(researchRoute, async (c) => c.json(await listResearch(list(c), c.req.valid('query')), 200));
  app.openapi(canvasesRoute, async (c) => c.json(await listCanvases(list(c), c.req.valid('query')), 200));
  app.openapi(tagRoute, async (c) =>
    c.json(await listByTag(list(c), { ...c.req.valid('query'), tag: c.req.valid('param').tag }), 200),
  );
  app.openapi(filtersRoute, async (c) => {
    // The vocabulary changes rarely; the browser may reuse it for five minutes.
    c.header('Cache-Control', 'private, max-age=300');
    return c.json(await filters(), 200);
  });
  app.openapi(detailRoute, async (c) =>
    c.json(await contentDetail(viewer(c), c.req.valid('param').id, c.req.valid('query').type), 200),
  );
  app.openapi(viewRoute, async (c) => {
    const viewCount = await recordView(deps.db, {
      userId: c.get('member').user.id,
      resourceId: c.req.valid('param').id,
    });
    return c.json({ viewCount }, 200);
  });
  app.openapi(icsRoute, async (c) => {
    const { body, fileName } = await calendarInvite(viewer(c), c.req.valid('param').id, deps.env.APP_URL);
    return c.body(body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': attachment(fileName),
      'Cache-Control': 'private, no-cache',
    });
  });
  return app;
}
