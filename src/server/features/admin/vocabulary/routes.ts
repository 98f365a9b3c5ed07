import { createRoute, z } from '@hono/zod-openapi';
import {
  VocabularyGroupInputSchema,
  VocabularyGroupSchema,
  VocabularyListSchema,
} from '../../../../shared/contract/vocabulary';
import type { AppDeps } from '../../../context';
import { access } from '../../../http/access';
import { createRouter, errorResponse, json, jsonBody } from '../../../http/openapi';
import { addVocabularyGroup, changeVocabularyGroup, deleteVocabularyGroup, listVocabulary } from './service';

/** The console's Vocabulary area (see admin.ts). */

const tags = ['Admin'];
const denied = { 401: errorResponse('Not signed in'), 403: errorResponse('Not an administrator') };
const params = z.object({ id: z.uuid('Invalid vocabulary group id') });

const list = createRoute({
  method: 'get',
  path: '/',
  tags,
  ...access('admin'),
  summary: 'Every group of the L&D vocabulary that search and the assistant expand questions with',
  responses: { 200: json(VocabularyListSchema, 'The groups, by label'), ...denied },
});

const add = createRoute({
  method: 'post',
  path: '/',
  tags,
  ...access('admin'),
  summary: 'Add a vocabulary group',
  request: jsonBody(VocabularyGroupInputSchema),
  responses: {
    201: json(VocabularyGroupSchema, 'Added'),
    400: errorResponse('Invalid group: the message says what'),
    409: errorResponse('The vocabulary is full'),
    ...denied,
  },
});

const change = createRoute({
  method: 'put',
  path: '/{id}',
  tags,
  ...access('admin'),
  summary: 'Change a vocabulary group (its label and terms)',
  request: { params, ...jsonBody(VocabularyGroupInputSchema) },
  responses: {
    200: json(VocabularyGroupSchema, 'Changed'),
    400: errorResponse('Invalid group: the message says what'),
    404: errorResponse('No such group'),
    ...denied,
  },
});

const remove = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  ...access('admin'),
  summary: 'Delete a vocabulary group',
  request: { params },
  responses: { 204: { description: 'Deleted' }, 404: errorResponse('No such group'), ...denied },
});

export function adminVocabularyRoutes(deps: AppDeps) {
  const app = createRouter();
  const { db } = deps;
  app.openapi(list, async (c) => c.json(await listVocabulary(db), 200));
  app.openapi(add, async (c) =>
    c.json(await addVocabularyGroup(db, c.get('member'), c.req.valid('json')), 201),
  );
  app.openapi(change, async (c) =>
    c.json(
      await changeVocabularyGroup(db, c.get('member'), c.req.valid('param').id, c.req.valid('json')),
      200,
    ),
  );
  app.openapi(remove, async (c) => {
    await deleteVocabularyGroup(db, c.get('member'), c.req.valid('param').id);
    return c.body(null, 204);
  });
  return app;
}
