import { createRoute, z } from '@hono/zod-openapi';
import {
  AnswerSavedSchema,
  AnswerSchema,
  AssessmentBankSchema,
  AssessmentInstanceSchema,
  GrowNextListSchema,
  IncompleteSchema,
  ResultsSchema,
  StartInstanceSchema,
  SubmittedSchema,
  TeamResultsSchema,
} from '../../../shared/contract/assessment';
import { BankVersionTextsSchema } from '../../../shared/contract/assessment-bank';
import type { AppDeps } from '../../context';
import { access, accessInHandler, withDeps } from '../../http/access';
import { MEMBER_LIMITS, memberRateLimit } from '../../lib/rate-limit';
import { createRouter, errorResponse, json, jsonBody } from '../../http/openapi';
import type { SessionMember } from '../../request-env';
import { GROW_NEXT_COMPETENCIES } from '../../../shared/domain/assessment';
import { bankVersionTexts } from './bank/versions';
import { growNextFor } from './grow-next';
import { getResults, getTeamResults } from './results';
import { getBank, saveAnswer, startInstance, type Viewer } from './service';
import { IncompleteError, submitInstance } from './submit';

/** The skills assessment (src/shared/contract/assessment.ts; rules in docs/decisions/0017). */

const tags = ['Assessment'];

const InstanceParam = z.object({
  id: z
    .string()
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' }, description: 'Assessment instance id' }),
});
const ItemParam = z.object({
  itemId: z
    .string()
    .max(100)
    .openapi({ param: { name: 'itemId', in: 'path' } }),
});

const bank = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'The item bank (categories, competencies, levels, items), my open self-assessment',
  ...access('member'),
  responses: {
    200: json(AssessmentBankSchema, 'The active assessment'),
    404: errorResponse('No active assessment found'),
  },
});

const start = createRoute({
  method: 'post',
  path: '/instances',
  tags,
  summary: 'Start or reuse my open self-assessment, or my open rating of a teammate (peer)',
  ...access('member'),
  request: jsonBody(StartInstanceSchema),
  responses: {
    200: json(AssessmentInstanceSchema, 'The open instance (reused or new)'),
    400: errorResponse('Invalid body; peer mode naming myself'),
    404: errorResponse('No active assessment found; the subject is not in my team'),
  },
});

const answer = createRoute({
  method: 'put',
  path: '/instances/{id}/responses/{itemId}',
  tags,
  summary: 'Answer one item (1–5), replacing an earlier answer; idempotent',
  ...access('member'),
  request: { params: InstanceParam.extend(ItemParam.shape), ...jsonBody(AnswerSchema) },
  responses: {
    200: json(AnswerSavedSchema, 'Saved'),
    400: errorResponse('The value is not a whole number from 1 to 5'),
    404: errorResponse('Not my instance (or its subject left my team); item not in the assessment'),
    409: errorResponse('The instance is submitted: read-only'),
  },
});

const submit = createRoute({
  method: 'post',
  path: '/instances/{id}/submit',
  tags,
  summary: 'Submit once every item is answered; submitting again changes nothing (alreadySubmitted)',
  ...access('member'),
  request: { params: InstanceParam },
  responses: {
    200: json(SubmittedSchema, 'Submitted (now or before)'),
    404: errorResponse('Not my instance (or its subject left my team)'),
    422: json(IncompleteSchema, 'Items are unanswered: how many'),
  },
});

const results = createRoute({
  method: 'get',
  path: '/results',
  tags,
  summary: "My results, or (administrators) a teammate's: levels, percentiles, key skills, peers, change",
  // The member is read in the results' own statement (a hot route).
  ...accessInHandler('member'),
  request: {
    query: z.object({
      user: z
        .string()
        .max(100)
        .optional()
        .openapi({ description: "A teammate's id (administrators only); absent: my own results" }),
    }),
  },
  responses: {
    200: json(ResultsSchema, 'Results, or status none before a first submission'),
    404: errorResponse(
      'Could not load peer results (not an administrator, not a teammate); no active assessment',
    ),
  },
});

