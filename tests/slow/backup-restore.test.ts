import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import tar from 'tar-stream';
import { afterAll, describe, expect, it } from 'vitest';
import { openConfiguredDatabase } from '../../src/server/boot';
import { type Db, openDatabase } from '../../src/server/db/client';
import { profiles } from '../../src/server/db/schema';
import { seedDemoLibrary } from '../../src/server/seed';
import type { Env } from '../../src/server/env';
import {
  type BackupEnv,
  backupDatabase,
  pgConnection,
  readBackupManifest,
  restoreDatabase,
} from '../../src/server/ops/backup';
import { readTar } from '../../src/server/ops/tar';
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
/*
 * A backup archive written by the tar code the app had before it used tar-stream (standard ustar:
 * a name over 100 bytes split into ustar's prefix, one whose last segment alone is over 100 bytes
 * in a pax header), made once and kept: backups made then still restore.
 */
describe('a backup written by the earlier tar code', () => {
  const fixture = path.join(import.meta.dirname, '../fixtures/backups/old-writer.pg.tar');
  const oldFiles: Record<string, string> = {
    'avatars/kept.webp': 'd77fcdf017faa1cefc8d6ccd8d061e040efaa742169a47d73fc57c5c84bf08ef',
    [`content/${'a'.repeat(95)}/${'b'.repeat(40)}.webp`]:
      '400592668330d482d0533c0b97a3eaa009e240b6f751c03466cb61db430f865a',
    [`avatars/${'c'.repeat(120)}.webp`]: 'bb1d8e0db35557366995a913be97cb65eb94559577e9fb54366abd4f16a6a676',
  };

  it('is read whole: its manifest, its dump and every file, by name and content', async () => {
    expect(await readBackupManifest(fixture)).toEqual({
      praxis: 'backup',
      version: 1,
      database: 'postgres',
      files: 'local',
      createdAt: '2026-11-26T12:00:00.000Z',
    });
    const read: Record<string, string> = {};
    await readTar(fs.createReadStream(fixture), async (entry, content) => {
      const hash = crypto.createHash('sha256');
      let head = '';
      for await (const piece of content) {
        if (!head) head = piece.subarray(0, 5).toString('latin1');
        hash.update(piece);
      }
      read[entry.name] = entry.name === 'database.pgdump' ? head : hash.digest('hex');
    });
    const files = Object.fromEntries(Object.entries(oldFiles).map(([key, sha]) => [`files/${key}`, sha]));
    expect(read).toEqual({ 'praxis-backup.json': expect.any(String), 'database.pgdump': 'PGDMP', ...files });
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('restores its database and files', async () => {
    const name = `praxis_t_${crypto.randomBytes(6).toString('hex')}`;
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const env = { DATA_DIR: path.join(tmp, 'old-writer'), DATABASE_URL: url.toString() };
      const restored = await restoreDatabase(env, fixture);
      expect(restored.files).toMatchObject({ outcome: 'restored', count: 3 });
      expect(filesFingerprint(filesOf(env))).toEqual(oldFiles);
      const direct = new pg.Client({ connectionString: url.toString() });
      await direct.connect();
      const { rows } = await direct
        .query('select name from old_writer_probe order by id')
        .finally(() => direct.end());
      expect(rows.map((r) => r.name)).toEqual(['written by the old tar code', 'second row']);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});

/** An entry of a hand-made archive: a file unless its header says otherwise. */
type Entry = Partial<tar.Header> & { name: string; content?: string | Buffer };

/** The bytes of an archive of `entries`, written by tar-stream (hostile ones included). */
async function tarOf(entries: Entry[]): Promise<Buffer> {
  const pack = tar.pack();
  const parts: Buffer[] = [];
  const collected = (async () => {
    for await (const piece of pack) parts.push(piece as Buffer);
  })();
  for (const { content, ...header } of entries) {
    await new Promise<void>((resolve, reject) =>
      pack.entry(header, content ?? Buffer.alloc(0), (err) => (err ? reject(err) : resolve())),
    );
  }
  pack.finalize();
  await collected;
  return Buffer.concat(parts);
}

describe('hostile archives', () => {
  const root = path.join(tmp, 'hostile');
  const escaped = path.join(root, 'escaped.txt');
  const manifest = (database: 'pglite' | 'postgres'): Entry => ({
    name: 'praxis-backup.json',
    content: JSON.stringify({ praxis: 'backup', version: 1, database, files: 'local', createdAt: 'x' }),
  });
  const pgliteEntry: Entry = { name: '/PG_VERSION', content: '17\n' };
  // Names relative to the files folder (DATA_DIR/files) that would land on `escaped`.
  const climb = `files/../../${path.basename(escaped)}`;
  const cases: Record<string, Entry[]> = {
    'a name that climbs out': [{ name: climb, content: 'x' }],
    'an absolute name under files/': [{ name: `files/${escaped}`, content: 'x' }],
    'a symbolic link': [{ name: 'files/avatars', type: 'symlink', linkname: root }],
    'a link followed by a file through it': [
      { name: 'files/avatars', type: 'symlink', linkname: root },
      { name: 'files/avatars/escaped.txt', content: 'x' },
    ],
    'a hard link': [{ name: 'files/avatars/a.webp', type: 'link', linkname: '/etc/passwd' }],
    // The path in the pax header, which readers apply to the entry after it, climbs.
    'a climbing name in a pax header': [{ name: 'files/avatars/a.webp', pax: { path: climb }, content: 'x' }],
    'a device': [{ name: 'files/avatars/a.webp', type: 'character-device' }],
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
        manifest('pglite'),
        pgliteEntry,
        ...entries,
        { name: 'files/avatars/ok.webp', content: 'ok' },
      ];
      fs.writeFileSync(file, zlib.gzipSync(await tarOf(archive)));
      await expectRefused(
        { DATA_DIR: dataDir, DATABASE_URL: undefined },
        file,
        /Refusing to restore .*Nothing was changed/,
      );
    });

    it(`refuses a PostgreSQL backup holding ${name}`, async () => {
      const dataDir = setUp(`pg-${name}`);
      const file = path.join(root, `${name.replace(/\W+/g, '-')}.pg.tar`);
      const archive = [manifest('postgres'), { name: 'database.pgdump', content: 'PGDMP' }, ...entries];
      fs.writeFileSync(file, await tarOf(archive));
      // Never reached: the archive is refused before pg_restore runs.
      const env = { DATA_DIR: dataDir, DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none' };
      await expectRefused(env, file, /Refusing to restore .*Nothing was changed/);
    });
  }

  it('refuses a PGlite entry that climbs, a stray entry, and an archive cut short', async () => {
    const pglite = { DATA_DIR: setUp('pglite-other'), DATABASE_URL: undefined };
    const climbs = path.join(root, 'pglite-climbs.pglite.tar.gz');
    fs.writeFileSync(
      climbs,
      zlib.gzipSync(await tarOf([manifest('pglite'), { name: '/base/../../../escaped.txt', content: 'x' }])),
    );
    await expectRefused(pglite, climbs, /is not an entry of PGlite's data folder/);
    const whole = await tarOf([
      manifest('pglite'),
      pgliteEntry,
      { name: 'files/avatars/a.webp', content: Buffer.alloc(4000, 1) },
    ]);
    // Cut within an entry, and between two entries (where only the missing end blocks tell).
    for (const [name, length] of [
      ['cut-within', 2048 + 1024],
      ['cut-between', 2048],
    ] as const) {
      const cut = path.join(root, `${name}.pglite.tar.gz`);
      fs.writeFileSync(cut, zlib.gzipSync(whole.subarray(0, length)));
      await expectRefused(pglite, cut, /cut short/);
    }
    const notGzip = path.join(root, 'not-gzip.pglite.tar.gz');
    fs.writeFileSync(notGzip, whole);
    await expectRefused(pglite, notGzip, /not a gzipped archive/);

    const postgres = { DATA_DIR: setUp('pg-other'), DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none' };
    const stray = path.join(root, 'stray.pg.tar');
    fs.writeFileSync(stray, await tarOf([manifest('postgres'), { name: '../escaped.txt', content: 'x' }]));
    await expectRefused(postgres, stray, /is not part of a PostgreSQL backup/);
    const absolute = path.join(root, 'absolute.pg.tar');
    fs.writeFileSync(absolute, await tarOf([manifest('postgres'), { name: escaped, content: 'x' }]));
    await expectRefused(postgres, absolute, /is not part of a PostgreSQL backup/);
    const noManifest = path.join(root, 'no-manifest.pg.tar');
    fs.writeFileSync(noManifest, await tarOf([{ name: 'files/avatars/a.webp', content: 'x' }]));
    await expectRefused(postgres, noManifest, /does not list local files|neither a pg_dump/);
  });
});
