import { z } from 'zod';

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
