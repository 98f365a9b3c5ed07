import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Stripe events already applied (each event is applied once). */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Development outbox: messages stored instead of sent when no SMTP_URL is set. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt.desc())],
);

/**
 * Mail waiting for the SMTP server: every message is queued here first, then delivered and
 * removed. A message the server did not take is retried later with a growing delay, so a member's
 * action never fails because the mail server is away. Its body may hold a sign-in link: it is
 * deleted once delivered or given up.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When a delivery may next be tried; a process that takes a message moves it forward first. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_queue_due_idx').on(t.nextAttemptAt)],
);