const growNext = createRoute({
  method: 'get',
  path: '/grow-next',
  tags,
  summary: 'Library picks for competencies (the weakest my results name), 3 items each',
  ...access(
    'member',
    withDeps((deps) => memberRateLimit(deps, 'grow-next', MEMBER_LIMITS.growNext)),
  ),
  request: {
    query: z.object({
      competencies: z
        .string()
        .max(500)
        .transform((v) => v.split(',').map((id) => id.trim()))
        .pipe(
          z
            .array(z.string().min(1, 'A competency id is empty.').max(100))
            .min(1)
            .max(GROW_NEXT_COMPETENCIES, `At most ${GROW_NEXT_COMPETENCIES} competencies.`),
        )
        .openapi({ description: 'Competency ids, comma-separated, weakest first (results.growNextFor)' }),
    }),
  },
  responses: {
    200: json(GrowNextListSchema, 'The picks per competency, in the order asked'),
    400: errorResponse('No competencies, more than 3, or an empty id'),
    404: errorResponse('A competency that does not exist'),
  },
});

const teamResults = createRoute({
  method: 'get',
  path: '/team-results',
  tags,
  summary: "My team's published averages per competency, given only over 3 teammates other than me",
  ...accessInHandler('member'),
  responses: {
    200: json(TeamResultsSchema, 'Averages, or why there are none'),
    404: errorResponse('No active assessment found'),
  },
});

const version = createRoute({
  method: 'get',
  path: '/versions/{version}',
  tags,
  summary: 'The competency texts of one published version of the bank (what results answered on it read)',
  ...access('member'),
  request: {
    params: z.object({
      version: z.coerce
        .number({ error: 'version must be a whole number from 1' })
        .int('version must be a whole number from 1')
        .min(1, 'version must be a whole number from 1')
        .max(1_000_000, 'version must be a whole number from 1')
        .openapi({
          param: { name: 'version', in: 'path' },
          description: 'A published version (results.bankVersion)',
        }),
    }),
  },
  responses: {
    200: json(BankVersionTextsSchema, "That version's competencies: names, descriptions, level texts"),
    400: errorResponse('Not a version number'),
    404: errorResponse('No such version; no active assessment'),
  },
});

export function assessmentRoutes(deps: AppDeps) {
  const app = createRouter();
  const viewer = (c: { get(key: 'member'): SessionMember }): Viewer => {
    const m = c.get('member');
    return { db: deps.db, userId: m.user.id, role: m.profile.role };
  };

  app.openapi(bank, async (c) => c.json(await getBank(viewer(c)), 200));
  app.openapi(start, async (c) => c.json(await startInstance(viewer(c), c.req.valid('json')), 200));
  app.openapi(answer, async (c) => {
    const { id, itemId } = c.req.valid('param');
    return c.json(
      await saveAnswer(viewer(c), { instanceId: id, itemId, value: c.req.valid('json').value }),
      200,
    );
  });
  app.openapi(submit, async (c) => {
    try {
      return c.json(await submitInstance(viewer(c), c.req.valid('param').id), 200);
    } catch (err) {
      if (!(err instanceof IncompleteError)) throw err;
      return c.json(
        { error: { code: 'incomplete' as const, message: err.message, unanswered: err.unanswered } },
        422,
      );
    }
  });
  app.openapi(results, async (c) =>
    c.json(await getResults(deps, c.req.raw.headers, c.req.valid('query').user), 200),
  );
  app.openapi(growNext, async (c) =>
    c.json(
      { groups: await growNextFor(viewer(c), deps.growNextRankings, c.req.valid('query').competencies) },
      200,
    ),
  );
  app.openapi(version, async (c) =>
    c.json(await bankVersionTexts(deps.db, c.req.valid('param').version), 200),
  );
  app.openapi(teamResults, async (c) => c.json(await getTeamResults(deps, c.req.raw.headers), 200));
  return app;
}
