import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { access } from '../../http/access';
import { createRouter, errorResponse, json } from '../../http/openapi';
import {
  PublicCaseStudySchema,
  PublicEventsSchema,
  PublicResourceSchema,
} from '../../../shared/contract/content';
import { IdParam } from '../content/schemas';
import { memberReader, PER_SESSION_HEADERS } from './reader';
import { type PublicViewer, publicCaseStudy, publicEvents, publicResource } from './service';

const tags = ['Public'];

const eventsRoute = createRoute({
  method: 'get',
  path: '/events',
  tags,
  summary: 'Upcoming events and the featured recordings (locked for visitors)',
  ...access('public'),
  responses: { 200: json(PublicEventsSchema, 'The public events page') },
});

const caseStudyRoute = createRoute({
  method: 'get',
  path: '/case-studies/{id}',
  tags,
  summary: 'A case study teaser for visitors, the whole case for members; related case studies',
  ...access('public'),
  request: { params: IdParam },
  responses: {
    200: json(PublicCaseStudySchema, 'The case study'),
    404: errorResponse('Case study not found'),
  },
});

const resourceRoute = createRoute({
  method: 'get',
  path: '/resources/{id}',
  tags,
  summary: 'A resource with its blocks and up to 6 related resources',
  ...access('public'),
  request: { params: IdParam },
  responses: { 200: json(PublicResourceSchema, 'The resource'), 404: errorResponse('Resource Not Found') },
});

/** Public pages: no session needed; a signed-in member with access gets the unlocked version. */
export function publicRoutes(deps: AppDeps) {
  const app = createRouter();

  const viewer = async (c: Context<AppEnv>): Promise<PublicViewer> => {
    const reader = await memberReader(deps, c.req.raw.headers);
    for (const [name, value] of Object.entries(PER_SESSION_HEADERS)) c.header(name, value);
    return { db: deps.db, userId: reader, now: new Date(), visitor: reader === null };
  };

  app.openapi(eventsRoute, async (c) =>
    c.json(await publicEvents({ ...(await viewer(c)), pages: deps.publicPages }), 200),
  );
  app.openapi(caseStudyRoute, async (c) =>
    c.json(await publicCaseStudy(await viewer(c), c.req.valid('param').id), 200),
  );
  app.openapi(resourceRoute, async (c) =>
    c.json(await publicResource(await viewer(c), c.req.valid('param').id), 200),
  );
  return app;
}
