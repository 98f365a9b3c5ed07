import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server/boot';
import type { Database } from '../../src/server/db/client';
import {
  assessmentBankVersions,
  assessments,
  competencies,
  items,
  peerAverages,
  resources,
} from '../../src/server/db/schema';
import { installShippedBank } from '../../src/server/features/assessment/bank/install';
import { loadEnv } from '../../src/server/env';
import { createLogger } from '../../src/server/lib/logger';
import { createTestApp } from '../setup/test-app';
import { createEmptyDatabase } from '../setup/test-db';
import { createScratchDatabase } from '../setup/scratch-db';
import { addBank, addSubmission, quietMember } from './assessment-fixtures';

/*
 * The competency bank is part of every install: a database gets it right after migrating (the
 * server's start, db:migrate, test databases), without the demo, on PGlite and PostgreSQL alike.
 */

const adminUrl = process.env.TEST_DATABASE_URL;
const opened: Array<{ close(): Promise<void> }> = [];
afterAll(async () => {
  for (const o of opened.reverse()) await o.close();
});

/** A migrated database without the bank: in memory, or a scratch database on the test server. */
async function migratedOnly(): Promise<Database> {
  const database = await createEmptyDatabase();
  opened.push(database);
  await database.migrate();
  return database;
}

/** Pronoun words, whoever they would be about: a peer wording has none. */
const PRONOUN = /\b(he|she|his|her|hers|him|they|their|theirs|them|themselves|himself|herself)\b/i;

async function expectShippedBank(db: Database['db']) {
  const active = await db.select().from(assessments).where(eq(assessments.isActive, true));
  expect(active).toHaveLength(1);
  expect(active[0]!.version).toBe(1);
  const rows = await db.select().from(items).where(eq(items.assessmentId, active[0]!.id));
  expect(rows).toHaveLength(75);
  expect(new Set(rows.map((r) => r.competencyId)).size).toBe(15);
  expect(await db.select().from(competencies)).toHaveLength(15);
  for (const item of rows) {
    expect(item.active).toBe(true);
    expect(item.peerPrompt.trim(), item.prompt).not.toBe('');
    expect(item.peerPrompt, item.peerPrompt).not.toMatch(PRONOUN);
    expect(item.peerPrompt, 'third person, not the rater speaking').not.toMatch(/\b(I|my|me|our|we)\b/);
  }
  const [snapshot] = await db
    .select()
    .from(assessmentBankVersions)
    .where(
      and(eq(assessmentBankVersions.assessmentId, active[0]!.id), eq(assessmentBankVersions.version, 1)),
    );
  const doc = snapshot!.bank as { competencies: { items: { id: string }[] }[] };
  expect(doc.competencies).toHaveLength(15);
  expect(doc.competencies.flatMap((c) => c.items.map((i) => i.id)).sort()).toEqual(
    rows.map((r) => r.id).sort(),
  );
}

describe('the shipped bank', () => {
  it('is installed once on a migrated database: 15 competencies, 75 items with peer wordings, version 1', async () => {
    const database = await migratedOnly();
    expect(await database.db.select().from(assessments)).toHaveLength(0);
    expect(await installShippedBank(database.db)).toBe('installed');
    await expectShippedBank(database.db);
    // Again, and twice at once (two app processes starting): nothing more.
    expect(await installShippedBank(database.db)).toBe('unchanged');
    const twice = await Promise.all([installShippedBank(database.db), installShippedBank(database.db)]);
    expect(twice).toEqual(['unchanged', 'unchanged']);
    await expectShippedBank(database.db);
  }, 90_000);

  it('two processes installing at once on an empty database install one bank', async () => {
    const database = await migratedOnly();
    const outcomes = await Promise.all([installShippedBank(database.db), installShippedBank(database.db)]);
    expect(outcomes.sort()).toEqual(['installed', 'unchanged']);
    await expectShippedBank(database.db);
  }, 90_000);

  it('completes an install whose items have no peer wording and whose version has no snapshot', async () => {
    const database = await migratedOnly();
    await installShippedBank(database.db);
    // As a bank seeded before this wave: empty peer wordings, no version snapshot.
    await database.db.update(items).set({ peerPrompt: '' });
    await database.db.delete(assessmentBankVersions);
    expect(await installShippedBank(database.db)).toBe('completed');
    await expectShippedBank(database.db);
    const [one] = await database.db
      .select({ peer: items.peerPrompt })
      .from(items)
      .where(
        eq(items.prompt, 'I can describe what our organisation sells, to whom, and how it makes money.'),
      );
    expect(one!.peer).toBe(
      '{name} can describe what the organisation sells, to whom, and how it makes money.',
    );
    expect(await installShippedBank(database.db)).toBe('unchanged');
  }, 90_000);

  it("publishes the peers' averages of ratings given before averages were published, once, with the snapshot", async () => {
    const t = await createTestApp();
    try {
      const bank = await addBank(t.db, 2);
      const rated = await quietMember(t.db, 'Upgraders');
      for (let i = 0; i < 3; i += 1) {
        const rater = await quietMember(t.db, 'Upgraders');
        await addSubmission(t.db, bank, { target: rated, rater, mode: 'peer', answers: 4 });
      }
      // As an install from before: the ratings are there, nothing published, no version snapshot.
      await t.db.delete(peerAverages);
      await t.db.delete(assessmentBankVersions);
      expect(await installShippedBank(t.db)).toBe('completed');
      const published = await t.db.select().from(peerAverages).where(eq(peerAverages.targetUserId, rated));
      expect(published).toHaveLength(1);
      expect(published[0]!.raterIds).toHaveLength(3);
    } finally {
      await t.close();
    }
  }, 90_000);

  it('is there when the server has started on an empty database without the demo', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'praxis-bank-'));
    const scratch = adminUrl ? await createScratchDatabase(adminUrl) : null;
    const env = loadEnv({
      NODE_ENV: 'test',
      APP_URL: 'http://localhost:3000',
      BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    });
    const server = await startServer({ env, logger: createLogger('silent') });
    try {
      expect(server.seeded).toBe(false);
      await expectShippedBank(server.deps.db);
      // No demo: the bank is the product's, not the demo's.
      expect(await server.deps.db.select({ id: resources.id }).from(resources)).toHaveLength(0);
    } finally {
      await server.close();
      await scratch?.drop();
    }
  }, 60_000);
});
