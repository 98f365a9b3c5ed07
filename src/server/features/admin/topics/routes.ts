/**
 * The console's Topics: every topic in use with its number of items, and renaming one. A new name
 * that another topic already has (whatever its capitals) merges the two: the items carry the
 * existing topic, once. One statement updates every item, drafts included, so the library never
 * shows both names; the content triggers refresh the search index as for any edit.
 */
import { createRoute } from '@hono/zod-openapi';
import { desc, sql } from 'drizzle-orm';
import {
  AdminTopicListSchema,
  TopicRenameInputSchema,
  TopicRenameResultSchema,
} from '../../../../shared/contract/admin-topics';
import type { AppDeps } from '../../../context';
import type { Db } from '../../../db/client';
import { resources } from '../../../db/schema';
import { access } from '../../../http/access';
import { badRequest, notFound } from '../../../lib/errors';
import { createRouter, errorResponse, json, jsonBody } from '../../../http/openapi';
import { recordAdminAction } from '../audit/service';

const denied = {
  400: errorResponse('Invalid request'),
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an administrator'),
};

const list = createRoute({
  method: 'get',
  path: '/',
  tags: ['Admin'],
  ...access('admin'),
  summary: 'Every topic in use, with its number of items (drafts included)',
  responses: { 200: json(AdminTopicListSchema, 'The topics, most used first'), ...denied },
});

const rename = createRoute({
  method: 'post',
  path: '/rename',
  tags: ['Admin'],
  ...access('admin'),
  summary: "Rename a topic on every item; to another topic's name, merge the two",
  request: jsonBody(TopicRenameInputSchema),
  responses: {
    200: json(TopicRenameResultSchema, 'Renamed or merged'),
    ...denied,
    404: errorResponse('No item carries the topic'),
  },
});

const topicCounts = (db: Db) => {
  const topic = sql<string>`t.topic`;
  return db
    .select({ name: topic, items: sql<number>`count(*)`.mapWith(Number) })
    .from(sql`${resources} CROSS JOIN LATERAL unnest(${resources.topics}) AS t(topic)`)
    .groupBy(topic)
    .orderBy(desc(sql`count(*)`), topic);
};

export function adminTopicRoutes(deps: AppDeps) {
  const app = createRouter();
  const { db } = deps;

  app.openapi(list, async (c) => c.json({ items: await topicCounts(db) }, 200));

  app.openapi(rename, async (c) => {
    const { from, to } = c.req.valid('json');
    if (from === to) throw badRequest('The new name is the same as the old one.', 'same_topic');
    const admin = c.get('member');
    const result = await db.transaction(async (tx) => {
      const topics = await topicCounts(tx);
      if (!topics.some((t) => t.name === from)) throw notFound(`No item has the topic “${from}”.`);
      // Another topic of that name, whatever its capitals, is the one the items join.
      const existing = topics.find((t) => t.name !== from && t.name.toLowerCase() === to.toLowerCase());
      const name = existing?.name ?? to;
      // Each item's topics in their order, the old name replaced, each name once.
      const changed = await tx
        .update(resources)
        .set({
          topics: sql`(
            SELECT array_agg(u.topic ORDER BY u.first)
            FROM (
              SELECT t.topic, min(t.ord) AS first
              FROM unnest(array_replace(${resources.topics}, ${from}::text, ${name}::text)) WITH ORDINALITY AS t(topic, ord)
              GROUP BY t.topic
            ) u
          )`,
        })
        .where(sql`${from}::text = ANY(${resources.topics})`)
        .returning({ id: resources.id });
      await recordAdminAction(tx, admin, {
        action: existing ? 'topic.merge' : 'topic.rename',
        targetType: 'topic',
        targetId: name,
        before: { name: from },
        after: { name, items: changed.length },
      });
      return { name, merged: existing !== undefined, items: changed.length };
    });
    return c.json(result, 200);
  });

  return app;
}
