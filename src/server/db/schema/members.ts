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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

export const ROLES = ['member', 'admin', 'super_admin', 'super-admin'] as const;

/** Profiles: one per user, same id. The team is derived from team_members. */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    title: text('title'),
    company: text('company'),
    avatarUrl: text('avatar_url'),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    onboardingStep: integer('onboarding_step').notNull().default(0),
    role: text('role', { enum: ROLES }).notNull().default('member'),
    stripeCustomerId: text('stripe_customer_id').unique(),
    /** Raw payment status (active, canceled, lifetime, …); null means unknown. */
    subscriptionStatus: text('subscription_status'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** Mail me when a roadmap feature I upvoted or suggested changes status. */
    roadmapUpdates: boolean('roadmap_updates').notNull().default(true),
    /** Mail me when a teammate asks me to rate them. */
    ratingRequestEmails: boolean('rating_request_emails').notNull().default(true),
    /** The member's industry (shared/domain: INDUSTRIES), for the industry percentile. */
    industry: text('industry'),
    /** Time of the newest billing event applied, so older events never regress the state. */
    billingSyncedAt: timestamp('billing_synced_at', { withTimezone: true }),
    /**
     * Set while an administrator has deactivated the account: it cannot sign in, and its data is
     * kept. Null for every account in use.
     */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /**
     * When the person asked to become a member (joining by card not being offered): they wait in
     * the administrators' Waiting view until activated or refused.
     */
    membershipRequestedAt: timestamp('membership_requested_at', { withTimezone: true }),
    /** When an administrator refused the membership request (kept: the person is not asked again). */
    membershipRefusedAt: timestamp('membership_refused_at', { withTimezone: true }),
    /** When an administrator activated the membership by hand; null: since the account was made. */
    memberSince: timestamp('member_since', { withTimezone: true }),
    /** When the member first saw the home page: before it they are welcomed, after it welcomed back. */
    welcomedAt: timestamp('welcomed_at', { withTimezone: true }),
    /** When the member last signed in (a session was created), for the console. */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('profiles_onboarding_step_range', sql`${t.onboardingStep} BETWEEN 0 AND 5`),
    uniqueIndex('profiles_email_lower_uq').on(sql`lower(${t.email})`),
  ],
);

export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('teams_name_nonempty', sql`length(btrim(${t.name})) > 0`),
    // One team per name, whatever its capitals (shared/domain/teams.ts: teamNameKey).
    uniqueIndex('teams_name_key').on(sql`lower(btrim(${t.name}))`),
  ],
);

/** A member belongs to at most one team (the profile shows a single team). */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] })],
);

/** Invitations sent by administrators; the token is stored hashed. */
export const invites = pgTable(
  'invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invites_email_idx').on(sql`lower(${t.email})`)],
);
