import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import {
  databaseDefinitions,
  definitionOf,
  FUNCTIONS_DIR,
  type FunctionDefinition,
  headerOf,
  triggersWithoutFile,
} from '../../src/server/db/function-definitions';
import { createTestDatabase } from '../setup/test-db';

/*
 * Today's definition of every SQL function and trigger is read in src/server/db/functions/, one
 * file per function with the triggers that run it. A freshly migrated database must hold exactly
 * those: a migration that adds, changes or drops one without the file (or the reverse) fails here
 * until `npx tsx scripts/db-functions.ts` writes them again. Runs on PGlite and PostgreSQL.
 */

let database: Database;
let inDatabase: FunctionDefinition[];
const files = fs
  .readdirSync(FUNCTIONS_DIR)
  .filter((f) => f.endsWith('.sql'))
  .map((f) => ({
    name: f.replace(/\.sql$/, ''),
    text: fs.readFileSync(path.join(FUNCTIONS_DIR, f), 'utf8'),
  }));

beforeAll(async () => {
  database = await createTestDatabase();
  inDatabase = await databaseDefinitions(database.db);
});
afterAll(async () => {
  await database.close();
});

describe('the SQL functions and triggers', () => {
  it('each have a file, and each file a function', () => {
    expect(inDatabase.length).toBeGreaterThan(10);
    expect(files.map((f) => f.name).sort()).toEqual(inDatabase.map((d) => d.name).sort());
  });

  it('are defined in the database exactly as their file says', () => {
    for (const { name, definition } of inDatabase) {
      const file = files.find((f) => f.name === name);
      expect(file && definitionOf(file.text), `${name}.sql differs from the migrated database`).toBe(
        definition,
      );
    }
  });

  it('have one definition per name (no overloads) and run only functions with a file', async () => {
    const names = inDatabase.map((d) => d.name);
    expect(names).toEqual([...new Set(names)]);
    expect(await triggersWithoutFile(database.db)).toEqual([]);
  });

  it('say in each file what the function is for', () => {
    for (const file of files) {
      const header = headerOf(file.text);
      expect(header, `${file.name}.sql has no leading comment`).toMatch(/^-- \S/);
      expect(header, `${file.name}.sql still has the placeholder comment`).not.toContain(
        'say what it is for',
      );
    }
  });
});
