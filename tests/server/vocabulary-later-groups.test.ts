import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { vocabularyGroups, vocabularyShipped } from '../../src/server/db/schema';
import { installShippedVocabulary, shippedVocabulary } from '../../src/server/features/vocabulary/install';
import { createTestDatabase } from '../setup/test-db';

/**
 * Each shipped vocabulary group reaches an install once, by label: the whole list on a new install,
 * then the groups a later release adds, on an install whose administrators may have edited,
 * renamed or deleted groups since (none of which is undone).
 */
const LATER = [
  'Reaction surveys',
  'Measuring impact',
  'Succession and talent pipeline',
  'Learning strategy',
  'Choosing learning technology',
  'Unconscious bias',
  'Multi-rater feedback',
];
/** The migration's second statement: an install with a vocabulary counts the first release's groups as given. */
const BACKFILL = fs
  .readFileSync('src/server/db/migrations/0039_vocabulary_shipped.sql', 'utf8')
  .split('--> statement-breakpoint')[1]!;

const labels = async (database: Database) =>
  (await database.db.select({ label: vocabularyGroups.label }).from(vocabularyGroups)).map((g) => g.label);
const termsOf = async (database: Database, label: string) =>
  (await database.db.select().from(vocabularyGroups).where(eq(vocabularyGroups.label, label)))[0]?.terms;

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('the shipped vocabulary', () => {
  it('is all given to a new install, once', async () => {
    expect((await labels(database)).sort()).toEqual(
      shippedVocabulary()
        .map((g) => g.label)
        .sort(),
    );
    expect(await installShippedVocabulary(database.db)).toBe('unchanged');
  });

  it("reaches an install of the first release with the later groups only, keeping its administrators' changes", async () => {
    // The install as the first release left it, with the administrators' changes since.
    for (const label of LATER)
      await database.db.delete(vocabularyGroups).where(eq(vocabularyGroups.label, label));
    await database.db.delete(vocabularyShipped);
    await database.db
      .update(vocabularyGroups)
      .set({ terms: ['tna', 'our own intake form'] })
      .where(eq(vocabularyGroups.label, 'Training needs analysis'));
    await database.db.delete(vocabularyGroups).where(eq(vocabularyGroups.label, 'Learning science'));
    await database.db
      .insert(vocabularyGroups)
      .values({ label: 'unconscious BIAS', terms: ['our bias module'] });
    const before = await labels(database);

    // The upgrade: the migration, then the server's start.
    await database.db.execute(sql.raw(BACKFILL));
    expect(await installShippedVocabulary(database.db)).toBe('installed');

    const after = await labels(database);
    const added = after.filter((label) => !before.includes(label));
    expect(added.sort()).toEqual(LATER.filter((l) => l !== 'Unconscious bias').sort());
    const shipped = new Map(shippedVocabulary().map((g) => [g.label, g.terms]));
    for (const label of added) expect(await termsOf(database, label), label).toEqual(shipped.get(label));
    expect(await termsOf(database, 'Training needs analysis')).toEqual(['tna', 'our own intake form']);
    expect(await termsOf(database, 'unconscious BIAS')).toEqual(['our bias module']);
    expect(after).not.toContain('Learning science');
  });

  it('does not give a group again once it was given, even after it was deleted', async () => {
    await database.db.delete(vocabularyGroups).where(eq(vocabularyGroups.label, 'Reaction surveys'));
    expect(await installShippedVocabulary(database.db)).toBe('unchanged');
    expect(await labels(database)).not.toContain('Reaction surveys');
  });
});
