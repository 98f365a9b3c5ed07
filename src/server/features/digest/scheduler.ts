import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, asc, eq, lt, notExists, or, sql } from 'drizzle-orm';
import { digestPeriod, digestSince, duePeriod, hasNews, totalItems } from '../../../shared/domain/digest';
import { accessLevel, deriveSubscriptionState } from '../../../shared/domain/subscription';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/client';
import { contentState, digestSends, digestSubscriptions, profiles, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import { type Repeating, repeatEvery } from '../../lib/repeat';
import { growthAreaRankings } from '../assessment/grow-next';
import { buildDigests } from './build';
import { bankById, digestMessage, lastSentAt } from './service';

/**
 * The digest scheduler. Exactly once by construction: a digest is a digest_sends row (member,
 * period) with a unique key, written in the same transaction as its queued mail. A run claims due
 * members in batches with SELECT … FOR UPDATE SKIP LOCKED, so two processes share the work and
 * never build the same member at once; each batch commits its rows and its mail together, so a
 * process killed mid-run leaves only its uncommitted batch behind, which the next run (of any
 * process) claims again. Should two processes still build the same member (one claimed it just as
 * the other committed), the second insert finds the row and queues nothing.
 * The queued mail is then delivered by the mail queue (SKIP LOCKED as well).
 */

/** Members claimed per transaction. */
export const DIGEST_BATCH = 50;

export interface DigestRun {
  sent: number;
  skipped: number;
  batches: number;
  /** Time spent claiming, building and committing (not delivering). */
  buildMs: number;
  delivered: number;
}

type Deps = Pick<AppDeps, 'db' | 'env' | 'mailer' | 'growNextRankings'>;

/** Claims up to `limit` members whose digest for the current period has not been written. */
function claimDue(tx: Db, now: Date, limit: number) {
  const weekly = digestPeriod('weekly', now);
  const monthly = digestPeriod('monthly', now);
  const notWritten = (key: string) =>
    notExists(
      tx
        .select({ one: sql`1` })
        .from(digestSends)
        .where(and(eq(digestSends.userId, digestSubscriptions.userId), eq(digestSends.period, key))),
    );
  return tx
    .select({
      userId: digestSubscriptions.userId,
      frequency: digestSubscriptions.frequency,
      since: digestSubscriptions.since,
      email: users.email,
      role: profiles.role,
      subscriptionStatus: profiles.subscriptionStatus,
      currentPeriodEnd: profiles.currentPeriodEnd,
      stripeCustomerId: profiles.stripeCustomerId,
      deactivatedAt: profiles.deactivatedAt,
    })
    .from(digestSubscriptions)
    .innerJoin(users, eq(users.id, digestSubscriptions.userId))
    .innerJoin(profiles, eq(profiles.id, digestSubscriptions.userId))
    .where(
      or(
        and(
          eq(digestSubscriptions.frequency, 'weekly'),
          lt(digestSubscriptions.since, weekly.start),
          notWritten(weekly.key),
        ),
        and(
          eq(digestSubscriptions.frequency, 'monthly'),
          lt(digestSubscriptions.since, monthly.start),
          notWritten(monthly.key),
        ),
      ),
    )
    .orderBy(asc(digestSubscriptions.userId))
    .limit(limit)
    .for('update', { of: digestSubscriptions, skipLocked: true });
}

/** Computes every competency ranking the digests may need, so a batch's transaction never has to. */
async function warmRankings(deps: Deps) {
  const bank = await bankById(deps.db);
  const [state] = await deps.db.select({ version: contentState.version }).from(contentState);
  await growthAreaRankings(deps.growNextRankings, [...bank.values()], state?.version ?? null);
  return bank;
}

/** One batch in one transaction: the number written of each kind, or null when nobody was due. */
async function runBatch(
  deps: Deps,
  opts: { now: Date; batchSize: number; bank: Awaited<ReturnType<typeof bankById>> },
): Promise<{ sent: number; skipped: number } | null> {
  return deps.db.transaction(async (tx) => {
    const claimed = await claimDue(tx, opts.now, opts.batchSize);
    if (claimed.length === 0) return null;
    const last = await lastSentAt(
      tx,
      claimed.map((c) => c.userId),
    );
    const hasAccess = (m: (typeof claimed)[number]) =>
      m.deactivatedAt === null && accessLevel(deriveSubscriptionState(m, opts.now), m.role) === 'FULL_ACCESS';
    const built = await buildDigests(
      tx,
      claimed.filter(hasAccess).map((m) => ({
        userId: m.userId,
        role: m.role,
        since: digestSince(m, last.get(m.userId) ?? null),
      })),
      { now: opts.now, bank: opts.bank, rankings: deps.growNextRankings },
    );
    const rows = claimed.flatMap((m) => {
      const period = duePeriod(m, opts.now);
      if (!period || m.frequency === 'off') return [];
      const access = hasAccess(m);
      const content = built.get(m.userId) ?? null;
      const news = content !== null && hasNews(content.counts);
      return [{ m, period, frequency: m.frequency, access, content, news }];
    });
    if (rows.length === 0) return { sent: 0, skipped: 0 };
    // One statement for the batch's rows; a row another process wrote first comes back absent.
    const written = await tx
      .insert(digestSends)
      .values(
        rows.map((r) => ({
          userId: r.m.userId,
          period: r.period.key,
          frequency: r.frequency,
          status: r.news ? ('sent' as const) : ('skipped' as const),
          reason: r.news ? null : r.access ? ('nothing_new' as const) : ('no_access' as const),
          counts: r.content?.counts ?? null,
          items: r.content ? totalItems(r.content.counts) : 0,
          createdAt: opts.now,
        })),
      )
      .onConflictDoNothing()
      .returning({ userId: digestSends.userId });
    const mine = new Set(written.map((w) => w.userId));
    const mail = rows.filter((r) => r.news && r.content && mine.has(r.m.userId));
    await deps.mailer.queue(
      tx,
      mail.map((r) =>
        digestMessage(deps, {
          userId: r.m.userId,
          email: r.m.email,
          cadence: r.frequency,
          period: r.period.key,
          content: r.content!,
        }),
      ),
    );
    const sent = mail.length;
    const skipped = rows.filter((r) => !r.news && mine.has(r.m.userId)).length;
    return { sent, skipped };
  });
}

/**
 * Writes every due digest (batch after batch until none is due), then delivers the queued mail.
 * `afterBatch` lets a test or a bench watch the run.
 */
export async function runDigests(
  deps: Deps,
  opts: {
    now: Date;
    batchSize?: number;
    deliver?: boolean;
    afterBatch?: (run: DigestRun) => void;
    /** Aborted when the app shuts down: the run ends after the batch under way (the next run resumes). */
    stopping?: AbortSignal;
  },
): Promise<DigestRun> {
  const started = performance.now();
  const run: DigestRun = { sent: 0, skipped: 0, batches: 0, buildMs: 0, delivered: 0 };
  const bank = await warmRankings(deps);
  while (!opts.stopping?.aborted) {
    const batch = await runBatch(deps, { now: opts.now, batchSize: opts.batchSize ?? DIGEST_BATCH, bank });
    if (!batch) break;
    run.sent += batch.sent;
    run.skipped += batch.skipped;
    run.batches++;
    opts.afterBatch?.(run);
    // The embedded database answers without ever leaving the event loop: without this turn a run
    // of thousands would hold every request (and its keep-alive timers) until it ended.
    await nextTurn();
  }
  run.buildMs = Math.round(performance.now() - started);
  if (opts.deliver !== false) {
    // Drained here rather than left to the queue's slow timer: a run may queue thousands.
    while (!opts.stopping?.aborted) {
      const n = await deps.mailer.deliverDue();
      if (n === 0) break;
      run.delivered += n;
      await nextTurn();
    }
  }
  return run;
}

/** Runs the scheduler every `everyMs` in the background, one run at a time. */
export function startDigests(deps: Deps, log: Logger, clock: Clock, everyMs: number): Repeating {
  return repeatEvery(everyMs, (stopping) =>
    runDigests(deps, { now: clock(), stopping })
      .then((run) => {
        if (run.batches > 0) log.info({ run }, 'digests written');
      })
      .catch((err: unknown) => log.error({ err }, 'digest run failed')),
  );
}
