import { createRoute, z } from '@hono/zod-openapi';
import { desc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { mailOutbox } from '../../db/schema';
import { createRouter, json } from '../../lib/openapi';

/**
 * The development outbox: without SMTP_URL every email is stored instead of sent, and this lists
 * them so sign-up, magic-link, reset and invite links can be followed locally. Mounted only when
 * the mailer is the outbox and NODE_ENV is not production (see `devOutboxEnabled`).
 */

const OutboxMessage = z
  .object({
    id: z.uuid(),
    to: z.string(),
    subject: z.string(),
    link: z.string().nullable(),
    text: z.string(),
    createdAt: z.string(),
  })
  .openapi('OutboxMessage');

const list = createRoute({
  method: 'get',
  path: '/outbox',
  tags: ['Development'],
  summary: 'Recent emails stored by the development outbox (absent in production)',
  request: {
    query: z.object({
      to: z.string().trim().max(320).optional().openapi({ description: 'Only messages to this address' }),
      limit: z.coerce.number().int().min(1).max(200).default(50),
    }),
  },
  responses: { 200: json(z.object({ messages: z.array(OutboxMessage) }), 'Newest first') },
});

export function devOutboxEnabled(deps: Pick<AppDeps, 'env' | 'mailer'>): boolean {
  return deps.env.NODE_ENV !== 'production' && deps.mailer.kind === 'outbox';
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
