import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { vocabularyGroups } from '../../src/server/db/schema';
import { shippedVocabulary } from '../../src/server/features/vocabulary/install';
import { createTestDatabase } from '../setup/test-db';

/**
 * Groups shipped after the first release reach an install that already holds a vocabulary (its
 * administrators may have edited it, so the whole list is not written again): a migration adds
 * each later group once, by label. Run here on an install as it stood before them.
 */
const MIGRATION = 'src/server/db/migrations/0039_shipped_vocabulary_additions.sql';
const LATER = [
  'Reaction surveys',
  'Measuring impact',
  'Succession and talent pipeline',
  'Learning strategy',
  'Choosing learning technology',
  'Unconscious bias',
  'Multi-rater feedback',
];
const runMigration = async (database: Database) => {
  for (const statement of fs.readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint'))
    await database.db.execute(sql.raw(statement));
};
const labels = async (database: Database) =>
  (await database.db.select({ label: vocabularyGroups.label }).from(vocabularyGroups)).map((g) => g.label);

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('vocabulary groups shipped later', () => {
  it('are added to an install that had the earlier list, with the shipped terms, once', async () => {
    // The install as it stood: the earlier groups, one of them renamed by an administrator's edit.
    for (const label of LATER)
      await database.db.delete(vocabularyGroups).where(eq(vocabularyGroups.label, label));
    await database.db
      .update(vocabularyGroups)
      .set({ terms: ['tna', 'our own intake form'] })
      .where(eq(vocabularyGroups.label, 'Training needs analysis'));
    const before = await labels(database);
    expect(before).not.toContain('Reaction surveys');

    await runMigration(database);
    await runMigration(database);

    const after = await labels(database);
    expect(after.length).toBe(before.length + LATER.length);
    expect(after).toEqual(expect.arrayContaining(LATER));
    const shipped = new Map(shippedVocabulary().map((g) => [g.label, g.terms]));
    for (const label of LATER) {
      const [group] = await database.db
        .select()
        .from(vocabularyGroups)
        .where(eq(vocabularyGroups.label, label));
      expect(group?.terms, label).toEqual(shipped.get(label));
    }
    // An administrator's edit of an earlier group is kept.
    const [tna] = await database.db
      .select()
      .from(vocabularyGroups)
      .where(eq(vocabularyGroups.label, 'Training needs analysis'));
    expect(tna?.terms).toEqual(['tna', 'our own intake form']);
  });

  it("leave an administrator's group of the same name as it is", async () => {
    await database.db.delete(vocabularyGroups).where(eq(vocabularyGroups.label, 'Unconscious bias'));
    await database.db
      .insert(vocabularyGroups)
      .values({ label: 'unconscious BIAS', terms: ['our bias module'] });
    await runMigration(database);
    const same = (await labels(database)).filter((l) => l.toLowerCase() === 'unconscious bias');
    expect(same).toEqual(['unconscious BIAS']);
  });

  it('add nothing to an install without a vocabulary (it gets the whole list when it starts)', async () => {
    await database.db.delete(vocabularyGroups);
    await runMigration(database);
    expect(await labels(database)).toEqual([]);
  });
});
