import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openConfiguredDatabase } from '../../src/server/boot';
import { type Db, openDatabase } from '../../src/server/db/client';
import { profiles } from '../../src/server/db/schema';
import { seedDemoLibrary } from '../../src/server/db/seed';
import type { Env } from '../../src/server/env';
import { type BackupEnv, backupDatabase, pgConnection, restoreDatabase } from '../../src/server/ops/backup';
import { TAR_END, tarFile, tarHeader, tarPadding } from '../../src/server/ops/tar';
import { folderStorage } from '../../src/server/storage/local';
import { createMember } from '../factories/members';
import { databaseFingerprint } from '../setup/db-fingerprint';

/*
 * `npm run backup` then `npm run restore` give back exactly the data that was backed up: the demo
 * library plus a member, fingerprinted table by table (row counts and a digest of every row), and
 * the uploaded files folder (every file's name and sha256); then both are changed after the backup
 * (a member added, another renamed; a file added, one deleted, one rewritten), restored over the
 * change, and fingerprinted again. Hostile archives are refused without changing anything.
 */

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'praxis-backup-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Changes made after the backup, which the restore must undo. */
async function changeAfterBackup(db: Db) {
  await createMember(db, { firstName: 'After', lastName: 'Backup' });
  await db.update(profiles).set({ firstName: 'Renamed' }).where(eq(profiles.firstName, 'Before'));
}

/** Every file under `folder` (whatever its name or kind), as relative path → sha256 of its bytes. */
function filesFingerprint(folder: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!fs.existsSync(folder)) return out;
  for (const name of fs.readdirSync(folder, { recursive: true }) as string[]) {
    const file = path.join(folder, name);
    if (fs.lstatSync(file).isDirectory()) continue;
    out[name.split(path.sep).join('/')] = crypto
      .createHash('sha256')
      .update(fs.readFileSync(file))
      .digest('hex');
  }
  return out;
}

const filesOf = (env: Pick<Env, 'DATA_DIR'>) => path.join(env.DATA_DIR, 'files');

/** Uploads as the app stores them: two avatars and a library image. */
async function uploadFiles(env: Pick<Env, 'DATA_DIR'>) {
  const storage = folderStorage(filesOf(env));
  await storage.put('avatars/kept.webp', crypto.randomBytes(3000), 'image/webp');
  await storage.put('avatars/deleted-later.webp', crypto.randomBytes(2000), 'image/webp');
  await storage.put('content/rewritten-later.webp', crypto.randomBytes(50_000), 'image/webp');
}

/** File changes after the backup, which the restore must undo. */
async function changeFilesAfterBackup(env: Pick<Env, 'DATA_DIR'>) {
  const storage = folderStorage(filesOf(env));
  await storage.put('avatars/added-later.webp', crypto.randomBytes(1000), 'image/webp');
  await storage.delete('avatars/deleted-later.webp');
  await storage.put('content/rewritten-later.webp', crypto.randomBytes(50_000), 'image/webp');
}

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

/** Files and folders below `folder` that an account other than the owner may read or enter. */
function filesOpenToOthers(folder: string): string[] {
  const open: string[] = [];
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if ((modeOf(full) & 0o077) !== 0) open.push(`${full} ${modeOf(full).toString(8)}`);
  }
  return open;
}

describe('pg_dump and pg_restore', () => {
  it('get the database password in their environment, never on the command line', () => {
    const connection = pgConnection('postgres://praxis:s%40cret@db.example:5432/praxis?sslmode=require');
    expect(connection.url).toBe('postgres://praxis@db.example:5432/praxis?sslmode=require');
    expect(connection.url).not.toContain('cret');
    expect(connection.env).toEqual({ PGPASSWORD: 's@cret' });
    expect(pgConnection('postgres://postgres@127.0.0.1:5432/praxis').env).toEqual({});
  });
});

