import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openConfiguredDatabase } from '../../src/server/boot';
import { type Db, openDatabase } from '../../src/server/db/client';
import { profiles } from '../../src/server/db/schema';
import { seedDemoLibrary } from '../../src/server/db/seed';
import type { Env } from '../../src/server/env';
import { backupDatabase, restoreDatabase } from '../../src/server/ops/backup';
import { createMember } from '../factories/members';
import { databaseFingerprint } from '../setup/db-fingerprint';

/*
 * `npm run backup` then `npm run restore` give back exactly the data that was backed up: the demo
 * library plus a member, fingerprinted table by table (row counts and a digest of every row), then
 * changed after the backup, restored over the change, and fingerprinted again.
 */

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'praxis-backup-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Changes made after the backup, which the restore must undo. */
async function changeAfterBackup(db: Db) {
  await createMember(db, { firstName: 'After', lastName: 'Backup' });
  await db.update(profiles).set({ firstName: 'Renamed' }).where(eq(profiles.firstName, 'Before'));
}

describe('embedded PGlite', () => {
  it('round-trips the data folder through npm run backup and npm run restore', async () => {
    const env = { DATA_DIR: path.join(tmp, 'embedded'), DATABASE_URL: undefined } as Pick<
      Env,
      'DATA_DIR' | 'DATABASE_URL'
    >;
    let opened = await openConfiguredDatabase(env as Env);
    await opened.database.migrate();
    await seedDemoLibrary(opened.database.db);
    await createMember(opened.database.db, { firstName: 'Before', lastName: 'Backup' });
    const before = await databaseFingerprint(opened.database.db);
    await opened.database.close();
    opened.release();

    const file = path.join(tmp, 'embedded.pglite.tar.gz');
    const backup = await backupDatabase(env, file);
    expect(backup).toMatchObject({ kind: 'pglite', bytes: expect.any(Number) });
    expect(fs.existsSync(`${file}.partial`)).toBe(false);

    opened = await openConfiguredDatabase(env as Env);
    await changeAfterBackup(opened.database.db);
    expect(await databaseFingerprint(opened.database.db)).not.toEqual(before);
    await opened.database.close();
    opened.release();

    const restored = await restoreDatabase(env, file);
    expect(restored.previous && fs.existsSync(restored.previous)).toBe(true);

    opened = await openConfiguredDatabase(env as Env);
    try {
      const after = await databaseFingerprint(opened.database.db);
      expect(Object.keys(after).length).toBeGreaterThan(10);
      expect(after).toEqual(before);
      // The restored database takes writes (and the migrations are all there).
      await opened.database.migrate();
      await createMember(opened.database.db);
    } finally {
      await opened.database.close();
      opened.release();
    }
    // A new PGlite folder on disk takes a while to create (initdb), then each open takes seconds.
  }, 120_000);

  it('refuses a backup of the other kind', async () => {
    const file = path.join(tmp, 'other.pgdump');
    fs.writeFileSync(file, 'not a dump');
    await expect(
      restoreDatabase({ DATA_DIR: path.join(tmp, 'x'), DATABASE_URL: undefined }, file),
    ).rejects.toThrow(/postgres backup/);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('PostgreSQL', () => {
  const name = `praxis_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('round-trips the database through pg_dump and pg_restore', async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const env = { DATA_DIR: path.join(tmp, 'pg'), DATABASE_URL: url.toString() };
    let database = await openDatabase({ url: env.DATABASE_URL, poolSize: 2 });
    await database.migrate();
    await seedDemoLibrary(database.db);
    await createMember(database.db, { firstName: 'Before', lastName: 'Backup' });
    const before = await databaseFingerprint(database.db);
    await database.close();

    const backup = await backupDatabase(env);
    expect(backup.kind).toBe('postgres');
    expect(backup.file.endsWith('.pgdump')).toBe(true);

    database = await openDatabase({ url: env.DATABASE_URL, poolSize: 2 });
    await changeAfterBackup(database.db);
    expect(await databaseFingerprint(database.db)).not.toEqual(before);
    await database.close();

    await restoreDatabase(env, backup.file);
    database = await openDatabase({ url: env.DATABASE_URL, poolSize: 2 });
    try {
      expect(await databaseFingerprint(database.db)).toEqual(before);
      await database.db.execute(sql`select similarity('praxis', 'praxsi')`);
      await createMember(database.db);
    } finally {
      await database.close();
    }
  }, 60_000);
});
