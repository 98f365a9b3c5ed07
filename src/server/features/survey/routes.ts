import { createRoute, z } from '@hono/zod-openapi';
import {
  SurveyDisplayInput,
  SurveyPageViewInput,
  SurveyResponseInput,
  SurveyStatusSchema,
} from '../../../shared/contract/survey';
import { SURVEY_MESSAGES } from '../../../shared/domain/survey';
import type { AppDeps } from '../../context';
import { access, withDeps } from '../../http/access';
import { createRouter, errorResponse, json, jsonBody, OkSchema } from '../../http/openapi';
import { rateLimit } from '../../lib/rate-limit';
import { recordDisplay, recordPageView, type SurveyMember, submitResponse, surveyStatus } from './service';

/** The satisfaction survey (mounted at /api/survey). */

const tags = ['Survey'];

const status = createRoute({
  method: 'get',
  path: '/status',
  tags,
  summary: 'Whether the survey may be shown now (30 days since the last display or answer, 10 page views…)',
  ...access('member'),
  request: {
    query: z.object({
      welcomeSeen: z
        .enum(['true', 'false'])
        .default('false')
        .openapi({ description: 'Whether this browser has seen the welcome module' }),
    }),
  },
  responses: { 200: json(SurveyStatusSchema, 'The survey status') },
});

const pageView = createRoute({
  method: 'post',
  path: '/page-views',
  tags,
  summary: 'Count a page view (sign-in pages and billing never count); answers the status after it',
  ...access('member'),
  request: jsonBody(SurveyPageViewInput),
  responses: { 200: json(SurveyStatusSchema, 'The survey status'), 400: errorResponse('Invalid body') },
});

const display = createRoute({
  method: 'post',
  path: '/displays',
  tags,
  summary: 'The survey was shown: recorded, and the page-view count resets to 0',
  ...access('member'),
  request: jsonBody(SurveyDisplayInput),
  responses: {
    201: json(OkSchema, 'Recorded'),
    400: errorResponse('Invalid body'),
    409: errorResponse('The survey is not due (too soon, or already recorded)'),
  },
});

const respond = createRoute({
  method: 'post',
  path: '/responses',
  tags,
  summary: 'Answer the survey: a score 0–10, an optional comment, the survey session id',
  ...access(
    'member',
    withDeps((deps) => rateLimit(deps, 'survey-response', { window: 3600, max: 20 })),
  ),
  request: jsonBody(SurveyResponseInput),
  responses: {
    201: json(OkSchema, `Stored; message '${SURVEY_MESSAGES.thanks}'`),
    400: errorResponse('Score missing or out of range, comment too long'),
  },
});

export function surveyRoutes(deps: AppDeps) {
  const app = createRouter();
  const member = (c: {
    get(key: 'member'): {
      user: { id: string };
      profile: { onboardingCompleted: boolean; memberSince: Date | null; createdAt: Date };
    };
  }): SurveyMember => {
    const { user, profile } = c.get('member');
    return {
      userId: user.id,
      onboardingCompleted: profile.onboardingCompleted,
      memberSince: profile.memberSince ?? profile.createdAt,
    };
  };

  app.openapi(status, async (c) =>
    c.json(
      await surveyStatus(deps.db, member(c), { welcomeSeen: c.req.valid('query').welcomeSeen === 'true' }),
      200,
    ),
  );
  app.openapi(pageView, async (c) =>
    c.json(await recordPageView(deps.db, member(c), c.req.valid('json')), 200),
  );
  app.openapi(display, async (c) => {
    const { sessionId, pageUrl } = c.req.valid('json');
    await recordDisplay(deps.db, member(c), { sessionId, pageUrl, userAgent: c.req.header('user-agent') });
    return c.json({ ok: true as const }, 201);
  });
  app.openapi(respond, async (c) => {
    await submitResponse(deps.db, member(c).userId, c.req.valid('json'));
    return c.json({ ok: true as const, message: SURVEY_MESSAGES.thanks }, 201);
  });
  return app;
}
