import { createRoute, z } from '@hono/zod-openapi';
import { SearchResultSchema } from '../../../shared/contract/search';
import type { AppDeps } from '../../context';
import { SEARCH_KINDS } from '../../db/schema';
import { access, withDeps } from '../../http/access';
import { createRouter, errorResponse, json } from '../../http/openapi';
import { MEMBER_LIMITS, memberRateLimit } from '../../lib/rate-limit';
import { blankToUndefined, pagingFields } from '../content/schemas';
import { recordSearchMiss } from './misses';
import { popularTopics, searchLibrary } from './service';

export const SEARCH_MAX_PAGE_SIZE = 50;
export const SEARCH_DEFAULT_PAGE_SIZE = 20;
export const SEARCH_QUERY_REQUIRED = 'Enter a search term';

const SearchQuery = z.object({
  q: z
    .string({ error: SEARCH_QUERY_REQUIRED })
    .trim()
    .min(1, SEARCH_QUERY_REQUIRED)
    .max(200, 'Search terms are at most 200 characters')
    .openapi({
      description: 'What the member typed (the last word also matches as a prefix)',
      example: 'onboarding',
    }),
  type: z
    .preprocess(
      blankToUndefined,
      z.enum(SEARCH_KINDS, { error: () => `Unknown type: use one of ${SEARCH_KINDS.join(', ')}` }).optional(),
    )
    .openapi({
      type: 'string',
      enum: [...SEARCH_KINDS],
      description: 'Only results of this type (empty: all)',
    }),
  ...pagingFields({
    maxPage: 1000,
    maxPageSize: SEARCH_MAX_PAGE_SIZE,
    defaultPageSize: SEARCH_DEFAULT_PAGE_SIZE,
  }),
});

const search = createRoute({
  method: 'get',
  path: '/',
  tags: ['Search'],
  summary: 'Ranked full-text search of the library with typo tolerance and counts per type',
  ...access(
    'member',
    withDeps((deps) => memberRateLimit(deps, 'search', MEMBER_LIMITS.search)),
  ),
  request: { query: SearchQuery },
  responses: {
    200: json(SearchResultSchema, 'Results, best first'),
    400: errorResponse('Empty query or invalid filter'),
    401: errorResponse('Not signed in'),
  },
});

export function searchRoutes(deps: AppDeps) {
  const app = createRouter();
  app.openapi(search, async (c) => {
    const { q, type, page, pageSize } = c.req.valid('query');
    const result = await searchLibrary(deps.db, {
      q,
      type,
      page,
      pageSize,
      userId: c.get('member').user.id,
      cache: deps.searchCache,
      index: deps.searchIndex,
    });
    // Curators see what members looked for and did not find (the whole library, first page only).
    if (result.total === 0 && !type && page === 1) {
      await recordSearchMiss(deps.db, q, c.get('log'));
      return c.json({ ...result, popularTopics: await popularTopics(deps.db) }, 200);
    }
    return c.json(result, 200);
  });
  return app;
}
