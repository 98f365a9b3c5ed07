import { and, asc, eq, gt, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { DigestItem, DigestSection } from '../../../shared/contract/digest';
import { ratePath, weakest } from '../../../shared/domain/assessment';
import { displayTitle, presentType } from '../../../shared/domain/content';
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
import { displayName } from '../../../shared/domain/member-names';
import { FEATURE_STATUS_LABELS, type FeatureStatus, featurePath } from '../../../shared/domain/roadmap';
import type { Db } from '../../db/client';
import {
  assessmentInstances,
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
import {
  type CompetencyInfo,
  type GrowNextRankings,
  growthAreaRankings,
  shareOutPicks,
} from '../assessment/grow-next';
import { ratedSince } from '../assessment/rating-requests';
import { ownResults } from '../assessment/results';

/**
 * What members' digests hold: everything new for each since their own `since`, a few items per
 * section. ONE function builds both the mail (a batch of members) and the preview on My Account (a
 * batch of one), so the preview shows exactly what the next digest would say if it went out now.
 * Each section is one statement for the whole batch (the growth section adds one results read per
 * member who has submitted a self-assessment).
 *
 * - growth: library items added since, among the items grow next ranks for the member's weakest
 *   competencies (their latest self-assessment), shared out as grow next does;
 * - topics: items added since that carry one of the topics the member saves most, not saved yet;
 * - events: events added since whose date is still ahead;
 * - roadmap: public features the member upvoted whose status changed since;
 * - ratings: teammates who asked the member for a rating (or reminded them) since, still waiting.
 * An item is listed in one section only, the first that has it.
 */

export interface DigestContent {
  sections: DigestSection[];
  counts: DigestCounts;
}

export interface DigestReader {
  userId: string;
  role: string;
  /** Items new since this instant count. */
  since: Date;
}

export interface BuildContext {
  now: Date;
  /** The bank's competencies by id (grow next's rankings are per competency). */
  bank: ReadonlyMap<string, CompetencyInfo>;
  /**
   * The app's held rankings (they compute on the app's database, not on `reader`). Inside a
   * transaction they must already be warm (the scheduler warms them first): `reader` is the
   * transaction, and nothing else may query.
   */
  rankings: GrowNextRankings;
}

const N = DIGEST_ITEMS_PER_SECTION;
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const uuids = (ids: readonly string[]): SQL =>
  sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
const times = (ds: readonly Date[]): SQL =>
  sql`ARRAY[${sql.join(
    ds.map((d) => sql`${d.toISOString()}`),
    sql`, `,
  )}]::timestamptz[]`;
const earliest = (members: readonly DigestReader[]) =>
  new Date(Math.min(...members.map((m) => m.since.getTime())));
const asDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

interface ItemRow {
  id: string;
  title: string;
  type: string;
  isPraxisCase: boolean;
  createdAt: Date;
}

const itemOf = (
  r: Pick<ItemRow, 'id' | 'title' | 'type' | 'isPraxisCase'>,
  detail: string | null,
): DigestItem => ({
  title: displayTitle(r.title),
  path: contentPath({ id: r.id, presentedType: presentType(r) }),
  detail,
});

const itemColumns = {
  id: resources.id,
  title: resources.title,
  type: resources.type,
  isPraxisCase: resources.isPraxisCase,
  createdAt: resources.createdAt,
};
const published = eq(resources.status, 'published');

type Listed = { id: string; item: DigestItem }[];

async function growthItems(
  reader: Db,
  members: DigestReader[],
  c: BuildContext,
): Promise<Map<string, Listed>> {
  const out = new Map<string, Listed>();
  const assessed = await reader
    .selectDistinct({ userId: assessmentInstances.targetUserId })
    .from(assessmentInstances)
    .where(
      and(
        inArray(
          assessmentInstances.targetUserId,
          members.map((m) => m.userId),
        ),
        eq(assessmentInstances.raterType, 'self'),
        isNotNull(assessmentInstances.submittedAt),
      ),
    );
  const withResults = members.filter((m) => assessed.some((a) => a.userId === m.userId));
  const areas: { member: DigestReader; infos: CompetencyInfo[]; rankings: string[][] }[] = [];
  for (const member of withResults) {
    let weakestIds: string[] = [];
    try {
      const results = await ownResults(reader, member);
      if (results.status === 'ready') weakestIds = weakest(results.competencies).map((r) => r.competencyId);
    } catch (err) {
      // No active assessment: no growth areas.
      if (!(err instanceof AppError)) throw err;
    }
    const infos = weakestIds.flatMap((id) => c.bank.get(id) ?? []);
    if (infos.length > 0)
      areas.push({ member, infos, rankings: await growthAreaRankings(c.rankings, infos) });
  }
  const ranked = [...new Set(areas.flatMap((a) => a.rankings.flat()))];
  if (ranked.length === 0) return out;
  const rows = await reader
    .select(itemColumns)
    .from(resources)
    .where(
      and(
        inArray(resources.id, ranked),
        published,
        gt(resources.createdAt, earliest(areas.map((a) => a.member))),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const { member, infos, rankings } of areas) {
    const isNew = (id: string) => (byId.get(id)?.createdAt.getTime() ?? 0) > member.since.getTime();
    const picked = shareOutPicks(rankings.map((ids) => ids.filter(isNew)));
    out.set(
      member.userId,
      picked.flatMap((ids, i) =>
        ids.map((id) => ({ id, item: itemOf(byId.get(id)!, `For ${infos[i]!.name}`) })),
      ),
    );
  }
  return out;
}

/** The member's most saved topics, then the newest items carrying one, for the whole batch at once. */
async function topicItems(
  reader: Db,
  members: DigestReader[],
): Promise<Map<string, (ItemRow & { detail: string | null })[]>> {
  const { rows } = (await reader.execute(sql`
    WITH m AS (
      SELECT * FROM unnest(${uuids(members.map((x) => x.userId))}, ${times(members.map((x) => x.since))})
        AS m(user_id, since)
    ),
    top AS (
      SELECT m.user_id, m.since, best.topics FROM m
      CROSS JOIN LATERAL (
        SELECT array_agg(topic ORDER BY n DESC, topic) AS topics FROM (
          SELECT t.topic, count(*) AS n
          FROM (SELECT DISTINCT s.resource_id FROM ${savedResources} s WHERE s.user_id = m.user_id) saved
          JOIN ${resources} r ON r.id = saved.resource_id
          CROSS JOIN LATERAL unnest(r.topics_lower) AS t(topic)
          GROUP BY t.topic
          ORDER BY n DESC, t.topic
          LIMIT ${DIGEST_TOP_TOPICS}
        ) ranked
      ) best
      WHERE best.topics IS NOT NULL
    )
    SELECT top.user_id, top.topics AS top_topics, r.id, r.title, r.type, r.is_praxis_case, r.topics, r.created_at
    FROM top
    CROSS JOIN LATERAL (
      SELECT r.* FROM ${resources} r
      WHERE r.status = 'published' AND r.created_at > top.since AND r.topics_lower && top.topics
        AND NOT EXISTS (SELECT 1 FROM ${savedResources} s WHERE s.user_id = top.user_id AND s.resource_id = r.id)
      ORDER BY r.created_at DESC, r.id DESC
      -- Enough to fill the section after the growth section's items are left out.
      LIMIT ${N * 3}
    ) r
    ORDER BY top.user_id, r.created_at DESC, r.id DESC`)) as unknown as { rows: Record<string, unknown>[] };
  const out = new Map<string, (ItemRow & { detail: string | null })[]>();
  for (const row of rows) {
    const userId = String(row.user_id);
    const top = row.top_topics as string[];
    const itemTopics = row.topics as string[];
    const topic = top.find((t) => itemTopics.some((x) => x.toLowerCase() === t));
    const named = itemTopics.find((x) => x.toLowerCase() === topic) ?? topic ?? null;
    const list = out.get(userId) ?? [];
    list.push({
      id: String(row.id),
      title: String(row.title),
      type: String(row.type),
      isPraxisCase: row.is_praxis_case === true,
      createdAt: asDate(row.created_at),
      detail: named ? `Topic: ${named}` : null,
    });
    out.set(userId, list);
  }
  return out;
}

async function eventRows(reader: Db, members: DigestReader[], now: Date) {
  return reader
    .select({ ...itemColumns, date: resources.date })
    .from(resources)
    .where(
      and(
        eq(resources.type, 'event'),
        published,
        gt(resources.date, now),
        gt(resources.createdAt, earliest(members)),
      ),
    )
    .orderBy(asc(resources.date), asc(resources.id));
}

async function roadmapRows(reader: Db, members: DigestReader[]) {
  return reader
    .select({
      userId: featureUpvotes.userId,
      id: roadmapFeatures.id,
      title: roadmapFeatures.title,
      status: roadmapFeatures.status,
      changedAt: sql<unknown>`max(${roadmapStatusChanges.changedAt})`.as('changed_at'),
    })
    .from(roadmapStatusChanges)
    .innerJoin(
      featureUpvotes,
      and(
        eq(featureUpvotes.featureId, roadmapStatusChanges.featureId),
        inArray(
          featureUpvotes.userId,
          members.map((m) => m.userId),
        ),
      ),
    )
    .innerJoin(roadmapFeatures, eq(roadmapFeatures.id, roadmapStatusChanges.featureId))
    .where(and(gt(roadmapStatusChanges.changedAt, earliest(members)), eq(roadmapFeatures.isPublic, true)))
    .groupBy(featureUpvotes.userId, roadmapFeatures.id);
}

async function ratingRows(reader: Db, members: DigestReader[]) {
  const askedAt = sql`greatest(${ratingRequests.requestedAt}, coalesce(${ratingRequests.remindedAt}, ${ratingRequests.requestedAt}))`;
  return reader
    .select({
      raterId: ratingRequests.raterId,
      requesterId: ratingRequests.requesterId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      askedAt: sql<unknown>`${askedAt}`.as('asked_at'),
    })
    .from(ratingRequests)
    .innerJoin(profiles, eq(profiles.id, ratingRequests.requesterId))
    .where(
      and(
        inArray(
          ratingRequests.raterId,
          members.map((m) => m.userId),
        ),
        sql`${askedAt} > ${at(earliest(members))}`,
        sql`${ratedSince(sql`${ratingRequests.requesterId}`, sql`${ratingRequests.raterId}`, sql`${ratingRequests.requestedAt}`)} IS NULL`,
        // Still teammates: only one's own team can be rated.
        sql`EXISTS (SELECT 1 FROM ${teamMembers} a JOIN ${teamMembers} b ON a.team_id = b.team_id
          WHERE a.user_id = ${ratingRequests.requesterId} AND b.user_id = ${ratingRequests.raterId})`,
      ),
    );
}

/** Each member's digest as it stands at `now`: only the sections with items, in the mail's order. */
export async function buildDigests(
  reader: Db,
  members: DigestReader[],
  c: BuildContext,
): Promise<Map<string, DigestContent>> {
  const out = new Map<string, DigestContent>();
  if (members.length === 0) return out;
  const growth = await growthItems(reader, members, c);
  const topics = await topicItems(reader, members);
  const events = await eventRows(reader, members, c.now);
  const roadmap = await roadmapRows(reader, members);
  const ratings = await ratingRows(reader, members);
  for (const m of members) {
    const after = (d: unknown) => asDate(d).getTime() > m.since.getTime();
    const grown = growth.get(m.userId) ?? [];
    const listed = new Set(grown.map((g) => g.id));
    const topical = (topics.get(m.userId) ?? []).filter((r) => !listed.has(r.id)).slice(0, N);
    for (const r of topical) listed.add(r.id);
    const items: Record<DigestSectionKey, DigestItem[]> = {
      growth: grown.slice(0, N).map((g) => g.item),
      topics: topical.map((r) => itemOf(r, r.detail)),
      events: events
        .filter((e) => after(e.createdAt) && !listed.has(e.id))
        .slice(0, N)
        .map((e) => itemOf(e, e.date ? formatEventDate(e.date) : null)),
      roadmap: roadmap
        .filter((r) => r.userId === m.userId && after(r.changedAt))
        .sort(
          (a, b) => asDate(b.changedAt).getTime() - asDate(a.changedAt).getTime() || a.id.localeCompare(b.id),
        )
        .slice(0, N)
        .map((r) => ({
          title: r.title,
          path: featurePath(r.id),
          detail: `Now ${FEATURE_STATUS_LABELS[r.status as FeatureStatus]}`,
        })),
      ratings: ratings
        .filter((r) => r.raterId === m.userId && after(r.askedAt))
        .sort(
          (a, b) =>
            asDate(b.askedAt).getTime() - asDate(a.askedAt).getTime() ||
            a.requesterId.localeCompare(b.requesterId),
        )
        .slice(0, N)
        .map((r) => {
          const name = displayName(r, 'A teammate');
          return { title: `${name} asks for your rating`, path: ratePath(r.requesterId, name), detail: null };
        }),
    };
    const counts = Object.fromEntries(DIGEST_SECTIONS.map((k) => [k, items[k].length])) as DigestCounts;
    out.set(m.userId, {
      counts,
      sections: DIGEST_SECTIONS.filter((k) => items[k].length > 0).map((key) => ({
        key,
        title: DIGEST_SECTION_TITLES[key],
        items: items[key],
      })),
    });
  }
  return out;
}
