import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A member's digest choice: off, weekly or monthly. No row is off, as it is for every member who
 * never chose (nobody is mailed who did not ask). `since` is when the digest was last turned on:
 * the first digest covers what is new from then, and only periods that begin after it are due.
 */
export const digestSubscriptions = pgTable(
  'digest_subscriptions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    frequency: text('frequency', { enum: ['off', 'weekly', 'monthly'] }).notNull(),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('digest_subscriptions_frequency_known', sql`${t.frequency} IN ('off', 'weekly', 'monthly')`),
    // The scheduler's walk: only the members who receive a digest, in a stable order.
    index('digest_subscriptions_on_idx').on(t.frequency, t.userId).where(sql`${t.frequency} <> 'off'`),
  ],
);

/**
 * One row per member and period, written in the same transaction as the digest's queued mail:
 * the unique (member, period) key makes each digest go out once, whichever process builds it and
 * however often a crashed run is started again. Skipped periods are rows too (nothing new, or no
 * membership giving access), so the send log shows them and no run looks at them again.
 */
export const digestSends = pgTable(
  'digest_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 2026-W48 (weekly) or 2026-11 (monthly). */
    period: text('period').notNull(),
    frequency: text('frequency', { enum: ['weekly', 'monthly'] }).notNull(),
    status: text('status', { enum: ['sent', 'skipped'] }).notNull(),
    reason: text('reason', { enum: ['nothing_new', 'no_access'] }),
    /** Items per section (null when the member had no access and nothing was built). */
    counts: jsonb('counts').$type<Record<string, number>>(),
    items: integer('items').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('digest_sends_member_period_uq').on(t.userId, t.period),
    check('digest_sends_status_known', sql`${t.status} IN ('sent', 'skipped')`),
    check(
      'digest_sends_reason_known',
      sql`(${t.status} = 'sent' AND ${t.reason} IS NULL) OR (${t.status} = 'skipped' AND ${t.reason} IN ('nothing_new', 'no_access'))`,
    ),
    // The console's log: newest first, and per status.
    index('digest_sends_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('digest_sends_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    // "Since the last digest sent": the member's newest sent row.
    index('digest_sends_member_sent_idx').on(t.userId, t.createdAt.desc()).where(sql`${t.status} = 'sent'`),
  ],
);
