import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { resources } from '../../db/schema';
import type { TagType } from './schemas';

/**
 * The SQL conditions behind each presented type (shared/domain/content.ts `presentType`): product
 * events are case studies, canvas collections are canvases. Each list and its partial index
 * (db/schema/content.ts) use exactly these expressions, so the planner can match them.
 */
export const isCaseStudy = or(
  eq(resources.type, 'case-study'),
  and(eq(resources.type, 'event'), eq(resources.isPraxisCase, true)),
)!;
export const isEvent = and(eq(resources.type, 'event'), eq(resources.isPraxisCase, false))!;
export const isCanvas = inArray(resources.type, ['canvas', 'canvascollection']);
export const isResource = eq(resources.type, 'resource');
export const isResearch = eq(resources.type, 'research');

export const PRESENTED: Record<TagType, SQL> = {
  'case-study': isCaseStudy,
  resource: isResource,
  canvas: isCanvas,
  event: isEvent,
};

/** A text[] literal built from bound parameters (drizzle would expand a bare JS array into a list). */
export function textArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql`'{}'::text[]`;
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

/** The item has this topic, compared case-insensitively (topics_lower is kept by the database). */
export const hasTopicInsensitive = (topic: string): SQL =>
  sql`${resources.topicsLower} @> ARRAY[lower(${topic})]`;

/** Shares at least one topic with `topics`, compared case-insensitively. */
export const sharesTopicInsensitive = (topics: readonly string[]): SQL =>
  topics.length === 0
    ? sql`false`
    : sql`${resources.topicsLower} && praxis_lower_array(${textArray(topics)})`;

/** The tag page: a topic, industry or company size equal to the tag, ignoring case. */
export const matchesTag = (tag: string): SQL =>
  or(
    hasTopicInsensitive(tag),
    sql`lower(${resources.industry}) = lower(${tag})`,
    sql`lower(${resources.headcount}) = lower(${tag})`,
  )!;

/**
 * Orders spelled exactly like the indexes (drizzle's `.desc()` index columns are DESC NULLS LAST),
 * so the planner reads pages in index order instead of sorting.
 */
export const NEWEST_FIRST = [
  sql`${resources.createdAt} desc nulls last`,
  sql`${resources.id} desc nulls last`,
];
/** Past events, most recent first (resources_events_date_idx forwards). */
export const LATEST_DATE_FIRST = [
  sql`${resources.date} desc nulls last`,
  sql`${resources.id} desc nulls last`,
];
/** Upcoming events, soonest first (the same index backwards; upcoming dates are never null). */
export const SOONEST_FIRST = [sql`${resources.date} asc nulls first`, sql`${resources.id} asc nulls first`];
