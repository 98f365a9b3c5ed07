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
