import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

export const FEATURE_STATUSES = ['idea', 'planned', 'on_hold', 'in_progress', 'implemented'] as const;

export const roadmapFeatures = pgTable(
  'roadmap_features',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: FEATURE_STATUSES }).notNull().default('idea'),
    isPublic: boolean('is_public').notNull().default(true),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Upvotes of members whose accounts were closed since: the vote leaves with the account, the
     * count stays (a trigger on users adds them as the account goes). The shown count is the
     * feature's upvotes plus these.
     */
    departedUpvotes: integer('departed_upvotes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('roadmap_features_title_length', sql`length(btrim(${t.title})) BETWEEN 1 AND 100`),
    check('roadmap_features_description_length', sql`length(btrim(${t.description})) BETWEEN 1 AND 1000`),
    check(
      'roadmap_features_status_valid',
      sql`${t.status} IN ('idea', 'planned', 'on_hold', 'in_progress', 'implemented')`,
    ),
    index('roadmap_features_public_status_idx').on(t.isPublic, t.status),
  ],
);

export const featureUpvotes = pgTable(
  'feature_upvotes',
  {
    featureId: uuid('feature_id')
      .notNull()
      .references(() => roadmapFeatures.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.featureId, t.userId] }), index('feature_upvotes_user_idx').on(t.userId)],
);

/** Feedback on a feature: visible only to the team running the platform. */
export const featureComments = pgTable(
  'feature_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    featureId: uuid('feature_id')
      .notNull()
      .references(() => roadmapFeatures.id, { onDelete: 'cascade' }),
    /** Null once the author's account was deleted: the comment stays, anonymously. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('feature_comments_length', sql`length(btrim(${t.comment})) BETWEEN 1 AND 1000`),
    index('feature_comments_feature_idx').on(t.featureId),
  ],
);

/** One row per actual status change of a feature (setting the same status again is no change). */
export const roadmapStatusChanges = pgTable(
  'roadmap_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    featureId: uuid('feature_id')
      .notNull()
      .references(() => roadmapFeatures.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: FEATURE_STATUSES }).notNull(),
    toStatus: text('to_status', { enum: FEATURE_STATUSES }).notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The team's word to members on this change; shown on the feature and in the mail. */
    note: text('note'),
  },
  (t) => [
    index('roadmap_status_changes_feature_idx').on(t.featureId, t.changedAt.desc()),
    check('roadmap_status_changes_note_length', sql`length(btrim(${t.note})) BETWEEN 1 AND 500`),
  ],
);

/**
 * Who was mailed about a status change: the primary key lets each person be claimed once per
 * change, so a retry or a second process never mails anyone twice.
 */
export const roadmapNotifications = pgTable(
  'roadmap_notifications',
  {
    changeId: uuid('change_id')
      .notNull()
      .references(() => roadmapStatusChanges.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.changeId, t.userId] })],
);
