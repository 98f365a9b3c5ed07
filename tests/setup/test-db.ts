import fs from 'node:fs';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client';
import { createScratchDatabase, prepareAsInstalled } from './scratch-db';

/** A PGlite data folder the global setup saved (see db-templates.ts), or none outside vitest's run. */
function savedFolder(key: 'pgliteInstalled' | 'pgliteBlank'): Blob | undefined {
  const file = inject(key);
  return file ? new Blob([fs.readFileSync(file)]) : undefined;
}

/** A database on the PostgreSQL server of `adminUrl`, dropped again on close. */
async function scratchOn(adminUrl: string, template?: string): Promise<Database> {
  const scratch = await createScratchDatabase(adminUrl, 'praxis_t', template);
  const database = await openDatabase({ url: scratch.url, poolSize: 5 });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * A fresh database for one test file, prepared as every install is (migrated, with the competency
 * bank): in-memory PGlite by default, or a new database on the PostgreSQL server named by
 * TEST_DATABASE_URL (dropped again on close). Both start as a copy of the one the global setup
 * prepared, when there is one: preparing a database takes seconds, copying one a fraction of that.
 */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const template = savedFolder('pgliteInstalled');
    if (template) return openDatabase({ template });
    const database = await openDatabase({});
    await prepareAsInstalled(database);
    return database;
  }
  const template = inject('postgresInstalled');
  const database = await scratchOn(adminUrl, template || undefined);
  if (!template) await prepareAsInstalled(database);
  return database;
}

/**
 * A fresh empty database (nothing migrated), for tests of migrations and installs: in-memory
 * PGlite, or a new database on the TEST_DATABASE_URL server (dropped again on close); in-memory
 * PGlite whatever the server with `embedded`.
 */
export async function createEmptyDatabase(opts: { embedded?: boolean } = {}): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl && !opts.embedded) return scratchOn(adminUrl);
  return openDatabase({ template: savedFolder('pgliteBlank') });
}
