import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { type Database, openDatabase } from '../../src/server/db/client';
import { createScratchDatabase, prepareAsInstalled } from './scratch-db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data folder (a tarball's path) migrated, with the bank and the vocabulary; '' if none. */
    pgliteInstalled: string;
    /** A PGlite data folder just initialised (nothing migrated); '' if none. */
    pgliteBlank: string;
    /** The PostgreSQL database each test file's database is copied from; '' if none. */
    postgresInstalled: string;
  }
}

/** Saves the data folder of an open PGlite database as a tarball in `file`. */
async function saveFolder(database: Database, file: string): Promise<void> {
  // drizzle's documented handle on the driver's client.
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const tarball = await client.dumpDataDir('none');
  fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
}

/**
 * Global setup of the projects whose files open databases: prepares one database as every install
 * is, once per run, which each test file then copies (test-db.ts). Starting PGlite on an empty
 * folder (initdb) and migrating cost seconds per file; loading a saved folder costs a fraction.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const scratch = await createScratchDatabase(adminUrl, 'praxis_t_tpl');
    const database = await openDatabase({ url: scratch.url, poolSize: 1 });
    await prepareAsInstalled(database);
    await database.close();
    project.provide('pgliteInstalled', '');
    project.provide('pgliteBlank', '');
    project.provide('postgresInstalled', scratch.name);
    return () => scratch.drop();
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'praxis-db-template-'));
  const blank = path.join(dir, 'blank.tar');
  const installed = path.join(dir, 'installed.tar');
  const empty = await openDatabase({});
  await saveFolder(empty, blank);
  await empty.close();
  const database = await openDatabase({ template: new Blob([fs.readFileSync(blank)]) });
  await prepareAsInstalled(database);
  await saveFolder(database, installed);
  await database.close();
  project.provide('pgliteInstalled', installed);
  project.provide('pgliteBlank', blank);
  project.provide('postgresInstalled', '');
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
