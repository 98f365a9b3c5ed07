import { z } from 'zod';
import { NPS_BANDS } from '../domain/nps';

/** The periods the Feedback console offers: the last 3, 6, 12 or 24 calendar months (UTC), or all. */
export const FEEDBACK_PERIODS = ['3m', '6m', '12m', '24m', 'all'] as const;
export type FeedbackPeriod = (typeof FEEDBACK_PERIODS)[number];
export const DEFAULT_FEEDBACK_PERIOD: FeedbackPeriod = '12m';

/** Where an answer came from: the satisfaction survey, or the feedback form a member opens themself. */
export const FEEDBACK_SOURCES = ['nps', 'manual'] as const;
export type FeedbackSource = (typeof FEEDBACK_SOURCES)[number];

export const FEEDBACK_PAGE_SIZE = 20;

const NpsFields = {
  responses: z.number().int(),
  promoters: z.number().int(),
  passives: z.number().int(),
  detractors: z.number().int(),
  nps: z.number().int().nullable().meta({ description: 'Promoters % − detractors %, null without answers' }),
};

export const NpsMonthSchema = z
  .object({ month: z.string().meta({ description: 'The calendar month (UTC), YYYY-MM' }), ...NpsFields })
  .meta({ id: 'NpsMonth' });
export type NpsMonth = z.infer<typeof NpsMonthSchema>;

export const FeedbackOverviewSchema = z
  .object({
    period: z.enum(FEEDBACK_PERIODS),
    from: z.string().nullable().meta({ description: 'First month of the period (YYYY-MM), null when empty' }),
    to: z.string().meta({ description: 'Last month of the period (YYYY-MM): the current month' }),
    totals: z.object(NpsFields),
    months: z.array(NpsMonthSchema),
    distribution: z
      .array(z.object({ score: z.number().int(), count: z.number().int() }))
      .meta({ description: 'How many survey answers gave each score 0–10 in the period (11 entries)' }),
  })
  .meta({ id: 'FeedbackOverview' });
export type FeedbackOverview = z.infer<typeof FeedbackOverviewSchema>;

export const FeedbackCommentSchema = z
  .object({
    id: z.uuid(),
    createdAt: z.string().meta({ description: 'When it was given (ISO 8601)' }),
    source: z.enum(FEEDBACK_SOURCES),
    score: z.number().int().nullable(),
    band: z.enum(NPS_BANDS).nullable(),
    comment: z.string(),
    member: z.object({ id: z.uuid(), name: z.string().nullable(), email: z.string() }),
  })
  .meta({ id: 'FeedbackComment' });
export type FeedbackComment = z.infer<typeof FeedbackCommentSchema>;

export const FeedbackCommentPageSchema = z
  .object({
    items: z.array(FeedbackCommentSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'FeedbackCommentPage' });
export type FeedbackCommentPage = z.infer<typeof FeedbackCommentPageSchema>;
