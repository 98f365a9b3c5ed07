import { asc, eq, sql } from 'drizzle-orm';
import type {
  VocabularyGroup,
  VocabularyGroupInput,
  VocabularyList,
} from '../../../../shared/contract/vocabulary';
import { VOCABULARY_LIMITS } from '../../../../shared/contract/vocabulary';
import type { Db } from '../../../db/client';
import { vocabularyGroups } from '../../../db/schema';
import { AppError, notFound } from '../../../lib/errors';
import type { SessionMember } from '../../../request-env';
import { recordAdminAction } from '../audit/service';

/** The console's Vocabulary area: list, add, change and delete groups, each change audited. */

export const VOCABULARY_MESSAGES = {
  notFound: 'That vocabulary group no longer exists.',
  full: `The vocabulary holds at most ${VOCABULARY_LIMITS.groups} groups.`,
} as const;

type Row = typeof vocabularyGroups.$inferSelect;
const toGroup = (r: Row): VocabularyGroup => ({
  id: r.id,
  label: r.label,
  terms: r.terms,
  updatedAt: r.updatedAt.toISOString(),
});
const recorded = (r: Row) => ({ label: r.label, terms: r.terms });

export async function listVocabulary(db: Db): Promise<VocabularyList> {
  const rows = await db
    .select()
    .from(vocabularyGroups)
    .orderBy(asc(vocabularyGroups.label), asc(vocabularyGroups.id));
  return { items: rows.map(toGroup) };
}

export async function addVocabularyGroup(
  db: Db,
  admin: SessionMember,
  input: VocabularyGroupInput,
): Promise<VocabularyGroup> {
  return db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(vocabularyGroups);
    if (n >= VOCABULARY_LIMITS.groups) throw new AppError(409, 'vocabulary_full', VOCABULARY_MESSAGES.full);
    const [row] = await tx.insert(vocabularyGroups).values(input).returning();
    await recordAdminAction(tx, admin, {
      action: 'vocabulary.group.create',
      targetType: 'vocabulary_group',
      targetId: row!.id,
      after: recorded(row!),
    });
    return toGroup(row!);
  });
}

export async function changeVocabularyGroup(
  db: Db,
  admin: SessionMember,
  id: string,
  input: VocabularyGroupInput,
): Promise<VocabularyGroup> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(vocabularyGroups)
      .where(eq(vocabularyGroups.id, id))
      .for('update');
    if (!before) throw notFound(VOCABULARY_MESSAGES.notFound);
    const [row] = await tx
      .update(vocabularyGroups)
      .set({ label: input.label, terms: input.terms })
      .where(eq(vocabularyGroups.id, id))
      .returning();
    await recordAdminAction(tx, admin, {
      action: 'vocabulary.group.update',
      targetType: 'vocabulary_group',
      targetId: id,
      before: recorded(before),
      after: recorded(row!),
    });
    return toGroup(row!);
  });
}

export async function deleteVocabularyGroup(db: Db, admin: SessionMember, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(vocabularyGroups).where(eq(vocabularyGroups.id, id)).returning();
    if (!before) throw notFound(VOCABULARY_MESSAGES.notFound);
    await recordAdminAction(tx, admin, {
      action: 'vocabulary.group.delete',
      targetType: 'vocabulary_group',
      targetId: id,
      before: recorded(before),
    });
  });
}
