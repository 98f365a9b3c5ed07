import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The L&D vocabulary: groups of words practitioners use for one idea (synonyms, acronyms, related
 * concepts). A question or a search that uses one term of a group also looks for the others.
 * Product data shipped with every install (features/vocabulary/install.ts) and edited by
 * administrators; terms are stored lower-case, one word or a short phrase each.
 */
export const vocabularyGroups = pgTable(
  'vocabulary_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the group is about, for administrators ("Training needs analysis"). */
    label: text('label').notNull(),
    terms: text('terms').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (t) => [index('vocabulary_groups_terms_gin').using('gin', t.terms)],
);

/**
 * Which shipped groups this install has been given, by label: a group shipped in a later release
 * is added once, and one an administrator renames or deletes afterwards is not given again.
 */
export const vocabularyShipped = pgTable('vocabulary_shipped', {
  label: text('label').primaryKey(),
  offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
});
