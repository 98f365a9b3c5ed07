import crypto from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../src/server/db/client';
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
 * A new database `<prefix>_<random>` on the PostgreSQL server of `adminUrl` (empty, or a copy of the
 * database `template`): its URL, and `drop()` to remove it again (connections still open to it are ended).
 */
export async function createScratchDatabase(
  adminUrl: string,
  prefix = 'praxis_t',
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  const copy = template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : '';
  await adminQuery(adminUrl, `CREATE DATABASE ${name}${copy}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Prepares a database as every install is: migrated, with the competency bank and the vocabulary. */
export async function prepareAsInstalled(database: Database): Promise<void> {
  await database.migrate();
  await installShippedBank(database.db);
  await installShippedVocabulary(database.db);
}
