import { z } from 'zod';
import { ContentCardSchema } from './content';

/** The member's home page: what is coming up, what is new, what they saved (docs/api/library-search.md). */

export const HomeDashboardSchema = z
  .object({
    upcomingEvents: z
      .array(ContentCardSchema)
      .meta({ description: 'Upcoming events, soonest first (at most 6)' }),
    justAdded: z
      .array(ContentCardSchema)
      .meta({ description: 'The 3 newest items, upcoming events excluded' }),
    recentlySaved: z.array(ContentCardSchema).meta({ description: 'My 3 most recently saved items' }),
  })
  .meta({ id: 'HomeDashboard' });
export type HomeDashboard = z.infer<typeof HomeDashboardSchema>;
