import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { searchMisses } from '../../db/schema';
import type { Logger } from '../../lib/logger';

/** A query as curators read it: lower case, single spaces, at most 200 characters. */
export function normalizeSearchQuery(q: string): string {
  return q.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim().slice(0, 200);
}

/**
 * Counts a search that found nothing, for the day (UTC): one upsert, no member recorded. A failure
 * is logged and never fails the search.
 */
export async function recordSearchMiss(
  db: Db,
  q: string,
  log: Logger,
  now: Date = new Date(),
): Promise<void> {
  const query = normalizeSearchQuery(q);
  if (query === '') return;
  try {
    await db
      .insert(searchMisses)
      .values({ day: now.toISOString().slice(0, 10), query, count: 1 })
      .onConflictDoUpdate({
        target: [searchMisses.day, searchMisses.query],
        set: { count: sql`${searchMisses.count} + 1` },
      });
  } catch (err) {
    log.warn({ err }, 'could not count a search that found nothing');
  }
}
