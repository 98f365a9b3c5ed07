import { createRoute, z } from '@hono/zod-openapi';
import { COLLECTION_NAME_REQUIRED, collectionNameProblem } from '../../../shared/domain/collections';
import type { AppDeps } from '../../context';
import { access } from '../../http/access';
import { createRouter, errorResponse, json, jsonBody, OkSchema } from '../../http/openapi';
import {
  CollectionDetailSchema,
  CollectionSchema,
  SavedListSchema,
  SavedStateSchema,
} from '../../../shared/contract/library';
import { blankToUndefined } from '../content/schemas';
import {
  addToCollection,
  createCollection,
  deleteCollection,
  getCollection,
  getSavedState,
  listCollections,
  listSaved,
  type Member,
  removeFromCollection,
  renameCollection,
  saveResource,
  unsaveResource,
} from './service';

/** Saved items and collections (docs/api/library-search.md). Everything is the caller's own. */

const ResourceId = z.string().min(1, 'resourceId is required').max(100);

/** Validated here for the message with the shared rule; the service checks it again before storing. */
const CollectionName = z.string({ error: COLLECTION_NAME_REQUIRED }).superRefine((v, ctx) => {
  const problem = collectionNameProblem(v);
  if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
});

const ResourceParam = z.object({
  resourceId: ResourceId.openapi({ param: { name: 'resourceId', in: 'path' }, example: 'res_837' }),
});
const CollectionParam = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' } }),
});

const tags = ['Library'];

const save = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary: 'Save an item (optionally into one of my collections); idempotent',
  ...access('member'),
  request: jsonBody(z.object({ resourceId: ResourceId, collectionId: z.string().max(100).nullish() })),
  responses: {
    200: json(SavedStateSchema, 'Saved'),
    400: errorResponse('Invalid body, or an upcoming event (not_savable)'),
    404: errorResponse('Resource not found / Collection not found'),
  },
});

const unsave = createRoute({
  method: 'delete',
  path: '/{resourceId}',
  tags,
  summary: 'Unsave an item: it leaves my library and all my collections; idempotent',
  ...access('member'),
  request: { params: ResourceParam },
  responses: { 200: json(SavedStateSchema, 'Not saved'), 404: errorResponse('Resource not found') },
});

const state = createRoute({
  method: 'get',
  path: '/{resourceId}',
  tags,
  summary: 'Saved state of one item and the collections holding it',
  ...access('member'),
  request: { params: ResourceParam },
  responses: { 200: json(SavedStateSchema, 'Saved state'), 404: errorResponse('Resource not found') },
});

const saved = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'My saved items, newest first (at most 100), and their topics',
  ...access('member'),
  request: {
    query: z.object({
      topic: z
        .preprocess(blankToUndefined, z.string().trim().max(200).optional())
        .openapi({ type: 'string', description: 'Only items with this topic (empty: all topics)' }),
    }),
  },
  responses: {
    200: json(SavedListSchema, 'Saved items'),
  },
});

const collectionsList = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'My collections, oldest first, with item counts',
  ...access('member'),
  request: {
    query: z.object({
      resourceId: z
        .preprocess(blankToUndefined, ResourceId.optional())
        .openapi({ type: 'string', description: 'Adds hasResource to each collection' }),
    }),
  },
  responses: { 200: json(z.array(CollectionSchema), 'Collections') },
});

const collectionCreate = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary: 'Create a collection, optionally saving an item into it',
  ...access('member'),
  request: jsonBody(z.object({ name: CollectionName, resourceId: ResourceId.optional() })),
  responses: {
    201: json(CollectionSchema, 'Created'),
    400: errorResponse('Collection name is required / too long / not_savable'),
    404: errorResponse('Resource not found'),
  },
});

const collectionGet = createRoute({
  method: 'get',
  path: '/{id}',
  tags,
  summary: 'One of my collections with its items, most recently added first',
  ...access('member'),
  request: { params: CollectionParam },
  responses: {
    200: json(CollectionDetailSchema, 'The collection'),
    404: errorResponse('Collection not found'),
  },
});