// Under test:pg the PostgreSQL half runs; the embedded half has run in the PGlite pass.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('embedded PGlite', () => {
  it('round-trips the data folder through npm run backup and npm run restore', async () => {
    const env = { DATA_DIR: path.join(tmp, 'embedded'), DATABASE_URL: undefined } as Pick<
      Env,
      'DATA_DIR' | 'DATABASE_URL'
    >;
    let opened = await openConfiguredDatabase(env as Env);
    await opened.database.migrate();
    await seedDemoLibrary(opened.database.db);
    // The data folder is its owner's alone, and so is the embedded database's folder: PGlite makes
    // its own files 0666 whatever the umask, so these closed folders are what keep them private.
    expect(modeOf(env.DATA_DIR)).toBe(0o700);
    expect(modeOf(path.join(env.DATA_DIR, 'pglite'))).toBe(0o700);
    await createMember(opened.database.db, { firstName: 'Before', lastName: 'Backup' });
    const before = await databaseFingerprint(opened.database.db);
    await opened.database.close();
    opened.release();
    await uploadFiles(env);
    // Uploaded files and their folders are created 0600 and 0700.
    expect(filesOpenToOthers(filesOf(env))).toEqual([]);
    const filesBefore = filesFingerprint(filesOf(env));
    expect(Object.keys(filesBefore)).toHaveLength(3);

    // A backup as they were made before they carried files: PGlite's gzipped dump alone.
    const oldFile = path.join(tmp, 'database-only.pglite.tar.gz');
    const client = await PGlite.create(path.join(env.DATA_DIR, 'pglite'));
    fs.writeFileSync(oldFile, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()));
    await client.close();

    const file = path.join(tmp, 'backups', 'embedded.pglite.tar.gz');
    const backup = await backupDatabase(env, file);
    expect(modeOf(file)).toBe(0o600);
    expect(modeOf(path.dirname(file))).toBe(0o700);
    expect(backup).toMatchObject({ kind: 'pglite', bytes: expect.any(Number) });
    expect(backup.files).toMatchObject({ stored: 'local', count: 3, skipped: [] });
    expect(fs.existsSync(`${file}.partial`)).toBe(false);

    opened = await openConfiguredDatabase(env as Env);
    await changeAfterBackup(opened.database.db);
    expect(await databaseFingerprint(opened.database.db)).not.toEqual(before);
    await opened.database.close();
    opened.release();
    await changeFilesAfterBackup(env);
    const filesChanged = filesFingerprint(filesOf(env));
    expect(filesChanged).not.toEqual(filesBefore);

    const restored = await restoreDatabase(env, file);
    expect(restored.previous && fs.existsSync(restored.previous)).toBe(true);
    // Exactly the backup's files; the replaced folder, with the file added later, is kept aside.
    expect(filesFingerprint(filesOf(env))).toEqual(filesBefore);
    expect(restored.files).toMatchObject({ outcome: 'restored', count: 3 });
    const previousFiles = restored.files.outcome === 'restored' ? restored.files.previous : undefined;
    expect(filesFingerprint(previousFiles!)).toEqual(filesChanged);
    expect(fs.existsSync(`${filesOf(env)}.restoring`)).toBe(false);

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

    // The old backup still restores: the database comes back, the files are left as they are.
    await changeFilesAfterBackup(env);
    const filesNow = filesFingerprint(filesOf(env));
    const fromOld = await restoreDatabase(env, oldFile);
    expect(fromOld.files).toEqual({ outcome: 'not-in-backup' });
    expect(filesFingerprint(filesOf(env))).toEqual(filesNow);
    opened = await openConfiguredDatabase(env as Env);
    try {
      expect(await databaseFingerprint(opened.database.db)).toEqual(before);
    } finally {
      await opened.database.close();
      opened.release();
    }
    // A new PGlite folder on disk takes a while to create (initdb), then each open takes seconds.
  }, 180_000);

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
    await uploadFiles(env);
    const filesBefore = filesFingerprint(filesOf(env));

    const backup = await backupDatabase(env);
    expect(backup.kind).toBe('postgres');
    expect(modeOf(backup.file)).toBe(0o600);
    expect(modeOf(path.dirname(backup.file))).toBe(0o700);
    expect(backup.file.endsWith('.pg.tar')).toBe(true);
    expect(backup.files).toMatchObject({ stored: 'local', count: 3, skipped: [] });

    database = await openDatabase({ url: env.DATABASE_URL, poolSize: 2 });
    await changeAfterBackup(database.db);
    expect(await databaseFingerprint(database.db)).not.toEqual(before);
    await database.close();
    await changeFilesAfterBackup(env);
    const filesChanged = filesFingerprint(filesOf(env));
    expect(filesChanged).not.toEqual(filesBefore);

    const restored = await restoreDatabase(env, backup.file);
    expect(filesFingerprint(filesOf(env))).toEqual(filesBefore);
    expect(restored.files).toMatchObject({ outcome: 'restored', count: 3 });
    const previousFiles = restored.files.outcome === 'restored' ? restored.files.previous : undefined;
    expect(filesFingerprint(previousFiles!)).toEqual(filesChanged);
    database = await openDatabase({ url: env.DATABASE_URL, poolSize: 2 });
    try {
      expect(await databaseFingerprint(database.db)).toEqual(before);
      await database.db.execute(sql`select similarity('praxis', 'praxsi')`);
      await createMember(database.db);
    } finally {
      await database.close();
    }

    // With files in S3 the backup is pg_dump's file alone, as backups were before they carried
    // files; it restores the database and leaves the local folder as it is.
    const s3Env = { ...env, S3_BUCKET: 'praxis-files', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
    const s3Backup = await backupDatabase(s3Env);
    expect(s3Backup.file.endsWith('.pgdump')).toBe(true);
    expect(s3Backup.files).toEqual({ stored: 's3', bucket: 'praxis-files' });
    expect(fs.readFileSync(s3Backup.file).subarray(0, 5).toString()).toBe('PGDMP');
    await changeFilesAfterBackup(env);
    const filesNow = filesFingerprint(filesOf(env));
    const fromDump = await restoreDatabase(env, s3Backup.file);
    expect(fromDump.files).toEqual({ outcome: 'not-in-backup' });
    expect(filesFingerprint(filesOf(env))).toEqual(filesNow);
  }, 90_000);
});

