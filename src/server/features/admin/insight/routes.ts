import { createRoute, z } from '@hono/zod-openapi';
import { type AnyColumn, and, count, desc, eq, gte, isNull, type SQL, sql } from 'drizzle-orm';
import { INSIGHT_PERIODS, InsightSchema } from '../../../../shared/contract/admin-insight';
import type { AppDeps } from '../../../context';
import type { Db } from '../../../db/client';
import {
  profiles,
  resources,
  resourceViews,
  savedResources,
  searchMisses,
  sessions,
  users,
} from '../../../db/schema';
import { access } from '../../../http/access';
import { createRouter, errorResponse, json } from '../../../http/openapi';
import { blankToUndefined } from '../../content/schemas';

const DAY_MS = 864e5;
const TOP = 10;

const denied = {
  400: errorResponse('Invalid request'),
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an administrator'),
};

const InsightQuery = z.object({
  days: z
    .preprocess(
      blankToUndefined,
      z.coerce
        .number()
        .refine(
          (n) => (INSIGHT_PERIODS as readonly number[]).includes(n),
          `days is one of ${INSIGHT_PERIODS.join(', ')}`,
        )
        .default(30),
    )
    .openapi({ type: 'integer', enum: [...INSIGHT_PERIODS] }),
});

const insight = createRoute({
  method: 'get',
  path: '/',
  tags: ['Admin'],
  ...access('admin'),
  summary: 'Active members, most viewed and saved items, searches that found nothing, saves by type',
  request: { query: InsightQuery },
  responses: { 200: json(InsightSchema, 'The figures of the period'), ...denied },
});

/**
 * The console's first page, in a handful of aggregates over indexed ranges: views and saves of the
 * period (indexed by time), searches that found nothing from their daily roll-up, and members
 * active in the last 7 and 30 days from sign-ins and session refreshes.
 */
async function insightFigures(db: Db, days: number, now: Date = new Date()) {
  const from = new Date(now.getTime() - days * DAY_MS);
  const since = (n: number) => new Date(now.getTime() - n * DAY_MS);
  const activeSince = (d: Date) =>
    sql<number>`count(*) filter (where ${profiles.lastSignInAt} >= ${d} or exists (select 1 from ${sessions} where ${sessions.userId} = ${profiles.id} and ${sessions.updatedAt} >= ${d}))`.mapWith(
      Number,
    );
  const fromDay = from.toISOString().slice(0, 10);

  const [[active], mostViewed, mostSaved, misses, savesByType, weekOverWeek] = await Promise.all([
    db
      .select({ last7: activeSince(since(7)), last30: activeSince(since(30)), total: count() })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(and(isNull(profiles.deactivatedAt), eq(users.passwordSet, true))),
    db
      .select({ id: resources.id, title: resources.title, type: resources.type, count: count() })
      .from(resourceViews)
      .innerJoin(resources, eq(resources.id, resourceViews.resourceId))
      .where(gte(resourceViews.viewedAt, from))
      .groupBy(resources.id)
      .orderBy(desc(count()), resources.title)
      .limit(TOP),
    db
      .select({
        id: resources.id,
        title: resources.title,
        type: resources.type,
        count: sql<number>`count(distinct ${savedResources.userId})`.mapWith(Number),
      })
      .from(savedResources)
      .innerJoin(resources, eq(resources.id, savedResources.resourceId))
      .where(gte(savedResources.savedAt, from))
      .groupBy(resources.id)
      .orderBy(desc(sql`count(distinct ${savedResources.userId})`), resources.title)
      .limit(TOP),
    db
      .select({
        query: searchMisses.query,
        count: sql<number>`sum(${searchMisses.count})`.mapWith(Number),
        days: count(),
      })
      .from(searchMisses)
      .where(gte(searchMisses.day, fromDay))
      .groupBy(searchMisses.query)
      .orderBy(desc(sql`sum(${searchMisses.count})`), searchMisses.query)
      .limit(TOP * 2),
    db
      .select({
        type: resources.type,
        count: sql<number>`count(distinct (${savedResources.userId}, ${savedResources.resourceId}))`.mapWith(
          Number,
        ),
      })
      .from(savedResources)
      .innerJoin(resources, eq(resources.id, savedResources.resourceId))
      .where(gte(savedResources.savedAt, from))
      .groupBy(resources.type)
      .orderBy(desc(sql`count(distinct (${savedResources.userId}, ${savedResources.resourceId}))`)),
    weekOverWeekFigures(db, now),
  ]);
  return {
    periodDays: days,
    from: from.toISOString(),
    to: now.toISOString(),
    activeMembers: {
      last7: active?.last7 ?? 0,
      last30: active?.last30 ?? 0,
      total: Number(active?.total ?? 0),
    },
    mostViewed: mostViewed.map((r) => ({ ...r, count: Number(r.count) })),
    mostSaved,
    searchMisses: misses.map((m) => ({ ...m, days: Number(m.days) })),
    savesByType,
    weekOverWeek,
  };
}

/**
 * The last 7 days beside the 7 before them: views, saves, searches that found nothing and members
 * who joined, each counted over its indexed time column.
 */
async function weekOverWeekFigures(db: Db, now: Date) {
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const twoWeeksAgo = new Date(now.getTime() - 14 * DAY_MS);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const split = (column: SQL | AnyColumn, current: SQL | Date | string, previous: SQL | Date | string) =>
    ({
      current: sql<number>`count(*) filter (where ${column} >= ${current})`.mapWith(Number),
      previous:
        sql<number>`count(*) filter (where ${column} >= ${previous} and ${column} < ${current})`.mapWith(
          Number,
        ),
    }) as const;
  const [[views], [saves], [misses], [joined]] = await Promise.all([
    db
      .select(split(resourceViews.viewedAt, weekAgo, twoWeeksAgo))
      .from(resourceViews)
      .where(gte(resourceViews.viewedAt, twoWeeksAgo)),
    db
      .select(split(savedResources.savedAt, weekAgo, twoWeeksAgo))
      .from(savedResources)
      .where(gte(savedResources.savedAt, twoWeeksAgo)),
    db
      .select({
        current:
          sql<number>`coalesce(sum(${searchMisses.count}) filter (where ${searchMisses.day} > ${day(weekAgo)}), 0)`.mapWith(
            Number,
          ),
        previous:
          sql<number>`coalesce(sum(${searchMisses.count}) filter (where ${searchMisses.day} <= ${day(weekAgo)}), 0)`.mapWith(
            Number,
          ),
      })
      .from(searchMisses)
      .where(gte(searchMisses.day, day(new Date(twoWeeksAgo.getTime() + DAY_MS)))),
    db
      .select(split(profiles.createdAt, weekAgo, twoWeeksAgo))
      .from(profiles)
      .where(gte(profiles.createdAt, twoWeeksAgo)),
  ]);
  const pair = (r?: { current: number; previous: number }) => ({
    current: r?.current ?? 0,
    previous: r?.previous ?? 0,
  });
  return { views: pair(views), saves: pair(saves), missedSearches: pair(misses), newMembers: pair(joined) };
}

/** The admin console's Audit log and Insight sections. */
export function adminInsightRoutes(deps: AppDeps) {
  const app = createRouter();
  app.openapi(insight, async (c) => c.json(await insightFigures(deps.db, c.req.valid('query').days), 200));
  return app;
}
