import crypto from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/server/db/client';
import { installShippedBank } from '../../src/server/features/assessment/bank/install';
import { installShippedVocabulary } from '../../src/server/features/vocabulary/install';

/** Runs one statement as the server's administrator (the user of `adminUrl`). */
async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A new empty database `<prefix>_<random>` on the PostgreSQL server of `adminUrl`: its URL, and
 * `drop()` to remove it again (connections still open to it are ended).
 */
export async function createScratchDatabase(
  adminUrl: string,
  prefix = 'praxis_t',
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * A fresh database for one test file, prepared as every install is (migrated, with the competency
 * bank): in-memory PGlite by default, or a new database on the PostgreSQL server named by
 * TEST_DATABASE_URL (dropped again on close).
 */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({});
    await database.migrate();
    await installShippedBank(database.db);
    await installShippedVocabulary(database.db);
    return database;
  }
  const scratch = await createScratchDatabase(adminUrl);
  const database = await openDatabase({ url: scratch.url, poolSize: 5 });
  await database.migrate();
  await installShippedBank(database.db);
  await installShippedVocabulary(database.db);
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}
