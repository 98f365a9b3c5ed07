import { sql } from 'drizzle-orm';
import { VocabularyGroupInputSchema } from '../../../shared/contract/vocabulary';
import type { Db } from '../../db/client';
import { vocabularyGroups } from '../../db/schema';
import { SHIPPED_VOCABULARY } from './shipped-vocabulary';

/**
 * The L&D vocabulary is product data: every install has it, production included. Right after the
 * migrations (server start, `npm run db:migrate`, the demo seed, test databases) an install with
 * no vocabulary gets the shipped groups; one that has any (administrators' edits) is left as it
 * is. Two processes starting at once take turns on an advisory lock.
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
    const [any] = await tx.select({ id: vocabularyGroups.id }).from(vocabularyGroups).limit(1);
    if (any) return 'unchanged';
    await tx.insert(vocabularyGroups).values(groups);
    return 'installed';
  });
}
