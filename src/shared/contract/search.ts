import { z } from 'zod';
import { SEARCH_KINDS, type SearchKind } from '../domain/content';
import { ContentCardSchema } from './content';

/** Results per kind over all kinds; only kinds with results appear. */
const CountsSchema = z.object(
  Object.fromEntries(SEARCH_KINDS.map((k) => [k, z.number().int().optional()])),
) as unknown as z.ZodType<Partial<Record<SearchKind, number>>>;

/** One page of ranked search results (docs/api/library-search.md). */
export const SearchResultSchema = z
  .object({
    query: z.string(),
    items: z.array(ContentCardSchema),
    total: z.number().int().meta({ description: 'Results of the chosen type (all types without type)' }),
    counts: CountsSchema.meta({ description: 'Results per type over all types; only types with results' }),
    page: z.number().int(),
    pageSize: z.number().int(),
    popularTopics: z
      .array(z.string())
      .optional()
      .meta({
        description: 'When nothing was found: the topics most of the library is about, to try instead',
      }),
  })
  .meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof SearchResultSchema>;
