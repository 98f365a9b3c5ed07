import { z } from 'zod';

/** The member's own calendar feed address (docs/decisions/0040-calendar-feed.md). */
export const CalendarFeedSchema = z
  .object({
    url: z
      .string()
      .meta({ description: 'The https address of the feed (a secret: whoever has it reads the feed)' }),
    webcalUrl: z
      .string()
      .meta({ description: 'The same address as webcal://, which opens the calendar app' }),
  })
  .meta({ id: 'CalendarFeed' });
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;
