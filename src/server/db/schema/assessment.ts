import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { teams } from './members';

import { COMPETENCY_CATEGORIES } from '../../../shared/domain/assessment';

/** The categories are the shared domain's list. */
export { COMPETENCY_CATEGORIES };

export const assessments = pgTable(
  'assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    /** The published version of the bank (competency texts and items); 1 when installed. */
    version: integer('version').notNull().default(1),
    /** Administrators' unpublished edits, as a bank document (shared/contract/assessment-bank.ts). */
    draft: jsonb('draft'),
    draftUpdatedAt: timestamp('draft_updated_at', { withTimezone: true }),
    /**
     * Moves on with every change of this assessment's population counts (assessment_mean_counts),
     * in the transaction that changes them: results keep the populations they read until it moves.
     */
    populationVersion: integer('population_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('assessments_one_active_uq').on(t.isActive).where(sql`${t.isActive}`)],
);

export const competencies = pgTable(
  'competencies',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull().unique(),
    category: text('category', { enum: COMPETENCY_CATEGORIES }).notNull(),
    description: text('description').notNull(),
    /** Exactly five level descriptions, level 1 first. */
    levels: jsonb('levels').$type<string[]>().notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    check('competencies_levels_five', sql`jsonb_array_length(${t.levels}) = 5`),
    check(
      'competencies_category_valid',
      sql`${t.category} IN ('STRATEGIZING', 'CONSULTING', 'DESIGNING', 'IMPLEMENTING', 'LEADING')`,
    ),
  ],
);

export const items = pgTable(
  'items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    competencyId: text('competency_id')
      .notNull()
      .references(() => competencies.id, { onDelete: 'cascade' }),
    /** What a member reads about themselves ("I can …"). */
    prompt: text('prompt').notNull(),
    /** What a teammate reads when rating someone, in the third person and without pronouns. */
    peerPrompt: text('peer_prompt').notNull().default(''),
    level: integer('level').notNull(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    check('items_level_range', sql`${t.level} BETWEEN 1 AND 5`),
    check('items_prompt_nonempty', sql`length(btrim(${t.prompt})) > 0`),
    index('items_assessment_competency_idx').on(t.assessmentId, t.competencyId),
  ],
);

export const assessmentInstances = pgTable(
  'assessment_instances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    targetUserId: uuid('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    raterUserId: uuid('rater_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    raterType: text('rater_type', { enum: ['self', 'peer'] }).notNull(),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The bank version the instance was answered on, written when it is submitted. */
    bankVersion: integer('bank_version'),
    /** The member's industry when they submitted (self-assessments), for the industry percentile. */
    industry: text('industry'),
    /**
     * Written when the instance is submitted (it never changes after): the mean of all answers
     * and, per competency, the mean and each level's sum and count of answers
     * (computed by the submit: features/assessment/instance-scores.ts). Null while open.
     */
    scores: jsonb('scores').$type<InstanceScores>(),
  },
  (t) => [
    check('assessment_instances_rater_type_valid', sql`${t.raterType} IN ('self', 'peer')`),
    check(
      'assessment_instances_self_is_self',
      sql`${t.raterType} <> 'self' OR ${t.raterUserId} = ${t.targetUserId}`,
    ),
    index('assessment_instances_target_idx').on(t.targetUserId, t.raterType, t.submittedAt),
    index('assessment_instances_rater_idx').on(t.raterUserId),
    // One open instance per rater, member and kind: two tabs starting at once share it (0017).
    uniqueIndex('assessment_instances_one_open_uq')
      .on(t.raterUserId, t.targetUserId, t.assessmentId, t.raterType)
      .where(sql`${t.submittedAt} IS NULL`),
  ],
);

/** An instance's stored scores (see assessmentInstances.scores). Means at the population's scale. */
export interface InstanceScores {
  mean: number;
  competencies: Record<string, { mean: number; levels: [level: number, sum: number, count: number][] }>;
}

/**
 * What percentiles compare with, kept exact by the submit statement and a delete trigger: per
 * assessment and competency, how many members' latest submitted self-assessments have each mean
 * score. `competency_id` '' counts the mean of all answers (the distribution chart).
 */
export const assessmentMeanCounts = pgTable(
  'assessment_mean_counts',
  {
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    /** '' counts every member; otherwise the members of that industry. */
    industry: text('industry').notNull().default(''),
    competencyId: text('competency_id').notNull(),
    mean: numeric('mean').notNull(),
    members: integer('members').notNull(),
  },
  (t) => [primaryKey({ columns: [t.assessmentId, t.industry, t.competencyId, t.mean] })],
);

export const responses = pgTable(
  'responses',
  {
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => assessmentInstances.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    value: integer('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.instanceId, t.itemId] }),
    check('responses_value_range', sql`${t.value} BETWEEN 1 AND 5`),
  ],
);

/** Each published version of a bank, as its bank document: what results of that version read. */
export const assessmentBankVersions = pgTable(
  'assessment_bank_versions',
  {
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    bank: jsonb('bank').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.assessmentId, t.version] })],
);

/** A member asks a teammate for a rating: one open request per pair, reminded at most weekly. */
export const ratingRequests = pgTable(
  'rating_requests',
  {
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    raterId: uuid('rater_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.requesterId, t.raterId] }),
    index('rating_requests_rater_idx').on(t.raterId),
    check('rating_requests_not_self', sql`${t.requesterId} <> ${t.raterId}`),
  ],
);

/**
 * The peers' average a member's results show, as last published: it changes only when enough
 * ratings changed since (docs/decisions: anonymous averages), so no one can difference it.
 */
export const peerAverages = pgTable(
  'peer_averages',
  {
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    targetUserId: uuid('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The rating instances averaged, and their raters (to leave a viewer's own rating out of the count). */
    instanceIds: uuid('instance_ids').array().notNull(),
    raterIds: uuid('rater_ids').array().notNull(),
    averages: jsonb('averages').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.assessmentId, t.targetUserId] })],
);

/** A team's averages as last published, under the same rule as peers' averages. */
export const teamAverages = pgTable(
  'team_averages',
  {
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    instanceIds: uuid('instance_ids').array().notNull(),
    memberIds: uuid('member_ids').array().notNull(),
    averages: jsonb('averages').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.assessmentId, t.teamId] })],
);
