import { and, desc, eq, gte, max, notExists, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SurveyResponseInput, SurveyStatus } from '../../../shared/contract/survey';
import {
  countsAsPageView,
  SURVEY_MESSAGES,
  SURVEY_PAGE_VIEWS,
  surveyDueAt,
  surveyGate,
} from '../../../shared/domain/survey';
import type { Db } from '../../db/client';
import { npsModalDisplays, surveyPageViews, userFeedback, users } from '../../db/schema';
import { AppError } from '../../lib/errors';

/**
 * The satisfaction survey's server side: the counted page views, the 30-day gap after the last
 * display or answer, and the records of displays and answers. The rule itself is surveyGate.
 */

export interface SurveyMember {
  userId: string;
  onboardingCompleted: boolean;
  /** When the membership began (see surveyGate). */
  memberSince: Date;
}

/** The member's page views and the latest display or answer, in one statement. */
async function facts(db: Db, userId: string): Promise<{ pageViews: number; last: Date | null }> {
  const lastDisplay = db
    .select({ at: max(npsModalDisplays.displayedAt) })
    .from(npsModalDisplays)
    .where(eq(npsModalDisplays.userId, userId));
  const lastAnswer = db
    .select({ at: max(userFeedback.createdAt) })
    .from(userFeedback)
    .where(and(eq(userFeedback.userId, userId), eq(userFeedback.source, 'nps')));
  const views = db
    .select({ count: surveyPageViews.count })
    .from(surveyPageViews)
    .where(eq(surveyPageViews.userId, userId));
  const [row] = await db
    .select({
      pageViews: sql<number>`coalesce((${views}), 0)`.mapWith(Number),
      last: sql<string | null>`greatest((${lastDisplay}), (${lastAnswer}))`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return { pageViews: row?.pageViews ?? 0, last: row?.last ? new Date(row.last) : null };
}

function status(
  m: SurveyMember,
  welcomeSeen: boolean,
  f: { pageViews: number; last: Date | null },
  now: Date,
) {
  const block = surveyGate({
    signedIn: true,
    onboardingCompleted: m.onboardingCompleted,
    welcomeSeen,
    pageViews: f.pageViews,
    memberSince: m.memberSince,
    lastShownOrAnsweredAt: f.last,
    now,
  });
  const dueAt = surveyDueAt(m.memberSince, f.last);
  return {
    block,
    answer: {
      pageViews: f.pageViews,
      show: block === null,
      dueAt: dueAt > now ? dueAt.toISOString() : null,
    } satisfies SurveyStatus,
  };
}

/** Whether the survey may be shown now (the browser says whether the welcome module was seen). */
export async function surveyStatus(
  db: Db,
  m: SurveyMember,
  opts: { welcomeSeen: boolean; now?: Date },
): Promise<SurveyStatus> {
  return status(m, opts.welcomeSeen, await facts(db, m.userId), opts.now ?? new Date()).answer;
}

/** Counts a page view (unless the page never counts) and answers the survey status after it. */
export async function recordPageView(
  db: Db,
  m: SurveyMember,
  opts: { path: string; welcomeSeen: boolean; now?: Date },
): Promise<SurveyStatus> {
  if (countsAsPageView(opts.path)) {
    await db
      .insert(surveyPageViews)
      .values({ userId: m.userId, count: 1 })
      .onConflictDoUpdate({
        target: surveyPageViews.userId,
        set: { count: sql`${surveyPageViews.count} + 1`, updatedAt: new Date() },
      });
  }
  return surveyStatus(db, m, opts);
}

/**
 * The survey was shown: recorded, and the page-view count starts again from 0. The browser asks
 * only after the server allowed it; the rule is checked again here (the welcome flag is the
 * browser's), and the reset is conditional on the count, so two tabs record one display.
 */
export async function recordDisplay(
  db: Db,
  m: SurveyMember,
  opts: { sessionId: string; pageUrl?: string; userAgent?: string; now?: Date },
): Promise<void> {
  const now = opts.now ?? new Date();
  const { block } = status(m, true, await facts(db, m.userId), now);
  if (block !== null) throw new AppError(409, 'survey_not_due', SURVEY_MESSAGES.tooSoon);
  await db.transaction(async (tx) => {
    const reset = await tx
      .update(surveyPageViews)
      .set({ count: 0, updatedAt: now })
      .where(and(eq(surveyPageViews.userId, m.userId), gte(surveyPageViews.count, SURVEY_PAGE_VIEWS)))
      .returning({ userId: surveyPageViews.userId });
    if (reset.length === 0) throw new AppError(409, 'survey_not_due', SURVEY_MESSAGES.tooSoon);
    await tx.insert(npsModalDisplays).values({
      userId: m.userId,
      sessionId: opts.sessionId,
      pageUrl: opts.pageUrl?.slice(0, 2000) ?? null,
      userAgent: opts.userAgent?.slice(0, 500) ?? null,
      displayedAt: now,
    });
  });
}

/**
 * The member's answer: score, optional comment, the survey's session id. It answers a display the
 * server recorded for this member under that session id, once: an answer without a display, or a
 * second one to the same display, is refused and counts for nothing.
 */
export async function submitResponse(
  db: Db,
  userId: string,
  input: z.output<typeof SurveyResponseInput>,
): Promise<void> {
  const answered = db
    .select({ id: userFeedback.displayId })
    .from(userFeedback)
    .where(eq(userFeedback.displayId, npsModalDisplays.id));
  const [display] = await db
    .select({ id: npsModalDisplays.id })
    .from(npsModalDisplays)
    .where(
      and(
        eq(npsModalDisplays.userId, userId),
        eq(npsModalDisplays.sessionId, input.sessionId),
        notExists(answered),
      ),
    )
    .orderBy(desc(npsModalDisplays.displayedAt))
    .limit(1);
  if (!display) throw notShown();
  // Two answers at once to the same display: the unique display id keeps one.
  const saved = await db
    .insert(userFeedback)
    .values({
      userId,
      source: 'nps',
      score: input.score,
      comment: input.comment ?? null,
      sessionId: input.sessionId,
      displayId: display.id,
    })
    .onConflictDoNothing()
    .returning({ id: userFeedback.id });
  if (saved.length === 0) throw notShown();
}

const notShown = () => new AppError(409, 'survey_not_shown', SURVEY_MESSAGES.notShown);
