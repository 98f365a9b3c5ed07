import { sql } from 'drizzle-orm';
import { VocabularyGroupInputSchema } from '../../../shared/contract/vocabulary';
import type { Db } from '../../db/client';
import { vocabularyGroups, vocabularyShipped } from '../../db/schema';
import { SHIPPED_VOCABULARY } from './shipped-vocabulary';

/**
 * The L&D vocabulary is product data: every install has it, production included. Right after the
 * migrations (server start, `npm run db:migrate`, the demo seed, test databases) an install gets
 * each shipped group it has never been given: all of them the first time, then those a later
 * release adds. A group is given once, by label (vocabulary_shipped keeps which): administrators'
 * edits are never overwritten, a group they delete does not come back, and a group of theirs
 * already named like a shipped one is kept instead. Two processes starting at once take turns on
 * an advisory lock.
 */

const INSTALL_LOCK = 72_616_002;

/** The shipped groups, checked against the console's own rules (a broken edit fails loudly). */
export function shippedVocabulary() {
  return SHIPPED_VOCABULARY.map((group) => {
    const parsed = VocabularyGroupInputSchema.safeParse(group);
    if (!parsed.success)
      throw new Error(
        `The shipped vocabulary group "${group.label}" is not valid: ${parsed.error.issues[0]?.message}`,
      );
    return parsed.data;
  });
}

export async function installShippedVocabulary(db: Db): Promise<'installed' | 'unchanged'> {
  const groups = shippedVocabulary();
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${INSTALL_LOCK})`);
    const given = new Set((await tx.select().from(vocabularyShipped)).map((row) => row.label));
    const due = groups.filter((group) => !given.has(group.label));
    if (due.length === 0) return 'unchanged';
    const named = new Set(
      (await tx.select({ label: vocabularyGroups.label }).from(vocabularyGroups)).map((g) =>
        g.label.toLowerCase(),
      ),
    );
    const added = due.filter((group) => !named.has(group.label.toLowerCase()));
    if (added.length > 0) await tx.insert(vocabularyGroups).values(added);
    await tx.insert(vocabularyShipped).values(due.map((group) => ({ label: group.label })));
    return added.length > 0 ? 'installed' : 'unchanged';
  });
}
