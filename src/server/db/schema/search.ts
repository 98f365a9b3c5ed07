import { customType, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { SEARCH_KINDS, type SearchKind } from '../../../shared/domain/content';
import { resources } from './content';

/** PostgreSQL's `tsvector`; the application never reads it, only the search query does. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The search filter's types: one rule, `searchKind` in shared/domain/content.ts. */
export { SEARCH_KINDS, type SearchKind };

/**
 * One row per content item: its weighted full-text document and the few columns the ranking and
 * the per-type counts need, kept narrow so that a search scans small rows and joins `resources`
 * only for the page it returns. Written only by the triggers of migration 0003_search (on
 * resources and resource_blocks) — never by the application.
 */
export const resourceSearch = pgTable(
  'resource_search',
  {
    resourceId: text('resource_id')
      .primaryKey()
      .references(() => resources.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SEARCH_KINDS }).notNull(),
    /** lower(title), for the exact-title boost. */
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** title (A) · topics, speaker, industry (B) · blurb, description, source, publisher (C) · body (D). */
    document: tsvector('document').notNull(),
  },
  (t) => [index('resource_search_document_gin').using('gin', t.document)],
);

/**
 * The lexicon: every distinct word (lower-case, unstemmed) of the library's searchable text. The
 * search corrects query words that are not in it to their nearest neighbour (trigram KNN through
 * the GiST index, then edit distance) and completes the last word as a prefix. Filled by the same
 * triggers; words of deleted or edited text stay (harmless: a correction towards them finds
 * nothing, and the uncorrected word found nothing either).
 */
export const searchTerms = pgTable('search_terms', { word: text('word').primaryKey() }, (t) => [
  index('search_terms_word_trgm').using('gist', t.word.op('gist_trgm_ops')),
  index('search_terms_word_prefix').using('btree', t.word.op('text_pattern_ops')),
]);
