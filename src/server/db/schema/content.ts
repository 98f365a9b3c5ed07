import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { CONTENT_STATUSES, RESOURCE_TYPES } from '../../../shared/domain/content';
import { users } from './auth';

/** A SQL list of text literals for a DDL statement (a CHECK cannot take bound parameters). */
const literalList = (values: readonly string[]): SQL =>
  sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '));

/** Every content item of the library. */
export const resources = pgTable(
  'resources',
  {
    id: text('id').primaryKey(),
    type: text('type', { enum: RESOURCE_TYPES }).notNull().default('resource'),
    title: text('title').notNull().default(''),
    blurb: text('blurb'),
    description: text('description'),
    topics: text('topics').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The topics lower-cased (praxis_lower_array, migration 0002), kept by the database: tag pages
     * and related lists compare topics ignoring case with a plain indexed array test.
     */
    topicsLower: text('topics_lower')
      .array()
      .generatedAlwaysAs((): SQL => sql`praxis_lower_array(${resources.topics})`),
    industry: text('industry'),
    headcount: text('headcount'),
    source: text('source'),
    imageUrl: text('image_url'),
    mediaType: text('media_type'),
    contentType: text('content_type', { enum: ['audio', 'video', 'framework', 'text'] })
      .notNull()
      .default('text'),
    url: text('url'),
    recordingUrl: text('recording_url'),
    calendarInvite: text('calendar_invite'),
    /** Events: a timestamp; a date without time was stored as local midnight. */
    date: timestamp('date', { withTimezone: true }),
    /** Events: the IANA time zone the date was entered in (the console shows it in that zone). */
    timeZone: text('time_zone'),
    speaker: text('speaker'),
    speakerPhotoUrl: text('speaker_photo_url'),
    year: integer('year'),
    publisher: text('publisher'),
    pdfUrl: text('pdf_url'),
    purpose: text('purpose'),
    isPraxisCase: boolean('is_praxis_case').notNull().default(false),
    challenge: text('challenge'),
    solution: text('solution'),
    results: text('results'),
    viewCount: integer('view_count').notNull().default(0),
    /** A draft is for administrators only; every member read path asks for published items. */
    status: text('status', { enum: CONTENT_STATUSES }).notNull().default('published'),
    /**
     * Raised by every edit in the console: an editor sends the revision it loaded, and a save made
     * from an older one is refused, so two administrators never overwrite each other unseen.
     */
    revision: integer('revision').notNull().default(1),
    /** A draft with this instant is published by the scheduler once the instant has passed. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** Who scheduled the publication (the audit log names them when the scheduler publishes). */
    publishAtBy: uuid('publish_at_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('resources_view_count_nonneg', sql`${t.viewCount} >= 0`),
    // Only the known content types: every page, list and rule is written for exactly these.
    check('resources_type_known', sql`${t.type} IN (${literalList(RESOURCE_TYPES)})`),
    check('resources_status_known', sql`${t.status} IN (${literalList(CONTENT_STATUSES)})`),
    check('resources_year_range', sql`${t.year} IS NULL OR ${t.year} BETWEEN 1900 AND 2200`),
    index('resources_type_created_idx').on(t.type, t.createdAt.desc(), t.id.desc()),
    index('resources_type_date_idx').on(t.type, t.date),
    index('resources_case_idx').on(t.isPraxisCase, t.type),
    index('resources_topics_gin').using('gin', t.topics),
    index('resources_industry_idx').on(t.industry),
    index('resources_headcount_idx').on(t.headcount),
    index('resources_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // Content lists (features/content): each list reads its own partial index in page order, and
    // counts with an index-only scan. Predicates match features/content/where.ts. The lists'
    // covering indexes are in migrations, as drizzle cannot declare INCLUDE:
    // resources_type_created_cover_idx, resources_case_studies_cover_idx and
    // resources_events_date_cover_idx (0014, 0015, 0021); the filtered walks
    // resources_resource_content_type_cover_idx, resources_case_studies_industry_idx,
    // resources_case_studies_headcount_idx and the tag page's resources_tag_walk_idx (0040).
    index('resources_canvases_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.type} IN ('canvas', 'canvascollection') AND ${t.status} = 'published'`),
    index('resources_research_year_idx')
      .on(t.year.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`${t.type} = 'research' AND ${t.status} = 'published'`),
    // Tag page and related lists: topic, industry or company size equal to the tag, ignoring case.
    index('resources_topics_lower_idx').using('gin', t.topicsLower),
    index('resources_industry_lower_idx').on(sql`lower(${t.industry})`),
    index('resources_headcount_lower_idx').on(sql`lower(${t.headcount})`),
    // The console's table: every item, newest edit first, and by type and status.
    index('resources_admin_updated_idx').on(t.updatedAt.desc(), t.id.desc()),
    index('resources_admin_type_status_idx').on(t.type, t.status, t.updatedAt.desc()),
    index('resources_admin_title_idx').on(t.title, t.id),
    index('resources_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    // The scheduler's walk: drafts due for publication, earliest first.
    index('resources_publish_due_idx')
      .on(t.publishAt)
      .where(sql`${t.status} = 'draft' AND ${t.publishAt} IS NOT NULL`),
  ],
);

/**
 * The saved versions of an item (the newest 20 are kept): what the editor saved each time, so an
 * administrator can compare two and bring an earlier one back.
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resourceId: text('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    /** The item's revision this save produced. */
    revision: integer('revision').notNull(),
    /** The item as the editor sends it (fields and blocks), validated by the shared schema. */
    item: jsonb('item').$type<Record<string, unknown>>().notNull(),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorEmail: text('author_email').notNull(),
    /** What made the version: a save, an autosave or a restore. */
    kind: text('kind', { enum: ['save', 'autosave', 'restore', 'create'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('content_versions_revision_uq').on(t.resourceId, t.revision),
    index('content_versions_item_idx').on(t.resourceId, t.createdAt.desc()),
  ],
);

/**
 * One row: the content version, a counter the triggers bump on every statement that changes
 * `resources` (except one that only counts views) or the search index (`resource_search`, which
 * follows items and their blocks). What an app process keeps from the library — list totals,
 * search results, the dashboard's shared sections — is used only while the version it was built
 * at is still current, so it is never older than the content it shows.
 */
export const contentState = pgTable(
  'content_state',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [check('content_state_single_row', sql`${t.id}`)],
);

/** Ordered content blocks of a resource. */
export const resourceBlocks = pgTable(
  'resource_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resourceId: text('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    position: integer('position').notNull(),
    embedding: real('embedding').array(),
  },
  (t) => [
    unique('resource_blocks_position_uq').on(t.resourceId, t.position),
    check('resource_blocks_type_nonempty', sql`length(btrim(${t.type})) > 0`),
  ],
);

/** A member opening an item (view tracking). */
export const resourceViews = pgTable(
  'resource_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resourceId: text('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('resource_views_user_item_idx').on(t.userId, t.resourceId, t.viewedAt.desc()),
    // The admin console's insight counts the views of a period.
    index('resource_views_viewed_idx').on(t.viewedAt),
  ],
);