/*
 * Hostile archives: a restore must never write outside the files folder. Each archive below is
 * refused with a message naming the entry, and nothing changes: the files folder, the database
 * (here a stand-in, never reached), no staging folder left behind, nothing written where the entry
 * pointed. These run without a database: the archive is refused before one is touched.
 */
describe('hostile archives', () => {
  const root = path.join(tmp, 'hostile');
  const escaped = path.join(root, 'escaped.txt');
  const manifest = (database: 'pglite' | 'postgres') =>
    tarFile(
      'praxis-backup.json',
      Buffer.from(JSON.stringify({ praxis: 'backup', version: 1, database, files: 'local', createdAt: 'x' })),
    );
  const pgliteEntry = () => tarFile('/PG_VERSION', Buffer.from('17\n'));
  const pax = (name: string) => {
    // A pax record's length counts its own digits: ten to ninety-nine bytes here.
    const record = Buffer.from(` path=${name}\n`);
    expect(record.length + 2).toBeLessThan(100);
    const body = Buffer.concat([Buffer.from(String(record.length + 2)), record]);
    return [tarHeader({ name: 'PaxHeader', size: body.length, type: 'x' }), body, tarPadding(body.length)];
  };
  // Names relative to the files folder (DATA_DIR/files) that would land on `escaped`.
  const climb = `files/../../${path.basename(escaped)}`;
  const cases: Record<string, Buffer[]> = {
    'a name that climbs out': tarFile(climb, Buffer.from('x')),
    'an absolute name under files/': tarFile(`files/${escaped}`, Buffer.from('x')),
    'a symbolic link': [tarHeader({ name: 'files/avatars', size: 0, type: '2', linkName: root })],
    'a link followed by a file through it': [
      tarHeader({ name: 'files/avatars', size: 0, type: '2', linkName: root }),
      ...tarFile('files/avatars/escaped.txt', Buffer.from('x')),
    ],
    'a hard link': [tarHeader({ name: 'files/avatars/a.webp', size: 0, type: '1', linkName: '/etc/passwd' })],
    'a climbing name in a pax header': [...pax(climb), ...tarFile('files/avatars/a.webp', Buffer.from('x'))],
    'a device': [tarHeader({ name: 'files/avatars/a.webp', size: 0, type: '3' })],
  };

  function setUp(name: string) {
    const dataDir = path.join(root, name.replace(/\W+/g, '-'));
    const storage = path.join(dataDir, 'files', 'avatars');
    fs.mkdirSync(storage, { recursive: true });
    fs.writeFileSync(path.join(storage, 'live.webp'), 'live');
    fs.mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), 'live');
    return dataDir;
  }

  async function expectRefused(env: BackupEnv, file: string, message: RegExp) {
    const files = filesFingerprint(filesOf(env));
    const database = filesFingerprint(path.join(env.DATA_DIR, 'pglite'));
    await expect(restoreDatabase(env, file)).rejects.toThrow(message);
    expect(filesFingerprint(filesOf(env))).toEqual(files);
    expect(filesFingerprint(path.join(env.DATA_DIR, 'pglite'))).toEqual(database);
    expect(fs.readdirSync(env.DATA_DIR).sort()).toEqual(['files', 'pglite']);
    expect(fs.existsSync(escaped)).toBe(false);
    expect(fs.existsSync(path.join(env.DATA_DIR, escaped))).toBe(false);
  }

  for (const [name, entries] of Object.entries(cases)) {
    it(`refuses an embedded backup holding ${name}`, async () => {
      const dataDir = setUp(`pglite-${name}`);
      const file = path.join(root, `${name.replace(/\W+/g, '-')}.pglite.tar.gz`);
      const archive = [
        ...manifest('pglite'),
        ...pgliteEntry(),
        ...entries,
        ...tarFile('files/avatars/ok.webp', Buffer.from('ok')),
        TAR_END,
      ];
      fs.writeFileSync(file, zlib.gzipSync(Buffer.concat(archive)));
      await expectRefused(
        { DATA_DIR: dataDir, DATABASE_URL: undefined },
        file,
        /Refusing to restore .*Nothing was changed/,
      );
    });

    it(`refuses a PostgreSQL backup holding ${name}`, async () => {
      const dataDir = setUp(`pg-${name}`);
      const file = path.join(root, `${name.replace(/\W+/g, '-')}.pg.tar`);
      const archive = [
        ...manifest('postgres'),
        ...tarFile('database.pgdump', Buffer.from('PGDMP')),
        ...entries,
        TAR_END,
      ];
      fs.writeFileSync(file, Buffer.concat(archive));
      // Never reached: the archive is refused before pg_restore runs.
      const env = { DATA_DIR: dataDir, DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none' };
      await expectRefused(env, file, /Refusing to restore .*Nothing was changed/);
    });
  }

  it('refuses a PGlite entry that climbs, a stray entry, and an archive cut short', async () => {
    const pglite = { DATA_DIR: setUp('pglite-other'), DATABASE_URL: undefined };
    const write = (name: string, parts: Buffer[]) => {
      const file = path.join(root, `${name}.pglite.tar.gz`);
      fs.writeFileSync(file, zlib.gzipSync(Buffer.concat(parts)));
      return file;
    };
    await expectRefused(
      pglite,
      write('pglite-climbs', [
        ...manifest('pglite'),
        ...tarFile('/base/../../../escaped.txt', Buffer.from('x')),
        TAR_END,
      ]),
      /is not an entry of PGlite's data folder/,
    );
    const whole = Buffer.concat([
      ...manifest('pglite'),
      ...pgliteEntry(),
      ...tarFile('files/avatars/a.webp', Buffer.alloc(4000, 1)),
      TAR_END,
    ]);
    const cut = path.join(root, 'cut.pglite.tar.gz');
    fs.writeFileSync(cut, zlib.gzipSync(whole.subarray(0, 2048)));
    await expectRefused(pglite, cut, /cut short/);
    const notGzip = path.join(root, 'not-gzip.pglite.tar.gz');
    fs.writeFileSync(notGzip, whole);
    await expectRefused(pglite, notGzip, /not a gzipped archive/);

    const postgres = { DATA_DIR: setUp('pg-other'), DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none' };
    const stray = path.join(root, 'stray.pg.tar');
    fs.writeFileSync(
      stray,
      Buffer.concat([...manifest('postgres'), ...tarFile('../escaped.txt', Buffer.from('x')), TAR_END]),
    );
    await expectRefused(postgres, stray, /is not part of a PostgreSQL backup/);
    const absolute = path.join(root, 'absolute.pg.tar');
    fs.writeFileSync(
      absolute,
      Buffer.concat([...manifest('postgres'), ...tarFile(escaped, Buffer.from('x')), TAR_END]),
    );
    await expectRefused(postgres, absolute, /is not part of a PostgreSQL backup/);
    const noManifest = path.join(root, 'no-manifest.pg.tar');
    fs.writeFileSync(
      noManifest,
      Buffer.concat([...tarFile('files/avatars/a.webp', Buffer.from('x')), TAR_END]),
    );
    await expectRefused(postgres, noManifest, /does not list local files|neither a pg_dump/);
  });
});
