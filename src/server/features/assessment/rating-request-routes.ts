import { createRoute, z } from '@hono/zod-openapi';
import {
  AskForRatingsSchema,
  RatingRequestEmailsSchema,
  RatingsAskedSchema,
  RemindedSchema,
} from '../../../shared/contract/assessment';
import type { AppDeps } from '../../context';
import { oneClickUnsubscribeRoute } from '../../mail/unsubscribe-route';
import { access } from '../../http/access';
import { AppError } from '../../lib/errors';
import { createRouter, errorResponse, json, jsonBody } from '../../http/openapi';
import { validUnsubscribeToken } from '../../mail/unsubscribe';
import {
  askForRatings,
  getRatingRequestEmails,
  remindRater,
  setRatingRequestEmails,
} from './rating-requests';

/** Asking teammates for a rating (src/shared/contract/assessment.ts; service in rating-requests.ts). */

const tags = ['Assessment'];

const ask = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary: 'Ask teammates for a rating: each is mailed once per open request',
  ...access('member'),
  request: jsonBody(AskForRatingsSchema),
  responses: {
    200: json(RatingsAskedSchema, 'Who was asked now, and who had been asked already'),
    400: errorResponse('No teammate, more than 50, or an id that is not a member id'),
    404: errorResponse('Someone named is not a current teammate with an active membership: nothing written'),
  },
});

const remind = createRoute({
  method: 'post',
  path: '/{raterId}/remind',
  tags,
  summary: 'Remind a teammate of my open request, at most once a week',
  ...access('member'),
  request: {
    params: z.object({
      raterId: z
        .string()
        .max(100)
        .openapi({ param: { name: 'raterId', in: 'path' }, description: "The teammate's member id" }),
    }),
  },
  responses: {
    200: json(RemindedSchema, 'Reminded (mailed unless they turned the mails off)'),
    404: errorResponse('Not a current teammate, or never asked'),
    409: errorResponse(
      'Rated since the request (already_rated), or reminded less than a week ago (remind_too_early: says when)',
    ),
  },
});

const getEmails = createRoute({
  method: 'get',
  path: '/emails',
  tags,
  summary: 'Whether I get mail when a teammate asks me for a rating',
  ...access('account'),
  responses: { 200: json(RatingRequestEmailsSchema, 'My preference') },
});

const putEmails = createRoute({
  method: 'put',
  path: '/emails',
  tags,
  summary: 'Turn rating request mail on or off',
  ...access('account'),
  request: jsonBody(RatingRequestEmailsSchema),
  responses: { 200: json(RatingRequestEmailsSchema, 'My preference'), 400: errorResponse('Invalid body') },
});

const oneClick = oneClickUnsubscribeRoute('rating-requests', { tags, what: 'rating request mail' });

export const RATING_REQUESTS_UNSUBSCRIBED = 'You will no longer receive rating requests by email.';

export function ratingRequestRoutes(deps: AppDeps) {
  const app = createRouter();
  const userId = (c: { get(key: 'member'): { user: { id: string } } }) => c.get('member').user.id;

  app.openapi(ask, async (c) =>
    c.json(
      await askForRatings(deps, c.get('log'), {
        requesterId: userId(c),
        raterIds: c.req.valid('json').raterIds,
      }),
      200,
    ),
  );
  app.openapi(remind, async (c) =>
    c.json(
      await remindRater(deps, c.get('log'), {
        requesterId: userId(c),
        raterId: c.req.valid('param').raterId,
      }),
      200,
    ),
  );
  app.openapi(getEmails, async (c) =>
    c.json({ ratingRequestEmails: await getRatingRequestEmails(deps.db, userId(c)) }, 200),
  );
  app.openapi(putEmails, async (c) =>
    c.json(
      {
        ratingRequestEmails: await setRatingRequestEmails(
          deps.db,
          userId(c),
          c.req.valid('json').ratingRequestEmails,
        ),
      },
      200,
    ),
  );
  app.openapi(oneClick, async (c) => {
    const { u, t } = c.req.valid('query');
    if (!validUnsubscribeToken(deps.env.BETTER_AUTH_SECRET, 'rating-requests', u, t)) {
      throw new AppError(400, 'invalid_token', 'Invalid unsubscribe link');
    }
    await setRatingRequestEmails(deps.db, u, false);
    return c.json({ ok: true as const, message: RATING_REQUESTS_UNSUBSCRIBED }, 200);
  });
  return app;
}
