import { createRoute, z } from '@hono/zod-openapi';
import {
  ADMIN_CONTENT_SORTS,
  AdminContentInputSchema,
  AdminContentItemSchema,
  AdminContentPageSchema,
  AdminContentTopicsSchema,
  AdminContentUpdateSchema,
  AdminImageSchema,
  AdminRevisionSchema,
  AdminScheduleSchema,
  AdminVersionSchema,
  AdminVersionsSchema,
} from '../../../../shared/contract/admin-content';
import { OkSchema } from '../../../../shared/contract/common';
import { DetailSchema } from '../../../../shared/contract/content';
import { CONTENT_STATUSES, RESOURCE_TYPES } from '../../../../shared/domain/content';
import type { AppDeps } from '../../../context';
import { access } from '../../../http/access';
import { allowBody } from '../../../http/body-limit';
import { AppError, errorBody } from '../../../lib/errors';
import { createRouter, errorResponse, json, jsonBody } from '../../../http/openapi';
import { systemClock } from '../../../lib/clock';
import { webpFileRoutes } from '../../../http/webp-files';
import { recordAdminAction } from '../audit/service';
import { optionalEnum, optionalText, pagingFields } from '../../content/schemas';
import {
  CONTENT_IMAGE_FILE,
  CONTENT_IMAGE_MAX_BYTES,
  contentImageKey,
  contentImageUrl,
  contentImageWidthKey,
  IMAGE_TOO_LARGE,
  INVALID_IMAGE_TYPE,
  newContentImageFile,
  processContentImage,
} from './images';
import { previewDetail } from './preview';
import { restoreAdminVersion } from './restore';
import { scheduleAdminItem } from './schedule';
import {
  adminTopics,
  createAdminItem,
  deleteAdminItem,
  getAdminItem,
  listAdminContent,
  setAdminItemStatus,
  updateAdminItem,
} from './service';
import { getVersion, listVersions } from './versions';

const MULTIPART_OVERHEAD = 64 * 1024;

const ListQuery = z.object({
  q: optionalText('Words of the title, or an exact id'),
  type: optionalEnum(RESOURCE_TYPES, 'type'),
  topic: optionalText('A topic (any case)'),
  status: optionalEnum(CONTENT_STATUSES, 'status'),
  sort: optionalEnum(ADMIN_CONTENT_SORTS, 'sort'),
  dir: optionalEnum(['asc', 'desc'] as const, 'dir'),
  ...pagingFields({ maxPage: 10_000, maxPageSize: 100, defaultPageSize: 25 }),
});

const IdParam = z.object({ id: z.string().min(1).max(100) });
const VersionParam = IdParam.extend({ versionId: z.uuid('Unknown version') });

const denied = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an administrator'),
};
const stale = errorResponse('Someone else saved the item since this revision (reload, then save again)');

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Admin content'],
  summary: 'Every item of every type, drafts included: search, filters, sorting and paging',
  ...access('admin'),
  request: { query: ListQuery },
  responses: {
    200: json(AdminContentPageSchema, 'One page of items'),
    400: errorResponse('Invalid filter'),
    ...denied,
  },
});

const topicsRoute = createRoute({
  method: 'get',
  path: '/topics',
  tags: ['Admin content'],
  summary: 'Every topic in use, drafts included',
  ...access('admin'),
  responses: { 200: json(AdminContentTopicsSchema, 'The topics, sorted'), ...denied },
});

const getRoute = createRoute({
  method: 'get',
  path: '/{id}',
  tags: ['Admin content'],
  summary: 'One item with its blocks, as the editor opens it',
  ...access('admin'),
  request: { params: IdParam },
  responses: { 200: json(AdminContentItemSchema, 'The item'), 404: errorResponse('No such item'), ...denied },
});

const createItemRoute = createRoute({
  method: 'post',
  path: '/',
  tags: ['Admin content'],
  summary: 'Create an item (a draft until published)',
  ...access('admin'),
  request: jsonBody(AdminContentInputSchema),
  responses: {
    201: json(AdminContentItemSchema, 'The new draft'),
    400: errorResponse('A field or block breaks its rule (the message names it)'),
    ...denied,
  },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/{id}',
  tags: ['Admin content'],
  summary: 'Save an item: every field and its blocks, from the revision the editor loaded',
  ...access('admin'),
  request: { params: IdParam, ...jsonBody(AdminContentUpdateSchema) },
  responses: {
    200: json(AdminContentItemSchema, 'The item as saved (its revision raised)'),
    400: errorResponse('A field or block breaks its rule (the message names it)'),
    404: errorResponse('No such item'),
    409: stale,
    ...denied,
  },
});

