import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type PresentedType, rulesPresentedAs } from '../../../shared/domain/content';
import { resources } from '../../db/schema';
import type { TagType } from './schemas';

/**
 * Members see published items only; drafts exist for administrators. Written into the SQL as a
 * constant, like the types below: the lists' partial indexes carry the same condition.
 */
export const isPublished: SQL = eq(resources.status, 'published').inlineParams();

/**
 * The SQL condition of a presented type, published items only, generated from the shared presentation rules
 * (shared/domain/content.ts): stored types without a flag condition as one `type = …` or
 * `type IN (…)`, each flag-dependent rule as `type = … AND is_praxis_case = …`. The partial
 * indexes of the lists (db/schema/content.ts) are spelled the same way, so the planner matches them.
 * The types are written into the SQL as constants, not sent as parameters: a prepared statement's
 * one generic plan may use a partial index only when it can see that constant.
 */
export function presentedAs(presented: PresentedType): SQL {
  const rules = rulesPresentedAs(presented);
  const plain = rules.filter((rule) => rule.praxisCase === undefined).map((rule) => rule.type);
  const parts: SQL[] = [];
  if (plain.length === 1) parts.push(eq(resources.type, plain[0]!));
  else if (plain.length > 1) parts.push(inArray(resources.type, plain));
  for (const rule of rules) {
    if (rule.praxisCase !== undefined) {
      parts.push(and(eq(resources.type, rule.type), eq(resources.isPraxisCase, rule.praxisCase))!);
    }
  }
  if (parts.length === 0) return sql`false`;
  return and(parts.length === 1 ? parts[0]! : or(...parts)!, isPublished)!.inlineParams();
}

/** Any of the presented types. */
export function presentedAsAny(types: readonly PresentedType[]): SQL {
  return types.length === 1 ? presentedAs(types[0]!) : or(...types.map(presentedAs))!;
}

export const isCaseStudy = presentedAs('case-study');
export const isEvent = presentedAs('event');
export const isCanvas = presentedAs('canvas');
export const isResource = presentedAs('resource');
export const isResearch = presentedAs('research');

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
export const hasTopicInsensitive = (topic: string | SQL): SQL =>
  sql`${resources.topicsLower} @> ARRAY[lower(${topic})]`;

/** Shares at least one topic with `topics`, compared case-insensitively. */
export const sharesTopicInsensitive = (topics: readonly string[]): SQL =>
  topics.length === 0
    ? sql`false`
    : sql`${resources.topicsLower} && praxis_lower_array(${textArray(topics)})`;

/** The tag page: a topic, industry or company size equal to the tag, ignoring case. */
export const matchesTag = (tag: string | SQL): SQL =>
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
/** Past events, most recent first (resources_events_date_cover_idx forwards). */
export const LATEST_DATE_FIRST = [
  sql`${resources.date} desc nulls last`,
  sql`${resources.id} desc nulls last`,
];
/** Upcoming events, soonest first (the same index backwards; upcoming dates are never null). */
export const SOONEST_FIRST = [sql`${resources.date} asc nulls first`, sql`${resources.id} asc nulls first`];
