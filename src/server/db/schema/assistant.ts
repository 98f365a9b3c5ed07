import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A member's conversations with the assistant. They belong to the member alone: every read and
 * delete is scoped to the owner, no admin screen lists them, and their text is never logged.
 */
export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assistant_conversations_user_idx').on(t.userId, t.updatedAt.desc())],
);

/** One message of a conversation: the member's words or the assistant's answer with what it cited. */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => assistantConversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    /** Follow-up lines, each beginning with a dash. */
    followUps: text('follow_ups'),
    /** The items the answer cited (content ids), in order. */
    citations: text('citations').array().notNull().default(sql`'{}'::text[]`),
    /** Shown under the answer, e.g. that the library answered because the model failed. */
    notice: text('notice'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('assistant_messages_role_known', sql`${t.role} IN ('user', 'assistant')`),
    index('assistant_messages_conversation_idx').on(t.conversationId, t.createdAt),
  ],
);

/**
 * A member's thumbs up or down on one answer, with an optional note. Administrators see only how
 * many of each there are — and, where the member ticked "share", the question and the note, copied
 * here at that moment (the conversation itself stays private). It goes with its answer.
 */
export const assistantAnswerFeedback = pgTable(
  'assistant_answer_feedback',
  {
    messageId: uuid('message_id')
      .primaryKey()
      .references(() => assistantMessages.id, { onDelete: 'cascade' }),
    rating: text('rating', { enum: ['up', 'down'] }).notNull(),
    note: text('note'),
    /** The question the answer replied to, only when the member chose to share it with the note. */
    sharedQuestion: text('shared_question'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('assistant_answer_feedback_rating_known', sql`${t.rating} IN ('up', 'down')`),
    index('assistant_answer_feedback_shared_idx')
      .on(t.updatedAt.desc())
      .where(sql`${t.sharedQuestion} IS NOT NULL`),
  ],
);