const statusRoute = (action: 'publish' | 'unpublish') =>
  createRoute({
    method: 'post',
    path: `/{id}/${action}`,
    tags: ['Admin content'],
    summary:
      action === 'publish'
        ? 'Publish: members see the item at once (lists, search, pages)'
        : 'Unpublish: the item becomes a draft, hidden from members at once',
    ...access('admin'),
    request: { params: IdParam, ...jsonBody(AdminRevisionSchema) },
    responses: {
      200: json(AdminContentItemSchema, 'The item with its new status'),
      404: errorResponse('No such item'),
      409: stale,
      ...denied,
    },
  });

const previewRoute = createRoute({
  method: 'post',
  path: '/preview',
  tags: ['Admin content'],
  summary: "The member's page of an item as the editor holds it (saved or not), with its related items",
  ...access('admin'),
  request: jsonBody(z.object({ id: z.string().min(1).max(100).optional(), item: AdminContentInputSchema })),
  responses: {
    200: json(DetailSchema, 'The page as a member would see it'),
    400: errorResponse('A field or block breaks its rule (the message names it)'),
    ...denied,
  },
});

const versionsRoute = createRoute({
  method: 'get',
  path: '/{id}/versions',
  tags: ['Admin content'],
  summary: 'The kept versions of an item (the newest 20), newest first',
  ...access('admin'),
  request: { params: IdParam },
  responses: { 200: json(AdminVersionsSchema, 'The versions'), ...denied },
});

const versionRoute = createRoute({
  method: 'get',
  path: '/{id}/versions/{versionId}',
  tags: ['Admin content'],
  summary: 'One version of an item, with its fields and blocks (to compare it with another)',
  ...access('admin'),
  request: { params: VersionParam },
  responses: {
    200: json(AdminVersionSchema, 'The version'),
    404: errorResponse('No such version'),
    ...denied,
  },
});

const restoreRoute = createRoute({
  method: 'post',
  path: '/{id}/versions/{versionId}/restore',
  tags: ['Admin content'],
  summary: 'Bring an earlier version back as a new save (the current one stays in the versions)',
  ...access('admin'),
  request: { params: VersionParam, ...jsonBody(AdminRevisionSchema) },
  responses: {
    200: json(AdminContentItemSchema, 'The item as restored (its revision raised)'),
    400: errorResponse('The version breaks a rule of today'),
    404: errorResponse('No such item or version'),
    409: stale,
    ...denied,
  },
});

const scheduleRoute = createRoute({
  method: 'post',
  path: '/{id}/schedule',
  tags: ['Admin content'],
  summary: "Schedule a draft's publication at a time (null cancels the schedule)",
  ...access('admin'),
  request: { params: IdParam, ...jsonBody(AdminScheduleSchema) },
  responses: {
    200: json(AdminContentItemSchema, 'The item with its schedule'),
    400: errorResponse('The time is not in the future'),
    404: errorResponse('No such item'),
    409: errorResponse('A stale revision, or the item is already published'),
    ...denied,
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  tags: ['Admin content'],
  summary: "Delete an item, its blocks and members' saves of it",
  ...access('admin'),
  request: { params: IdParam, ...jsonBody(AdminRevisionSchema) },
  responses: { 200: json(OkSchema, 'Deleted'), 404: errorResponse('No such item'), 409: stale, ...denied },
});

const uploadRoute = createRoute({
  method: 'post',
  path: '/images',
  tags: ['Admin content'],
  summary:
    'Upload a cover or body image (JPEG, PNG, GIF or WebP up to 10 MB, checked from its bytes; stored as WebP). ' +
    'The answer is its address, saved with the item.',
  ...access(
    'admin',
    allowBody(CONTENT_IMAGE_MAX_BYTES + MULTIPART_OVERHEAD, (c) =>
      c.json(errorBody('file_too_large', IMAGE_TOO_LARGE), 413),
    ),
  ),
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({
            kind: z.enum(['cover', 'block'], { error: () => 'kind must be cover or block' }),
            file: z
              .instanceof(File, { message: 'Choose an image file' })
              .openapi({ type: 'string', format: 'binary' }),
          }),
        },
      },
    },
  },
  responses: {
    201: json(AdminImageSchema, 'The stored image'),
    400: errorResponse('No file, or an image that cannot be read'),
    413: errorResponse(IMAGE_TOO_LARGE),
    415: errorResponse(INVALID_IMAGE_TYPE),
    ...denied,
  },
});