const collectionRename = createRoute({
  method: 'patch',
  path: '/{id}',
  tags,
  summary: 'Rename a collection (the same name changes nothing)',
  ...access('member'),
  request: { params: CollectionParam, ...jsonBody(z.object({ name: CollectionName })) },
  responses: {
    200: json(CollectionSchema, 'Renamed'),
    400: errorResponse('Collection name is required / too long'),
    404: errorResponse('Collection not found'),
  },
});

const collectionDelete = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Delete a collection (its items stay saved)',
  ...access('member'),
  request: { params: CollectionParam },
  responses: { 200: json(OkSchema, 'Deleted'), 404: errorResponse('Collection not found') },
});

const itemAdd = createRoute({
  method: 'post',
  path: '/{id}/items',
  tags,
  summary: 'Add an item to a collection (saving it too); idempotent',
  ...access('member'),
  request: { params: CollectionParam, ...jsonBody(z.object({ resourceId: ResourceId })) },
  responses: {
    200: json(CollectionSchema, 'The collection with its new count'),
    400: errorResponse('not_savable'),
    404: errorResponse('Collection not found / Resource not found'),
  },
});

const itemRemove = createRoute({
  method: 'delete',
  path: '/{id}/items/{resourceId}',
  tags,
  summary: 'Take an item out of a collection (it stays saved); idempotent',
  ...access('member'),
  request: { params: CollectionParam.extend(ResourceParam.shape) },
  responses: {
    200: json(CollectionSchema, 'The collection with its new count'),
    404: errorResponse('Collection not found / Resource not found'),
  },
});

const memberOf =
  (deps: AppDeps) =>
  (c: { get(key: 'member'): { user: { id: string } } }): Member => ({
    db: deps.db,
    userId: c.get('member').user.id,
  });

/** The member's saved items (under /saved). */
export function savedRoutes(deps: AppDeps) {
  const app = createRouter();
  const member = memberOf(deps);

  app.openapi(save, async (c) => {
    const { resourceId, collectionId } = c.req.valid('json');
    return c.json(await saveResource(member(c), { resourceId, collectionId }), 200);
  });
  app.openapi(unsave, async (c) =>
    c.json(await unsaveResource(member(c), c.req.valid('param').resourceId), 200),
  );
  app.openapi(state, async (c) =>
    c.json(await getSavedState(member(c), c.req.valid('param').resourceId), 200),
  );
  app.openapi(saved, async (c) =>
    c.json(await listSaved(member(c), { topic: c.req.valid('query').topic }), 200),
  );
  return app;
}

/** The member's collections (under /collections). */
export function collectionRoutes(deps: AppDeps) {
  const app = createRouter();
  const member = memberOf(deps);

  app.openapi(collectionsList, async (c) =>
    c.json(await listCollections(member(c), { resourceId: c.req.valid('query').resourceId }), 200),
  );
  app.openapi(collectionCreate, async (c) =>
    c.json(await createCollection(member(c), c.req.valid('json')), 201),
  );
  app.openapi(collectionGet, async (c) =>
    c.json(await getCollection(member(c), c.req.valid('param').id), 200),
  );
  app.openapi(collectionRename, async (c) =>
    c.json(await renameCollection(member(c), c.req.valid('param').id, c.req.valid('json').name), 200),
  );
  app.openapi(collectionDelete, async (c) => {
    await deleteCollection(member(c), c.req.valid('param').id);
    return c.json({ ok: true as const }, 200);
  });
  app.openapi(itemAdd, async (c) =>
    c.json(await addToCollection(member(c), c.req.valid('param').id, c.req.valid('json').resourceId), 200),
  );
  app.openapi(itemRemove, async (c) => {
    const { id, resourceId } = c.req.valid('param');
    return c.json(await removeFromCollection(member(c), id, resourceId), 200);
  });
  return app;
}
