import { createRoute, z } from '@hono/zod-openapi';
import { count, desc, eq } from 'drizzle-orm';
import { DigestSendPageSchema } from '../../../../shared/contract/digest';
import { DIGEST_SEND_STATUSES } from '../../../../shared/domain/digest';
import { fullName } from '../../../../shared/domain/member-names';
import type { AppDeps } from '../../../context';
import type { Db } from '../../../db/client';
import { digestSends, profiles, users } from '../../../db/schema';
import { access } from '../../../http/access';
import { createRouter, errorResponse, json } from '../../../http/openapi';
import { blankToUndefined, pagingFields } from '../../content/schemas';

/** The console's digest send log: who got which period's digest, or why it was skipped. */

const SendLogQuery = z.object({
  status: z
    .preprocess(blankToUndefined, z.enum(DIGEST_SEND_STATUSES, 'status is sent or skipped').optional())
    .openapi({ type: 'string', enum: [...DIGEST_SEND_STATUSES], description: 'Only sent, or only skipped' }),
  ...pagingFields({ maxPage: 10_000, maxPageSize: 100, defaultPageSize: 25 }),
});

const sendLog = createRoute({
  method: 'get',
  path: '/sends',
  tags: ['Admin'],
  ...access('admin'),
  summary: 'The digest send log, newest first, paged, filtered by status',
  request: { query: SendLogQuery },
  responses: {
    200: json(DigestSendPageSchema, 'A page of the send log'),
    400: errorResponse('Invalid request'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not an administrator'),
  },
});

export async function digestSendLog(
  db: Db,
  q: { status?: (typeof DIGEST_SEND_STATUSES)[number]; page: number; pageSize: number },
) {
  const where = q.status ? eq(digestSends.status, q.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: digestSends.id,
        memberId: digestSends.userId,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        email: users.email,
        period: digestSends.period,
        frequency: digestSends.frequency,
        status: digestSends.status,
        reason: digestSends.reason,
        items: digestSends.items,
        counts: digestSends.counts,
        createdAt: digestSends.createdAt,
      })
      .from(digestSends)
      .innerJoin(users, eq(users.id, digestSends.userId))
      .leftJoin(profiles, eq(profiles.id, digestSends.userId))
      .where(where)
      .orderBy(desc(digestSends.createdAt), desc(digestSends.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(digestSends).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      memberId: r.memberId,
      memberName: fullName({ firstName: r.firstName ?? '', lastName: r.lastName ?? '' }) || r.email,
      memberEmail: r.email,
      period: r.period,
      frequency: r.frequency,
      status: r.status,
      reason: r.reason,
      items: r.items,
      counts: r.counts ?? {},
      createdAt: r.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}

export function adminDigestRoutes(deps: AppDeps) {
  const app = createRouter();
  app.openapi(sendLog, async (c) => c.json(await digestSendLog(deps.db, c.req.valid('query')), 200));
  return app;
}
