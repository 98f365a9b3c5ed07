import { createRoute, z } from '@hono/zod-openapi';
import {
  DEFAULT_FEEDBACK_PERIOD,
  FEEDBACK_PAGE_SIZE,
  FEEDBACK_PERIODS,
  FEEDBACK_SOURCES,
  FeedbackCommentPageSchema,
  FeedbackOverviewSchema,
} from '../../../../shared/contract/admin-feedback';
import { NPS_BANDS } from '../../../../shared/domain/nps';
import type { AppDeps } from '../../../context';
import { access } from '../../../http/access';
import { attachment } from '../../../lib/attachment';
import { toCsv } from '../../../lib/csv';
import { createRouter, errorResponse, json } from '../../../http/openapi';
import { recordAdminAction } from '../audit/service';
import { pagingFields } from '../../content/schemas';
import { feedbackComments, feedbackForExport, feedbackOverview } from './service';

const tags = ['Admin'];

const blank = (v: unknown) => (v === '' ? undefined : v);

const PeriodQuery = z.object({
  period: z.preprocess(
    blank,
    z
      .enum(FEEDBACK_PERIODS, `period must be one of ${FEEDBACK_PERIODS.join(', ')}`)
      .default(DEFAULT_FEEDBACK_PERIOD),
  ),
});

const FilterQuery = PeriodQuery.extend({
  band: z.preprocess(blank, z.enum(NPS_BANDS, 'band must be detractor, passive or promoter').optional()),
  source: z.preprocess(blank, z.enum(FEEDBACK_SOURCES, 'source must be nps or manual').optional()),
});

const CommentsQuery = FilterQuery.extend(
  pagingFields({ maxPage: 10_000, maxPageSize: 100, defaultPageSize: FEEDBACK_PAGE_SIZE }),
);

const adminErrors = {
  400: errorResponse('Invalid filter'),
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an administrator'),
};

const overviewRoute = createRoute({
  method: 'get',
  path: '/overview',
  tags,
  ...access('admin'),
  summary:
    'NPS month by month (promoters, passives, detractors, answers) and the 0–10 distribution of the ' +
    'satisfaction survey over a period of whole UTC months',
  request: { query: PeriodQuery },
  responses: { 200: json(FeedbackOverviewSchema, 'The NPS by month and the distribution'), ...adminErrors },
});

const commentsRoute = createRoute({
  method: 'get',
  path: '/comments',
  tags,
  ...access('admin'),
  summary: 'Answers with a comment, newest first, with the member who gave them; filtered and paged',
  request: { query: CommentsQuery },
  responses: { 200: json(FeedbackCommentPageSchema, 'One page of comments'), ...adminErrors },
});

const exportRoute = createRoute({
  method: 'get',
  path: '/export.csv',
  tags,
  ...access('admin'),
  summary: 'Every answer in the filters (with or without a comment) as a CSV file',
  request: { query: FilterQuery },
  responses: {
    200: { description: 'A CSV file (RFC 4180, UTF-8)', content: { 'text/csv': { schema: z.string() } } },
    ...adminErrors,
  },
});

export const CSV_HEADER = ['Date', 'Source', 'Score', 'Band', 'Comment', 'Member', 'Email'] as const;

/** The Feedback section of the admin console: administrators only. */
export function adminFeedbackRoutes(deps: AppDeps) {
  const app = createRouter();

  app.openapi(overviewRoute, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await feedbackOverview(deps.db, { ...c.req.valid('query'), now: new Date() }), 200);
  });

  app.openapi(commentsRoute, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await feedbackComments(deps.db, { ...c.req.valid('query'), now: new Date() }), 200);
  });

  app.openapi(exportRoute, async (c) => {
    const now = new Date();
    const rows = await feedbackForExport(deps.db, { ...c.req.valid('query'), now });
    const csv = toCsv(
      CSV_HEADER,
      rows.map((r) => [r.createdAt, r.source, r.score, r.band, r.comment, r.member.name, r.member.email]),
    );
    // The file holds members' names and emails: who took a copy, of what and when, is on record.
    const filters = c.req.valid('query');
    await recordAdminAction(deps.db, c.get('member'), {
      action: 'feedback.export',
      targetType: 'feedback',
      after: {
        period: filters.period,
        band: filters.band ?? null,
        source: filters.source ?? null,
        rows: rows.length,
      },
    });
    c.get('log').info({ adminId: c.get('member').user.id, rows: rows.length }, 'feedback exported');
    // A byte-order mark, so spreadsheet programs read the file as UTF-8.
    return c.body(`\uFEFF${csv}`, 200, {
      'Content-Type': 'text/csv; charset=utf-8; header=present',
      'Content-Disposition': attachment(
        `${deps.env.APP_NAME}-feedback-${now.toISOString().slice(0, 10)}.csv`,
      ),
      'Cache-Control': 'private, no-store',
    });
  });

  return app;
}
