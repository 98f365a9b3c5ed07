import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { resources } from './content';

export const collections = pgTable(
  'collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('collections_name_nonempty', sql`length(btrim(${t.name})) > 0`),
    check('collections_name_length', sql`length(${t.name}) <= 200`),
    index('collections_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * A saved item. collection_id null is the plain save; a row with a collection puts it in that
 * collection. Deleting a collection removes only its rows, never the plain saves.
 */
export const savedResources = pgTable(
  'saved_resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resourceId: text('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    collectionId: uuid('collection_id').references(() => collections.id, { onDelete: 'cascade' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('saved_resources_user_item_collection_uq')
      .on(t.userId, t.resourceId, t.collectionId)
      .nullsNotDistinct(),
    index('saved_resources_user_saved_idx').on(t.userId, t.savedAt.desc()),
    index('saved_resources_collection_idx').on(t.collectionId),
    index('saved_resources_resource_idx').on(t.resourceId),
    // The admin console's insight counts the saves of a period.
    index('saved_resources_saved_idx').on(t.savedAt),
  ],
);
