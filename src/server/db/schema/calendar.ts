import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A member's calendar feed: the random key of its address. The address is the key followed by an
 * HMAC of it with the app's secret, so this table alone (a backup, a leaked dump) opens no feed,
 * and the member can still be shown the address again. "New address" replaces the key: the old
 * address answers 404 from that moment. Closing the account deletes the row with it.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  feedKey: text('feed_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
