import { z } from 'zod';

/** The console's Insight section. */

export const INSIGHT_PERIODS = [7, 30, 90, 365] as const;

const CountedItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.string(),
  count: z.number().int(),
});

const WeekPairSchema = z.object({ current: z.number().int(), previous: z.number().int() });

export const InsightSchema = z
  .object({
    periodDays: z.number().int(),
    from: z.string(),
    to: z.string(),
    activeMembers: z.object({
      last7: z.number().int(),
      last30: z.number().int(),
      /** Accounts that can sign in (not deactivated, password chosen). */
      total: z.number().int(),
    }),
    mostViewed: z.array(CountedItemSchema),
    mostSaved: z.array(CountedItemSchema),
    searchMisses: z.array(z.object({ query: z.string(), count: z.number().int(), days: z.number().int() })),
    savesByType: z.array(z.object({ type: z.string(), count: z.number().int() })),
    /** The last 7 days (current) beside the 7 days before them (previous). */
    weekOverWeek: z.object({
      views: WeekPairSchema,
      saves: WeekPairSchema,
      missedSearches: WeekPairSchema,
      newMembers: WeekPairSchema,
    }),
  })
  .meta({ id: 'Insight' });
export type Insight = z.infer<typeof InsightSchema>;
