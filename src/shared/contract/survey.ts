import { z } from 'zod';
import { SURVEY_COMMENT_MAX, SURVEY_SCORE_MAX, SURVEY_SCORE_MIN } from '../domain/survey';

/** The satisfaction survey (src/shared/domain/survey.ts holds its rule). */

export const SurveyStatusSchema = z
  .object({
    pageViews: z.number().int().meta({ description: 'Counted page views since the survey was last shown' }),
    show: z.boolean().meta({ description: 'Whether the survey may be shown now' }),
    dueAt: z
      .string()
      .nullable()
      .meta({ description: 'When the 30 days after the last display or answer end; null if none' }),
  })
  .meta({ id: 'SurveyStatus' });
export type SurveyStatus = z.infer<typeof SurveyStatusSchema>;

const SessionId = z.string().trim().min(1, 'sessionId is required').max(100);

/** A page view reported by the member's browser. */
export const SurveyPageViewInput = z.object({
  path: z.string().max(2000),
  welcomeSeen: z.boolean(),
});

/** The survey was shown: by which tab session, on which page. */
export const SurveyDisplayInput = z.object({
  sessionId: SessionId,
  pageUrl: z.string().max(2000).optional(),
});

/** An answer: a whole score 0–10 and an optional comment (trimmed; empty means none). */
export const SurveyResponseInput = z.object({
  score: z
    .number({ error: 'Please choose a score' })
    .int('Please choose a score')
    .min(SURVEY_SCORE_MIN, 'Please choose a score')
    .max(SURVEY_SCORE_MAX, 'Please choose a score'),
  comment: z
    .string()
    .trim()
    .max(SURVEY_COMMENT_MAX, `Comment must be at most ${SURVEY_COMMENT_MAX} characters`)
    .optional()
    .transform((v) => (v ? v : undefined)),
  sessionId: SessionId,
});
