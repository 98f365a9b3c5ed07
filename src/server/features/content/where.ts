import { and, arrayContains, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { ContentCard } from '../../../shared/content-card';
import { type PresentedType, rulesPresentedAs } from '../../../shared/domain/content';
import { type resourceTags, resources } from '../../db/schema';
import type { TagType } from './schemas';

/**
 * Members see published items only; drafts exist for administrators. Written into the SQL as a
 * constant, like the types below: the lists' partial indexes carry the same condition.
 */
export const isPublished: SQL = eq(resources.status, 'published').inlineParams();

/** The columns a presented type is told by: an item's own, or a copy of them (resource_tags). */
interface TypeColumns {
  type: typeof resources.type | typeof resourceTags.type;
  isPraxisCase: typeof resources.isPraxisCase | typeof resourceTags.isPraxisCase;
}

/**
 * The SQL condition of a presented type over `columns`, generated from the shared presentation
 * rules (shared/domain/content.ts): stored types without a flag condition as one `type = …` or
 * `type IN (…)`, each flag-dependent rule as `type = … AND is_praxis_case = …`. The types are
 * written into the SQL as constants, spelled as the lists' partial indexes (db/schema/content.ts)
 * are, so the planner can match those indexes.
 */
export function presentedOn(presented: PresentedType, columns: TypeColumns): SQL {
  const rules = rulesPresentedAs(presented);
  const plain = rules.filter((rule) => rule.praxisCase === undefined).map((rule) => rule.type);
  const parts: SQL[] = [];
  if (plain.length === 1) parts.push(eq(columns.type, plain[0]!));
  else if (plain.length > 1) parts.push(inArray(columns.type, plain));
  for (const rule of rules) {
    if (rule.praxisCase !== undefined) {
      parts.push(and(eq(columns.type, rule.type), eq(columns.isPraxisCase, rule.praxisCase))!);
    }
  }
  if (parts.length === 0) return sql`false`;
  return (parts.length === 1 ? parts[0]! : or(...parts)!).inlineParams();
}

/** Published items of a presented type. */
export function presentedAs(presented: PresentedType): SQL {
  return and(presentedOn(presented, resources), isPublished)!.inlineParams();
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

/**
 * The filters a member can set on the lists, each one condition, in one place: a list takes the
 * ones it offers. Topics, industries and company sizes are compared as stored (the filter values
 * come from the library itself: GET /api/content/filters).
 */
export const LIST_FILTERS = {
  topic: (topic: string) => arrayContains(resources.topics, [topic]),
  contentType: (contentType: ContentCard['contentType']) => eq(resources.contentType, contentType),
  industry: (industry: string) => eq(resources.industry, industry),
  headcount: (headcount: string) => eq(resources.headcount, headcount),
  year: (year: number) => eq(resources.year, year),
};

export type ListFilters = { [K in keyof typeof LIST_FILTERS]?: Parameters<(typeof LIST_FILTERS)[K]>[0] };

/** The conditions of the filters given (an unset filter keeps every item). */
export function filtersWhere(filters: ListFilters): SQL[] {
  const conditions: SQL[] = [];
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined) conditions.push(LIST_FILTERS[name as keyof ListFilters](value as never));
  }
  return conditions;
}
