import { createRoute, z } from '@hono/zod-openapi';
import {
  FeatureFeedbackInput,
  FeatureSuggestionInput,
  RoadmapFeatureSchema,
  RoadmapListSchema,
  RoadmapUpdatesSchema,
  SimilarFeaturesSchema,
  UpvoteStateSchema,
} from '../../../shared/contract/roadmap';
import { ROADMAP_MESSAGES, ROADMAP_SORTS } from '../../../shared/domain/roadmap';
import type { AppDeps } from '../../context';
import { access, withDeps } from '../../http/access';
import { AppError } from '../../lib/errors';
import { createRouter, errorResponse, json, jsonBody, OkSchema } from '../../http/openapi';
import { MEMBER_LIMITS, memberRateLimit, type RateRule, rateLimit } from '../../lib/rate-limit';
import { oneClickUnsubscribeRoute } from '../../mail/unsubscribe-route';
import { unsubscribe, validUnsubscribeToken } from './notify';
import {
  addFeedback,
  getFeature,
  getRoadmapUpdates,
  listFeatures,
  removeUpvote,
  setRoadmapUpdates,
  similarFeatures,
  suggestFeature,
  toggleUpvote,
  upvote,
} from './service';

/** The members' roadmap: list, votes, suggestions, feedback; and the roadmap-mail preference. */

const tags = ['Roadmap'];
const limited = (name: string, rule: RateRule) => withDeps((deps) => rateLimit(deps, name, rule));

const FeatureParam = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' } }),
});

const notFoundFeature = errorResponse(`'${ROADMAP_MESSAGES.featureNotFound}' (also for hidden features)`);

const list = createRoute({
  method: 'get',
  path: '/features',
  tags,
  summary: 'Public features with vote counts and my own vote, by status (roadmap order) or popularity',
  ...access('member'),
  request: {
    query: z.object({
      sort: z
        .enum(ROADMAP_SORTS)
        .default('status')
        .openapi({ description: 'status (default) or popularity' }),
    }),
  },
  responses: { 200: json(RoadmapListSchema, 'The roadmap') },
});

const similar = createRoute({
  method: 'get',
  path: '/features/similar',
  tags,
  summary: 'Up to 3 public features whose title resembles q (typo-tolerant), for the duplicate hint',
  ...access(
    'member',
    withDeps((deps) => memberRateLimit(deps, 'roadmap-similar', MEMBER_LIMITS.similar)),
  ),
  request: { query: z.object({ q: z.string().max(200).default('') }) },
  responses: { 200: json(SimilarFeaturesSchema, 'Similar features, best first') },
});

const one = createRoute({
  method: 'get',
  path: '/features/{id}',
  tags,
  summary: "One public feature with its vote count, my own vote and the team's latest note (its own page)",
  ...access('member'),
  request: { params: FeatureParam },
  responses: { 200: json(RoadmapFeatureSchema, 'The feature'), 404: notFoundFeature },
});

const suggest = createRoute({
  method: 'post',
  path: '/features',
  tags,
  summary: 'Suggest a feature: created as an idea, public',
  ...access('member', limited('roadmap-suggest', { window: 3600, max: 30 })),
  request: jsonBody(FeatureSuggestionInput),
  responses: {
    201: json(RoadmapFeatureSchema, 'The new feature'),
    400: errorResponse(`'${ROADMAP_MESSAGES.fillAllFields}' or a length rule`),
  },
});

const voteRoute = (method: 'put' | 'delete', summary: string) =>
  createRoute({
    method,
    path: '/features/{id}/upvote',
    tags,
    summary,
    ...access('member'),
    request: { params: FeatureParam },
    responses: { 200: json(UpvoteStateSchema, 'My vote and the count after it'), 404: notFoundFeature },
  });
const vote = voteRoute('put', 'Upvote a feature (idempotent)');
const unvote = voteRoute('delete', 'Take my upvote back (idempotent)');

const toggle = createRoute({
  method: 'post',
  path: '/features/{id}/upvote/toggle',
  tags,
  summary: 'Flip my upvote on a feature',
  ...access('member'),
  request: { params: FeatureParam },
  responses: { 200: json(UpvoteStateSchema, 'My vote and the count after it'), 404: notFoundFeature },
});

