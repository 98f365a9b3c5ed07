import { and, asc, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { DigestItem, DigestSection } from '../../../shared/contract/digest';
import { ratePath, weakest } from '../../../shared/domain/assessment';
import { contentPath } from '../../../shared/domain/content-path';
import {
  DIGEST_ITEMS_PER_SECTION,
  DIGEST_SECTION_TITLES,
  DIGEST_SECTIONS,
  DIGEST_TOP_TOPICS,
  type DigestCounts,
  type DigestSectionKey,
} from '../../../shared/domain/digest';
import { formatEventDate } from '../../../shared/domain/events';
import { displayName } from '../../../shared/domain/people';
import { FEATURE_STATUS_LABELS, type FeatureStatus, featurePath } from '../../../shared/domain/roadmap';
import type { Db } from '../../db/client';
import {
  featureUpvotes,
  profiles,
  ratingRequests,
  resources,
  roadmapFeatures,
  roadmapStatusChanges,
  savedResources,
  teamMembers,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type CardRow, cardColumns, toCard } from '../content/card';
import { type CompetencyInfo, growthAreaRankings, shareOutPicks } from '../assessment/grow-next';
import { ratedSince } from '../assessment/rating-requests';
import { ownResults } from '../assessment/results';

/**
 * What one member's digest holds: everything new for them since `since`, a few items per section.
 * ONE function builds both the mail and the preview on My Account, so the preview shows exactly
 * what the next digest would say if it went out now.
 *
 * - growth: library items added since, among the items grow next ranks for the member's weakest
 *   competencies (their latest self-assessment), shared out as grow next does;
 * - topics: items added since that carry one of the topics the member saves most, not saved yet;
 * - events: events added since whose date is still ahead;
 * - roadmap: features the member upvoted whose status changed since (public ones);
 * - ratings: teammates who asked the member for a rating (or reminded them) since, still waiting.
 * An item is listed in one section only, the first that has it.
 */

export interface DigestContent {
  sections: DigestSection[];
  counts: DigestCounts;
}

export interface DigestMember {
  userId: string;
  role: string;
}

export interface BuildOptions {
  member: DigestMember;
  since: Date;
  now: Date;
  /** The bank's competencies by id (grow next's rankings are per competency). */
  bank: ReadonlyMap<string, CompetencyInfo>;
  /**
   * The database the rankings are held for. Inside a transaction they must already be warm (the
   * scheduler warms them first): `reader` is the transaction, and nothing else may query.
   */
  rankingsDb: Db;
}

type ItemRow = CardRow & { createdAt: Date };
const N = DIGEST_ITEMS_PER_SECTION;
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

const itemOf = (row: CardRow, now: Date, detail: string | null): DigestItem => {
  const card = toCard(row, now);
  return { title: card.title, path: contentPath(card), detail };
};

const published = and(eq(resources.status, 'published'));

async function growthItems(reader: Db, o: BuildOptions): Promise<{ id: string; item: DigestItem }[]> {
  let weakestIds: string[] = [];
  try {
    const results = await ownResults(reader, o.member);
    if (results.status === 'ready') weakestIds = weakest(results.competencies).map((c) => c.competencyId);
  } catch (err) {
    // No active assessment: no growth areas.
    if (!(err instanceof AppError)) throw err;
  }
  const infos = weakestIds.flatMap((id) => o.bank.get(id) ?? []);
  if (infos.length === 0) return [];
  const rankings = await growthAreaRankings(o.rankingsDb, infos);
  const ranked = [...new Set(rankings.flat())];
  if (ranked.length === 0) return [];
  const rows = await reader
    .select(cardColumns)
    .from(resources)
    .where(and(inArray(resources.id, ranked), published, gt(resources.createdAt, o.since)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const picked = shareOutPicks(rankings.map((ids) => ids.filter((id) => byId.has(id))));
  return picked.flatMap((ids, i) =>
    ids.map((id) => ({ id, item: itemOf(byId.get(id)!, o.now, `For ${infos[i]!.name}`) })),
  );
}

async function topicItems(
  reader: Db,
  o: BuildOptions,
  exclude: string[],
): Promise<{ id: string; item: DigestItem }[]> {
  const me = o.member.userId;
  const top = await reader.execute(sql`
    SELECT t.topic FROM (SELECT DISTINCT s.resource_id FROM ${savedResources} s WHERE s.user_id = ${me}) saved
    JOIN ${resources} r ON r.id = saved.resource_id
    CROSS JOIN LATERAL unnest(r.topics_lower) AS t(topic)
    GROUP BY t.topic
    ORDER BY count(*) DESC, t.topic
    LIMIT ${DIGEST_TOP_TOPICS}`);
  const topics = (top as unknown as { rows: { topic: string }[] }).rows.map((r) => r.topic);
  if (topics.length === 0) return [];
  const rows: ItemRow[] = await reader
    .select({ ...cardColumns, createdAt: resources.createdAt })
    .from(resources)
    .where(
      and(
        published,
        gt(resources.createdAt, o.since),
        sql`${resources.topicsLower} && ${sql`ARRAY[${sql.join(
          topics.map((t) => sql`${t}`),
          sql`, `,
        )}]::text[]`}`,
        sql`NOT EXISTS (SELECT 1 FROM ${savedResources} s WHERE s.user_id = ${me} AND s.resource_id = ${resources.id})`,
        exclude.length > 0 ? notInArray(resources.id, exclude) : undefined,
      ),
    )
    .orderBy(sql`${resources.createdAt} DESC`, sql`${resources.id} DESC`)
    .limit(N);
  return rows.map((r) => {
    const topic = topics.find((t) => r.topics.some((x) => x.toLowerCase() === t));
    const named = r.topics.find((x) => x.toLowerCase() === topic) ?? topic ?? null;
    return { id: r.id, item: itemOf(r, o.now, named ? `Topic: ${named}` : null) };
  });
}

async function eventItems(reader: Db, o: BuildOptions, exclude: string[]): Promise<DigestItem[]> {
  const rows = await reader
    .select(cardColumns)
    .from(resources)
    .where(
      and(
        eq(resources.type, 'event'),
        published,
        gt(resources.date, o.now),
        gt(resources.createdAt, o.since),
        exclude.length > 0 ? notInArray(resources.id, exclude) : undefined,
      ),
    )
    .orderBy(asc(resources.date), asc(resources.id))
    .limit(N);
  return rows.map((r) => itemOf(r, o.now, r.date ? formatEventDate(r.date) : null));
}

async function roadmapItems(reader: Db, o: BuildOptions): Promise<DigestItem[]> {
  const rows = await reader
    .select({
      id: roadmapFeatures.id,
      title: roadmapFeatures.title,
      status: roadmapFeatures.status,
      changedAt: sql<string>`max(${roadmapStatusChanges.changedAt})`.as('changed_at'),
    })
    .from(roadmapStatusChanges)
    .innerJoin(
      featureUpvotes,
      and(
        eq(featureUpvotes.featureId, roadmapStatusChanges.featureId),
        eq(featureUpvotes.userId, o.member.userId),
      ),
    )
    .innerJoin(roadmapFeatures, eq(roadmapFeatures.id, roadmapStatusChanges.featureId))
    .where(and(gt(roadmapStatusChanges.changedAt, o.since), eq(roadmapFeatures.isPublic, true)))
    .groupBy(roadmapFeatures.id)
    .orderBy(sql`changed_at DESC`, asc(roadmapFeatures.id))
    .limit(N);
  return rows.map((r) => ({
    title: r.title,
    path: featurePath(r.id),
    detail: `Now ${FEATURE_STATUS_LABELS[r.status as FeatureStatus]}`,
  }));
}

async function ratingItems(reader: Db, o: BuildOptions): Promise<DigestItem[]> {
  const me = o.member.userId;
  const askedAt = sql`greatest(${ratingRequests.requestedAt}, coalesce(${ratingRequests.remindedAt}, ${ratingRequests.requestedAt}))`;
  const rows = await reader
    .select({
      requesterId: ratingRequests.requesterId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      askedAt: sql<string>`${askedAt}`.as('asked_at'),
    })
    .from(ratingRequests)
    .innerJoin(profiles, eq(profiles.id, ratingRequests.requesterId))
    .where(
      and(
        eq(ratingRequests.raterId, me),
        sql`${askedAt} > ${at(o.since)}`,
        sql`${ratedSince(sql`${ratingRequests.requesterId}`, sql`${ratingRequests.raterId}`, sql`${ratingRequests.requestedAt}`)} IS NULL`,
        // Still teammates: only one's own team can be rated.
        sql`EXISTS (SELECT 1 FROM ${teamMembers} a JOIN ${teamMembers} b ON a.team_id = b.team_id
          WHERE a.user_id = ${ratingRequests.requesterId} AND b.user_id = ${me})`,
      ),
    )
    .orderBy(sql`asked_at DESC`, asc(ratingRequests.requesterId))
    .limit(N);
  return rows.map((r) => {
    const name = displayName(r, 'A teammate');
    return { title: `${name} asks for your rating`, path: ratePath(r.requesterId, name), detail: null };
  });
}

/** The member's digest as it stands at `now`: only the sections with items, in the mail's order. */
export async function buildDigest(reader: Db, o: BuildOptions): Promise<DigestContent> {
  const growth = await growthItems(reader, o);
  const topics = await topicItems(
    reader,
    o,
    growth.map((g) => g.id),
  );
  const listed = [...growth, ...topics].map((x) => x.id);
  const items: Record<DigestSectionKey, DigestItem[]> = {
    growth: growth.slice(0, N).map((g) => g.item),
    topics: topics.map((t) => t.item),
    events: await eventItems(reader, o, listed),
    roadmap: await roadmapItems(reader, o),
    ratings: await ratingItems(reader, o),
  };
  const counts = Object.fromEntries(DIGEST_SECTIONS.map((k) => [k, items[k].length])) as DigestCounts;
  return {
    counts,
    sections: DIGEST_SECTIONS.filter((k) => items[k].length > 0).map((key) => ({
      key,
      title: DIGEST_SECTION_TITLES[key],
      items: items[key],
    })),
  };
}
