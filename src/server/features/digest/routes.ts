import { createRoute } from '@hono/zod-openapi';
import {
  DigestPreferenceSchema,
  DigestPreviewSchema,
  DigestSettingsSchema,
} from '../../../shared/contract/digest';
import { DIGEST_MESSAGES } from '../../../shared/domain/digest';
import type { AppDeps } from '../../context';
import { access } from '../../http/access';
import { systemClock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { createRouter, errorResponse, json, jsonBody } from '../../http/openapi';
import { validUnsubscribeToken } from '../../mail/unsubscribe';
import { oneClickUnsubscribeRoute } from '../../mail/unsubscribe-route';
import { getDigestSettings, previewDigest, setDigestFrequency, unsubscribeDigest } from './service';

/** The personal digest: the member's choice, the preview of the next one, the one-click unsubscribe. */

const tags = ['Digest'];

const getSettings = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'My digest: off, weekly or monthly, and when the next one goes out',
  ...access('account'),
  responses: { 200: json(DigestSettingsSchema, 'My choice') },
});

const putSettings = createRoute({
  method: 'put',
  path: '/',
  tags,
  summary: 'Turn my digest off, or choose weekly or monthly',
  ...access('account'),
  request: jsonBody(DigestPreferenceSchema),
  responses: {
    200: json(DigestSettingsSchema, 'My choice'),
    400: errorResponse('Not off, weekly or monthly'),
  },
});

const preview = createRoute({
  method: 'get',
  path: '/preview',
  tags,
  summary: 'What my next digest would hold if it went out now (the same sections as the mail)',
  ...access('member'),
  responses: { 200: json(DigestPreviewSchema, 'The sections with items; none: nothing new yet') },
});

const oneClick = oneClickUnsubscribeRoute('digest', { tags, what: 'the digest' });

export function digestRoutes(deps: AppDeps) {
  const app = createRouter();
  const clock = deps.clock ?? systemClock;
  app.openapi(getSettings, async (c) =>
    c.json(await getDigestSettings(deps.db, c.get('member').user.id, clock()), 200),
  );
  app.openapi(putSettings, async (c) =>
    c.json(
      await setDigestFrequency(deps.db, c.get('member').user.id, c.req.valid('json').frequency, clock()),
      200,
    ),
  );
  app.openapi(preview, async (c) => {
    const member = c.get('member');
    return c.json(
      await previewDigest(deps, { userId: member.user.id, role: member.profile.role }, clock()),
      200,
    );
  });
  app.openapi(oneClick, async (c) => {
    const { u, t } = c.req.valid('query');
    if (!validUnsubscribeToken(deps.env.BETTER_AUTH_SECRET, 'digest', u, t)) {
      throw new AppError(400, 'invalid_token', 'Invalid unsubscribe link');
    }
    await unsubscribeDigest(deps.db, u, clock());
    return c.json({ ok: true as const, message: DIGEST_MESSAGES.unsubscribed }, 200);
  });
  return app;
}