const feedback = createRoute({
  method: 'post',
  path: '/features/{id}/feedback',
  tags,
  summary: 'Send feedback on a feature (read by administrators only, never shown to members)',
  ...access('member', limited('roadmap-feedback', { window: 3600, max: 60 })),
  request: { params: FeatureParam, ...jsonBody(FeatureFeedbackInput) },
  responses: {
    201: json(OkSchema, `Stored; message '${ROADMAP_MESSAGES.feedbackSubmitted}'`),
    400: errorResponse(`'${ROADMAP_MESSAGES.feedbackRequired}' or too long`),
    404: notFoundFeature,
  },
});

const getUpdates = createRoute({
  method: 'get',
  path: '/updates',
  tags,
  summary: 'Whether I get mail when a feature I upvoted or suggested changes status',
  ...access('account'),
  responses: { 200: json(RoadmapUpdatesSchema, 'My preference') },
});

const putUpdates = createRoute({
  method: 'put',
  path: '/updates',
  tags,
  summary: 'Turn roadmap update mail on or off',
  ...access('account'),
  request: jsonBody(RoadmapUpdatesSchema),
  responses: { 200: json(RoadmapUpdatesSchema, 'My preference'), 400: errorResponse('Invalid body') },
});

const oneClick = oneClickUnsubscribeRoute('roadmap', { tags, what: 'roadmap mail' });

export const UNSUBSCRIBED = 'You will no longer receive roadmap updates.';

export function roadmapRoutes(deps: AppDeps) {
  const app = createRouter();
  const userId = (c: { get(key: 'member'): { user: { id: string } } }) => c.get('member').user.id;

  app.openapi(list, async (c) =>
    c.json(await listFeatures(deps.db, { userId: userId(c), sort: c.req.valid('query').sort }), 200),
  );
  app.openapi(similar, async (c) =>
    c.json(
      { features: await similarFeatures(deps.db, { userId: userId(c), q: c.req.valid('query').q }) },
      200,
    ),
  );
  // After "similar": that fixed path is not a feature's id.
  app.openapi(one, async (c) =>
    c.json(await getFeature(deps.db, { userId: userId(c), featureId: c.req.valid('param').id }), 200),
  );
  app.openapi(suggest, async (c) =>
    c.json(await suggestFeature(deps.db, { userId: userId(c), input: c.req.valid('json') }), 201),
  );
  app.openapi(vote, async (c) =>
    c.json(await upvote(deps.db, { userId: userId(c), featureId: c.req.valid('param').id }), 200),
  );
  app.openapi(unvote, async (c) =>
    c.json(await removeUpvote(deps.db, { userId: userId(c), featureId: c.req.valid('param').id }), 200),
  );
  app.openapi(toggle, async (c) =>
    c.json(await toggleUpvote(deps.db, { userId: userId(c), featureId: c.req.valid('param').id }), 200),
  );
  app.openapi(feedback, async (c) => {
    await addFeedback(deps.db, {
      userId: userId(c),
      featureId: c.req.valid('param').id,
      comment: c.req.valid('json').comment,
    });
    return c.json({ ok: true as const, message: ROADMAP_MESSAGES.feedbackSubmitted }, 201);
  });
  app.openapi(getUpdates, async (c) =>
    c.json({ roadmapUpdates: await getRoadmapUpdates(deps.db, userId(c)) }, 200),
  );
  app.openapi(putUpdates, async (c) =>
    c.json(
      { roadmapUpdates: await setRoadmapUpdates(deps.db, userId(c), c.req.valid('json').roadmapUpdates) },
      200,
    ),
  );
  app.openapi(oneClick, async (c) => {
    const { u, t } = c.req.valid('query');
    if (!validUnsubscribeToken(deps.env.BETTER_AUTH_SECRET, u, t)) {
      throw new AppError(400, 'invalid_token', 'Invalid unsubscribe link');
    }
    await unsubscribe(deps.db, u);
    return c.json({ ok: true as const, message: UNSUBSCRIBED }, 200);
  });
  return app;
}
