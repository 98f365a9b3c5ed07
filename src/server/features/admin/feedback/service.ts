import { and, count, desc, eq, gte, isNotNull, type SQL, sql } from 'drizzle-orm';
import type {
  FeedbackComment,
  FeedbackCommentPage,
  FeedbackOverview,
  FeedbackPeriod,
  FeedbackSource,
  NpsMonth,
} from '../../../../shared/contract/admin-feedback';
import { NPS_BAND_RANGE, type NpsBand, netPromoterScore, npsBand } from '../../../../shared/domain/nps';
import type { Db } from '../../../db/client';
import { profiles, userFeedback, users } from '../../../db/schema';

/*
 * The Feedback section of the admin console: the NPS month by month, the 0–10 distribution and the
 * members' comments. Months are calendar months in UTC. The NPS and the distribution count the
 * satisfaction survey's answers only (the survey asks the "would you recommend" question; a score
 * left in the free feedback form answers something else); the comments and the export hold both.
 */

const MONTHS: Record<Exclude<FeedbackPeriod, 'all'>, number> = { '3m': 3, '6m': 6, '12m': 12, '24m': 24 };

/** The first instant of the period: the start of the UTC month n − 1 months before now; null for all. */
export function periodStart(period: FeedbackPeriod, now: Date): Date | null {
  if (period === 'all') return null;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHS[period] - 1), 1));
}

const monthKey = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;

/** Every month from `first` to `last` (YYYY-MM, both included). */
export function monthsBetween(first: string, last: string): string[] {
  const [y, m] = first.split('-').map(Number) as [number, number];
  const out: string[] = [];
  for (let d = new Date(Date.UTC(y, m - 1, 1)); monthKey(d) <= last; d.setUTCMonth(d.getUTCMonth() + 1)) {
    out.push(monthKey(d));
  }
  return out;
}

const inBand = (band: NpsBand): SQL => {
  const [min, max] = NPS_BAND_RANGE[band];
  return sql`${userFeedback.score} between ${min} and ${max}`;
};
const countWhere = (cond: SQL) => sql<number>`(count(*) filter (where ${cond}))::int`;

/** A counted answer of the survey within the period. */
function surveyAnswers(start: Date | null): SQL | undefined {
  return and(
    eq(userFeedback.source, 'nps'),
    isNotNull(userFeedback.score),
    start ? gte(userFeedback.createdAt, start) : undefined,
  );
}

const withNps = <T extends { promoters: number; passives: number; detractors: number }>(row: T) => ({
  ...row,
  responses: row.promoters + row.passives + row.detractors,
  nps: netPromoterScore(row),
});

/** The NPS by month (one aggregate) and the distribution of scores (another) over the period. */
export async function feedbackOverview(
  db: Db,
  { period, now }: { period: FeedbackPeriod; now: Date },
): Promise<FeedbackOverview> {
  const start = periodStart(period, now);
  // Literal SQL (not parameters), so the grouped expression is the selected one.
  const month = sql<string>`to_char(date_trunc('month', ${userFeedback.createdAt} at time zone 'UTC'), 'YYYY-MM')`;
  const [byMonth, byScore] = await Promise.all([
    db
      .select({
        month,
        promoters: countWhere(inBand('promoter')),
        passives: countWhere(inBand('passive')),
        detractors: countWhere(inBand('detractor')),
      })
      .from(userFeedback)
      .where(surveyAnswers(start))
      .groupBy(month)
      .orderBy(month),
    db
      .select({ score: sql<number>`${userFeedback.score}`, count: count() })
      .from(userFeedback)
      .where(surveyAnswers(start))
      .groupBy(userFeedback.score),
  ]);

  const to = monthKey(now);
  const from = start ? monthKey(start) : (byMonth[0]?.month ?? null);
  const found = new Map(byMonth.map((r) => [r.month, r]));
  const months: NpsMonth[] = (from ? monthsBetween(from, to) : []).map((m) =>
    withNps({ month: m, promoters: 0, passives: 0, detractors: 0, ...found.get(m) }),
  );
  const totals = withNps({
    promoters: sum(byMonth, 'promoters'),
    passives: sum(byMonth, 'passives'),
    detractors: sum(byMonth, 'detractors'),
  });
  const scores = new Map(byScore.map((r) => [Number(r.score), Number(r.count)]));
  const distribution = Array.from({ length: 11 }, (_, score) => ({ score, count: scores.get(score) ?? 0 }));
  return { period, from, to, totals, months, distribution };
}

const sum = <K extends string>(rows: Array<Record<K, number>>, key: K) =>
  rows.reduce((n, r) => n + Number(r[key]), 0);

export interface FeedbackFilters {
  period: FeedbackPeriod;
  band?: NpsBand;
  source?: FeedbackSource;
  now: Date;
}

function filtersWhere({ period, band, source, now }: FeedbackFilters): SQL | undefined {
  const start = periodStart(period, now);
  return and(
    start ? gte(userFeedback.createdAt, start) : undefined,
    band ? inBand(band) : undefined,
    source ? eq(userFeedback.source, source) : undefined,
  );
}

const hasComment = sql`length(btrim(coalesce(${userFeedback.comment}, ''))) > 0`;

/** The member's name as their profile gives it, else their account name, else none. */
const memberName = sql<
  string | null
>`coalesce(nullif(btrim(${profiles.firstName} || ' ' || ${profiles.lastName}), ''), nullif(btrim(${users.name}), ''))`;

const feedbackColumns = {
  id: userFeedback.id,
  createdAt: userFeedback.createdAt,
  source: userFeedback.source,
  score: userFeedback.score,
  comment: userFeedback.comment,
  userId: users.id,
  name: memberName,
  email: users.email,
};

type FeedbackRow = {
  id: string;
  createdAt: Date;
  source: FeedbackSource;
  score: number | null;
  comment: string | null;
  userId: string;
  name: string | null;
  email: string;
};

const feedbackQuery = (db: Db, where: SQL | undefined) =>
  db
    .select(feedbackColumns)
    .from(userFeedback)
    .innerJoin(users, eq(users.id, userFeedback.userId))
    .leftJoin(profiles, eq(profiles.id, userFeedback.userId))
    .where(where)
    .orderBy(desc(userFeedback.createdAt), desc(userFeedback.id));

const toComment = (r: FeedbackRow): FeedbackComment => ({
  id: r.id,
  createdAt: new Date(r.createdAt).toISOString(),
  source: r.source,
  score: r.score,
  band: npsBand(r.score),
  comment: r.comment ?? '',
  member: { id: r.userId, name: r.name, email: r.email },
});

/** One page of the answers that carry a comment, newest first, with who gave them. */
export async function feedbackComments(
  db: Db,
  opts: FeedbackFilters & { page: number; pageSize: number },
): Promise<FeedbackCommentPage> {
  const where = and(filtersWhere(opts), hasComment);
  const [rows, [total]] = await Promise.all([
    feedbackQuery(db, where)
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize),
    db.select({ n: count() }).from(userFeedback).where(where),
  ]);
  return {
    items: (rows as FeedbackRow[]).map(toComment),
    total: Number(total?.n ?? 0),
    page: opts.page,
    pageSize: opts.pageSize,
  };
}

/** Every answer in the filters (with or without a comment), newest first, for the CSV export. */
export async function feedbackForExport(db: Db, filters: FeedbackFilters): Promise<FeedbackComment[]> {
  const rows = (await feedbackQuery(db, filtersWhere(filters))) as FeedbackRow[];
  return rows.map(toComment);
}
