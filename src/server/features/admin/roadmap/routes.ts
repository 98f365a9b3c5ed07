import { createRoute, z } from '@hono/zod-openapi';
import {
  AdminFeatureListSchema,
  AdminFeatureSchema,
  FeatureCommentListSchema,
  FeatureEditInput,
  MergeResultSchema,
  StatusChangeInput,
  StatusChangeSchema,
} from '../../../../shared/contract/roadmap';
import { ROADMAP_MESSAGES } from '../../../../shared/domain/roadmap';
import type { AppDeps } from '../../../context';
import { access } from '../../../http/access';
import { createRouter, errorResponse, json, jsonBody } from '../../../http/openapi';
import {
  editFeature,
  getAdminFeature,
  listAllFeatures,
  listFeedback,
  mergeFeature,
  setStatus,
} from './service';
import { claimRecipients, sendStatusMails } from '../../roadmap/notify';

/** Roadmap administration (mounted at /api/admin/roadmap; the admin console builds on it). */

const tags = ['Admin'];
const FeatureParam = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' } }),
});
const notFoundFeature = errorResponse(`'${ROADMAP_MESSAGES.featureNotFound}'`);
const denied = { 401: errorResponse('Not signed in'), 403: errorResponse('Not an administrator') };

const list = createRoute({
  method: 'get',
  path: '/features',
  tags,
  summary: 'Every roadmap feature, hidden ones included, with vote and feedback counts and author',
  ...access('admin'),
  responses: { 200: json(AdminFeatureListSchema, 'All features'), ...denied },
});

const edit = createRoute({
  method: 'patch',
  path: '/features/{id}',
  tags,
  summary: "Edit a feature's title or description, or hide / show it (isPublic)",
  ...access('admin'),
  request: { params: FeatureParam, ...jsonBody(FeatureEditInput) },
  responses: {
    200: json(AdminFeatureSchema, 'The feature after the edit'),
    400: errorResponse('A length rule, or nothing to change'),
    404: notFoundFeature,
    ...denied,
  },
});

const status = createRoute({
  method: 'put',
  path: '/features/{id}/status',
  tags,
  summary:
    "Change a feature's status, with an optional note from the team: its voters and author (with roadmap " +
    'updates on) are mailed once for the change, the note included',
  ...access('admin'),
  request: { params: FeatureParam, ...jsonBody(StatusChangeInput) },
  responses: {
    200: json(StatusChangeSchema, 'The feature; changed false when it already had the status'),
    400: errorResponse(`Invalid status, or '${ROADMAP_MESSAGES.statusNoteTooLong}'`),
    404: notFoundFeature,
    ...denied,
  },
});

const merge = createRoute({
  method: 'post',
  path: '/features/{id}/merge',
  tags,
  summary:
    'Merge a duplicate (id) into another feature: votes move (a member who voted for both counts once), ' +
    'feedback moves, the duplicate is deleted',
  ...access('admin'),
  request: { params: FeatureParam, ...jsonBody(z.object({ intoId: z.uuid('Invalid feature id') })) },
  responses: {
    200: json(MergeResultSchema, 'The feature merged into'),
    400: errorResponse('Invalid id, or the same feature'),
    404: notFoundFeature,
    ...denied,
  },
});

const feedback = createRoute({
  method: 'get',
  path: '/feedback',
  tags,
  summary: 'Feedback members sent on features, newest first (at most 500), optionally for one feature',
  ...access('admin'),
  request: { query: z.object({ featureId: z.string().max(100).optional() }) },
  responses: { 200: json(FeatureCommentListSchema, 'Feedback'), 404: notFoundFeature, ...denied },
});

export function adminRoadmapRoutes(deps: AppDeps) {
  const app = createRouter();

  app.openapi(list, async (c) => {
    const features = await listAllFeatures(deps.db);
    return c.json({ features, total: features.length }, 200);
  });

  app.openapi(edit, async (c) => {
    const { id } = c.req.valid('param');
    const feature = await editFeature(deps.db, c.get('member'), id, c.req.valid('json'));
    c.get('log').info({ adminId: c.get('member').user.id, featureId: id }, 'roadmap feature edited');
    return c.json(feature, 200);
  });

  app.openapi(status, async (c) => {
    const { id } = c.req.valid('param');
    const adminId = c.get('member').user.id;
    const log = c.get('log');
    const { changeId, note, feature } = await setStatus(deps.db, c.get('member'), {
      featureId: id,
      ...c.req.valid('json'),
    });
    if (!changeId) return c.json({ feature, changed: false, notified: 0 }, 200);
    const recipients = await claimRecipients(deps.db, { changeId, featureId: id });
    log.info(
      { adminId, featureId: id, status: feature.status, recipients: recipients.length },
      'roadmap status changed',
    );
    // Mail goes out after the answer: the administrator does not wait for every SMTP exchange.
    void sendStatusMails(deps, log, {
      changeId,
      featureId: id,
      featureTitle: feature.title,
      status: feature.status,
      note,
      recipients,
    }).catch((err) => log.error({ err, changeId }, 'roadmap status mail failed'));
    return c.json({ feature, changed: true, notified: recipients.length }, 200);
  });

  app.openapi(merge, async (c) => {
    const { id } = c.req.valid('param');
    const result = await mergeFeature(deps.db, c.get('member'), {
      duplicateId: id,
      intoId: c.req.valid('json').intoId,
    });
    c.get('log').info(
      { adminId: c.get('member').user.id, duplicateId: id, intoId: result.feature.id },
      'roadmap features merged',
    );
    return c.json(result, 200);
  });

  app.openapi(feedback, async (c) => {
    const { featureId } = c.req.valid('query');
    if (featureId) await getAdminFeature(deps.db, featureId);
    return c.json({ comments: await listFeedback(deps.db, { featureId }) }, 200);
  });

  return app;
}
