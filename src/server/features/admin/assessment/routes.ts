import { createRoute, z } from '@hono/zod-openapi';
import {
  AdminBankSchema,
  BankDocumentReadSchema,
  PublishBankSchema,
  SaveDraftSchema,
} from '../../../../shared/contract/assessment-bank';
import type { AppDeps } from '../../../context';
import { access } from '../../../http/access';
import { allowBody } from '../../../http/body-limit';
import { attachment } from '../../../lib/attachment';
import { createRouter, errorResponse, json, jsonBody } from '../../../http/openapi';
import { adminBank, discardDraft, exportBank, importBank, publishDraft, saveDraft } from './service';

/** The console's Assessment section: the competency bank (see service.ts). */

const tags = ['Admin'];

/** A whole bank document: the shipped one is about 40 KB, a large one a few times that. */
export const BANK_BODY_BYTES = 1024 * 1024;

const denied = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an administrator'),
  404: errorResponse('No active assessment found'),
};

const read = createRoute({
  method: 'get',
  path: '/',
  tags,
  ...access('admin'),
  summary: 'The published competency bank, the draft of its next version, and the versions published',
  responses: { 200: json(AdminBankSchema, 'The bank'), ...denied },
});

const save = createRoute({
  method: 'put',
  path: '/draft',
  tags,
  ...access('admin', allowBody(BANK_BODY_BYTES)),
  summary: 'Save the draft: the whole bank document, as edited',
  request: jsonBody(SaveDraftSchema),
  responses: {
    200: json(AdminBankSchema, 'Saved'),
    400: errorResponse('Not a valid bank document: the message names the field'),
    409: errorResponse('The draft changed since it was read'),
    413: errorResponse('The body is too large'),
    ...denied,
  },
});

const discard = createRoute({
  method: 'delete',
  path: '/draft',
  tags,
  ...access('admin'),
  summary: 'Discard the draft',
  responses: { 200: json(AdminBankSchema, 'Discarded'), 409: errorResponse('There is no draft'), ...denied },
});

const publish = createRoute({
  method: 'post',
  path: '/publish',
  tags,
  ...access('admin'),
  summary: 'Publish the draft as the next version (items left out are retired, never deleted)',
  request: jsonBody(PublishBankSchema),
  responses: {
    200: json(AdminBankSchema, 'Published'),
    400: errorResponse('Invalid body'),
    409: errorResponse('There is no draft, or it changed since it was read'),
    ...denied,
  },
});

const exportRoute = createRoute({
  method: 'get',
  path: '/export',
  tags,
  ...access('admin'),
  summary: 'The published bank as a JSON file (a bank document, to edit and import again)',
  responses: { 200: json(BankDocumentReadSchema, 'The bank document, as a download'), ...denied },
});

const importRoute = createRoute({
  method: 'post',
  path: '/import',
  tags,
  ...access('admin', allowBody(BANK_BODY_BYTES)),
  summary: 'Import a bank document (a JSON file) as the draft, replacing any draft',
  request: jsonBody(z.unknown().openapi({ description: 'A bank document (BankDocument)' })),
  responses: {
    200: json(AdminBankSchema, 'Imported into the draft'),
    400: errorResponse('Not a valid bank document: the message names the field; nothing changed'),
    413: errorResponse('The file is too large'),
    ...denied,
  },
});

export function adminAssessmentBankRoutes(deps: AppDeps) {
  const app = createRouter();
  const { db } = deps;

  app.openapi(read, async (c) => c.json(await adminBank(db), 200));

  app.openapi(save, async (c) => {
    const body = c.req.valid('json');
    await saveDraft(db, c.get('member'), { bank: body.bank, draftUpdatedAt: body.draftUpdatedAt });
    return c.json(await adminBank(db), 200);
  });

  app.openapi(discard, async (c) => {
    await discardDraft(db, c.get('member'));
    return c.json(await adminBank(db), 200);
  });

  app.openapi(publish, async (c) => {
    const version = await publishDraft(db, c.get('member'), c.req.valid('json').draftUpdatedAt);
    c.get('log').info({ adminId: c.get('member').user.id, version }, 'competency bank published');
    return c.json(await adminBank(db), 200);
  });

  app.openapi(exportRoute, async (c) => {
    const { version, bank } = await exportBank(db);
    c.header('Content-Disposition', attachment(`${deps.env.APP_NAME}-competency-bank-v${version}.json`));
    c.header('Cache-Control', 'private, no-store');
    return c.json(bank, 200);
  });

  app.openapi(importRoute, async (c) => {
    await importBank(db, c.get('member'), c.req.valid('json'));
    return c.json(await adminBank(db), 200);
  });

  return app;
}
