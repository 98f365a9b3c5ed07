import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vocabularyGroups } from '../../db/schema';
import { textArray } from '../content/where';

/** The terms of every vocabulary group that holds one of `phrases` (one indexed look-up). */
export async function groupsHolding(db: Db, phrases: readonly string[]): Promise<string[][]> {
  if (phrases.length === 0) return [];
  const rows = await db
    .select({ terms: vocabularyGroups.terms })
    .from(vocabularyGroups)
    .where(sql`${vocabularyGroups.terms} && ${textArray(phrases)}`);
  return rows.map((r) => r.terms);
}
