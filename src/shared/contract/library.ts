import { z } from 'zod';
import { ContentCardSchema } from './content';

/** Saved items and collections (docs/api/library-search.md). */

export const SavedStateSchema = z
  .object({
    resourceId: z.string(),
    isSaved: z.boolean(),
    savedAt: z.string().nullable(),
    collectionIds: z.array(z.string()),
  })
  .meta({ id: 'SavedState' });
export type SavedState = z.infer<typeof SavedStateSchema>;

export const CollectionSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    createdAt: z.string(),
    resourceCount: z.number().int(),
    hasResource: z
      .boolean()
      .optional()
      .meta({ description: 'Only when the list was asked with ?resourceId: whether it holds that item' }),
  })
  .meta({ id: 'Collection' });
export type Collection = z.infer<typeof CollectionSchema>;

export const SavedListSchema = z
  .object({
    items: z.array(ContentCardSchema),
    topics: z.array(z.string()).meta({ description: 'Topics of all saved items, sorted' }),
  })
  .meta({ id: 'SavedList' });
export type SavedList = z.infer<typeof SavedListSchema>;

export const CollectionDetailSchema = z
  .object({ collection: CollectionSchema, items: z.array(ContentCardSchema) })
  .meta({ id: 'CollectionDetail' });
export type CollectionDetail = z.infer<typeof CollectionDetailSchema>;
