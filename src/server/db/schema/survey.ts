import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/* The satisfaction survey: its answers (and the account page's feedback), displays and page counts. */

/** Satisfaction survey answers and manual feedback from the account page. */
export const userFeedback = pgTable(
  'user_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['nps', 'manual'] })
      .notNull()
      .default('nps'),
    score: integer('score'),
    comment: text('comment'),
    sessionId: text('session_id'),
    /** The survey display this answer answers: one answer per display the server recorded. */
    displayId: uuid('display_id')
      .unique()
      .references((): AnyPgColumn => npsModalDisplays.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('user_feedback_score_range', sql`${t.score} IS NULL OR ${t.score} BETWEEN 0 AND 10`),
    check('user_feedback_comment_length', sql`${t.comment} IS NULL OR length(${t.comment}) <= 1000`),
    check(
      'user_feedback_has_content',
      sql`${t.score} IS NOT NULL OR length(btrim(coalesce(${t.comment}, ''))) > 0`,
    ),
    index('user_feedback_user_idx').on(t.userId, t.createdAt.desc()),
    // The admin console reads feedback by period (NPS by month, distribution, newest comments).
    index('user_feedback_created_idx').on(t.createdAt.desc()),
  ],
);

export const npsModalDisplays = pgTable(
  'nps_modal_displays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id'),
    userAgent: text('user_agent'),
    pageUrl: text('page_url'),
    displayedAt: timestamp('displayed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('nps_modal_displays_user_idx').on(t.userId, t.displayedAt.desc())],
);

/** Counted page views since the satisfaction survey was last shown (reset to 0 when it is). */
export const surveyPageViews = pgTable(
  'survey_page_views',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    count: integer('count').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('survey_page_views_count_nonnegative', sql`${t.count} >= 0`)],
);
