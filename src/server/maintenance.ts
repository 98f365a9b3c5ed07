import { lt } from 'drizzle-orm';
import type { Db } from './db/client';
import { mailOutbox, resourceViews, sessions } from './db/schema';
import { VIEW_WINDOW_MINUTES } from './features/content/views';
import type { Logger } from './lib/logger';
import { deleteExpiredRateLimits } from './lib/rate-limit';
import { type Repeating, repeatEvery } from './lib/repeat';

/** How long development mail stays in the outbox. */
export const OUTBOX_KEEP_MS = 24 * 60 * 60 * 1000;

/** How often the clean-up runs in a server process. */
export const MAINTENANCE_EVERY_MS = 60 * 60 * 1000;

export interface CleanedUp {
  sessions: number;
  rateLimits: number;
  views: number;
  outbox: number;
}

const deletedCount = async (rows: Promise<unknown[]>) => (await rows).length;

/**
 * Deletes what nobody will read again: sessions past their expiry (better-auth only deletes one
 * when its owner comes back), rate-limit counters whose longest window has passed, view rows older
 * than the window within which repeated views count once (the count itself is kept on the item),
 * and development mail older than a day.
 */
export async function cleanUp(db: Db, now = new Date()): Promise<CleanedUp> {
  const [expiredSessions, rateLimits, views, outbox] = await Promise.all([
    deletedCount(db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id })),
    deleteExpiredRateLimits(db, now.getTime()),
    deletedCount(
      db
        .delete(resourceViews)
        .where(lt(resourceViews.viewedAt, new Date(now.getTime() - VIEW_WINDOW_MINUTES * 60_000)))
        .returning({ id: resourceViews.id }),
    ),
    deletedCount(
      db
        .delete(mailOutbox)
        .where(lt(mailOutbox.createdAt, new Date(now.getTime() - OUTBOX_KEEP_MS)))
        .returning({ id: mailOutbox.id }),
    ),
  ]);
  return { sessions: expiredSessions, rateLimits, views, outbox };
}

/**
 * Runs cleanUp every `everyMs` in the background (the timer does not keep the process alive) and
 * returns how to stop it; one run at a time, a failed run is logged and the next one tries again.
 */
export function startMaintenance(db: Db, log: Logger, everyMs = MAINTENANCE_EVERY_MS): Repeating {
  return repeatEvery(everyMs, () =>
    cleanUp(db).then(
      (cleaned) => log.info({ cleaned }, 'clean-up done'),
      (err: unknown) => log.error({ err }, 'clean-up failed'),
    ),
  );
}
