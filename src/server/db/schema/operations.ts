import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

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
 * Every administrator action: who did what to which record, the record before and after, and when.
 * The actor is kept as a name too, so the log still reads after the account is deleted.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** A dotted verb, e.g. `member.subscription.set`, `content.publish`, `feature.status.change`. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt.desc()),
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt.desc()),
    index('admin_audit_log_actor_idx').on(t.actorUserId, t.createdAt.desc()),
  ],
);

/**
 * Searches that found nothing, counted per day and normalized query (lower case, single spaces),
 * so curators see what members look for and the library lacks. No member is recorded.
 */
export const searchMisses = pgTable(
  'search_misses',
  {
    day: date('day', { mode: 'string' }).notNull(),
    query: text('query').notNull(),
    count: integer('count').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.day, t.query] })],
);

/**
 * Mail waiting for the SMTP server: every message is queued here first, then delivered and
 * removed. A message the server did not take is retried later with a growing delay, so a member's
 * action never fails because the mail server is away. Its body may hold a one-time link or code, so
 * it is kept only sealed (see mail/sealed-body): the table and its backups hold no usable link.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** The html, text and extra headers of the message, sealed with a key the database never holds. */
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When a delivery may next be tried; a process that takes a message moves it forward first. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_queue_due_idx').on(t.nextAttemptAt)],
);