/** The console's content API, for administrators only; every change is written to the audit log. */
export function adminContentRoutes(deps: AppDeps) {
  const app = createRouter();
  const storage = deps.storage;

  app.openapi(listRoute, async (c) => {
    const q = c.req.valid('query');
    const page = await listAdminContent(deps.db, {
      ...q,
      sort: q.sort ?? 'updated',
      dir: q.dir ?? (q.sort === 'title' || q.sort === 'type' || q.sort === 'status' ? 'asc' : 'desc'),
    });
    return c.json(page, 200);
  });

  app.openapi(topicsRoute, async (c) => c.json({ topics: await adminTopics(deps.db) }, 200));

  app.openapi(uploadRoute, async (c) => {
    const { file, kind } = c.req.valid('form');
    if (file.size > CONTENT_IMAGE_MAX_BYTES) throw new AppError(413, 'file_too_large', IMAGE_TOO_LARGE);
    const image = await processContentImage(new Uint8Array(await file.arrayBuffer()), kind);
    const name = newContentImageFile();
    await storage.put(contentImageKey(name), image.bytes, 'image/webp');
    const url = contentImageUrl(name);
    await recordAdminAction(deps.db, c.get('member'), {
      action: 'content.image.upload',
      targetType: 'content-image',
      targetId: name,
      after: { url, kind, width: image.width, height: image.height },
    });
    return c.json({ url, width: image.width, height: image.height }, 201);
  });

  app.openapi(getRoute, async (c) => c.json(await getAdminItem(deps.db, c.req.valid('param').id), 200));

  app.openapi(createItemRoute, async (c) => {
    const item = await createAdminItem(deps.db, c.get('member'), c.req.valid('json'));
    return c.json(item, 201);
  });

  app.openapi(updateRoute, async (c) => {
    const { revision, item, autosave } = c.req.valid('json');
    const id = c.req.valid('param').id;
    const saved = await updateAdminItem(
      deps.db,
      c.get('member'),
      id,
      revision,
      item,
      autosave ? 'autosave' : 'save',
    );
    return c.json(saved, 200);
  });

  app.openapi(previewRoute, async (c) => {
    const { id, item } = c.req.valid('json');
    const now = (deps.clock ?? systemClock)();
    return c.json(await previewDetail(deps.db, c.get('member').user.id, id, item, now), 200);
  });

  app.openapi(versionsRoute, async (c) =>
    c.json({ versions: await listVersions(deps.db, c.req.valid('param').id) }, 200),
  );

  app.openapi(versionRoute, async (c) => {
    const { id, versionId } = c.req.valid('param');
    return c.json(await getVersion(deps.db, id, versionId), 200);
  });

  app.openapi(restoreRoute, async (c) => {
    const { id, versionId } = c.req.valid('param');
    const item = await restoreAdminVersion(
      deps.db,
      c.get('member'),
      id,
      versionId,
      c.req.valid('json').revision,
    );
    return c.json(item, 200);
  });

  app.openapi(scheduleRoute, async (c) => {
    const { revision, publishAt } = c.req.valid('json');
    const now = (deps.clock ?? systemClock)();
    const id = c.req.valid('param').id;
    const at = publishAt ? new Date(publishAt) : null;
    return c.json(await scheduleAdminItem(deps.db, c.get('member'), id, revision, at, now), 200);
  });

  for (const action of ['publish', 'unpublish'] as const) {
    app.openapi(statusRoute(action), async (c) => {
      const item = await setAdminItemStatus(
        deps.db,
        c.get('member'),
        c.req.valid('param').id,
        c.req.valid('json').revision,
        action === 'publish' ? 'published' : 'draft',
      );
      return c.json(item, 200);
    });
  }

  app.openapi(deleteRoute, async (c) => {
    await deleteAdminItem(deps.db, c.get('member'), c.req.valid('param').id, c.req.valid('json').revision);
    return c.json({ ok: true as const }, 200);
  });

  return app;
}

/**
 * Library images at /files/content/<file>: names are random per upload, so answers are cached for
 * good; anyone may fetch one (covers appear on public pages and shared links). Cards ask for them
 * at their own width (`?w=`, see cardCoverImage).
 */
export function contentImageFileRoutes(deps: AppDeps) {
  return webpFileRoutes(deps, {
    summary: 'A library image uploaded in the console (a WebP written by us; the name is random per upload)',
    fileName: CONTENT_IMAGE_FILE,
    storageKey: contentImageKey,
    widthKey: contentImageWidthKey,
  });
}
