import { createRoute, z } from '@hono/zod-openapi';
import { desc, eq, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { OutboxSchema } from '../../../shared/contract/dev-outbox';
import type { AppDeps, AppEnv } from '../../context';
import { mailOutbox } from '../../db/schema';
import { access } from '../../http/access';
import { fromThisMachine } from '../../lib/loopback';
import { createRouter, json } from '../../http/openapi';

/**
 * The development outbox: without SMTP_URL every email is stored instead of sent, and this lists
 * them so sign-up, magic-link, reset and invite links can be followed locally. Mounted only when
 * the mailer is the outbox and NODE_ENV is not production (see `devOutboxEnabled`), and answers
 * only the machine itself: anyone else gets 404, the page and its API alike. The links in it sign
 * people in, so this is the only place they can be read (never the log).
 */

const list = createRoute({
  method: 'get',
  path: '/outbox',
  tags: ['Development'],
  summary: 'Recent emails stored by the development outbox (absent in production)',
  ...access('loopback'),
  request: {
    query: z.object({
      to: z.string().trim().max(320).optional().openapi({ description: 'Only messages to this address' }),
      limit: z.coerce.number().int().min(1).max(200).default(50),
    }),
  },
  responses: { 200: json(OutboxSchema, 'Newest first') },
});

export function devOutboxEnabled(deps: Pick<AppDeps, 'env' | 'mailer'>): boolean {
  return deps.env.NODE_ENV !== 'production' && deps.mailer.kind === 'outbox';
}

/**
 * The /dev/outbox page of the browser app: served to this machine while the outbox is in use,
 * 404 for everyone else and whenever the outbox is not in use.
 */
export function devOutboxPage(deps: Pick<AppDeps, 'env' | 'mailer'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!devOutboxEnabled(deps) || !fromThisMachine(c)) return c.text('Not found', 404);
    await next();
  };
}

export function devOutboxRoutes(deps: AppDeps) {
  const app = createRouter();
  app.openapi(list, async (c) => {
    const { to, limit } = c.req.valid('query');
    const rows = await deps.db
      .select({
        id: mailOutbox.id,
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        link: mailOutbox.link,
        text: mailOutbox.text,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .where(to ? eq(sql`lower(${mailOutbox.to})`, to.toLowerCase()) : undefined)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(limit);
    return c.json({ messages: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) }, 200);
  });
  return app;
}
